import DayBandsRecords
#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking
#endif

extension ServiceClient {
    /// An answer of any HTTP status: the caller reads the service's own
    /// words; what every follower service's answer may be besides (a wait
    /// asked, a web page, JSON that cannot be read) is said here alike.
    struct Answer {
        var service: String
        var status: Int
        var body: Data
        var contentType: String
        var retryAfter: String?
        var url: RedactedURL

        /// A web page instead of JSON (a Cloudflare block, a proxy's error page).
        var isHTML: Bool {
            let first = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
            return contentType.lowercased().contains("html") || first == UInt8(ascii: "<")
        }

        /// The body as JSON, or nil.
        var json: Any? { try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) }

        package func failure(_ message: String) -> DataError { DataError(source: url.description, message: message) }

        /// What an answer that is not the service's JSON is, or nil: HTTP 429
        /// (kept as a `Refusal` until the end of the wait its Retry-After
        /// asks: a request before it only lengthens the limit), a web page
        /// (an outage behind a proxy, or a block), or JSON that cannot be
        /// read (cut short, or holding NaN).
        func unusable(now: Date = Date()) -> Error? {
            if status == 429 { return tooManyRequests(now: now) }
            if isHTML {
                let status = "HTTP \(status) \(HTTPURLResponse.localizedString(forStatusCode: status))"
                return failure(self.status >= 500
                    ? "\(service) is not working (\(status), a web page instead of data); asked again at the next poll"
                    : "\(service) answered with a web page (\(status)), not data: a block by its firewall (Cloudflare) or a proxy; asked again at the next poll")
            }
            if status == 200, json == nil {
                return failure("\(service)'s answer is not readable JSON (cut short or malformed); asked again at the next poll")
            }
            return nil
        }

        /// HTTP 429: its Retry-After kept as a refusal until then, or a
        /// failure when it gives none (the poll's own back-off then waits).
        func tooManyRequests(now: Date) -> Error {
            guard let wait = retryAfter.flatMap({ RetryAfter.seconds($0, now: now) }), wait > 0, wait <= 86_400 else {
                return failure("\(service) asks to wait (HTTP 429, too many requests); asked again later")
            }
            let until = now.addingTimeInterval(wait)
            return Refusal(problem: failure("\(service) asks to wait \(RetryAfter.words(wait)) (HTTP 429, too many requests); "
                                            + "not asked again before \(until.formatted(Date.ISO8601FormatStyle()))"),
                           until: until)
        }
    }
}
