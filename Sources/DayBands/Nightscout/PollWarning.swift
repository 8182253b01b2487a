import Foundation

/// A follow poll's warning as the status line shows it and as it is told
/// apart from the same warning in the next poll: every poll reads the
/// look-back again, so a skipped row comes back in each, under another URL
/// (the range moved) and at another line of the page. Without them the
/// warning is the same, and is said once.
enum PollWarning {
    /// The warning with the request's URL replaced by the site's name and
    /// the line number left out.
    static func brief(_ warning: String, site: String) -> String {
        let text = NSMutableString(string: warning)
        let all = NSRange(location: 0, length: text.length)
        url.replaceMatches(in: text, range: all, withTemplate: NSRegularExpression.escapedTemplate(for: site))
        line.replaceMatches(in: text, range: NSRange(location: 0, length: text.length), withTemplate: "")
        return text as String
    }

    /// A URL in a message (redacted ones have no spaces), without the `:` after it.
    private static let url = try! NSRegularExpression(pattern: "https?://\\S*[^\\s:]")
    private static let line = try! NSRegularExpression(pattern: " at line [0-9]+")
}
