import DayBandsImport
import DayBandsRecords
import Foundation

/// API v3 for a sync: whether the site offers it, the JWT it asks for,
/// and its history a page at a time (`HistoryPage`), which alone shows the
/// records changed or deleted on the site after they were read.
extension NightscoutSource {
    /// Whether `/api/v3/version` answers as API v3 (`result.apiVersion`
    /// 3.x); any other answer, a 404 or an error page, is a site without it.
    /// A network failure is thrown: it says nothing of the site.
    package func offersAPIv3() throws -> Bool {
        do {
            let (body, _, _) = try client.get(APIVersionQuery())
            guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
                  let result = object["result"] as? [String: Any], let version = result["apiVersion"] as? String
            else { return false }
            return version.hasPrefix("3.")
        } catch let error as DataError where !Self.isNetworkFailure(error) {
            return false
        }
    }

    /// The site answered (with a status or a body), as opposed to not answering.
    private static func isNetworkFailure(_ error: DataError) -> Bool {
        !(error.message.hasPrefix("HTTP ") || error.message.contains("the site answered"))
    }

    /// The JWT the access token is exchanged for, or the line saying why
    /// API v3 cannot be read: no token (an API secret alone does not open
    /// API v3), or the site refused it.
    package func historyAccess() -> Result<Secret, HistoryRefusal> {
        guard case .token(let token) = site.credentials else {
            let given = if case .apiSecret = site.credentials { "an API secret alone does not open it" } else { "no access token given" }
            return .failure(HistoryRefusal(reason: "its API v3 needs an access token (--token or \(NightscoutCredentials.tokenVariable)); \(given)"))
        }
        do {
            let (body, _, url) = try client.get(AuthorizationQuery(token: token))
            guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
                  let jwt = object["token"] as? String, !jwt.isEmpty else {
                return .failure(HistoryRefusal(reason: "\(url) gave no JWT for API v3"))
            }
            return .success(Secret(jwt))
        } catch {
            return .failure(HistoryRefusal(reason: "the access token was not exchanged for API v3's JWT (\(error))"))
        }
    }

    /// Documents of `collection` changed after `lastModified` (epoch ms),
    /// at most `limit`, oldest change first; an answer of another shape throws.
    package func historyPage(_ collection: HistoryCollection, after lastModified: Int64, limit: Int, jwt: Secret,
                             waiting: ((TimeInterval) -> Void)? = nil) throws -> (page: HistoryPage, url: RedactedURL) {
        let query = HistoryQuery(collection: collection, lastModified: lastModified, limit: limit, jwt: jwt)
        let (body, contentType, url) = try client.get(query, waiting: waiting)
        return (try HistoryPage(body: body, contentType: contentType, url: url, expected: query.expected), url)
    }

    /// The latest instant a record read now may carry (`FutureRecords`).
    package var futureLimit: Date { FutureRecords.limit(now: now) }
}

/// Why a sync reads the site by API v1 only, in words after "not through API v3: ".
package struct HistoryRefusal: Error, Sendable {
    package var reason: String
}
