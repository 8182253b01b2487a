import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources

/// LibreLinkUp and Dexcom Share against the faults of their loopback fakes
/// (librelinkup.py, dexcom_share.py): each failure said in words naming the
/// service, within the deadline, never a password or token.
@Suite struct FollowerFaultTests {
    static let secrets = ["lluPASS-9b7c3e21", "dexPASS-2c8e4f90", "lluTOKEN-5e8d1c", "dexSESSION-6a2f0b"]

    static func libreLinkUp(_ server: LoopbackSite, timeout: TimeInterval = 2) -> LibreLinkUpSource {
        LibreLinkUpSource(account: LibreLinkUpAccount(email: "parent@example.com", password: Secret("lluPASS-9b7c3e21"),
                                                      patient: "patient-bbbb-2222",
                                                      server: URL(string: "http://127.0.0.1:\(server.port)")!),
                          person: "Leo", timeout: timeout)
    }

    static func dexcom(_ server: LoopbackSite, timeout: TimeInterval = 2) -> DexcomShareSource {
        DexcomShareSource(account: "ana.account", password: Secret("dexPASS-2c8e4f90"),
                          server: DexcomShareServer("http://127.0.0.1:\(server.port)")!, person: "Ana", timeout: timeout)
    }

    /// A server flooding the connection past the deadline: the caller has
    /// its failure at the deadline, not once URLSession's cancel is through
    /// (it waits for a work queue the flood keeps busy: 12 s past a 1 s
    /// deadline on a loaded machine). The size limit is put out of reach so
    /// only the deadline can end the answer.
    @Test func aFloodIsLeftAtTheDeadline() throws {
        try withLoopbackSite(["--fault", "endless"], script: "librelinkup.py") { server in
            let client = ServiceClient(service: "LibreLinkUp", timeout: 1, maximumBytes: 1 << 30)
            let started = Date()
            #expect { _ = try client.send(URL(string: "http://127.0.0.1:\(server.port)/llu/auth/login")!, json: [:], headers: [:]) }
                throws: { "\($0)".contains("no complete answer from LibreLinkUp within 1 s") }
            // The slack is for CI's loaded machine (NightscoutFaultTests' own);
            // the fault this guards took 8 to 14 s.
            #expect(Date().timeIntervalSince(started) < 4.5)
        }
    }

    struct Refused: CustomTestStringConvertible, Sendable {
        var fault: String
        var says: String
        var testDescription: String { fault }
    }

    /// A refusal of the login is said once and never asked again: each
    /// wrong login counts towards the account's lockout.
    @Test(arguments: [
        Refused(fault: "refused", says: "Dexcom Share refused the account name or password (AccountPasswordInvalid); not tried again"),
        // As the SSO servers say a wrong password (pydexcom reads it so).
        Refused(fault: "sso-refused", says: "Dexcom Share refused the account name or password (SSO_InternalError); not tried again"),
        Refused(fault: "max-attempts", says: "Dexcom Share has locked the account after too many failed logins"),
        Refused(fault: "null-account", says: "Dexcom Share refused the login (a null id)"),
        Refused(fault: "null-session", says: "Dexcom Share refused the login (a null id)"),
    ])
    func aDexcomRefusalIsSaidOnceAndNotAskedAgain(_ refused: Refused) throws {
        try withLoopbackSite(["--fault", refused.fault], script: "dexcom_share.py") { server in
            let ana = Self.dexcom(server)
            for _ in 1...3 {
                #expect { try ana.read() } throws: { error in
                    let text = "\(error)"
                    return text.contains(refused.says) && !Self.secrets.contains { text.contains($0) } && !text.contains("\n")
                }
            }
            let requests = try JSONSerialization.jsonObject(with: server.control("log")) as! [[Any]]
            // The null session is the second login's answer; the rest the first's.
            #expect(requests.count == (refused.fault == "null-session" ? 2 : 1))
        }
    }

    struct Fault: CustomTestStringConvertible, Sendable {
        var script: String
        var fault: String
        /// A part of the message the failure must give.
        var says: String
        /// Requests the fake may see over two reads: a refusal kept asks nothing the second time.
        var requests: Int? = nil
        var testDescription: String { "\(script) \(fault)" }
    }

    static let llu = "librelinkup.py", dexcom = "dexcom_share.py"
    static let faults = [
        Fault(script: llu, fault: "hang", says: "no complete answer from LibreLinkUp within 2 s"),
        Fault(script: dexcom, fault: "drip", says: "no complete answer from Dexcom Share within 2 s"),
        // Nothing follows the redirect: one request a read, the login's.
        Fault(script: llu, fault: "redirect-away", says: "LibreLinkUp redirects to another host (http://localhost:", requests: 2),
        Fault(script: dexcom, fault: "redirect-away", says: "Dexcom Share redirects to another host (http://localhost:", requests: 2),
        // The login's own address named, not the server's bare root ('stopped ()' in status).
        Fault(script: llu, fault: "redirect-always", says: "/llu/auth/login: LibreLinkUp redirected the login to a region twice (a loop); stopped"),
        // curl's 'Out of memory' is its word for a header it will not read.
        Fault(script: dexcom, fault: "long-header", says: "the answer could not be read: a header larger than curl reads"),
        Fault(script: llu, fault: "redirect-unknown", says: "LibreLinkUp redirects to a region it does not name ('xx.example.com')"),
        // A proxy's page on an outage is not called a block.
        Fault(script: llu, fault: "html-503", says: "LibreLinkUp is not working (HTTP 503 Service Unavailable, a web page instead of data)"),
        Fault(script: dexcom, fault: "html-502", says: "Dexcom Share is not working (HTTP 502 Bad Gateway, a web page instead of data)"),
        Fault(script: llu, fault: "html", says: "LibreLinkUp answered with a web page (HTTP 403 Forbidden), not data: a block by its firewall (Cloudflare)"),
        // NaN is not JSON: the answer cannot be read, said so (not 'HTTP 200 OK').
        Fault(script: dexcom, fault: "nan", says: "Dexcom Share's answer is not readable JSON"),
        Fault(script: llu, fault: "nan", says: "LibreLinkUp's answer is not readable JSON"),
        // A wait asked is kept until its end: the second read asks nothing.
        Fault(script: llu, fault: "429-retry", says: "LibreLinkUp asks to wait 2 min (HTTP 429, too many requests); not asked again before", requests: 1),
        Fault(script: dexcom, fault: "429-retry", says: "Dexcom Share asks to wait 2 min (HTTP 429, too many requests); not asked again before", requests: 1),
        Fault(script: dexcom, fault: "429", says: "Dexcom Share asks to wait (HTTP 429, too many requests); asked again later", requests: 2),
    ]

    /// Each fault in words naming the service, within the deadline (two
    /// requests at most, the login's and the data's), never a secret.
    @Test(arguments: faults)
    func aServiceFailingIsSaidInWords(_ fault: Fault) throws {
        try withLoopbackSite(["--fault", fault.fault], script: fault.script) { server in
            let source: () throws -> Void
            if fault.script == Self.llu {
                let leo = Self.libreLinkUp(server)
                source = { _ = try leo.read() }
            } else {
                let ana = Self.dexcom(server)
                source = { _ = try ana.read() }
            }
            for _ in 1...2 {
                let started = Date()
                #expect { try source() } throws: { error in
                    let text = "\(error)"
                    return text.contains(fault.says) && !Self.secrets.contains { text.contains($0) } && !text.contains("\n")
                }
                #expect(Date().timeIntervalSince(started) < 6)
            }
            if let expected = fault.requests {
                let requests = try JSONSerialization.jsonObject(with: server.control("log")) as! [[Any]]
                #expect(requests.count == expected)
            }
        }
    }

    /// The live row and the people list say a refusal by its words: its
    /// address was the first clause, so the row read 'unreachable since
    /// 13:21: http://127.0.0.1:44415/llu/connections'.
    @Test func aRefusalIsTheLiveRowsReasonInWords() throws {
        try withLoopbackSite(["--fault", "429-retry"], script: Self.llu) { server in
            let error = #expect(throws: Refusal.self) { try Self.libreLinkUp(server).read() }
            let reason = error.map(SiteContact.reason(of:)) ?? ""
            #expect(reason.hasPrefix("LibreLinkUp asks to wait 2 min") && !reason.contains("http"), "\(reason)")
        }
    }

    /// Readings dated before what the service keeps are set apart and said,
    /// never drawn or archived at a wrong time: LibreLinkUp's day-first date
    /// read month first (4 Dec as 12 April), Share's clock a year behind.
    @Test func readingsOlderThanTheServiceKeepsAreSetApart() throws {
        try withLoopbackSite(["--fault", "lastyear"], script: Self.dexcom) { server in
            let report = try Self.dexcom(server).read()
            #expect(report.data.readings.isEmpty)
            #expect(report.warnings.contains { $0.hasPrefix("288 readings dated before what Dexcom Share (Ana) keeps (24 hours) set aside") })
        }
        try withLoopbackSite(["--fault", "dayfirst"], script: Self.llu) { server in
            let report = try Self.libreLinkUp(server).read()
            // Whatever the day: no reading is kept away from the last 12 hours.
            let oldest = Date().addingTimeInterval(-36 * 3_600)
            #expect(report.data.readings.allSatisfy { $0.time >= oldest })
        }
    }
}
