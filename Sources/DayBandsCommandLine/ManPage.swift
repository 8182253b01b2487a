import DayBands

/// The man page's sections made from the tables: SYNOPSIS from each
/// `Command`'s synopsis, OPTIONS from `Option.all`, KEYS from `KeyBindings`. Install/man/daybands.1 holds them as made
/// (`OptionTableTests` checks the page is `page(from:)` of itself;
/// `RECORD_GENERATED=1` rewrites it); the rest of the page is written by hand.
public enum ManPage {
    /// `text` with each made section in its place.
    public static func page(from text: String) -> String {
        [("SYNOPSIS", synopsis), ("OPTIONS", options), ("KEYS", KeyBindings.manSection)].reduce(text) { page, made in
            guard let start = page.range(of: "\n.SH \(made.0)\n"),
                  let end = page.range(of: "\n.SH ", range: start.upperBound..<page.endIndex)
            else { return page }
            return String(page[...start.lowerBound]) + made.1 + String(page[page.index(after: end.lowerBound)...])
        }
    }

    /// One `.SY` a command, as the help's usage line says it (its synopsis,
    /// then each option it takes): names and choices in bold, placeholders
    /// (a capital first) in italics; a line a word, which `.SY` indents.
    public static var synopsis: String {
        let commands = Command.allCases.map { command in
            let words = (command.synopsis.split(separator: " ").map(String.init) + Usage.options(after: command)
                .flatMap { $0.split(separator: " ").map(String.init) })
            return ([".SY daybands"] + joined(words.map(synopsisWord)) + [".YS"]).joined(separator: "\n")
        }
        return ([".SH SYNOPSIS"] + commands + [".SY daybands", #"\fB\-\-help\fR | \fB\-\-version\fR"#, ".YS"])
            .joined(separator: "\n") + "\n"
    }

    /// Words as lines of the page: an option's placeholder on its name's line.
    private static func joined(_ words: [String]) -> [String] {
        var lines: [String] = []
        for word in words {
            if let last = lines.last, !word.hasPrefix("["), !word.hasPrefix("|"), !last.hasSuffix("|") {
                // An unbreakable space: an option and its value on one line.
                lines[lines.count - 1] = last + #"\ "# + word
            } else {
                lines.append(word)
            }
        }
        return lines
    }

    /// `[--archive` as `[\fB\-\-archive\fR`: the brackets, bars and dots
    /// around a word kept upright.
    static func synopsisWord(_ word: String) -> String {
        let marks: Set<Character> = ["[", "]", "|", "."]
        let head = word.prefix { marks.contains($0) }
        let tail = String(word.dropFirst(head.count).reversed().prefix { marks.contains($0) }.reversed())
        let core = String(word.dropFirst(head.count).dropLast(tail.count))
        guard !core.isEmpty else { return word }
        let font = core.first?.isUppercase == true ? #"\fI"# : #"\fB"#
        let parts = core.split(separator: "|", omittingEmptySubsequences: false).map { font + roff(String($0)) + #"\fR"# }
        // `\&` after `...`: not the end of a sentence, one space after it.
        return String(head) + parts.joined(separator: "|") + tail + (tail.hasSuffix(".") ? #"\&"# : "")
    }

    public static var options: String {
        let intro = [
            ".SH OPTIONS",
            "An option's value may follow it as the next argument or after an equals sign",
            #".RB ( "\-\-day 2026\-10\-12""#,
            "or",
            #".BR \-\-day=2026\-10\-12 )."#,
            "An option that does not belong to the command is a usage error.",
        ]
        let dashDash = [".TP", #".B \-\-"#, #"Everything after it is a \fIFILE\fR."#]
        return (intro + Option.all.flatMap(entry) + dashDash).joined(separator: "\n") + "\n"
    }

    /// `.TP`, the names and value, the commands it belongs to, the paragraph.
    static func entry(_ option: Option) -> [String] {
        let owners = Usage.owners(option).map { part in part.contains(" ") ? "\"\(roff(part))\"" : roff(part) }
        return [".TP", tag(option)] + (owners.isEmpty ? [] : [".RB ( " + owners.joined(separator: #" ", " "#) + " )"])
            + option.manual.split(separator: "\n").map { roff(String($0)) }
    }

    /// `.BI \-\-day " YYYY-MM-DD"`: a placeholder in italics, choices and names in bold.
    static func tag(_ option: Option) -> String {
        let names = option.allNames.map(roff)
        guard let placeholder = option.value.placeholder else {
            return names.count == 1 ? ".B " + names[0] : ".BR " + names.joined(separator: #" ", " "#)
        }
        if names.count == 1, !option.value.isLiteral { return ".BI \(names[0]) \" \(placeholder)\"" }
        return ".BR " + names.joined(separator: #" ", " "#) + " \" \(placeholder)\""
    }

    /// Plain text with `*bold*` and `{italic}` as roff: dashes as minus signs,
    /// characters beyond ASCII as `\[uXXXX]`, a line never starting with a control character.
    static func roff(_ text: String) -> String {
        var out = ""
        var bold = false
        for character in text {
            switch character {
            case "-": out += #"\-"#
            case "–": out += #"\(en"#
            case "“": out += #"\(lq"#
            case "”": out += #"\(rq"#
            case "\\": out += #"\e"#
            case "*": out += bold ? #"\fR"# : #"\fB"#; bold.toggle()
            case "{": out += #"\fI"#
            case "}": out += #"\fR"#
            // Beyond ASCII, groff's own escape: troff reads a page's bytes as Latin-1.
            case _ where !character.isASCII: out += character.unicodeScalars.map { String(format: #"\[u%04X]"#, $0.value) }.joined()
            default: out.append(character)
            }
        }
        return out.hasPrefix(".") || out.hasPrefix("'") ? #"\&"# + out : out
    }
}
