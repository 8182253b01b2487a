import DayBandsRecords
import Foundation

/// How daybands proves to a Nightscout site that it may read: an access token
/// (sent as the `token` query parameter) or the site's API secret (sent as
/// its SHA-1 in the `api-secret` header), or nothing for an open site.
public enum NightscoutCredentials: Equatable, Sendable {
    case none
    case token(Secret)
    case apiSecret(Secret)

    /// The environment variables read, named here once for messages and docs.
    public static let tokenVariable = "NIGHTSCOUT_TOKEN"
    public static let secretVariable = "NIGHTSCOUT_API_SECRET"

    /// The first of: the token given on the command line (`--token`, or a
    /// `token=` in the site's URL), `NIGHTSCOUT_TOKEN`, `NIGHTSCOUT_API_SECRET`.
    /// Empty values count as not given.
    public static func resolve(token: Secret?, environment: [String: String]) -> NightscoutCredentials {
        let given = [token, environment[tokenVariable].map(Secret.init)].compactMap { $0 }
        if let token = given.first(where: { !$0.revealed.isEmpty }) { return .token(token) }
        if let secret = environment[secretVariable], !secret.isEmpty { return .apiSecret(Secret(secret)) }
        return .none
    }

    /// The query items to add to every request.
    var queryItems: [URLQueryItem] {
        if case .token(let token) = self { return [URLQueryItem(name: "token", value: token.revealed)] }
        return []
    }

    /// The headers to add to every request.
    var headers: [String: String] {
        if case .apiSecret(let secret) = self { return ["api-secret": HexDigest.sha1(secret.revealed)] }
        return [:]
    }

    /// What to tell the user to check when the site refuses access.
    var refusalAdvice: String {
        switch self {
        case .none:
            "the site needs authentication: give an access token with --token or \(Self.tokenVariable), or set \(Self.secretVariable)"
        case .token:
            "check the access token (--token, a token= in the URL, or \(Self.tokenVariable)) and that its role can read"
        case .apiSecret:
            "check \(Self.secretVariable)"
        }
    }
}
