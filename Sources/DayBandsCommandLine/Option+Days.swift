import DayBands

/// Which days, and what of them `render` draws.
extension Option {
    static let days: [Option] = [
        Option(["--from"], .date("D") { $0.invocation.from = $1 }, for: Command.showing + [.archiveExport],
               help: "the first day browsed, counted (stats) or exported (archive export)",
               manual: "The first day browsed (or counted, for *stats*; or exported, for *archive export*), {YYYY-MM-DD}."),
        Option(["--to"], .date("D") { $0.invocation.to = $1 }, for: Command.showing + [.archiveExport],
               help: "the last day browsed, counted (stats) or exported (archive export)",
               manual: "The last day browsed (or counted, for *stats*; or exported, for *archive export*), {YYYY-MM-DD}."),
        Option(["--day"], .date("YYYY-MM-DD") { $0.invocation.day = $1 }, for: [.view, .render, .stats],
               help: "the day to open (or count, for stats); default the last day of the data",
               manual: """
                   The day to open (or, for *stats*, to count); by default the last day of the data.
                   A day outside the data is an error naming the data's range.
                   """),
        Option(["--days"], .count(1...3650, of: "days") { $0.invocation.days = $1 }, for: Command.showing,
               help: "the last N days of the data are browsed, \(DayWindow.defaultDays) by default (report: \(AGPReport.defaultDays); stats: all; patterns: \(PatternRules.defaultDays)); with --nightscout, the days to read (default \(NightscoutSource.defaultDays))",
               manual: """
                   Browse the last {N} days of the data (default \(DayWindow.defaultDays); *report*: \(AGPReport.defaultDays); *stats*: all; *patterns*: \(PatternRules.defaultDays)).
                   With *--nightscout*, the number of days to read (default \(NightscoutSource.defaultDays)).
                   """),
        Option(["--at"], .time { $0.invocation.at = $1 }, for: [.render], family: "cursor",
               help: "the hour the cursor is on; it snaps to the nearest hour (3:00pm and 3pm are read too)",
               manual: """
                   The hour the cursor is on; snaps to the nearest hour.
                   A 12-hour time is read too: *3:00pm*, *3pm*.
                   """),
        Option(["--pin"], .time { $0.invocation.pin = $1 }, for: [.render], needs: .aDay, family: "cursor",
               help: "pin this hour of the day",
               manual: "Pin this hour of the day (also as *8:00am*)."),
        Option(["--size"], .size("COLSxROWS", within: 1...1000, form: "COLSxROWS (e.g. 100x30)",
                                 examples: ["80x24", "100x30", "120x40", "200x60"]) { $0.invocation.size = $1 },
               for: [.render], family: "cursor",
               help: "the screen size; default the terminal's, else \(Invocation.sizeWithoutTerminal)",
               manual: "The screen size; default the terminal's, else \(Invocation.sizeWithoutTerminal)."),
        Option(["--overlay"], .flag { $0.invocation.overlay = true }, for: [.render], needs: .dayView,
               help: "the day before drawn as a faint line over the day, by clock time (`o` in the viewer)",
               manual: "Draw the day before as a faint line over the day, by local clock time, as the viewer's *o* key does."),
        Option(["--view"], .choice([("day", ViewMode.day), ("profile", .profile), ("week", .week), ("year", .year),
                                    ("patterns", .patterns)]) {
            $0.invocation.view = $1
        }, for: [.render],
        help: "the day chart (the default), the profile (AGP) of the days browsed, the week: the 7 days ending on --day stacked, the year: a calendar of every day's time in range, or the patterns: the days browsed by hour of the day and what repeats",
        manual: """
            *day* (the default) draws the day chart; *profile* the Ambulatory Glucose Profile of the days browsed, \
            as the viewer's *a* key shows it; *week* the 7 days ending on *--day* stacked as small charts, \
            as the viewer's *w* key shows it (*--at* is the cursor's hour through all of them, *--pin* an hour of *--day*); \
            *year* the history as a calendar, a month a row, each day coloured by its time in range and each month's \
            time in range, mean and GMI beside it, the cursor on *--day*, as the viewer's *y* key shows it; \
            *patterns* the days browsed by hour of the day and what repeats across them, the cursor on *--day* \
            at *--at*, as the viewer's *P* key shows it (a picture draws the heat map, as *daybands patterns* does).
            """),
        Option(["--color-map"], .flag { $0.invocation.colorMap = true }, for: [.render], needs: .textFormat,
               help: "print a colour letter map under the screen",
               manual: "Print a colour letter map under the screen: one letter per cell saying which colour it is drawn in."),
    ]
}

extension Requirement {
    static let aDay = Requirement(says: "a day: the profile, the year and the patterns have no pins", shown: nil) {
        $0.view != .profile && $0.view != .year && $0.view != .patterns
    }
    static let dayView = Requirement(says: "the day view (--view day)", shown: nil) { $0.view == nil || $0.view == .day }
    static let textFormat = Requirement(says: "--format text", shown: nil) { $0.format?.isPicture != true }
}
