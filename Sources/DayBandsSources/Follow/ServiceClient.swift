import DayBandsRecords
#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking
#endif

/// Requests to a follower service (LibreLinkUp, Dexcom Share): JSON sent and
/// read back, within `ReplyCollector`'s guards (one deadline, a size limit, no
/// redirect to another origin). Every failure of the transport is a
/// `DataError` naming the service's address (a path, never a query: these
/// services take no credential in the URL) and never the system's text.
final class ServiceClient: Sendable {
    /// What messages call the service (`LibreLinkUp`, `Dexcom Share`).
    let service: String
    let timeout: TimeInterval
    let maximumBytes: Int

    init(service: String, timeout: TimeInterval, maximumBytes: Int = 4 << 20) {
        self.service = service
        self.timeout = max(1, timeout.rounded(.up))
        self.maximumBytes = maximumBytes
    }

    /// Sends `body` (JSON) by POST, or GET without one, with `headers`.
    func send(_ url: URL, json body: [String: Any]? = nil, query: [URLQueryItem] = [], headers: [String: String]) throws -> Answer {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)!
        if !query.isEmpty { components.queryItems = query }
        var request = URLRequest(url: components.url!, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])
        }
        // The query may hold a session id: messages show the path only.
        let shown = RedactedURL(url)
        let reply = ReplyCollector(origin: url, maximumBytes: maximumBytes)
        func failure(_ message: String) -> DataError { DataError(source: shown.description, message: message) }
        switch reply.send(request, deadline: timeout) {
        case .answered: break
        case .overdue: throw failure("no complete answer from \(service) within \(Int(timeout)) s")
        case .tooLarge: throw failure("the answer is larger than \(maximumBytes >> 20) MiB, more than \(service) sends")
        case .redirected(let target): throw failure("\(service) redirects to another host (\(RedactedURL(target))); not followed")
        case .cut(let received, let declared): throw failure("\(service) closed the connection after \(received) of \(declared) bytes")
        case .failed(let error): throw failure(ReplyCollector.describe(error, timeout: timeout))
        }
        guard let http = reply.response else { throw failure("no HTTP answer from \(service)") }
        return Answer(service: service, status: http.statusCode, body: reply.body,
                      contentType: http.value(forHTTPHeaderField: "Content-Type") ?? "",
                      retryAfter: http.value(forHTTPHeaderField: "Retry-After"), url: shown)
    }
}
