import Foundation

/// The collections whose changes a sync reads through API v3's history.
public enum HistoryCollection: String, CaseIterable, Sendable {
    case entries
    case treatments
    case devicestatus
}

/// `GET /api/v3/version`: open to anyone, so it tells whether the site
/// offers API v3 before a token is spent on it.
struct APIVersionQuery: SiteQuery {
    var path: String { "api/v3/version" }
    var queryItems: [URLQueryItem] { [] }
    var expected: String { "API v3's version as JSON" }
    var overLimit: String { "a version is a few bytes: the site keeps something else there" }
    var authentication: QueryAuthentication { .none }
    func notFound(at site: String) -> String { "\(site) serves no API v3" }
}

/// `GET /api/v2/authorization/request/TOKEN`: the access token exchanged
/// for the JWT API v3 asks for (an API secret cannot be).
struct AuthorizationQuery: SiteQuery {
    var token: Secret

    var path: String { "api/v2/authorization/request/" + token.revealed }
    var queryItems: [URLQueryItem] { [] }
    var expected: String { "a JSON object with the JWT for API v3" }
    var overLimit: String { "a JWT is a few hundred bytes: the site keeps something else there" }
    var authentication: QueryAuthentication { .inPath(token) }
    func notFound(at site: String) -> String { "\(site) serves no authorization API (v2)" }
}

/// `GET /api/v3/COLLECTION/history/LAST_MODIFIED?limit=N`: the documents
/// created, changed or deleted (`isValid: false`) after `lastModified`
/// (epoch milliseconds of the site's `srvModified`), oldest change first,
/// at most `limit` (the site's most is 1,000).
struct HistoryQuery: SiteQuery {
    var collection: HistoryCollection
    var lastModified: Int64
    var limit: Int
    var jwt: Secret

    var path: String { "api/v3/\(collection.rawValue)/history/\(lastModified)" }
    var queryItems: [URLQueryItem] { [URLQueryItem(name: "limit", value: String(limit))] }
    var expected: String { "API v3's history of \(collection.rawValue) ({\"status\":200,\"result\":[...]})" }
    var overLimit: String { "\(limit) documents of one page: the site sends more than it was asked" }
    var authentication: QueryAuthentication { .bearer(jwt) }
    func notFound(at site: String) -> String { "\(site) serves no API v3 history of \(collection.rawValue)" }
}
