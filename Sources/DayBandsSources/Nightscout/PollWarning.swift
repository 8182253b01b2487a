import Foundation

/// A follow poll's warning as the status line shows it and as it is told
/// apart from the same warning in the next poll: every poll reads the
/// look-back again, so a skipped row comes back in each, under another URL
/// (the range moved) and at another line of the page. Without them the
/// warning is the same, and is said once.
package enum PollWarning {
    /// The warning without the request's URL and the line number, short
    /// enough for the status line: `1 row skipped: expected glucose ...`.
    package static func brief(_ warning: String) -> String {
        let text = NSMutableString(string: warning)
        for pattern in [source, line] {
            _ = pattern.replaceMatches(in: text, range: NSRange(location: 0, length: text.length), withTemplate: "")
        }
        return text as String
    }

    /// What tells a warning apart from the same one in the next poll: the
    /// brief form without its leading count (`72 duplicate readings merged`
    /// becomes `73 ...` as readings arrive) and without plural endings.
    package static func key(_ brief: String) -> String {
        let text = NSMutableString(string: brief)
        for (pattern, template) in [(count, ""), (plural, "")] {
            _ = pattern.replaceMatches(in: text, range: NSRange(location: 0, length: text.length), withTemplate: template)
        }
        return text as String
    }

    private static let count = try! NSRegularExpression(pattern: "^[0-9]+ ")
    private static let plural = try! NSRegularExpression(pattern: "s\\b")

    /// ` in URL` (redacted URLs have no spaces), without the `:` after it.
    private static let source = try! NSRegularExpression(pattern: " in https?://\\S*[^\\s:]")
    private static let line = try! NSRegularExpression(pattern: ": first at line [0-9]+")
}
