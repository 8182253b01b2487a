import DayBandsRecords
import Foundation

/// A successful (2xx) answer whose body is the site's error instead of
/// records, as some Nightscout versions and proxies send:
/// `{"status":401,"message":"Unauthorized"}`. Said with the site's own status
/// and message (escaped and cut, the credentials hidden), not as "found an
/// object".
enum SiteErrorAnswer {
    /// Bodies larger than this are not error objects worth parsing whole.
    private static let largest = 64 << 10

    /// The site's status and message in words, whether the status refuses
    /// access (401, 403), or nil when `body` is not an error object (a JSON
    /// object with `status` or `message` and no time field of a record).
    static func description(of body: Data, hiding credentials: NightscoutCredentials) -> (words: String, refused: Bool)? {
        guard body.count <= largest, body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{"),
              let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
              object["message"] != nil || isErrorCode(object["status"]),
              !["date", "dateString", "created_at", "sgv"].contains(where: { object[$0] != nil }) else { return nil }
        let parts = ["status", "message", "description"].compactMap { key in
            object[key].map { "\(key) " + PrintableText.quoted(hidden("\($0)", credentials)) }
        }
        let status = object["status"].map { "\($0)" }
        return (parts.joined(separator: ", "), status == "401" || status == "403")
    }

    private static func isErrorCode(_ status: Any?) -> Bool {
        guard let status, let code = Int("\(status)") else { return false }
        return (400..<600).contains(code)
    }

    /// `text` with the token, the API secret and its SHA-1 as `***`: a site
    /// may echo what it was sent.
    private static func hidden(_ text: String, _ credentials: NightscoutCredentials) -> String {
        let secrets: [String] = switch credentials {
        case .none: []
        case .token(let token): [token.revealed]
        case .apiSecret(let secret): [secret.revealed, HexDigest.sha1(secret.revealed)]
        }
        return secrets.filter { !$0.isEmpty }.reduce(text) { $0.replacingOccurrences(of: $1, with: "***") }
    }
}
