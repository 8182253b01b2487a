import DayBandsChart
/// The viewer's keys, the one table of them: dispatch (`event(for:)`), the
/// help overlay, the status line's hints, the keys of `--help` and the man
/// page's KEYS section are all made from it (`KeyManual`), in its order.
public enum KeyBindings {
    static let hour = KeyBinding(
        [(.left, .moveHour(-1)), (.right, .moveHour(1)), (.character("h"), .moveHour(-1)), (.character("l"), .moveHour(1))],
        label: "← → h l", ascii: "Left/Right h/l", action: "previous/next hour",
        manTag: #".BR Left / Right ", " h / l"#,
        manText: "Previous / next hour (clamped to the day): the cursor snaps to whole hours.")
    static let reading = KeyBinding(
        [(.shiftLeft, .moveReading(-1)), (.shiftRight, .moveReading(1)),
         (.character(","), .moveReading(-1)), (.character("."), .moveReading(1))],
        label: "⇧← ⇧→ , .", ascii: "Shift-L/R , .", action: "previous/next reading",
        manTag: #".BR Shift+Left / Shift+Right ", " , / ."#,
        manText: """
            Previous / next reading of the day (also with Ctrl or Alt): the callout shows
            that reading, so every reading can be reached.
            """)
    static let hourEnds = KeyBinding(
        [(.home, .firstHour), (.end, .lastHour)], label: "Home End", ascii: "Home/End", action: "first/last hour",
        manTag: ".BR Home / End", manText: "First / last hour of the day.")
    static let day = KeyBinding(
        [(.up, .moveDay(-1)), (.down, .moveDay(1)), (.character("k"), .moveDay(-1)), (.character("j"), .moveDay(1))],
        label: "↑ ↓ k j", ascii: "Up/Down k/j", action: "previous/next day",
        manTag: ".BR Up / Down \", \" k / j", manText: "Previous / next day, keeping the hour.")
    static let week = KeyBinding(
        [(.pageUp, .moveDay(-WeekLayout.days)), (.pageDown, .moveDay(WeekLayout.days))],
        label: "PgUp PgDn", ascii: "PgUp/PgDn", action: "previous/next week",
        manTag: ".BR PgUp / PgDn", manText: "A week back / on, keeping the hour.")
    static let daysWithReadings = KeyBinding(
        [(.character("{"), .moveToReadings(-1)), (.character("}"), .moveToReadings(1))],
        label: "{ }", action: "previous/next day with readings",
        manTag: ".BR { / }",
        manText: """
            The previous / next day that has readings, keeping the hour, across all the
            days browsed (an archive of imports years apart is mostly days without);
            where there is none, the status line says so.
            """)
    static let dayEnds = KeyBinding(
        [(.character("<"), .firstDay), (.character(">"), .lastDay), (.shiftHome, .firstDay), (.shiftEnd, .lastDay)],
        label: "< >", action: "first/last day (Ctrl-Home/End)",
        manTag: #".BR < / > ", or " Home / End " with Shift, Ctrl or Alt""#, manText: "The first / last day.")
    static let low = KeyBinding(
        [(.character("n"), .jump(.low, forward: true)), (.character("N"), .jump(.low, forward: false))],
        label: "n N", action: { "next/previous " + EventJump.low.words(in: $0) },
        manTag: ".BR n / N",
        manText: """
            The next / previous low (a consensus event of level 1 or 2: at least 15
            minutes below 70 mg/dL), across all the days browsed: the cursor goes to its
            lowest reading, and the status line says that reading, its start and how long
            it lasted, or that there is none.
            """)
    static let high = KeyBinding(
        [(.character("]"), .jump(.high, forward: true)), (.character("["), .jump(.high, forward: false))],
        label: "] [", action: { "next/previous " + EventJump.high.words(in: $0) },
        manTag: ".BR ] / [",
        manText: """
            The next / previous high (at least 15 minutes above 250 mg/dL), the same way,
            the cursor on its highest reading.
            """)
    static let pin = KeyBinding(
        [(.enter, .togglePin), (.character("\r"), .togglePin), (.character("\n"), .togglePin)],
        label: "Enter", action: "pin the hour / unpin",
        manTag: ".B Enter", manText: "Pin the cursor's hour; on the pinned hour, unpin.")
    static let clear = KeyBinding(
        [(Key.escape, .clearPin)], label: "Esc", action: "clear the pin",
        manTag: ".B Esc", manText: "Clear the pin (or close the help).")
    static let click = KeyBinding(
        [(.click(modified: false), .click(Point(x: 0, y: 0))), (.click(modified: true), .clickReading(Point(x: 0, y: 0)))],
        label: "click", action: "pin the hour (Alt: reading)",
        manTag: "mouse click",
        manText: """
            In the plot: move the cursor to the nearest hour and pin it; with Alt or Ctrl
            held, to the nearest reading.
            On the overview strip: open the day clicked.
            """)
    static let wheel = KeyBinding(
        [(.wheelUp(modified: false), .moveDay(-1)), (.wheelDown(modified: false), .moveDay(1)),
         (.wheelUp(modified: true), .moveHour(-1)), (.wheelDown(modified: true), .moveHour(1))],
        label: "wheel", action: "previous/next day (Shift: hour)",
        manTag: "mouse wheel", manText: "Previous / next day; with Shift, Ctrl or Alt held, previous / next hour.")
    static let lastDay = KeyBinding(
        [(.character("t"), .lastDay)], label: "t", action: "last day", manTag: ".B t", manText: "The last day.")
    static let follow = KeyBinding(
        [(.character("f"), .follow)], label: "f", action: "follow the newest reading (--follow)",
        manTag: ".B f",
        manText: """
            With
            .BR \\-\\-follow :
            the cursor on the newest reading, and on each new one as it comes (as
            .B tail \\-f
            follows a file), until another key moves it; End on the last day does the same.
            The status line says whether the cursor follows.
            """)
    static let liveLength = KeyBinding(
        [(.character("x"), .zoomLive(1)), (.character("X"), .zoomLive(-1)), (.character("F"), .toggleForecasts)],
        label: "x X F", action: "live window longer/shorter, F curves",
        manTag: #".BR x / X ", " F""#,
        manText: """
            While the data is live (with
            .BR \\-\\-follow ,
            or a newest reading under an hour old) the day view shows the last hours up
            to now, across midnight: 3, 6, 12 or 24 of them (the config file's
            .BR window ;
            6 on a screen of 80 columns, 12 wider);
            .B x
            shows more hours,
            .B X
            fewer. Up/Down,
            .BR g ,
            the strip and the other views open calendar days;
            .B f
            (or End) comes back.
            Ahead of the newest reading, the forecast: the loop's prediction from its
            device status while it is under 15 minutes old (Loop's curve; of OpenAPS,
            AndroidAPS, iAPS and Trio the curve its eventual glucose follows), else
            Nightscout's AR2 forecast of the last readings, 30 minutes in its cone. Never
            drawn in a range's colour: it is not a reading.
            .B F
            shows every curve oref predicts (IOB, ZT, COB, UAM), or the followed one again.
            """)
    static let snooze = KeyBinding(
        [(.character("z"), .snooze)], label: "z", action: "snooze alerts (not a medical device)",
        manTag: ".B z",
        manText: """
            With
            .BR \\-\\-alert :
            silence the alerts for
            .B \\-\\-snooze
            minutes (30), more with each press, up to 4 hours; the status line says until when.
            What still holds when the snooze ends alerts again.
            """)
    static let date = KeyBinding(
        [(.character("g"), .startDateEntry), (.backspace, .erase), (.character("\u{7F}"), .erase),
         (.character("\u{08}"), .erase)],
        label: "g", action: "go to a date (YYYY-MM-DD)",
        manTag: ".B g",
        manText: """
            Go to a date: type
            .IR YYYY-MM-DD ,
            Enter goes, Esc cancels.
            While the prompt is open
            .B q
            is typed into it; only Ctrl\\-C quits.
            """)
    static let statistics = KeyBinding(
        [(.character("s"), .toggleStatistics)], label: "s", action: "statistics panel",
        manTag: ".B s", manText: "The statistics panel; the chart narrows to make room for it.")
    static let profile = KeyBinding(
        [(.character("a"), .toggleProfile)], label: "a", action: "day chart or profile (AGP)",
        manTag: ".B a", manText: "The profile (AGP) of all days, or back to the day chart.")
    static let weekView = KeyBinding(
        [(.character("w"), .toggleWeek)], label: "w", action: "week (Up/Down: the day)",
        manTag: ".B w",
        manText: """
            The week: the 7 days ending on the current day stacked as small charts
            on one time axis, the cursor's hour through all of them and a callout for
            the highlighted day in its own rows (on the status line where no box fits
            there clear of its curve and the titles).
            Up/Down move the highlighted day, and the week scrolls when it leaves it;
            .BR w
            again shows the highlighted day.
            A screen shorter than 24 rows shows the days that fit and says so.
            """)
    static let yearView = KeyBinding(
        [(.character("y"), .toggleYear)], label: "y", action: "year calendar (Enter: open the day)",
        manTag: ".B y",
        manText: """
            The year: the history as a calendar, a month a row, each day a cell
            coloured by its time in range (a low below 54 mg/dL marked, a day without
            readings a dot), each month's time in range, mean and GMI beside it.
            Left/Right move a day, Up/Down a month, , / . (Shift+Left/Right) a week,
            PgUp/PgDn a year, < / > to the first / last day; the row under the title
            reads out the day; Enter opens it in the day view;
            .BR y
            again goes back.
            """)
    static let patternsView = KeyBinding(
        [(.character("P"), .togglePatterns)], label: "P", action: "patterns by hour (Enter: open)",
        manTag: ".B P",
        manText: """
            The patterns of the page's days, as
            .B daybands patterns
            finds them: the days by hour of the day, a cell an hour (a low or very low
            hour pointing down and loudest, a high or very high one up, in range a quiet
            fill, a dot without readings), and the patterns found as sentences, beside or
            under it where there is room (fewer than 7 days with data: one line says so).
            Left/Right move an hour, Up/Down a day, PgUp/PgDn a week; the row above the
            status line reads out the hour; Enter opens that day at that hour in the day
            view; Esc or
            .B P
            goes back.
            """)
    static let overlay = KeyBinding(
        [(.character("o"), .toggleOverlay)], label: "o", action: "overlay pin's day or day before",
        manTag: ".B o",
        manText: """
            Another day's curve as a faint line over the day: the pinned day when the pin
            is on another day, else the day before; again, it goes.
            The two days share the clock: a reading at 14:10 is drawn where 14:10 is.
            """)
    static let unit = KeyBinding(
        [(.character("u"), .toggleUnit)], label: "u", action: "mg/dL or mmol/L",
        manTag: ".B u", manText: "Switch between mg/dL and mmol/L.")
    static let help = KeyBinding(
        [(.character("?"), .toggleHelp)], label: "?", action: "this help",
        manTag: ".B ?",
        manText: """
            Help: the keys, and a legend of the chart's colours and marks.
            The next key closes it; while it is taller than the screen, Up / Down
            (k / j, the wheel), PgUp / PgDn and Home / End scroll it instead, and its
            bottom edge says which lines it shows.
            """)
    static let quit = KeyBinding(
        [(.character("q"), .quit), (.character("Q"), .quit), (.character("\u{03}"), .interrupt)],
        label: "q Ctrl-C", action: "quit",
        manTag: #".BR q ", " Ctrl\-C"#, manText: "Quit, restoring the terminal.")

    /// Every binding, in the order the help and the man page list them.
    public static let all = [hour, reading, hourEnds, day, week, daysWithReadings, dayEnds, low, high, pin, clear, click,
                             wheel, lastDay, follow, liveLength, snooze, date, statistics, profile, weekView, yearView, patternsView, overlay, unit, help, quit]

    /// The status line's hints, in the order of the keys' use: moving,
    /// pinning, the views, the date keys, the unit, the jump to a low, the
    /// week; when not all fit, moving, pinning, help and quit come first.
    public static let hints = [
        StatusHint(hour, "←→ hour", ascii: "<> hour", priority: 0), StatusHint(day, "↑↓ day", ascii: "^v day", priority: 1),
        StatusHint(pin, "⏎ pin", ascii: "Enter pin", priority: 2), StatusHint(statistics, "s stats", priority: 5),
        StatusHint(profile, "a AGP", priority: 6), StatusHint(weekView, "w week", priority: 11),
        StatusHint(yearView, "y year", priority: 12), StatusHint(patternsView, "P patterns", priority: 13),
        StatusHint(date, "g date", priority: 7), StatusHint(lastDay, "t last day", priority: 8),
        StatusHint(low, "n low", priority: 10), StatusHint(unit, "u unit", priority: 9),
        StatusHint(help, "? help", priority: 3), StatusHint(quit, "q quit", priority: 4),
    ]

    /// The year view's hints: its own moves, then opening the day and going back.
    public static let yearHints = [
        StatusHint(hour, "←→ day", ascii: "<> day", priority: 0), StatusHint(day, "↑↓ month", ascii: "^v month", priority: 1),
        StatusHint(reading, ", . week", priority: 4), StatusHint(week, "PgUp/Dn year", priority: 2),
        StatusHint(pin, "⏎ open day", ascii: "Enter open day", priority: 3), StatusHint(yearView, "y back", priority: 5),
        StatusHint(help, "? help", priority: 6), StatusHint(quit, "q quit", priority: 7),
    ]

    /// The patterns view's hints: its moves, then opening the hour and going back.
    public static let patternsHints = [
        StatusHint(hour, "←→ hour", ascii: "<> hour", priority: 0), StatusHint(day, "↑↓ day", ascii: "^v day", priority: 1),
        StatusHint(week, "PgUp/Dn week", priority: 4), StatusHint(pin, "⏎ open hour", ascii: "Enter open hour", priority: 2),
        StatusHint(patternsView, "P back", priority: 3), StatusHint(help, "? help", priority: 5), StatusHint(quit, "q quit", priority: 6),
    ]

    private static let events: [Key: ViewerEvent] = Dictionary(all.flatMap(\.keys).map { ($0.key, $0.event) },
                                                               uniquingKeysWith: { first, _ in first })

    /// What a key does: its binding's event; a printable character with no
    /// binding is typed (into the date prompt); anything else only closes the help.
    public static func event(for key: Key) -> ViewerEvent {
        if let event = events[key] { return event }
        if case .character(let character) = key, !character.isWhitespace,
           character.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) {
            return .character(character)
        }
        return .otherKey
    }

    /// A click at a screen point: the hour, or with a modifier the reading, nearest it.
    public static func event(forClick point: Point, modified: Bool) -> ViewerEvent {
        switch event(for: .click(modified: modified)) {
        case .click: .click(point)
        case .clickReading: .clickReading(point)
        case let other: other
        }
    }
}
