import DayBands

extension Invocation {
    /// `daybands --help`: every command's usage, every option, the keys.
    public static let helpText: String = {
        let usage = Command.allCases.flatMap(Usage.lines) + ["  daybands --help | --version"]
        let commands = Command.words.flatMap { word in
            Usage.entry(word, Command.allCases.first { $0.word == word }!.about, column: HelpText.commandColumn)
        }
        let sections: [[String]] = [
            [HelpText.title], ["usage:"] + usage, ["commands:"] + commands, HelpText.data,
            ["options:"] + Option.all.flatMap(Usage.entry), HelpText.configuration, [KeyBindings.usageSection], [HelpText.exitStatus],
        ]
        return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }()

    /// The help of one command (`daybands stats --help`): its usage, what it
    /// does and only the options it takes. The viewer's, or any other
    /// mode's, is the whole help.
    public static func help(for mode: Mode?) -> String {
        let commands = Command.allCases.filter { $0.mode == mode }
        guard let first = commands.first, mode != .view else { return helpText }
        var shown: Set<String> = []
        let options = Option.all.filter { option in
            !option.isMeta && commands.contains(where: option.commands.contains) && shown.insert(Usage.label(option, aliases: false)).inserted
        }
        let sections: [[String]] = [
            [HelpText.title], ["usage:"] + commands.flatMap(Usage.lines),
            ["command:"] + Usage.entry(first.word, first.about, column: HelpText.commandColumn),
            options.isEmpty ? [] : ["options:"] + options.flatMap(Usage.entry), [HelpText.exitStatus],
        ]
        return sections.filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }
}

/// The help's prose around what the table makes.
enum HelpText {
    /// Where a command's text starts in `commands:`, after the longest name.
    static let commandColumn = 15
    static let title = "daybands: one day of CGM glucose readings as a band-coloured chart in the terminal."

    static let data = [
        "With no FILE, the archive (see import) is shown when there is one, else the",
        "bundled sample data (31 days of October 2026).",
        "A FILE of - is standard input; pipes and FIFOs are read to their end.",
        "With no --day, the last day of the data.",
    ]

    static let configuration = [
        "config file: $XDG_CONFIG_HOME/daybands/config (else ~/.config/daybands/config),",
        "optional; `key = value` lines, `#` comments. Keys: unit, bands (in the file's",
        "unit), tz, color, clock, with the values of the options above. The command line",
        "wins, setting by setting. A wrong line is a usage error naming file and line.",
    ]

    static let exitStatus = "exit status: 0 ok, 1 data error, 2 usage error."
}
