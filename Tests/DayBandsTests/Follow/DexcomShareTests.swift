import Foundation
import Testing
@testable import DayBandsSources

/// `DexcomShareSource` against Tests/NightscoutServer/dexcom_share.py: the
/// publisher's login, a session that expires, a wrong password.
@Suite struct DexcomShareTests {
    static let password = "dexPASS-2c8e4f90"

    func source(_ server: LoopbackSite, password: String = password) -> DexcomShareSource {
        DexcomShareSource(account: "ana.account", password: Secret(password),
                          server: DexcomShareServer("http://127.0.0.1:\(server.port)")!, person: "Ana", timeout: 5)
    }

    func log(_ server: LoopbackSite) throws -> [(endpoint: String, query: [String: String])] {
        let entries = try JSONSerialization.jsonObject(with: server.control("log")) as! [[Any]]
        return entries.map { (($0[0] as? String) ?? "", $0[1] as! [String: String]) }
    }

    @Test func readsTheLastDayAfterThePublishersLogin() throws {
        try withLoopbackSite(script: "dexcom_share.py") { server in
            let readings = try source(server).read().data.readings
            #expect(readings.count == 288)
            #expect(readings.last?.mgdl == 80 && readings.last?.trend == .singleDown)
            let requests = try log(server)
            #expect(requests.map(\.endpoint) == ["General/AuthenticatePublisherAccount", "General/LoginPublisherAccountById",
                                                 "Publisher/ReadPublisherLatestGlucoseValues"])
            #expect(requests[2].query["minutes"] == "1440" && requests[2].query["maxCount"] == "288")
        }
    }

    @Test func anExpiredSessionIsReplacedOnceAndAPollAsksOnlyItsWindow() throws {
        try withLoopbackSite(script: "dexcom_share.py") { server in
            let ana = source(server)
            let held = try ana.read().data.readings
            try server.control("expire")
            let (report, _) = try ana.poll(newest: held.last!.time, lookBack: 3_600)
            #expect(report.data.readings.map(\.mgdl) == held.suffix(report.data.readings.count).map(\.mgdl))
            #expect(report.data.readings.count >= 12 && report.data.readings.count <= 14)
            let requests = try log(server)
            #expect(requests.suffix(4).map(\.endpoint) == ["Publisher/ReadPublisherLatestGlucoseValues", "General/AuthenticatePublisherAccount",
                                                           "General/LoginPublisherAccountById", "Publisher/ReadPublisherLatestGlucoseValues"])
            let minutes = Int(requests.last!.query["minutes"]!)!
            #expect(minutes > 60 && minutes < 70)
        }
    }

    @Test func aWrongPasswordIsOneLineNeverRetried() throws {
        try withLoopbackSite(script: "dexcom_share.py") { server in
            let wrong = source(server, password: "not-it-either")
            for _ in 1...3 {
                #expect {
                    try wrong.read()
                } throws: { error in
                    let text = "\(error)"
                    return text.contains("refused the account name or password (AccountPasswordInvalid)") && !text.contains("not-it-either")
                        && !text.contains("\n")
                }
            }
            let found1 = try log(server).count
            #expect(found1 == 1)
        }
    }

    @Test(arguments: [
        ("Date(1691455258000)", 1_691_455_258.0, nil),
        ("Date(1691455258000-0400)", 1_691_455_258.0, -14_400),
        ("/Date(1691455258123+0530)/", 1_691_455_258.123, 19_800),
    ] as [(String, Double, Int?)])
    func readsShareTimesWithEitherSignOrNoOffset(text: String, seconds: Double, offset: Int?) throws {
        let date = try #require(DexcomShareValue.date(text))
        #expect(date.instant.timeIntervalSince1970 == seconds && date.offset == offset)
    }

    @Test func refusesMalformedTimesAndReadsTrendWords() {
        for text in ["Date()", "Date(12a)", "Date(1691455258000+04)", "Date(1691455258000*0400)", "1691455258000", "Date(1691455258000+2400)"] {
            #expect(DexcomShareValue.date(text) == nil, "\(text)")
        }
        #expect(["DoubleUp", "Flat", "DoubleDown", "None", "NotComputable", "RateOutOfRange"].map(DexcomShareValue.trend)
            == [.doubleUp, .flat, .doubleDown, nil, nil, nil])
        #expect([1, 4, 7, 0, 8].map { DexcomShareValue.trend(NSNumber(value: $0)) } == [.doubleUp, .flat, .doubleDown, nil, nil])
    }

    @Test func serversAndApplicationIDs() {
        #expect(DexcomShareServer("us")?.base.absoluteString == "https://share2.dexcom.com/ShareWebServices/Services")
        #expect(DexcomShareServer("ous")?.base.absoluteString == "https://shareous1.dexcom.com/ShareWebServices/Services")
        #expect(DexcomShareServer("jp")?.applicationID == "d8665ade-9673-4e27-9ff6-92db4ce13d13")
        #expect(DexcomShareServer("https://shareous1.dexcom.com") == .outsideUS)
        #expect(DexcomShareServer("https://share.dexcom.jp") == .japan)
        #expect(DexcomShareServer("eu") == nil && DexcomShareServer("ftp://x") == nil)
    }
}
