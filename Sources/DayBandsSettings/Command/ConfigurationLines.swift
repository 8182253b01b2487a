import DayBandsRecords
import Foundation

/// The config file's lines as `key = value` entries, `#` comments and blank
/// lines left out, in its top level and its `[person NAME]` sections (a
/// section runs to the next one or the end).
struct ConfigurationLines {
    struct Entry: Equatable {
        var line: Int
        var key: String
        var value: String
    }

    struct Section {
        var name: String
        var line: Int
        var entries: [Entry]
    }

    var topLevel: [Entry] = []
    var sections: [Section] = []

    /// The keys whose values are credentials.
    static let secretKeys: Set<String> = ["password", "token"]

    /// The first entry holding a credential.
    var firstSecret: Entry? {
        (topLevel + sections.flatMap(\.entries)).filter { Self.secretKeys.contains($0.key) }.min { $0.line < $1.line }
    }

    init(_ text: String, path: String) throws(ConfigurationError) {
        // A BOM (some editors write one) is not part of the first key.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        // Lines end with LF, CRLF or CR (Swift reads CRLF as one character, so
        // splitting at "\n" alone left a CRLF file one long line).
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = index + 1
            // A comment runs to the end of the line; no value contains `#`.
            let content = rawLine.prefix { $0 != "#" }.trimmingCharacters(in: .whitespacesAndNewlines)
            if content.isEmpty { continue }
            if content.hasPrefix("[") {
                sections.append(try Self.section(content, line: line, path: path))
                continue
            }
            guard let equals = content.firstIndex(of: "=") else {
                throw ConfigurationError(path: path, line: line, message: "expected 'key = value', not \(PrintableText.quoted(content))")
            }
            let entry = Entry(line: line, key: content[..<equals].trimmingCharacters(in: .whitespaces),
                              value: content[content.index(after: equals)...].trimmingCharacters(in: .whitespaces))
            if sections.isEmpty { topLevel.append(entry) } else { sections[sections.count - 1].entries.append(entry) }
        }
    }

    /// `[person Mia]`: a name of letters, digits, spaces, `-`, `_` and `.`.
    private static func section(_ content: String, line: Int, path: String) throws(ConfigurationError) -> Section {
        let inner = content.hasSuffix("]") ? content.dropFirst().dropLast().trimmingCharacters(in: .whitespaces) : ""
        let words = inner.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.first == "person", words.count == 2 else {
            throw ConfigurationError(path: path, line: line, message: "expected a section '[person NAME]', not \(PrintableText.quoted(content))")
        }
        let name = words[1].trimmingCharacters(in: .whitespaces)
        guard name.count <= 40, name.allSatisfy({ $0.isLetter || $0.isNumber || " -_.".contains($0) }) else {
            throw ConfigurationError(path: path, line: line,
                                     message: "a person's name is at most 40 letters, digits, spaces, '-', '_' or '.', not \(PrintableText.quoted(name))")
        }
        return Section(name: name, line: line, entries: [])
    }
}
