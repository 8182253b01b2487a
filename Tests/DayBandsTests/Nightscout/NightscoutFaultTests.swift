import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources

/// Every way a site can fail: the message names the redacted URL and what was
/// expected, and the token never appears, in the error or in the program's output.
@Suite struct NightscoutFaultTests {
    static let token = "reader-9f8e7d6c5b4a3921"
    let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)

    struct Fault: CustomTestStringConvertible, Sendable {
        /// Server options that make it fail.
        var server: [String]
        /// A part of the message the failure must give.
        var says: String
        var testDescription: String { server.joined(separator: " ") }
    }

    static let faults = [
        Fault(server: ["--token", token, "--fault", "500"], says: "HTTP 500 Internal Server Error; expected a JSON array of Nightscout entries"),
        Fault(server: ["--token", token, "--fault", "slow"], says: "no complete answer within 1 s; expected a JSON array of Nightscout entries"),
        // One byte every 0.1 s: the deadline is for the whole answer, not between bytes.
        Fault(server: ["--token", token, "--fault", "drip"], says: "no complete answer within 1 s; expected a JSON array of Nightscout entries"),
        Fault(server: ["--token", token, "--fault", "declared"], says: "the answer is larger than 16 MiB, the most read"),
        Fault(server: ["--token", token, "--fault", "redirect"],
              says: "the site redirects to another host (http://localhost:"),
        Fault(server: ["--token", token, "--fault", "malformed"], says: "truncated JSON"),
        Fault(server: ["--token", token, "--fault", "drop"], says: "the server closed the connection without a valid HTTP answer"),
        Fault(server: ["--token", token, "--fault", "html"], says: "the site answered with an HTML page, not Nightscout's JSON"),
        Fault(server: ["--token", token, "--fault", "object"], says: "expected a JSON array of records, found an object"),
        Fault(server: ["--token", "another-token"], says: "HTTP 401 Unauthorized: check the access token"),
        // A 200 whose body is the site's error: its status and message, and what to check.
        Fault(server: ["--token", token, "--fault", "error-object"],
              says: "the site answered with an error instead of records (status '401', message 'Unauthorized', description 'Invalid/Missing'); check the access token"),
        // Half the declared bytes, then the connection closed.
        Fault(server: ["--token", token, "--fault", "cut"], says: "the site closed the connection after "),
        // Words, not URLSession's numbers (-1007, -1).
        Fault(server: ["--token", token, "--fault", "redirect-loop"], says: "too many redirects (the site redirects in a loop)"),
        // curl says "Out of memory" of a header it will not read: said as that.
        Fault(server: ["--token", token, "--fault", "long-header"], says: "the answer could not be read: a header larger than curl reads"),
        // The first load does not wait (the sync does): the wait is named.
        Fault(server: ["--token", token, "--fault", "429"], says: "HTTP 429 Too Many Requests: the site asks to wait 1 s (Retry-After)"),
    ]

    @Test(arguments: faults)
    func failsClearlyWithoutShowingTheToken(_ fault: Fault) throws {
        try withLoopbackSite(fault.server) { server in
            let source = NightscoutSource(site: server.site(.token(Secret(Self.token))), timeout: 1)
            let started = Date()
            let error = #expect(throws: DataError.self) { try source.load(in: utc) }
            // Ended by the 1 s deadline (one request: the entries'), well before
            // the slow fault answers (5 s) or the drip ends; the slack is for a
            // loaded machine.
            #expect(Date().timeIntervalSince(started) < 4.5)
            let message = error.map { "\($0)" } ?? ""
            #expect(message.contains(fault.says), "\(message)")
            #expect(message.hasPrefix("\(server.address)api/v1/entries.json?find[date][$gte]="), "\(message)")
            #expect(message.contains("token=***"))
            #expect(!message.contains(Self.token))
        }
    }

    /// URLSession on Linux drops a fraction from its own timeout: half a second
    /// used to fail every request at once, even against a healthy site. The
    /// client waits whole seconds, rounded up (checked without the clock, which
    /// a loaded machine makes unreliable).
    @Test func aFractionalTimeoutIsWaitedInFull() throws {
        let site = NightscoutSite(root: URL(string: "https://ns.example/")!, credentials: .none)
        #expect(NightscoutClient(site: site, timeout: 0.5, maximumBytes: 1).timeout == 1)
        #expect(NightscoutClient(site: site, timeout: 2.2, maximumBytes: 1).timeout == 3)
    }

    /// The redirect is refused before it is followed: the site (under another
    /// name) never gets a second request with the token. (A deadline of 5 s,
    /// not 1: on a loaded machine the first request timed out before the
    /// site logged it, and the test saw no request at all.)
    @Test func aRedirectToAnotherHostIsNotFollowed() throws {
        try withLoopbackSite(["--token", Self.token, "--fault", "redirect"]) { server in
            let source = NightscoutSource(site: server.site(.token(Secret(Self.token))), timeout: 5)
            #expect(throws: DataError.self) { try source.load(in: utc) }
            let requests = try server.requests(to: .entries)
            #expect(requests.count == 1)
        }
    }

    /// An answer larger than the limit fails at the limit, without reading the rest.
    @Test func anAnswerOverTheLimitFailsAtTheLimit() throws {
        try withLoopbackSite(["--fault", "huge"]) { server in
            // The deadline is far off, so only the size limit can end this
            // endless answer with this message (no wall-clock check: it
            // failed on a loaded machine).
            let source = NightscoutSource(site: server.site(), timeout: 60, maximumBytes: 1 << 20)
            let error = #expect(throws: DataError.self) { try source.load(in: utc) }
            #expect(error?.message.hasPrefix("the answer is larger than 1 MiB, the most read") == true, "\(error?.message ?? "")")
            #expect(error?.message.hasSuffix("(ask for fewer days with --days)") == true, "\(error?.message ?? "")")
        }
    }

    /// Device statuses over the limit: fewer days would not help (the last
    /// 30 are asked), so that is not what the message says.
    @Test func deviceStatusesOverTheLimitDoNotSuggestFewerDays() throws {
        try withLoopbackSite(["--fault", "huge"]) { server in
            let source = NightscoutSource(site: server.site(), timeout: 60, maximumBytes: 1 << 20)
            let error = #expect(throws: DataError.self) { _ = try source.deviceStatus(since: Date().addingTimeInterval(-3600)) }
            let message = error?.message ?? ""
            #expect(message.hasPrefix("the answer is larger than 1 MiB, the most read; expected a JSON array of Nightscout device statuses"
                                      + " (30 device statuses are a few kilobytes from any uploader: the site keeps something else there)"),
                    "\(message)")
            #expect(!message.contains("--days"))
        }
    }

    /// A declared Content-Length over the limit is refused at once, not when
    /// the deadline (60 s here) ends the wait for a site that holds the
    /// connection open (10 s). The bound is far above the normal figure
    /// (milliseconds), far below either wait.
    @Test func aDeclaredSizeOverTheLimitIsRefusedAtOnce() throws {
        try withLoopbackSite(["--fault", "declared"]) { server in
            let source = NightscoutSource(site: server.site(), timeout: 60)
            let started = Date()
            let error = #expect(throws: DataError.self) { try source.load(in: utc) }
            #expect(Date().timeIntervalSince(started) < 8)
            #expect(error?.message.hasPrefix("the answer is larger than 16 MiB, the most read") == true, "\(error?.message ?? "")")
        }
    }

    /// A connection closed mid-body says how much of the declared answer came.
    @Test func aConnectionClosedMidBodySaysHowMuchCame() throws {
        try withLoopbackSite(["--days", "1", "--fault", "cut"]) { server in
            let error = #expect(throws: DataError.self) { try NightscoutSource(site: server.site(), timeout: 30).load(in: utc) }
            let message = error?.message ?? ""
            let counts = message.split(separator: " ").compactMap { Int($0) }
            #expect(message.hasPrefix("the site closed the connection after "), "\(message)")
            #expect(counts.count == 2 && counts[0] * 2 <= counts[1] && counts[1] > 1_000, "\(message)")
        }
    }

    /// What the site says in an error object is escaped, cut, and never
    /// shows the credentials, even echoed.
    @Test func aSitesErrorObjectIsSaidSafely() throws {
        let body = Data(#"{"status":"401","message":"bad token reader-9f8e7d6c5b4a3921\u001b[2J"}"#.utf8)
        let said = try #require(SiteErrorAnswer.description(of: body, hiding: .token(Secret(Self.token))))
        #expect(said.words == #"status '401', message 'bad token ***\x1b[2J'"#)
        #expect(said.refused)
        #expect(SiteErrorAnswer.description(of: Data(#"{"sgv":120,"date":1,"status":"x"}"#.utf8), hiding: .none) == nil)
        #expect(SiteErrorAnswer.description(of: Data("[]".utf8), hiding: .none) == nil)
    }

    /// `Retry-After` in seconds or as an HTTP date; a past date is no wait.
    @Test func retryAfterIsReadInSecondsOrAsADate() {
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        #expect(RetryAfter.seconds("120", now: now) == 120)
        #expect(RetryAfter.seconds(" 1 ", now: now) == 1)
        #expect(RetryAfter.seconds("Mon, 21 Sep 2026 16:13:20 GMT", now: now) == 7_200)
        #expect(RetryAfter.seconds("Mon, 21 Sep 2026 14:12:20 GMT", now: now) == 0)
        #expect(RetryAfter.seconds("soon", now: now) == nil)
        #expect(RetryAfter.seconds("-5", now: now) == nil)
        #expect(RetryAfter.words(45) == "45 s" && RetryAfter.words(1_800) == "30 min" && RetryAfter.words(7_500) == "2 h 5 min")
    }

    @Test func aSiteThatIsDownRefusesTheConnection() throws {
        let server = try LoopbackSite([])
        server.stop()
        let source = NightscoutSource(site: server.site(.token(Secret(Self.token))), timeout: 1)
        let error = #expect(throws: DataError.self) { try source.load(in: utc) }
        #expect(error?.message == "connection refused (is the site up?); expected a JSON array of Nightscout entries")
        #expect(error?.source.contains(Self.token) == false)
    }

    @Test func aSiteThatNeedsAuthenticationSaysHowToGiveIt() throws {
        try withLoopbackSite(["--token", Self.token]) { server in
            let error = #expect(throws: DataError.self) { try NightscoutSource(site: server.site()).load(in: utc) }
            #expect(error?.message == "HTTP 401 Unauthorized: the site needs authentication: give an access token with --token or NIGHTSCOUT_TOKEN, or set NIGHTSCOUT_API_SECRET")
        }
    }

    // MARK: The program's own output

    @Test(arguments: faults)
    func theProgramNeverPrintsTheToken(_ fault: Fault) throws {
        try withLoopbackSite(fault.server) { server in
            let run = try Daybands.run(["stats", "--nightscout", server.address, "--token", Self.token])
            #expect(run.status == 1)
            #expect(run.stderr.contains(fault.says), "\(run.stderr)")
            #expect(!run.stdout.contains(Self.token) && !run.stderr.contains(Self.token))
        }
    }

    @Test func theProgramNeverPrintsATokenFromTheAddressOrTheEnvironment() throws {
        try withLoopbackSite(["--token", "another-token"]) { server in
            for run in [try Daybands.run(["stats", "--nightscout", "\(server.address)?token=\(Self.token)"]),
                        try Daybands.run(["stats", "--nightscout", server.address], environment: ["NIGHTSCOUT_TOKEN": Self.token]),
                        try Daybands.run(["stats", "--nightscout", "http://127.0.0.1:1/?token=\(Self.token)"])] {
                #expect(run.status == 1)
                #expect(run.stderr.contains("token=***"), "\(run.stderr)")
                #expect(!run.stdout.contains(Self.token) && !run.stderr.contains(Self.token))
            }
        }
    }

    @Test func theProgramNeverPrintsTheSecretOrItsHash() throws {
        let secret = "api-secret-5f4e3d2c1b0a"
        try withLoopbackSite(["--secret", "the-right-secret", "--fault", "500"]) { server in
            let run = try Daybands.run(["stats", "--nightscout", server.address], environment: ["NIGHTSCOUT_API_SECRET": secret])
            #expect(run.status == 1)
            #expect(run.stderr.contains("HTTP 401 Unauthorized: check NIGHTSCOUT_API_SECRET"), "\(run.stderr)")
            for leak in [secret, HexDigest.sha1(secret)] {
                #expect(!run.stdout.contains(leak) && !run.stderr.contains(leak))
            }
        }
    }

    @Test(arguments: ["inf", "1e300", "-1"])
    func theProgramRefusesATimeoutThatIsNotAFiniteNumberWithinBounds(_ value: String) throws {
        let run = try Daybands.run(["stats", "--nightscout", "http://127.0.0.1:1/"], environment: ["DAYBANDS_NIGHTSCOUT_TIMEOUT": value])
        #expect(run.status == 2)
        #expect(run.stderr == "daybands: DAYBANDS_NIGHTSCOUT_TIMEOUT takes a number of seconds from 0.001 to 3600\n")
    }

    @Test func theProgramReadsASite() throws {
        try withLoopbackSite(["--days", "1", "--token", Self.token]) { server in
            let run = try Daybands.run(["stats", "--json", "--nightscout", server.address], environment: ["NIGHTSCOUT_TOKEN": Self.token])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("\"readings\" : 288") || run.stdout.contains("\"readings\":288"), "\(run.stdout)")
        }
    }
}

/// The built `daybands` program, run with a clean environment (no token the
/// machine may have set).
enum Daybands {
    static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("daybands")

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "DAYBANDS_NIGHTSCOUT_TIMEOUT": "1"]
            .merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Its output is a few lines: no pipe fills up while the other is read.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}
