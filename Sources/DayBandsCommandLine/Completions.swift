/// The shells' completion scripts, made from the table (`daybands completions
/// bash|zsh|fish`; the files in Install/completions are these, checked by a test).
public enum Completions {
    public static func script(for shell: Invocation.Shell) -> String {
        switch shell {
        case .bash: BashCompletion.script
        case .zsh: ZshCompletion.script
        case .fish: FishCompletion.script
        }
    }

    /// An option as the shells see it: one name may be two options (`--format`
    /// is the picture's, or the export's after `archive`).
    struct Entry {
        /// The one of most commands: its names and description.
        let option: Option
        /// What each other variant offers, after the command word it belongs to.
        let special: [(word: String, completion: Completion)]

        var takesValue: Bool { option.value.placeholder != nil }
        /// All the values any variant offers, each once (zsh and fish offer them all).
        var words: [String] {
            let all = ([option.value.completion] + special.map(\.completion)).flatMap { completion -> [String] in
                switch completion {
                case .words(let words), .examples(let words): words
                default: []
                }
            }
            return all.enumerated().filter { all.firstIndex(of: $0.element) == $0.offset }.map(\.element)
        }
        /// `(render) the hour the cursor is on`.
        var description: String {
            let owners = Usage.owners(option)
            return (owners.isEmpty ? "" : "(" + owners.joined(separator: ", ") + ") ") + option.brief
        }
    }

    /// Each name once, in the table's order.
    static var entries: [Entry] {
        var seen: Set<String> = []
        return Option.all.compactMap { option in
            guard seen.insert(option.name).inserted else { return nil }
            let variants = Option.all.filter { $0.name == option.name }
            let general = variants.max { $0.commands.count < $1.commands.count }!
            let special = variants.filter { $0.commands != general.commands }.map { ($0.commands[0].word, $0.value.completion) }
            return Entry(option: general, special: special)
        }
    }

    /// The words that are not data files: commands, their arguments, `help`.
    static var commandWords: [String] {
        Command.words.flatMap { [$0] + Command.arguments(of: $0) } + ["help"]
    }

    /// The long names of the options taking a value, by how the value bears on the days of the data.
    static func names(_ effect: Option.DaysEffect) -> [String] {
        entries.filter { $0.takesValue && $0.option.days == effect }.flatMap(\.option.longNames)
    }

    /// The command words, with what each does, for the first word's menu.
    static var commands: [(word: String, brief: String)] {
        Command.words.map { word in (word, Command.allCases.first { $0.word == word }!.brief) } + [("help", "print the usage summary")]
    }

    /// `items` joined by `separator` and a space, in lines of at most
    /// `width`, the first starting at column `start`; each line but the last
    /// ends in `continuation`, the next starts with `next`.
    static func wrapped(_ items: [String], separator: String, start: Int, next: String, continuation: String,
                        width: Int = 100) -> String {
        var lines = [""]
        for (index, item) in items.enumerated() {
            let tail = index == items.count - 1 ? "" : separator + " "
            let used = (lines.count == 1 ? start : 0) + lines[lines.count - 1].count
            if used + item.count + tail.count + continuation.count > width, lines[lines.count - 1].count > next.count {
                lines[lines.count - 1] = String(lines[lines.count - 1].dropLast()) + continuation
                lines.append(next)
            }
            lines[lines.count - 1] += item + tail
        }
        return lines.joined(separator: "\n")
    }

    /// The comment over each shell's date helper.
    static var datesComment: String {
        """
        # The days of the data the command line names, first to last, as the
        # program itself reads them (`daybands stats --json` with the line's files
        # and \(names(.kept).joined(separator: ", "))); for a Nightscout site (no network on a Tab) or
        # data it cannot read, today and the 13 days before.
        """
    }

    /// Single-quoted for a shell.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    static let header = """
        completion for daybands(1), made from the program's table of options by
        `daybands completions SHELL`: edit the table, never this file (OptionTableTests checks
        the file is the program's output; RECORD_GENERATED=1 swift test --filter OptionTableTests writes it).
        """
}
