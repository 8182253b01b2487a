import DayBandsRecords
import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request, sent and waited for (the loaders are synchronous; the viewer
/// polls from a thread of its own), with the guards a hostile server needs:
/// the whole answer by a deadline, at most `maximumBytes` of it kept (the
/// rest is never read), and no redirect to another origin (scheme, host,
/// port), which would carry the token or the hashed secret there.
final class ReplyCollector: NSObject, URLSessionDataDelegate, Sendable {
    enum Outcome {
        case answered
        case overdue
        case tooLarge
        case redirected(URL)
        /// The connection closed before the declared Content-Length arrived.
        case cut(received: Int, of: Int)
        case failed(Error)
    }

    private let origin: URL
    private let maximumBytes: Int
    private let finished = DispatchSemaphore(value: 0)
    /// What came: the session's delegate queue writes it, `send` reads it.
    private let reply = Mutex(Reply())

    private struct Reply {
        var received = Data()
        var answer: HTTPURLResponse?
        var stop: Outcome?
    }

    init(origin: URL, maximumBytes: Int) {
        self.origin = origin
        self.maximumBytes = maximumBytes
    }

    var body: Data { reply.withLock { $0.received } }
    var response: HTTPURLResponse? { reply.withLock { $0.answer } }

    func send(_ request: URLRequest, deadline: TimeInterval) -> Outcome {
        let configuration = URLSessionConfiguration.ephemeral
        // URLSession's own timeouts only as a backstop, after the deadline:
        // its idle timeout restarts on every byte.
        configuration.timeoutIntervalForRequest = deadline + 1
        configuration.timeoutIntervalForResource = deadline + 1
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        let task = session.dataTask(with: request)
        task.resume()
        let inTime = finished.wait(timeout: .now() + deadline) == .success
        if inTime {
            // Breaks the session's hold on this delegate once the task is gone.
            session.finishTasksAndInvalidate()
        } else {
            Self.stop(task, of: session)
        }
        let outcome = reply.withLock { inTime ? $0.stop ?? .answered : .overdue }
        if case .tooLarge = outcome { release(session.delegateQueue) }
        return outcome
    }

    /// Cancels `task` without waiting for it: URLSession's cancel waits for
    /// its work queue, which a server flooding the connection keeps busy
    /// (12 s past a 1 s deadline, seen against an endless answer on a
    /// loaded machine), and the deadline is the caller's promise.
    private static func stop(_ task: URLSessionTask, of session: URLSession) {
        DispatchQueue.global().async {
            task.cancel()
            session.finishTasksAndInvalidate()
        }
    }

    /// An answer streamed faster than the delegate takes it in queues up in
    /// URLSession (hundreds of MB on loopback) before the cancel lands: once
    /// those chunks are dropped (at most a second), the memory goes back to
    /// the system rather than staying with the process.
    private func release(_ queue: OperationQueue) {
        let until = Date().addingTimeInterval(1)
        while queue.operationCount > 0, Date() < until { usleep(10_000) }
        #if os(Linux)
        _ = mallocTrim(0)
        #endif
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let http = response as? HTTPURLResponse
        let tooLarge = response.expectedContentLength > Int64(maximumBytes)
        reply.withLock { reply in
            reply.answer = http
            if tooLarge { reply.stop = .tooLarge }
        }
        completionHandler(tooLarge ? .cancel : .allow)
        // Said now, before a byte: the cancelled task may take until the
        // deadline to wind down while the site holds the connection.
        if tooLarge { finished.signal() }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = reply.withLock { reply in
            // Chunks already on their way after the cancel are not kept.
            guard reply.stop == nil else { return false }
            reply.received.append(data)
            if reply.received.count > maximumBytes {
                reply.stop = .tooLarge
                reply.received = Data()
                return true
            }
            return false
        }
        if over {
            // Said first: the cancel may take a while (`stop`).
            finished.signal()
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        guard let target = request.url, sameOrigin(target) else {
            reply.withLock { $0.stop = .redirected(request.url ?? origin) }
            completionHandler(nil)
            task.cancel()
            finished.signal()
            return
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        reply.withLock { reply in
            let declared = reply.answer?.expectedContentLength ?? -1
            if reply.stop == nil, declared > 0, Int64(reply.received.count) < declared {
                reply.stop = .cut(received: reply.received.count, of: Int(declared))
            } else if reply.stop == nil, let error {
                reply.stop = .failed(error)
            }
        }
        finished.signal()
    }

    private func sameOrigin(_ url: URL) -> Bool {
        url.scheme?.lowercased() == origin.scheme?.lowercased() && url.host?.lowercased() == origin.host?.lowercased()
            && url.port == origin.port
    }
}

extension ReplyCollector {
    /// A network failure in words, from its code alone.
    static func describe(_ error: Error, timeout: TimeInterval) -> String {
        guard let code = (error as? URLError)?.code else { return "the request failed" }
        switch code {
        case .timedOut: return "no complete answer within \(Int(timeout)) s"
        case .cannotConnectToHost: return "connection refused (is the site up?)"
        case .networkConnectionLost: return "the connection was dropped before a complete answer"
        case .badServerResponse, .zeroByteResource: return "the server closed the connection without a valid HTTP answer"
        case .cannotFindHost, .dnsLookupFailed: return "unknown host"
        case .httpTooManyRedirects: return "too many redirects (the site redirects in a loop)"
        case .redirectToNonExistentLocation: return "the site redirects to no address"
        case .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
            return "the answer is not readable HTTP"
        case .unknown:
            // curl's own words (a certificate refused, a header too large), which its code alone does not say.
            let words = (error as NSError).localizedDescription
            // curl's words when a header line outgrows its buffer (over 100 KB), not the machine's memory.
            if words == "Out of memory" { return "the answer could not be read: a header larger than curl reads (it says 'Out of memory')" }
            return words.isEmpty || words == "(null)" || words.hasPrefix("The operation could not be completed")
                ? "the request failed" : "the request failed: " + PrintableText.escaped(words, limit: 120)
        case .notConnectedToInternet: return "no network connection"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return "the secure (TLS) connection failed"
        default: return "network error \(code.rawValue)"
        }
    }
}

#if os(Linux)
/// glibc's `malloc_trim` (in `malloc.h`, which the Glibc module does not export).
@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32
#endif
