import DayBandsRecords
import Foundation

/// A URL as messages show it: credentials replaced by `***` by `Redaction`
/// (the `token` query parameter, a user and password before the host) and
/// the query decoded so Nightscout's `find[date][$gte]` reads as written.
public struct RedactedURL: Equatable, Sendable, CustomStringConvertible {
    public let description: String

    /// `hiding`: secrets the URL holds elsewhere than in a credential
    /// parameter (a token in API v2's authorization path).
    public init(_ url: URL, hiding secrets: [String] = []) {
        // Hidden while still encoded, where a `&` inside a value is `%26`
        // and cannot end the value early; decoded only afterwards.
        let hidden = Redaction(secrets: secrets).apply(url.absoluteString)
        guard let components = URLComponents(string: hidden) else {
            // Not a URL that can be taken apart: nothing of it is safe to show.
            description = "(unreadable URL)"
            return
        }
        var text = components.scheme.map { "\($0)://" } ?? ""
        if let user = components.percentEncodedUser { text += user + "@" }
        text += components.percentEncodedHost ?? ""
        if let port = components.port { text += ":\(port)" }
        text += components.path
        if let query = components.query, !query.isEmpty { text += "?" + query }
        description = text
    }
}
