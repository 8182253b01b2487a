import Foundation
#if canImport(FoundationNetworking)
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

    /// The body of a successful (2xx) answer to a collection query.
    func get(_ query: RangeQuery) throws -> (body: Data, contentType: String, url: RedactedURL) {
        let request = site.request(path: query.collection.path, query: query.queryItems, timeout: timeout)
        let url = RedactedURL(request.url!)
        let expected = query.collection.expected
        let reply = ReplyCollector(origin: request.url!, maximumBytes: maximumBytes)
        let outcome = reply.send(request, deadline: timeout)
        switch outcome {
        case .answered: break
        case .overdue:
            throw DataError(source: url.description, message: "no complete answer within \(Int(timeout)) s; expected \(expected)")
        case .tooLarge:
            throw DataError(source: url.description,
                            message: "the answer is larger than \(maximumBytes >> 20) MiB, the most read; expected \(expected) (ask for fewer days with --days)")
        case .redirected(let target):
            throw DataError(source: url.description,
                            message: "the site redirects to another host (\(RedactedURL(target))); not followed, so the credentials stay with the site: give that address with --nightscout if it is the site")
        case .failed(let error):
            throw DataError(source: url.description, message: "\(describe(error)); expected \(expected)")
        }
        guard let http = reply.response else {
            throw DataError(source: url.description, message: "no HTTP answer; expected \(expected)")
        }
        let status = http.statusCode
        switch status {
        case 200..<300:
            let contentType = http.value(forHTTPHeaderField: "Content-Type") ?? ""
            return (reply.body, contentType, url)
        case 401, 403:
            let refusal = status == 401 ? "HTTP 401 Unauthorized" : "HTTP 403 Forbidden"
            throw DataError(source: url.description, message: "\(refusal): \(site.credentials.refusalAdvice)")
        case 404:
            throw DataError(source: url.description,
                            message: "HTTP 404 Not Found; expected a Nightscout site at \(site.name) (is the address right?)")
        default:
            let reason = HTTPURLResponse.localizedString(forStatusCode: status)
            throw DataError(source: url.description, message: "HTTP \(status) \(reason); expected \(expected)")
        }
    }

    /// A network failure in words, from its code alone.
    private func describe(_ error: Error) -> String {
        guard let code = (error as? URLError)?.code else { return "the request failed" }
        switch code {
        case .timedOut: return "no complete answer within \(Int(timeout)) s"
        case .cannotConnectToHost: return "connection refused (is the site up?)"
        case .networkConnectionLost: return "the connection was dropped before a complete answer"
        case .badServerResponse, .zeroByteResource: return "the server closed the connection without a valid HTTP answer"
        case .cannotFindHost, .dnsLookupFailed: return "unknown host"
        case .notConnectedToInternet: return "no network connection"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return "the secure (TLS) connection failed"
        default: return "network error \(code.rawValue)"
        }
    }
}
