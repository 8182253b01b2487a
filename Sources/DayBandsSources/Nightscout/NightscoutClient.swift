import DayBandsRecords
#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking
#endif

/// Sends GET requests to a Nightscout site and turns every failure into a
/// `DataError` that names the redacted URL, what went wrong and what was
/// expected. Never shows the system's own error text: it can carry the URL
/// with its token.
final class NightscoutClient: Sendable {
    let site: NightscoutSite
    /// Seconds a whole request may take, first byte to last: a deadline, not
    /// an idle timeout (a server dripping one byte at a time still fails).
    let timeout: TimeInterval
    /// Bytes an answer may have: a larger one fails as soon as it is seen to be.
    let maximumBytes: Int

    init(site: NightscoutSite, timeout: TimeInterval, maximumBytes: Int) {
        self.site = site
        // Whole seconds: URLSession on Linux fires a fractional timeout at once,
        // and messages say whole numbers.
        self.timeout = max(1, timeout.rounded(.up))
        self.maximumBytes = maximumBytes
    }

    /// The longest wait an HTTP 429 (Too Many Requests) is waited out for,
    /// and how often one request is tried under it; a longer wait stops the
    /// read with a line naming it.
    static let longestWait: TimeInterval = 60
    static let tries = 4

    /// The body of a successful (2xx) answer to a collection query. An HTTP
    /// 429 is waited out (its `Retry-After`, else 1, 2, 4 s as curl does)
    /// when `waiting` is given, which hears each wait first (for the
    /// progress line); a longer wait, or a 429 without `waiting`, throws.
    func get(_ query: some SiteQuery, waiting: ((TimeInterval) -> Void)? = nil) throws
        -> (body: Data, contentType: String, url: RedactedURL) {
        var attempt = 1
        while true {
            let (answer, url) = try self.answer(to: query)
            switch answer {
            case .body(let body, let contentType):
                return (body, contentType, url)
            case .limited(let retryAfter):
                let seconds = try wait(retryAfter, attempt: attempt, waits: waiting != nil, url: url)
                waiting?(seconds)
                Thread.sleep(forTimeInterval: seconds)
                attempt += 1
            }
        }
    }

    /// The wait a 429 asks for, or the error that ends the read.
    private func wait(_ retryAfter: String?, attempt: Int, waits: Bool, url: RedactedURL) throws -> TimeInterval {
        let asked = retryAfter.flatMap { RetryAfter.seconds($0, now: Date()) }
        let seconds = asked ?? Double(1 << min(attempt - 1, 10))
        let said = "HTTP 429 Too Many Requests: the site asks to wait \(RetryAfter.words(seconds))" + (asked == nil ? "" : " (Retry-After)")
        if seconds > Self.longestWait {
            let until = Date().addingTimeInterval(seconds).formatted(Date.ISO8601FormatStyle())
            throw DataError(source: url.description,
                            message: "\(said), longer than the \(Int(Self.longestWait)) s a read waits; stopped here: try again after \(until)")
        }
        guard waits else { throw DataError(source: url.description, message: said) }
        guard attempt < Self.tries else {
            throw DataError(source: url.description, message: "\(said), again after \(Self.tries - 1) waits; stopped here: try again later")
        }
        return seconds
    }

    private enum Answer {
        case body(Data, contentType: String)
        case limited(retryAfter: String?)
    }

    /// One request: its successful body or a rate limit, every other
    /// failure thrown in words.
    private func answer(to query: some SiteQuery) throws -> (Answer, RedactedURL) {
        let request = site.request(path: query.path, query: query.queryItems, timeout: timeout, authentication: query.authentication)
        let hidden: [String] = if case .inPath(let secret) = query.authentication { [secret.revealed] } else { [] }
        let url = RedactedURL(request.url!, hiding: hidden)
        let expected = query.expected
        let reply = ReplyCollector(origin: request.url!, maximumBytes: maximumBytes)
        func failure(_ message: String) -> DataError { DataError(source: url.description, message: message) }
        switch reply.send(request, deadline: timeout) {
        case .answered: break
        case .overdue: throw failure("no complete answer within \(Int(timeout)) s; expected \(expected)")
        case .tooLarge:
            throw failure("the answer is larger than \(maximumBytes >> 20) MiB, the most read; expected \(expected) (\(query.overLimit))")
        case .redirected(let target):
            throw failure("the site redirects to another host (\(RedactedURL(target))); not followed, so the credentials stay with the site: give that address with --nightscout if it is the site")
        case .cut(let received, let declared):
            throw failure("the site closed the connection after \(received) of \(declared) bytes; expected \(expected)")
        case .failed(let error): throw failure("\(ReplyCollector.describe(error, timeout: timeout)); expected \(expected)")
        }
        guard let http = reply.response else { throw failure("no HTTP answer; expected \(expected)") }
        switch http.statusCode {
        case 200..<300:
            if let said = SiteErrorAnswer.description(of: reply.body, hiding: site.credentials) {
                let advice = said.refused ? site.credentials.refusalAdvice : "expected \(expected)"
                throw failure("the site answered with an error instead of records (\(said.words)); \(advice)")
            }
            return (.body(reply.body, contentType: http.value(forHTTPHeaderField: "Content-Type") ?? ""), url)
        case 401, 403:
            let refusal = http.statusCode == 401 ? "HTTP 401 Unauthorized" : "HTTP 403 Forbidden"
            throw failure("\(refusal): \(site.credentials.refusalAdvice)")
        case 404: throw failure("HTTP 404 Not Found; \(query.notFound(at: site.name))")
        case 429: return (.limited(retryAfter: http.value(forHTTPHeaderField: "Retry-After")), url)
        case let status: throw failure("HTTP \(status) \(HTTPURLResponse.localizedString(forStatusCode: status)); expected \(expected)")
        }
    }
}
