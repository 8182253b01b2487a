import DayBands

/// The live screen's alerts and how stale data may grow.
extension Option {
    // The defaults as the rules hold them, written as the options take them.
    private static let thresholds = AlertLevels.written(AlertThresholds())
    private static let stale = AlertLevels.written(StaleLimits())
    private static let snoozes = AlertLevels.minutesWritten(LiveStatus.defaultSnoozes)
    private static let repeats = AlertLevels.written(AlertRepeat())
    private static let urgentSnooze = AlertLevels.minutesWritten([AlertRules.urgentSnooze])

    static let live: [Option] = [
        Option(["--alert"], .flag { $0.invocation.given.alert = true }, for: [.view],
               help: "alerts: urgent low, low, high and no reading (bell, flash, status line, desktop notice); "
                   + "not a medical device, it does not replace your CGM's own alarms",
               manual: """
                   Turn on the alerts (also the config file's *alert = on*): urgent low, low, high and no reading \
                   for a while, each at its own threshold (*--alert-at*), and again while it lasts \
                   (*--alert-repeat*).
                   An alert rings the terminal's bell, flashes the live row, stays on the status line in its colour \
                   until *z* snoozes it, and is a desktop notification where the terminal is known to show one \
                   (OSC 9 in iTerm2; OSC 777 in WezTerm, ghostty, foot and rxvt-unicode; none inside tmux or screen).
                   This is not a medical device: it does not replace the alarms of your CGM or its app, \
                   and it is silent when the viewer, the network or the site is.
                   """),
        Option(["--alert-at"], .text("LIST", .examples([thresholds])) { state, text, name throws(UsageError) in
            do throws(AlertLevels.Problem) { state.invocation.given.alertAt = try AlertLevels(parsing: text) } catch {
                throw UsageError("\(name): \(error.message)")
            }
        }, for: [.view],
        help: "where the alerts start: urgent-low, low, high (display unit), stale (minutes); default \(thresholds) (mg/dL)",
        manual: """
            Where each alert starts, any of *urgent-low*, *low*, *high* (below, below, above; in the display unit) \
            and *stale* (minutes without a reading), as *\(thresholds)* (the defaults, mg/dL).
            """),
        Option(["--stale"], .text("STALE,URGENT", .examples([stale])) { state, text, name throws(UsageError) in
            do throws(AlertLevels.Problem) { state.invocation.given.staleLimits = try AlertLevels.staleLimits(parsing: text) } catch {
                throw UsageError("\(name): \(error.message)")
            }
        }, for: [.view],
        help: "minutes without a reading after which the live row says the data is stale, then urgently (default \(stale))",
        manual: """
            The minutes without a reading after which the live row says the data is stale, \
            and after which it says so urgently (default \(stale), Nightscout's).
            """),
        Option(["--snooze"], .text("MIN,...", .examples([snoozes])) { state, text, name throws(UsageError) in
            do throws(AlertLevels.Problem) { state.invocation.given.snoozeMinutes = try AlertLevels.snoozeMinutes(parsing: text) } catch {
                throw UsageError("\(name): \(error.message)")
            }
        }, for: [.view],
        help: "the snoozes z cycles through, in minutes (default \(snoozes); an urgent low at most \(urgentSnooze))",
        manual: """
            The snoozes *z* cycles through, in minutes, shortest first (default *\(snoozes)*): a press snoozes \
            the alerts for the first, another within \(NumberText.whole(LiveStatus.choosingTime)) seconds for the next. The live row says until when. \
            An urgent low is snoozed at most \(urgentSnooze) minutes, and a new or deeper one ends the snooze.
            """),
        Option(["--alert-repeat"], .text("URGENT,OTHERS", .examples([repeats])) { state, text, name throws(UsageError) in
            do throws(AlertLevels.Problem) { state.invocation.given.alertRepeat = try AlertLevels.repeatMinutes(parsing: text) } catch {
                throw UsageError("\(name): \(error.message)")
            }
        }, for: [.view],
        help: "minutes after which an alert still on rings again: an urgent low, the others (default \(repeats))",
        manual: """
            The minutes after which an alert still on rings again until *z* snoozes it: \
            an urgent low's, then the others' (default *\(repeats)*, each from 1 to 60).
            """),
    ]
}
