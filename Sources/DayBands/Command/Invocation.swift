import Foundation

/// What the command line asked for, parsed without side effects so it can be
/// tested; the executable carries it out.
public struct Invocation: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        case view
        case render
        case report
        case stats
        /// `daybands import FILE...`: add files to the archive.
        case importFiles
        /// `daybands sync --nightscout URL`: a site into the archive.
        case sync
        /// `daybands archive info|check|export`.
        case archive
        case help
        case version
    }

    public enum ColorChoice: String, Equatable, Sendable {
        case auto, always, never
    }

    /// What `render` and `report` print: text, an SVG picture, a web page of
    /// it, or a PNG of it.
    public enum RenderFormat: String, Equatable, Sendable {
        case text, svg, html, png

        /// A picture (or a page of one): it has a pixel size.
        public var isPicture: Bool { self != .text }
    }

    public var mode: Mode = .view
    /// The command whose `--help` was asked (`daybands stats --help`), if not the viewer.
    public var helpTopic: Mode?
    public var files: [String] = []
    public var day: String?
    public var at: ClockTime?
    public var pin: ClockTime?
    public var size: Size?
    /// (render, report) nil is text.
    public var format: RenderFormat?
    /// (render, report --format svg|html|png) The picture's size in pixels.
    public var pixels: Size?
    /// (render, report) Where to write instead of standard output.
    public var output: String?
    /// (render) The view drawn: nil is the day.
    public var view: ViewMode?
    /// The settings the config file can also give, as far as the command line gives them.
    public var given = Given()
    public var ascii = false
    public var colorMap = false
    /// (render) The day before drawn faintly over the day (`o` in the viewer).
    public var overlay = false
    public var mouse = true
    public var from: String?
    public var to: String?
    public var json = false
    /// `stats --per-day`: each day's figures after the summary.
    public var perDay = false
    public var dateOrder: DateOrder?
    /// The Nightscout site to read instead of files (its root, without credentials).
    public var nightscout: URL?
    /// How many days to browse, ending with the last day of the data (default
    /// `DayWindow.defaultDays`); from a site, how many to read
    /// (default `NightscoutSource.defaultDays`).
    public var days: Int?
    /// `--token`, else a `token=` in the site's address.
    public var token: Secret?
    /// (view) Keep polling the site for new readings.
    public var follow = false
    /// `--archive PATH`: the archive to use instead of the default one.
    public var archive: String?
    /// (sync) The first day to fetch (YYYY-MM-DD, local); nil: the whole history.
    public var since: String?
    /// What `daybands archive` does.
    public var archiveAction: ArchiveAction?
    /// (archive export) nil is CSV.
    public var exportFormat: ExportFormat?

    public enum ArchiveAction: String, Equatable, Sendable {
        case info, check, export
    }


    /// Settings given on the command line; nil leaves them to the config file or
    /// the default (`Settings` decides).
    public struct Given: Equatable, Sendable {
        public var unit: GlucoseUnit?
        /// `--bands`, in the display unit, which is known only once `Settings` has
        /// weighed `--unit` against the config file.
        public var bands: BandBoundaries?
        public var timeZone: String?
        public var color: ColorChoice?
        public var clock: ClockFormat?

        public init(unit: GlucoseUnit? = nil, bands: BandBoundaries? = nil, timeZone: String? = nil, color: ColorChoice? = nil,
                    clock: ClockFormat? = nil) {
            self.unit = unit
            self.bands = bands
            self.timeZone = timeZone
            self.color = color
            self.clock = clock
        }
    }

    public init() {}

    /// The options that take a value, also as `--option=value`.
    static let optionsTakingValues: Set<String> = [
        "--day", "--from", "--to", "--date-format", "--unit", "--bands", "--at", "--pin", "--size", "--view",
        "--format", "--pixels", "--output", "--color", "--colour", "--tz", "--clock", "--nightscout", "--days", "--token",
        "--archive", "--since",
    ]
    /// The long options that take none.
    static let flags: Set<String> = ["--help", "--version", "--json", "--per-day", "--follow", "--ascii", "--color-map", "--no-mouse", "--overlay"]

    /// Parses arguments (without the program name); a usage error says what is wrong.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var invocation = Invocation()
        var rest = arguments[...]
        if let first = rest.first, !first.hasPrefix("-") {
            switch first {
            case "render": invocation.mode = .render; rest = rest.dropFirst()
            case "report": invocation.mode = .report; rest = rest.dropFirst()
            case "stats": invocation.mode = .stats; rest = rest.dropFirst()
            case "import": invocation.mode = .importFiles; rest = rest.dropFirst()
            case "sync": invocation.mode = .sync; rest = rest.dropFirst()
            case "archive":
                invocation.mode = .archive
                rest = rest.dropFirst()
                if let action = rest.first.flatMap(ArchiveAction.init(rawValue:)) {
                    invocation.archiveAction = action
                    rest = rest.dropFirst()
                }
            case "view": rest = rest.dropFirst()
            case "help": invocation.mode = .help; rest = rest.dropFirst()
            default: break
            }
        }
        func value(for option: String) throws(UsageError) -> String {
            guard let next = rest.popFirst() else { throw UsageError("\(option) needs a value") }
            return next
        }
        var explicitToken: Secret?
        var tokenInURL: Secret?
        while var argument = rest.popFirst() {
            // `--option=value` is read as `--option value`, as GNU tools and
            // swift-argument-parser do. A value given to a flag is an error,
            // and is never shown (it may be a misplaced credential).
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                let name = String(argument[..<equals])
                if Self.optionsTakingValues.contains(name) {
                    rest.insert(String(argument[argument.index(after: equals)...]), at: rest.startIndex)
                    argument = name
                } else if Self.flags.contains(name) {
                    throw UsageError("\(name) takes no value")
                }
            }
            switch argument {
            case "-h", "--help":
                if [.render, .report, .stats, .importFiles, .sync, .archive].contains(invocation.mode) { invocation.helpTopic = invocation.mode }
                invocation.mode = .help
            case "--version": invocation.mode = .version
            case "--day": invocation.day = try value(for: argument)
            case "--from": invocation.from = try value(for: argument)
            case "--to": invocation.to = try value(for: argument)
            case "--json": invocation.json = true
            case "--per-day": invocation.perDay = true
            case "--date-format":
                let text = try value(for: argument)
                guard let order = DateOrder(rawValue: text) else {
                    throw UsageError("--date-format takes month-first, day-first or year-first, not \(PrintableText.quoted(text))")
                }
                invocation.dateOrder = order
            case "--unit":
                let text = try value(for: argument)
                guard let unit = GlucoseUnit(rawValue: text) else { throw UsageError("--unit takes mgdl or mmol, not \(PrintableText.quoted(text))") }
                invocation.given.unit = unit
            case "--bands":
                let text = try value(for: argument)
                do {
                    invocation.given.bands = try BandBoundaries(parsing: text)
                } catch {
                    throw UsageError("--bands: \(error.message)")
                }
            case "--at", "--pin":
                let text = try value(for: argument)
                guard let time = ClockTime(text) else {
                    throw UsageError("\(argument) takes a time HH:MM or h:MMam/pm, not \(PrintableText.quoted(text))")
                }
                if argument == "--at" { invocation.at = time } else { invocation.pin = time }
            case "--size":
                let text = try value(for: argument)
                guard let size = Self.size(text, within: 1...1000) else {
                    throw UsageError("--size takes COLSxROWS (e.g. 100x30), not \(PrintableText.quoted(text))")
                }
                invocation.size = size
            case "--view":
                let text = try value(for: argument)
                switch text {
                case "day": invocation.view = .day
                case "profile": invocation.view = .profile
                case "week": invocation.view = .week
                default: throw UsageError("--view takes day, profile or week, not \(PrintableText.quoted(text))")
                }
            case "--format" where invocation.mode == .archive:
                let text = try value(for: argument)
                guard let format = ExportFormat(rawValue: text) else { throw UsageError("--format takes csv or json, not \(PrintableText.quoted(text))") }
                invocation.exportFormat = format
            case "--format":
                let text = try value(for: argument)
                guard let format = RenderFormat(rawValue: text) else {
                    throw UsageError("--format takes text, svg, html or png, not \(PrintableText.quoted(text))")
                }
                invocation.format = format
            case "--pixels":
                let text = try value(for: argument)
                guard let pixels = Self.size(text, within: 16...20000) else {
                    throw UsageError("--pixels takes WIDTHxHEIGHT, each 16 to 20000 (e.g. 1200x700), not \(PrintableText.quoted(text))")
                }
                invocation.pixels = pixels
            case "--output":
                let path = try value(for: argument)
                guard !path.isEmpty else { throw UsageError("--output needs a file name") }
                invocation.output = path
            case "--color", "--colour":
                let text = try value(for: argument)
                guard let choice = ColorChoice(rawValue: text) else {
                    throw UsageError("--color takes auto, always or never, not \(PrintableText.quoted(text))")
                }
                invocation.given.color = choice
            case "--clock":
                let text = try value(for: argument)
                guard let clock = ClockFormat(rawValue: text) else { throw UsageError("--clock takes 12 or 24, not \(PrintableText.quoted(text))") }
                invocation.given.clock = clock
            case "--tz":
                let text = try value(for: argument)
                guard TimeZone(identifier: text) != nil else { throw UsageError("--tz: unknown time zone \(PrintableText.quoted(text))") }
                invocation.given.timeZone = text
            case "--nightscout":
                (invocation.nightscout, tokenInURL) = try NightscoutSite.parse(try value(for: argument))
            case "--days":
                let text = try value(for: argument)
                guard let days = Int(text), (1...3650).contains(days) else {
                    throw UsageError("--days takes a number of days from 1 to 3650, not \(PrintableText.quoted(text))")
                }
                invocation.days = days
            case "--token": explicitToken = Secret(try value(for: argument))
            case "--archive":
                let path = try value(for: argument)
                guard !path.isEmpty else { throw UsageError("--archive needs a file path") }
                invocation.archive = path
            case "--since": invocation.since = try value(for: argument)
            case "--follow": invocation.follow = true
            case "--ascii": invocation.ascii = true
            case "--color-map": invocation.colorMap = true
            case "--overlay": invocation.overlay = true
            case "--no-mouse": invocation.mouse = false
            case "--": invocation.files += rest; rest = []
            default:
                if argument.hasPrefix("-"), argument != "-" {
                    // The value of an option not known may be a credential (a misspelt --token=): never shown.
                    let name = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    throw UsageError("unknown option \(PrintableText.quoted(name[0]))" + (name.count > 1 ? " (its value is not shown)" : ""))
                }
                invocation.files.append(argument)
            }
        }
        if [.view, .stats].contains(invocation.mode),
           invocation.at != nil || invocation.size != nil || invocation.pin != nil {
            throw UsageError("--at, --pin and --size belong to 'daybands render'")
        }
        if invocation.mode == .report,
           invocation.day != nil || invocation.at != nil || invocation.pin != nil || invocation.size != nil
           || invocation.view != nil || invocation.colorMap {
            throw UsageError("'daybands report' covers days (--from/--to or --days), not --day, --at, --pin, --size, --view or --color-map")
        }
        if ![.render, .report].contains(invocation.mode), invocation.format != nil || invocation.pixels != nil || invocation.output != nil {
            throw UsageError("--format, --pixels and --output belong to 'daybands render' and 'daybands report'")
        }
        if invocation.mode != .render, invocation.view != nil {
            throw UsageError("--view belongs to 'daybands render'")
        }
        if invocation.mode != .render, invocation.overlay {
            throw UsageError("--overlay belongs to 'daybands render'")
        }
        if invocation.view != nil, invocation.view != .day, invocation.overlay {
            throw UsageError("--overlay belongs to the day view (--view day)")
        }
        if invocation.view == .profile, invocation.pin != nil {
            throw UsageError("--pin belongs to a day: the profile has no pins")
        }
        if invocation.pixels != nil, invocation.format?.isPicture != true {
            throw UsageError("--pixels belongs to --format svg, html or png")
        }
        if invocation.colorMap, invocation.format?.isPicture == true {
            throw UsageError("--color-map belongs to --format text")
        }
        for (option, text) in [("--day", invocation.day), ("--from", invocation.from), ("--to", invocation.to),
                               ("--since", invocation.since)] {
            // Whether a text is a date does not depend on the zone; whether the
            // data has that day is a data question, answered later.
            if let text, DayCalendar(timeZone: TimeZone(identifier: "UTC")!).day(iso: text) == nil {
                throw UsageError("\(option) takes a date YYYY-MM-DD, not \(PrintableText.quoted(text))")
            }
        }
        if invocation.mode != .stats, invocation.json || invocation.perDay {
            throw UsageError("--json and --per-day belong to 'daybands stats'")
        }
        if invocation.mode == .stats, invocation.day != nil, invocation.from != nil || invocation.to != nil {
            throw UsageError("give either --day or --from/--to, not both")
        }
        if let from = invocation.from, let to = invocation.to, from > to {
            throw UsageError("--from \(from) is after --to \(to)")
        }
        if invocation.days != nil, invocation.from != nil || invocation.to != nil {
            throw UsageError("give either --days or --from/--to, not both")
        }
        invocation.token = explicitToken ?? tokenInURL
        if invocation.nightscout == nil, explicitToken != nil || invocation.follow {
            throw UsageError("--token and --follow belong to --nightscout URL")
        }
        if invocation.nightscout != nil, !invocation.files.isEmpty {
            throw UsageError("give either files or --nightscout URL, not both")
        }
        if invocation.follow, invocation.mode != .view {
            throw UsageError("--follow belongs to the viewer ('daybands view')")
        }
        if invocation.mode == .archive {
            guard let action = invocation.archiveAction else { throw UsageError("'daybands archive' takes info, check or export") }
            // Only what the action uses: anything else would be ignored.
            var used = Invocation()
            used.mode = .archive
            (used.archiveAction, used.archive) = (action, invocation.archive)
            if action == .export {
                (used.exportFormat, used.from, used.to) = (invocation.exportFormat, invocation.from, invocation.to)
                used.given.timeZone = invocation.given.timeZone
            }
            guard used == invocation else {
                throw UsageError(action == .export ? "'daybands archive export' takes only --archive, --format, --from, --to and --tz"
                                                   : "'daybands archive \(action.rawValue)' takes only --archive")
            }
        }
        // With --nightscout, --archive is where --follow keeps what it polls.
        if invocation.archive != nil, ![.importFiles, .sync].contains(invocation.mode),
           !invocation.files.isEmpty || invocation.nightscout != nil && !invocation.follow {
            throw UsageError("give either files, --nightscout URL or --archive PATH, not more than one")
        }
        if invocation.mode == .importFiles {
            guard !invocation.files.isEmpty else { throw UsageError("'daybands import' needs at least one FILE") }
            // Only what reading files needs: anything else would be ignored.
            var reading = Invocation()
            reading.mode = .importFiles
            (reading.files, reading.archive, reading.dateOrder) = (invocation.files, invocation.archive, invocation.dateOrder)
            reading.given.timeZone = invocation.given.timeZone
            guard reading == invocation else {
                throw UsageError("'daybands import' takes FILE... with only --archive, --date-format and --tz")
            }
        }
        if invocation.mode == .sync {
            guard invocation.nightscout != nil else { throw UsageError("'daybands sync' needs --nightscout URL") }
            // Only what a sync needs: anything else would be ignored.
            var syncing = Invocation()
            syncing.mode = .sync
            (syncing.nightscout, syncing.token, syncing.since, syncing.archive) =
                (invocation.nightscout, invocation.token, invocation.since, invocation.archive)
            syncing.given.timeZone = invocation.given.timeZone
            guard syncing == invocation else {
                throw UsageError("'daybands sync' takes --nightscout URL with only --token, --since, --archive and --tz")
            }
        } else if invocation.since != nil {
            throw UsageError("--since belongs to 'daybands sync'")
        }
        return invocation
    }

    /// `COLSxROWS` or `WIDTHxHEIGHT`, each number within `range`.
    private static func size(_ text: String, within range: ClosedRange<Int>) -> Size? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
              range.contains(columns), range.contains(rows)
        else { return nil }
        return Size(columns: columns, rows: rows)
    }

    public static let helpText = """
        daybands: one day of CGM glucose readings as a band-coloured chart in the terminal.

        usage:
          daybands [view] [FILE... | --archive PATH] [--day YYYY-MM-DD] [--days N | --from D --to D] [--unit U]
                          [--bands LIST] [--date-format F] [--tz ZONE] [--clock 12|24] [--color WHEN] [--ascii]
                          [--no-mouse]
          daybands [view|render|report|stats] --nightscout URL [--days N] [--token T] [--follow [--archive PATH]]
                          [other options]
          daybands render [FILE... | --archive PATH] [--day YYYY-MM-DD] [--days N | --from D --to D]
                          [--at HH:MM] [--pin HH:MM] [--overlay] [--unit U] [--bands LIST] [--date-format F]
                          [--size COLSxROWS] [--tz ZONE] [--clock 12|24] [--color WHEN] [--ascii] [--color-map]
                          [--view day|profile|week] [--format text|svg|html|png] [--pixels WxH] [--output FILE]
          daybands report [FILE... | --archive PATH] [--days N | --from D --to D] [--format text|svg|html|png]
                          [--pixels WxH] [--output FILE] [--unit U] [--bands LIST] [--date-format F] [--tz ZONE]
                          [--clock 12|24] [--color WHEN] [--ascii]
          daybands stats [FILE... | --archive PATH] [--day YYYY-MM-DD | --days N | --from D --to D] [--json]
                         [--per-day] [--unit U] [--date-format F] [--tz ZONE] [--clock 12|24]
          daybands import FILE... [--archive PATH] [--date-format F] [--tz ZONE]
          daybands sync --nightscout URL [--token T] [--since DATE] [--archive PATH] [--tz ZONE]
          daybands archive info|check|export [--archive PATH] [--format csv|json] [--from D --to D] [--tz ZONE]
          daybands --help | --version

        commands:
          view      the interactive viewer (the default)
          render    print the screen the viewer would show, with the callout open at --at,
                    as text, an SVG picture or a web page
          report    the one-page AGP summary of the days browsed for a clinic visit: the
                    profile, the consensus metrics with their targets, every day's chart
          stats     print statistics of a day or a range of days (default: all the data)
          import    add files to the archive (any format the viewer reads; again adds nothing)
          sync      copy a Nightscout site into the archive: the whole history the first
                    time, then only what is new (and back-filled); an interrupted sync resumes
          archive   info: what the archive holds; check: its integrity and invariants;
                    export: its records (all, or --from/--to days) as CSV that imports back, or JSON

        With no FILE, the archive (see import) is shown when there is one, else the
        bundled sample data (31 days of October 2026).
        A FILE of - is standard input; pipes and FIFOs are read to their end.
        With no --day, the last day of the data.

        options:
          --day YYYY-MM-DD   the day to open
          --at HH:MM         (render) the hour the cursor is on; snaps to the nearest hour
                             (3:00pm and 3pm are read too)
          --pin HH:MM        (render) pin this hour of the day
          --overlay          (render) the day before drawn as a faint line over the day,
                             by clock time (`o` in the viewer)
          --size COLSxROWS   (render) the screen size; default the terminal's, else 100x30
          --unit mgdl|mmol   the display unit (1 mmol/L = 18.0156 mg/dL); `u` switches it in the viewer;
                             default the config file's, else the first data file's own, else mg/dL
          --bands LIST       the six band boundaries A,B,C,D,E,F, increasing, in the display
                             unit (default 60,75,100,200,300,420 mg/dL; each 10-1000 mg/dL),
                             or consensus: bands that are the consensus ranges (40,54,70,
                             180,250,420 mg/dL), so colour and range word agree
          --days N           the last N days of the data are browsed (default 31; stats: all);
                             with --nightscout, the days to read (default 14)
          --from, --to       the first and last day browsed (or counted, for stats)
          --json             (stats) JSON for scripts
          --per-day          (stats) a row of figures for each day after the summary
                             (with --json, `days` is then an array of each day's figures)
          --date-format F    month-first, day-first or year-first: how to read LibreView
                             dates when the file alone cannot tell
          --tz ZONE          IANA time zone the days are local to (default: the system's)
          --clock 12|24      times of day as 3:05pm or 15:05 (default: the locale's, from
                             LC_ALL, LC_TIME or LANG: en_US 12, en_GB, de_DE and C 24)
          --color WHEN       auto (colour on a terminal unless NO_COLOR is set), always, never
          --ascii            draw with ASCII characters only
          --color-map        (render) print a colour letter map under the screen
          --view V           (render) day (the default); profile, the AGP of the days browsed;
                             or week, the 7 days ending on --day stacked as small charts
          --format F         (render, report, archive) text (the default), svg: an SVG picture,
                             layers and all, with a legend of the bands (in colour unless
                             --color never), html: a web page of that picture, or png:
                             that picture as PNG (never written to a terminal);
                             archive export: csv (the default) or json
          --pixels WxH       (--format svg|html|png) the picture's size in pixels (default
                             10x20 pixels a cell)
          --output FILE      (render, report) write to FILE instead of standard output
          --no-mouse         (view) do not capture the mouse
          --nightscout URL   read a Nightscout site (REST API v1) instead of files
          --token T          (--nightscout) access token; else NIGHTSCOUT_TOKEN, or the API
                             secret in NIGHTSCOUT_API_SECRET (sent hashed). Never printed.
          --follow           (view, --nightscout) poll the site every minute for new readings;
                             they are stored in the archive too, when there is one
          --archive PATH     the archive file to import or sync into, or show, or (--follow)
                             keep the readings polled in (default
                             $XDG_DATA_HOME/daybands/archive.sqlite, else
                             ~/.local/share/daybands/archive.sqlite)
          --since DATE       (sync) fetch the history from that day (YYYY-MM-DD) on; default all

        config file: $XDG_CONFIG_HOME/daybands/config (else ~/.config/daybands/config),
        optional; `key = value` lines, `#` comments. Keys: unit, bands (in the file's
        unit), tz, color, clock, with the values of the options above. The command line
        wins, setting by setting. A wrong line is a usage error naming file and line.

        \(KeyBindings.usageSection)

        exit status: 0 ok, 1 data error, 2 usage error.
        """
}

/// A wrong command line, with the message to print.
public struct UsageError: Error, Equatable, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// A local wall-clock time: `HH:MM`, or `h:MMam`/`h:MMpm` (`ClockFormat.parse`).
public struct ClockTime: Equatable, Sendable {
    public var hour: Int
    public var minute: Int

    public init?(_ text: String) {
        guard let time = ClockFormat.parse(text) else { return nil }
        hour = time.hour
        minute = time.minute
    }

    /// The elapsed hour of a day nearest to this clock time (on a day when the
    /// clock repeats an hour, the first occurrence).
    public func nearestHour(on day: LocalDay, calendar: DayCalendar) -> Int {
        guard let instant = calendar.instant(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute)
        else { return hour }
        let hours = (instant.timeIntervalSince(day.interval.start) / 3600).rounded()
        return clamp(Int(hours), 0, day.hourCount - 1)
    }
}
