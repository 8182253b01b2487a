import DayBands

/// How the data is read and drawn (the config file's settings among them), and help.
extension Option {
    static let settings: [Option] = [
        Option(["--unit"], .choice(GlucoseUnit.self) { $0.invocation.given.unit = $1 }, for: Command.showing + [.status],
               help: "the display unit (1 mmol/L = 18.0156 mg/dL); `u` switches it in the viewer; "
                   + "default the config file's, else the first data file's own, else mg/dL",
               manual: """
                   The display unit (1 mmol/L = 18.0156 mg/dL).
                   Without it (or the config file's *unit*), the unit the first data file is written in \
                   (a mmol/L LibreView, Clarity, Tidepool, CareLink or Glooko export, or a plain CSV whose values are mmol/L), \
                   else mg/dL.
                   """),
        Option(["--bands"], .text("LIST", .examples(["consensus", "60,75,100,200,300,420"])) { state, text, name throws(UsageError) in
            do throws(BandBoundaries.Problem) { state.invocation.given.bands = try BandBoundaries(parsing: text) } catch { throw UsageError("\(name): \(error.message)") }
        }, for: [.view, .render, .report],
        help: "the six band boundaries A,B,C,D,E,F, or consensus; increasing, in the display unit (default "
            + "60,75,100,200,300,420 mg/dL, each 10-1000 mg/dL); consensus: bands that are the consensus ranges "
            + "(40,54,70,180,250,420 mg/dL), so colour and range word agree",
        manual: """
            The six band boundaries {A,B,C,D,E,F}, strictly increasing, in the display unit, \
            each between 10 and 1000 mg/dL after conversion (default 60,75,100,200,300,420 mg/dL), or *consensus*.
            The first and last are the chart's floor and ceiling.
            A band is named by its bounds (“100–200 band”); the range words (very low, low, in range, high, very high) \
            always mean the consensus ranges, <54, 54–69, 70–180, 181–250, >250 mg/dL.
            *consensus* takes bands that are those ranges (40,54,70,180,250,420 mg/dL, a value in the band of its \
            consensus range), so colour and word agree.
            """),
        Option(["--date-format"], .choice(DateOrder.self) { $0.invocation.dateOrder = $1 }, for: Command.showing + [.importFiles],
               days: .kept,
               help: "how to read LibreView dates when the file alone cannot tell",
               manual: "How to read LibreView dates when the file alone cannot tell."),
        Option(["--subject"], .text("NAME") { state, text, _ in state.invocation.subject = text },
               for: Command.showing + [.importFiles], days: .kept,
               help: "whose readings to read from a table of several people's (an id or subject column)",
               manual: """
                   Whose readings to read from a CSV table of several people's, one that has an *id*, *subject* or \
                   *patient* column (research data in long form, such as iglu's *id,time,gl*). \
                   Without it the first row's subject is read, and a line names the others left out: \
                   several people's readings never make one chart.
                   """),
        Option(["--tz"], .zone { $0.invocation.given.timeZone = $1 },
               for: Command.showing + [.importFiles, .sync, .archiveExport], days: .kept,
               help: "IANA time zone the days are local to (default: the system's)",
               manual: """
                   The IANA time zone the days are local to (default: the system's, *TZ*).
                   Days are local calendar days of 23, 24 or 25 hours.
                   """),
        Option(["--clock"], .choice(ClockFormat.self) { $0.invocation.given.clock = $1 }, for: Command.showing,
               help: "times of day as 3:05pm or 15:05; default the locale's (LC_ALL, LC_TIME or LANG: en_US 12, "
                   + "en_GB, de_DE and C 24)",
               manual: """
                   Times of day (callouts, hour labels, header, status line, statistics panel, the text of *stats*, \
                   *render* and *report*) in the 12-hour clock (*3:05pm*, hour labels *12a 3a 6a*) or the 24-hour clock (*15:05*).
                   JSON keeps ISO 8601.
                   The default is the locale's: the first of *LC_ALL*, *LC_TIME*, *LANG* that is set; \
                   12-hour for the locales whose own time format has AM/PM in glibc (en_US, en_CA, en_IN, en_PH, hi_IN, ar_EG \
                   and others), 24-hour for all others (en_GB, en_AU, de_DE, fr_CA, C, POSIX) and when none is set.
                   """),
        Option(["--color"], aliases: ["--colour"], .choice(ColorChoice.self) { $0.invocation.given.color = $1 },
               for: [.view, .render, .report],
               help: "when to use colour; auto (on a terminal unless NO_COLOR is set), always or never",
               manual: """
                   *auto* (the default) uses colour on a terminal unless *NO_COLOR* is set; \
                   *never* draws monochrome, where the bands are told apart by shade.
                   """),
        Option(["--ascii"], .flag { $0.invocation.ascii = true }, for: [.view, .render, .report],
               help: "draw with ASCII characters only",
               manual: "Draw with ASCII characters only (also chosen when the locale is not UTF-8)."),
        Option(["--no-mouse"], .flag { $0.invocation.mouse = false }, for: [.view],
               help: "do not capture the mouse",
               manual: "Do not capture the mouse."),
        Option(["-h", "--help"], .flag(Self.askHelp), for: Command.allCases, family: "meta",
               help: "print this help; after a command, that command's usage and only the options it takes",
               manual: """
                   Print the usage summary and exit.
                   After a command (*render*, *report*, *stats*, *import*, *sync*, *archive*, *completions*), \
                   print that command's usage and only the options it takes.
                   """),
        Option(["--version"], .flag { $0.invocation.mode = .version }, for: Command.allCases, family: "meta",
               help: "print the version",
               manual: "Print the version and exit."),
    ]

    /// `daybands stats --help` is the help of stats; the viewer's is the whole help.
    @Sendable private static func askHelp(_ state: inout ParseState) {
        let mode = state.invocation.mode
        if ![.view, .help, .version].contains(mode) { state.invocation.helpTopic = mode }
        state.invocation.mode = .help
    }
}
