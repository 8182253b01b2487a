import Foundation

/// A follow poll's warning as the status line shows it and as it is told
/// apart from the same warning in the next poll: every poll reads the
/// look-back again, so a skipped row comes back in each, under another URL
/// (the range moved) and at another line of the page. Without them the
/// warning is the same, and is said once.
enum PollWarning {
    /// The warning without the request's URL and the line number, short
    /// enough for the status line: `1 row skipped: expected glucose ...`.
    static func brief(_ warning: String) -> String {
        let text = NSMutableString(string: warning)
        for pattern in [source, line] {
            pattern.replaceMatches(in: text, range: NSRange(location: 0, length: text.length), withTemplate: "")
        }
        return text as String
    }

    /// ` in URL` (redacted URLs have no spaces), without the `:` after it.
    private static let source = try! NSRegularExpression(pattern: " in https?://\\S*[^\\s:]")
    private static let line = try! NSRegularExpression(pattern: ": first at line [0-9]+")
}
