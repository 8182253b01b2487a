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
}
