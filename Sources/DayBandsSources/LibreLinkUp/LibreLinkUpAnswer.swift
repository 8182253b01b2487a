import DayBandsRecords
#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking
#endif

/// What a LibreLinkUp answer says: its `data`, or the server's refusal in one
/// line. The service answers HTTP 200 with a `status` of its own for most
/// refusals (2: wrong e-mail or password, 4: terms to accept, 429: locked
/// out after failed logins, 920: app version too old), and a Cloudflare page
/// when it blocks a client.
enum LibreLinkUpAnswer {
    /// The answer's `data`, or a thrown `DataError` (or a `Refusal`).
    static func data(of answer: ServiceClient.Answer, version: String) throws -> Any {
        let object = answer.json as? [String: Any]
        let status = (object?["status"] as? NSNumber)?.intValue
        let data = object?["data"]
        if answer.status == 429 || status == 429 { try lockout(data, answer: answer) }
        if let unusable = answer.unusable() { throw unusable }
        switch status {
        case 0?:
            guard answer.status == 200, let data else { break }
            return data
        case 2?:
            throw Refusal(problem: answer.failure("LibreLinkUp refused the e-mail or password (status 2): give the follower's LibreLinkUp account, not the LibreLink app's; not tried again"))
        case 4?:
            let step = ((data as? [String: Any])?["step"] as? [String: Any])?["type"].map { " (\(PrintableText.quoted("\($0)")))" } ?? ""
            throw Refusal(problem: answer.failure("LibreLinkUp asks the account to accept its terms\(step): open the LibreLinkUp app once and accept them"))
        case 920?:
            let minimum = ((data as? [String: Any])?["minimumVersion"]).map { PrintableText.quoted("\($0)") } ?? "a newer version"
            throw Refusal(problem: answer.failure("LibreLinkUp wants app version \(minimum) or later (status 920); daybands says \(PrintableText.quoted(version)): set librelinkup-version in the config file"))
        default: break
        }
        switch answer.status {
        case 401, 403: throw answer.failure("HTTP \(answer.status): LibreLinkUp no longer accepts the login")
        case 200: throw answer.failure("LibreLinkUp answered without data" + (status.map { " (status \($0))" } ?? ""))
        default: throw answer.failure("HTTP \(answer.status) \(HTTPURLResponse.localizedString(forStatusCode: answer.status)) from LibreLinkUp")
        }
    }

    /// `{"code":60,"data":{"failures":3,"interval":60,"lockout":300},"message":"locked"}`.
    /// The lockout is kept (`Refusal.until`): a request before its end
    /// would only lengthen it.
    private static func lockout(_ data: Any?, answer: ServiceClient.Answer) throws -> Never {
        let inner = (data as? [String: Any])?["data"] as? [String: Any]
        guard let seconds = (inner?["lockout"] as? NSNumber)?.doubleValue, seconds.isFinite, seconds > 0, seconds < 86_400 * 7 else {
            throw answer.tooManyRequests(now: Date())
        }
        let until = Date().addingTimeInterval(seconds)
        throw Refusal(problem: answer.failure("LibreLinkUp has locked the login for \(RetryAfter.words(seconds)) after failed attempts (429); not tried again before \(until.formatted(Date.ISO8601FormatStyle()))"),
                      until: until)
    }
}
