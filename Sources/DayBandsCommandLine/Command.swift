import DayBands

/// What options belong to: each command of `daybands COMMAND`, the archive's
/// actions apart (each takes its own options). An option's `commands` name
/// these; the usage lines, the help and the refusals are made from them.
/// A command's identity has this one home: its words (the raw value, which
/// the parser reads), the mode that runs it (`mode`) and what it says.
public enum Command: String, CaseIterable, Sendable {
    case view, render, report, stats, patterns
    case importFiles = "import"
    case sync
    case status
    case archiveInfo = "archive info"
    case archiveCheck = "archive check"
    case archiveExport = "archive export"
    case completions

    /// The five that show the data (files, a site or the archive).
    public static let showing: [Command] = [.view, .render, .report, .stats, .patterns]

    /// `archive export`, as said in messages and help.
    public var name: String { rawValue }

    /// The first word: `archive` for its three actions.
    public var word: String { String(rawValue.split(separator: " ")[0]) }

    /// The command an invocation runs, once its words are read; nil for
    /// `archive` without its action, help and version.
    init?(mode: Invocation.Mode, action: Invocation.ArchiveAction?) {
        let action = mode == .archive ? action : nil
        guard let command = Self.allCases.first(where: { $0.mode == mode && $0.archiveAction == action }) else { return nil }
        self = command
    }

    /// The mode of the first word, `help` among them; nil for a word that names no command.
    static func mode(ofWord word: String) -> Invocation.Mode? {
        word == "help" ? .help : allCases.first { $0.word == word }?.mode
    }

    /// The archive's action, from the second word.
    var archiveAction: Invocation.ArchiveAction? {
        mode == .archive ? rawValue.split(separator: " ").last.flatMap { Invocation.ArchiveAction(rawValue: String($0)) } : nil
    }

    /// The mode that runs it.
    var mode: Invocation.Mode {
        switch self {
        case .view: .view
        case .render: .render
        case .report: .report
        case .stats: .stats
        case .patterns: .patterns
        case .importFiles: .importFiles
        case .sync: .sync
        case .status: .status
        case .archiveInfo, .archiveCheck, .archiveExport: .archive
        case .completions: .completions
        }
    }

    /// The usage line's start, after `daybands`; the options it names are
    /// not repeated after it.
    var synopsis: String {
        switch self {
        case .view: "[view] [FILE... | --archive PATH | --nightscout URL [--token T] | --person NAME] [--follow [--archive PATH]]"
        case .render, .report, .stats, .patterns: "\(rawValue) [FILE... | --archive PATH | --nightscout URL [--token T] | --person NAME]"
        case .importFiles: "import FILE..."
        case .sync: "sync --nightscout URL | --person NAME"
        case .status: "status --nightscout URL | --person NAME | --all"
        case .archiveInfo, .archiveCheck, .archiveExport: rawValue
        case .completions: "completions bash|zsh|fish"
        }
    }

    /// What it does, in the help's `commands:` (one text for the archive's actions).
    var about: String {
        switch self {
        case .view: "the interactive viewer (the default)"
        case .render: "print the screen the viewer would show, with the callout open at --at, as text, an SVG picture or a web page"
        case .report: "the one-page AGP summary of the days browsed for a clinic visit: the profile, the consensus metrics with their targets, every day's chart"
        case .stats: "print statistics of a day or a range of days (default: all the data)"
        case .patterns: "what repeats over the last \(PatternRules.defaultDays) days (or --days, --from/--to): recurring lows and highs by hour of the day, the nights, weekdays against weekends, the peaks after meals"
        case .importFiles: "add files to the archive (any format the viewer reads; again adds nothing)"
        case .sync: "copy a Nightscout site into the archive: the whole history the first time, then only what is new (and back-filled); an interrupted sync resumes"
        case .status: "print the glucose now in one line for a status bar or a prompt (text, waybar's JSON, i3blocks, polybar, tmux), from a small cache within --timeout"
        case .archiveInfo, .archiveCheck, .archiveExport:
            "info: what the archive holds; check: its integrity and invariants; export: its readings, doses and carbs (all, or --from/--to days) as CSV that imports back, or JSON"
        case .completions: "print the bash, zsh or fish completion script (`make install` installs them)"
        }
    }

    /// A few words for the completions' menus.
    var brief: String {
        switch self {
        case .view: "the interactive viewer (the default)"
        case .render: "print the screen the viewer would show"
        case .report: "the one-page AGP summary for a clinic visit"
        case .stats: "print statistics of a day or a range of days"
        case .patterns: "what repeats: lows and highs by hour, nights, meals"
        case .importFiles: "add files to the archive"
        case .sync: "copy a Nightscout site into the archive"
        case .status: "the glucose now in one line"
        case .archiveInfo, .archiveCheck, .archiveExport: "info, check or export the archive"
        case .completions: "print a shell's completion script"
        }
    }

    /// The words after the command's own (`archive info`, `completions bash`).
    static func arguments(of word: String) -> [String] {
        switch word {
        case "archive": Invocation.ArchiveAction.allCases.map(\.rawValue)
        case "completions": Invocation.Shell.allCases.map(\.rawValue)
        default: []
        }
    }

    /// The first words, in order, once each.
    static var words: [String] {
        allCases.map(\.word).reduce(into: []) { words, word in if !words.contains(word) { words.append(word) } }
    }

    var takesFiles: Bool { [.view, .render, .report, .stats, .patterns, .importFiles].contains(self) }

    /// How it says an option does not belong to it.
    var refusal: Refusal {
        switch self {
        case .view, .render, .stats, .patterns: .byOption
        case .report: .covers("days (--from/--to or --days)")
        case .importFiles: .takesOnly("FILE... with ")
        case .sync: .takesOnly("--nightscout URL or --person NAME with ")
        case .status: .takesOnly("")
        case .archiveInfo, .archiveCheck, .archiveExport, .completions: .takesOnly("")
        }
    }

    enum Refusal {
        /// Each option says where it belongs.
        case byOption
        /// The command says what it covers instead, for the options of the
        /// day `render` draws; the others say where they belong.
        case covers(String)
        /// The command lists all it takes, after its operands.
        case takesOnly(String)
    }
}
