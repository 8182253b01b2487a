import DayBandsRecords
import Foundation

/// Whether the followed site answers: a sensor gone quiet on a site that
/// answers ("no reading for 17 min") is told apart from a site that does
/// not ("site unreachable since 03:12: connection refused"), so a dead
/// connection never looks like calm.
public enum SiteContact: Hashable, Sendable {
    case answering
    /// Every poll since `since` failed; `reason`: the last failure, briefly.
    case unreachable(since: Date, reason: String)

    /// A poll's failure as the live row says it: the first clause of its
    /// message, without the site's address or advice (`connection refused`,
    /// `HTTP 500 Internal Server Error`, `no complete answer within 15 s`),
    /// escaped and short, as it may quote the network.
    public static func reason(of error: Error) -> String {
        // A refusal (a wrong password, a wait asked) is its problem's words, not its address.
        var text = ((error as? Refusal)?.problem ?? error as? DataError)?.message ?? "\(error)"
        for separator in ["; ", ": ", " ("] {
            if let cut = text.range(of: separator) { text = String(text[..<cut.lowerBound]) }
        }
        return PrintableText.escaped(text, limit: longestReason)
    }

    static let longestReason = 40
}
