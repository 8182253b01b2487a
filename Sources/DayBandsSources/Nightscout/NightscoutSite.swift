import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A Nightscout site: where its API is and how to authenticate to it.
public struct NightscoutSite: Sendable {
    /// The site's root, without query or credentials (`https://host/` or a sub-path).
    public let root: URL
    public let credentials: NightscoutCredentials

    /// Reads a site's address; nil when it is not `http://` or
    /// `https://host[:port][/path]` (the caller says so, never repeating the
    /// address, which may hold a token). A `token=` in it (as Nightscout's
    /// own links carry) is taken out of the address and used when no other
    /// token is given.
    public static func parse(_ address: String) -> (root: URL, tokenInURL: Secret?)? {
        guard var components = URLComponents(string: address),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty
        else { return nil }
        let token = components.queryItems?.first { $0.name == "token" }?.value.map(Secret.init)
        components.query = nil
        components.fragment = nil
        components.user = nil
        components.password = nil
        if !components.path.hasSuffix("/") { components.path += "/" }
        guard let root = components.url else { return nil }
        return (root, token)
    }

    public init(root: URL, credentials: NightscoutCredentials) {
        self.root = root
        self.credentials = credentials
    }

    /// What messages call the site.
    public var name: String { RedactedURL(root).description }

    /// The request for an API path (`api/v1/entries.json`) with its query,
    /// authenticated.
    func request(path: String, query: [URLQueryItem], timeout: TimeInterval,
                 authentication: QueryAuthentication = .site) -> URLRequest {
        var components = URLComponents(url: root.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        let site: Bool = if case .site = authentication { true } else { false }
        components.queryItems = query + (site ? credentials.queryItems : [])
        if components.queryItems?.isEmpty == true { components.queryItems = nil }
        // A `+` (in a token) must reach the server as itself, not as a space.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        var request = URLRequest(url: components.url!, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if site {
            for (name, value) in credentials.headers { request.setValue(value, forHTTPHeaderField: name) }
        }
        if case .bearer(let jwt) = authentication { request.setValue("Bearer " + jwt.revealed, forHTTPHeaderField: "Authorization") }
        return request
    }
}
