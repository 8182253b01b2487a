/// The usage lines and the help's entries, made from the table: a command's
/// line is its synopsis and then each option it takes.
enum Usage {
    static let width = 100
    /// Where an entry's text starts in the help: `  --day YYYY-MM-DD   the day...`.
    static let textColumn = 21

    /// The long options a text names.
    static func optionsNamed(in text: String) -> Set<String> {
        Set(text.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
    }

    /// `daybands render [FILE... | ...] [--from D] ...`, wrapped under the command's first word.
    static func lines(for command: Command) -> [String] {
        let first = "  daybands " + command.synopsis
        let indent = "  daybands ".count + (command.synopsis.split(separator: " ").first?.count ?? 0) + 1
        return wrap(options(after: command), after: first, indent: indent)
    }

    /// What a command's line lists after its synopsis: `[--day YYYY-MM-DD]`
    /// for each option it takes that the synopsis does not name.
    static func options(after command: Command) -> [String] {
        let named = optionsNamed(in: command.synopsis)
        var shown: Set<String> = []
        return Option.all.filter { option in
            option.commands.contains(command) && !option.isMeta && !named.contains(option.name) && shown.insert(option.name).inserted
        }.map { "[" + label($0, aliases: false) + "]" }
    }

    /// `--color, --colour auto|always|never`; the help leaves the aliases out.
    static func label(_ option: Option, aliases: Bool) -> String {
        let names = (aliases ? option.allNames : option.names).joined(separator: ", ")
        return option.value.placeholder.map { names + " " + $0 } ?? names
    }

    /// `(render, report, --format svg|html|png)`: the commands it belongs to,
    /// unless every one that shows data, and what else it needs.
    static func owners(_ option: Option) -> [String] {
        let commands = Set(Command.showing).isSubset(of: option.commands) ? [] : option.commands.map(\.name)
        return commands + (option.needs?.shown.map { [$0] } ?? [])
    }

    /// A help entry: the label, then the text wrapped in its column (under
    /// the label when the label is too wide for it).
    static func entry(_ label: String, _ text: String, column: Int = textColumn) -> [String] {
        let head = "  " + label
        let words = text.split(separator: " ").map(String.init)
        guard head.count + 2 <= column else { return [head] + wrap(words, after: String(repeating: " ", count: column), indent: column) }
        return wrap(words, after: head.padding(toLength: column, withPad: " ", startingAt: 0), indent: column)
    }

    static func entry(_ option: Option) -> [String] {
        let owners = owners(option)
        return entry(label(option, aliases: false), (owners.isEmpty ? "" : "(" + owners.joined(separator: ", ") + ") ") + option.help)
    }

    /// `words` after `start`, each line at most `width` wide, the next ones
    /// indented; a line ending in a space takes the next word as it is.
    static func wrap(_ words: [String], after start: String, indent: Int) -> [String] {
        var lines = [start]
        for word in words {
            let line = lines[lines.count - 1]
            let open = line.hasSuffix(" ")
            if !open, line.count + 1 + word.count > width {
                lines.append(String(repeating: " ", count: indent) + word)
            } else {
                lines[lines.count - 1] += (open ? "" : " ") + word
            }
        }
        return lines
    }
}
