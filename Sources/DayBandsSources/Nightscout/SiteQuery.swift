import Foundation

/// A GET the client sends: the API path, its query and, for messages,
/// what a good answer is.
protocol SiteQuery {
    var path: String { get }
    var queryItems: [URLQueryItem] { get }
    var expected: String { get }
    /// What an answer over the size limit says, after what was expected:
    /// fewer days only where days make an answer smaller.
    var overLimit: String { get }
    /// What an HTTP 404 says of the site `site`.
    func notFound(at site: String) -> String
    /// How the request proves it may read (the site's credentials, unless API v3's).
    var authentication: QueryAuthentication { get }
}

extension SiteQuery {
    func notFound(at site: String) -> String { "expected a Nightscout site at \(site) (is the address right?)" }
    var authentication: QueryAuthentication { .site }
}

/// What a request carries to be let in: API v1's credentials (a `token`
/// parameter or the `api-secret` header), API v3's JWT (`Authorization:
/// Bearer`), the token in the path itself (which messages show as `***`),
/// or nothing (an open API).
enum QueryAuthentication {
    case site
    case bearer(Secret)
    case inPath(Secret)
    case none
}

/// The newest device statuses (`/api/v1/devicestatus.json`) from `since` on,
/// by `created_at` as the treatments are asked, newest first (the site's
/// order), at most `count`: the live header needs only the last few.
struct DeviceStatusQuery: SiteQuery {
    var since: Date
    var count = 30
    /// The newest time asked (a sync's page under the one before), nil for any.
    var through: Date?

    var path: String { "api/v1/devicestatus.json" }
    var expected: String { "a JSON array of Nightscout device statuses" }
    /// At most `count` of the last minutes: fewer days would not make it smaller.
    var overLimit: String { "\(count) device statuses are a few kilobytes from any uploader: the site keeps something else there" }
    var queryItems: [URLQueryItem] {
        [URLQueryItem(name: "find[created_at][$gte]", value: RangeQuery.Collection.treatments.bound(since))]
            + (through.map { [URLQueryItem(name: "find[created_at][$lte]", value: RangeQuery.Collection.treatments.bound($0))] } ?? [])
            + [URLQueryItem(name: "count", value: String(count))]
    }
}

/// The site's profile documents (`/api/v1/profile.json`), newest first: the
/// basal schedules. Nightscout sends 10 unless `count` says more; a site
/// keeps one document per profile edit, and 100 reach back years.
struct ProfileQuery: SiteQuery {
    var count = 100

    var path: String { "api/v1/profile.json" }
    var expected: String { "a JSON array of Nightscout profile documents" }
    var overLimit: String { "\(count) profile documents are well under a megabyte: the site keeps something else there" }
    var queryItems: [URLQueryItem] { [URLQueryItem(name: "count", value: String(count))] }

    /// Asked after the site's records answered: the address is right, the profile API is not there.
    func notFound(at site: String) -> String { "\(site) serves no profile API" }
}
