import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import DayBandsRecords
@testable import DayBandsSources

/// Tests/NightscoutServer/server.py on 127.0.0.1, one per test: started here,
/// stopped by `withLoopbackSite` whatever the test does. The server also
/// exits when its standard input (a pipe from this process) closes, so even
/// a crashed test run leaves no server behind.
final class LoopbackSite {
    let port: Int
    private let process = Process()
    private let input = Pipe()

    static let servers = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("NightscoutServer")
    static let script = servers.appendingPathComponent("server.py")

    /// `script`: the fake to run, Nightscout's by default (`librelinkup.py`
    /// and `dexcom_share.py` beside it are the follower services').
    init(_ arguments: [String], script: URL = LoopbackSite.script) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + arguments
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // The first line is `PORT <n>` once the server listens.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        port = text.hasPrefix("PORT ") ? Int(text.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 : 0
        if port == 0 {
            stop()
            throw DataError(source: script.path, message: "the test server did not start")
        }
    }

    deinit { stop() }

    /// Closes the server's input (it exits on that) and kills it outright:
    /// children of the test process start with SIGTERM blocked, so
    /// `terminate()` would not reach it.
    func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// `--newest` an hour ago (to 5 minutes): room for 12 readings posted
    /// with `add` before they are dated in the future.
    static var anHourAgo: [String] {
        let step: Int64 = 300_000
        return ["--newest", String(Int64(Date().timeIntervalSince1970 * 1000) / step * step - 12 * step)]
    }

    var address: String { "http://127.0.0.1:\(port)/" }
    var root: URL { URL(string: address)! }

    func site(_ credentials: NightscoutCredentials = .none) -> NightscoutSite {
        NightscoutSite(root: root, credentials: credentials)
    }

    /// Changes the running site (`fault=500`, `add=3`) or reads its request log.
    @discardableResult
    func control(_ query: String) throws -> Data {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var body: Data?
        URLSession.shared.dataTask(with: URL(string: "\(address)control?\(query)")!) { data, _, _ in
            body = data
            done.signal()
        }.resume()
        done.wait()
        guard let body else { throw DataError(source: address, message: "the test server did not answer control?\(query)") }
        return body
    }

    /// The API requests the site received, as query dictionaries.
    func requests(to collection: RangeQuery.Collection) throws -> [[String: String]] {
        let log = try JSONSerialization.jsonObject(with: control("log")) as! [[String: Any]]
        return log.filter { ($0["path"] as? String) == "/api/v1/\(collection.rawValue).json" }
            .map { $0["query"] as! [String: String] }
    }
}

/// Runs `body` with a fresh loopback site, and stops it afterwards even
/// when the body throws or an expectation fails.
func withLoopbackSite<T>(_ arguments: [String] = [], script: String = "server.py", _ body: (LoopbackSite) throws -> T) throws -> T {
    let site = try LoopbackSite(arguments, script: LoopbackSite.servers.appendingPathComponent(script))
    defer { site.stop() }
    return try body(site)
}
