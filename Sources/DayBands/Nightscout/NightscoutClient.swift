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
    /// Seconds to wait for an answer (URLSession's idle timeout).
    let timeout: TimeInterval
    private let session: URLSession

    init(site: NightscoutSite, timeout: TimeInterval) {
        self.site = site
        // Whole seconds: URLSession on Linux fires a fractional timeout at once.
        self.timeout = max(1, timeout.rounded(.up))
        let configuration = URLSessionConfiguration.ephemeral
        // The session's own timeout too: it is the one URLSession applies.
        configuration.timeoutIntervalForRequest = self.timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    deinit { session.finishTasksAndInvalidate() }

    /// The body of a successful (2xx) answer to a collection query.
    func get(_ query: RangeQuery) throws -> (body: Data, contentType: String, url: RedactedURL) {
        let request = site.request(path: query.collection.path, query: query.queryItems, timeout: timeout)
        let url = RedactedURL(request.url!)
        let expected = query.collection.expected
        let (data, response, error) = send(request)
        if let error {
            throw DataError(source: url.description, message: "\(describe(error)); expected \(expected)")
        }
        guard let http = response as? HTTPURLResponse else {
            throw DataError(source: url.description, message: "no HTTP answer; expected \(expected)")
        }
        let status = http.statusCode
        switch status {
        case 200..<300:
            let contentType = http.value(forHTTPHeaderField: "Content-Type") ?? ""
            return (data ?? Data(), contentType, url)
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

    /// One request, waited for: the loaders are synchronous (the viewer polls
    /// from a thread of its own).
    private func send(_ request: URLRequest) -> (Data?, URLResponse?, Error?) {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var outcome: (Data?, URLResponse?, Error?) = (nil, nil, nil)
        session.dataTask(with: request) { data, response, error in
            outcome = (data, response, error)
            done.signal()
        }.resume()
        done.wait()
        return outcome
    }

    /// A network failure in words, from its code alone.
    private func describe(_ error: Error) -> String {
        guard let code = (error as? URLError)?.code else { return "the request failed" }
        switch code {
        case .timedOut: return "no answer within \(Int(timeout)) s"
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
