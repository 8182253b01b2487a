import Foundation

/// A URL as messages show it: credentials replaced by `***` (the `token`
/// query parameter, and a user and password before the host) and the query
/// decoded so Nightscout's `find[date][$gte]` reads as written.
public struct RedactedURL: Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            // Not a URL that can be taken apart: nothing of it is safe to show.
            description = "(unreadable URL)"
            return
        }
        var text = components.scheme.map { "\($0)://" } ?? ""
        if components.user != nil || components.password != nil { text += "***@" }
        text += components.host ?? ""
        if let port = components.port { text += ":\(port)" }
        text += components.path
        if let items = components.queryItems, !items.isEmpty {
            text += "?" + items.map { item in
                let value = Redaction.secretParameters.contains(item.name.lowercased()) ? "***" : (item.value ?? "")
                return item.value == nil ? item.name : "\(item.name)=\(value)"
            }.joined(separator: "&")
        }
        description = text
    }
}
