import DayBands

/// One option of the command line, declared once (`Option.all`): the parser,
/// the usage lines, the help, the refusals, the man page's OPTIONS and the
/// shells' completions are all made from these.
public struct Option: Sendable {
    /// The names shown in help and usage, the first the one messages use.
    public let names: [String]
    /// Names also read (and completed, and in the man page), not shown in the help: `--colour`.
    public let aliases: [String]
    public let value: OptionValue
    /// The commands it belongs to; any other refuses it.
    public let commands: [Command]
    /// What else it needs, said when that does not hold ("--pixels belongs to --format svg, html, png or pdf").
    public let needs: Requirement?
    /// The options named together when one does not belong ("--at, --pin and --size belong to ...").
    let family: String?
    /// How its value bears on the days of the data, for completing dates.
    let days: DaysEffect
    /// Its value is a credential: hidden in every message, even before the line is parsed.
    let secret: Bool
    /// The help's line (and the completions' description).
    public let help: String
    /// The help up to its first "; " outside parentheses: the completions'
    /// menus' words (cut inside, `(default 15,30,60` was left open).
    var brief: String {
        var parts = help.components(separatedBy: "; ")[...]
        var brief = parts.removeFirst()
        while brief.count(where: { $0 == "(" }) > brief.count(where: { $0 == ")" }), let next = parts.popFirst() {
            brief += "; " + next
        }
        return brief
    }
    /// The man page's paragraph: `*bold*`, `{italic}`, a sentence a line.
    public let manual: String

    init(_ names: [String], aliases: [String] = [], _ value: OptionValue, for commands: [Command], needs: Requirement? = nil,
         family: String? = nil, days: DaysEffect = .dropped, secret: Bool = false, help: String, manual: String) {
        self.names = names
        self.aliases = aliases
        self.value = value
        self.commands = commands
        self.needs = needs
        self.family = family
        self.days = days
        self.secret = secret
        self.help = help
        self.manual = manual
    }

    /// The long name, as messages say it: `--help`, not `-h`.
    public var name: String { names.first { $0.hasPrefix("--") } ?? names[0] }
    /// Every name it is read by.
    public var allNames: [String] { names + aliases }
    /// The long names (`--help`, not `-h`).
    var longNames: [String] { allNames.filter { $0.hasPrefix("--") } }
    /// Help and version: they belong to every command and stand for none.
    var isMeta: Bool { family == "meta" }

    /// The option named `name` for `command` (`--format` is the picture's for
    /// render and report, the export's for `archive export`); for a command it
    /// does not belong to, the one of a command of the same word (`archive
    /// info --format csv`), else the one of most commands, to be refused by.
    static func named(_ name: String, for command: Command?) -> Option? {
        let candidates = all.filter { $0.allNames.contains(name) }
        guard let command else { return candidates.max { $0.commands.count < $1.commands.count } }
        return candidates.first { $0.commands.contains(command) } ?? candidates.first { $0.commands.contains { $0.word == command.word } }
            ?? candidates.max { $0.commands.count < $1.commands.count }
    }

    public enum DaysEffect: Sendable {
        /// Its value does not change which days the data has.
        case dropped
        /// It does (`--tz`, `--date-format`, `--archive`): the date completion passes it on.
        case kept
        /// The days cannot be known at a Tab (`--nightscout`: no network then).
        case unknowable
    }
}

/// What an option needs besides its command, and the words that say it.
public struct Requirement: Sendable {
    /// "--pixels belongs to " + this.
    let says: String
    /// In the help's and man page's parentheses, if at all.
    let shown: String?
    let holds: @Sendable (Invocation) -> Bool
}

/// What the shells offer for an option's value.
public enum Completion: Equatable, Sendable {
    /// Nothing: a number, an address, a secret.
    case none
    /// All the values there are.
    case words([String])
    /// Some values to start from.
    case examples([String])
    /// The days of the data the line names.
    case dates
    /// IANA zone names.
    case zones
    case files
    case url
}

/// How an option's value is read.
public struct OptionValue: Sendable {
    /// After the name in help and usage (`YYYY-MM-DD`); nil for a flag.
    public let placeholder: String?
    public let completion: Completion
    let read: Read

    enum Read: Sendable {
        case flag(@Sendable (inout ParseState) -> Void)
        /// The state, the text, and the option's name for messages.
        case text(@Sendable (inout ParseState, String, String) throws(UsageError) -> Void)
    }

    /// A choice is written in bold in the man page, a placeholder in italics.
    var isLiteral: Bool { placeholder.map { !$0.contains(where: \.isUppercase) } ?? true }
}

/// The parser's state: the invocation so far and what it has met.
struct ParseState {
    var invocation = Invocation()
    /// The command the words before the options named (nil for `archive` alone, or help).
    var command: Command? = .view
    var rest: ArraySlice<String>
    /// The options given, in order.
    var given: [Option] = []
    var explicitToken: Secret?
    var tokenInAddress: Secret?

    func gave(_ name: String) -> Bool { given.contains { $0.name == name } }
}
