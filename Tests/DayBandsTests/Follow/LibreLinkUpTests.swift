import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources

/// `LibreLinkUpSource` against Tests/NightscoutServer/librelinkup.py: two
/// patients, a region redirect, a lockout, a minimum version, a Cloudflare page.
@Suite struct LibreLinkUpTests {
    static let password = "lluPASS-9b7c3e21"
    static let leo = "patient-bbbb-2222"

    func source(_ server: LoopbackSite, password: String = password, patient: String? = leo, version: String? = nil) -> LibreLinkUpSource {
        LibreLinkUpSource(account: LibreLinkUpAccount(email: "parent@example.com", password: Secret(password), patient: patient,
                                                      server: URL(string: "http://127.0.0.1:\(server.port)")!, version: version),
                          person: "Leo", timeout: 5)
    }

    func log(_ server: LoopbackSite) throws -> [(method: String, path: String, headers: [String: String])] {
        let entries = try JSONSerialization.jsonObject(with: server.control("log")) as! [[Any]]
        return entries.map { ($0[0] as! String, $0[1] as! String, $0[2] as! [String: String]) }
    }

    @Test func readsTheChosenPatientsGraphAndCurrentReading() throws {
        try withLoopbackSite(script: "librelinkup.py") { server in
            let report = try source(server).read()
            let readings = report.data.readings
            // 48 graph points every 15 minutes, then the current one: Leo's, 62 and falling.
            #expect(readings.count == 49)
            #expect(readings.last?.mgdl == 62 && readings.last?.trend == .singleDown)
            #expect(readings.first?.mgdl == 122)
            #expect(report.data.series.map(\.name) == ["LibreLinkUp"])
            let requests = try log(server)
            #expect(requests.map(\.path) == ["/llu/auth/login", "/llu/connections", "/llu/connections/\(Self.leo)/graph"])
            for request in requests {
                #expect(request.headers["product"] == "llu.android" && request.headers["version"] == "4.16.0")
            }
            #expect(requests[1].headers["account-id"] == HexDigest.sha256("user-0f1e2d3c-aaaa"))
            #expect(requests[1].headers["authorization"]?.hasPrefix("Bearer lluTOKEN-") == true)
        }
    }

    @Test func sha256IsLowerCaseHex() {
        #expect(HexDigest.sha256("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func severalPatientsAndNoneChosenIsRefusedNamingThem() throws {
        try withLoopbackSite(script: "librelinkup.py") { server in
            #expect {
                try source(server, patient: nil).read()
            } throws: { error in
                let text = "\(error)"
                return text.contains("follows 2 people") && text.contains("'Mia Lind' (patient 'patient-aaaa-1111')")
                    && text.contains("'Leo Lind' (patient 'patient-bbbb-2222')") && text.contains("patient = ID in [person Leo]")
            }
            let found1 = try log(server).map(\.path).last
            #expect(found1 == "/llu/connections")
            #expect(throws: DataError.self) { try source(server, patient: "patient-zzzz").read() }
        }
        // An account listed with thousands: ten are named, the rest counted.
        try withLoopbackSite(["--patients", "2000"], script: "librelinkup.py") { server in
            #expect {
                try source(server, patient: nil).read()
            } throws: { error in
                let text = "\(error)"
                return text.contains("follows 2000 people") && text.contains("'Kid9 Lind' (patient 'patient-0009') and 1990 more")
                    && !text.contains("Kid10 ") && text.count < 1_000
            }
        }
        // One patient: it is the one, without patient =.
        try withLoopbackSite(["--patients", "1"], script: "librelinkup.py") { server in
            let found2 = try source(server, patient: nil).read().data.readings.last?.mgdl
            #expect(found2 == 100)
        }
    }

    @Test func theRegionRedirectLogsInAgainAtTheServerGiven() throws {
        try withLoopbackSite(script: "librelinkup.py") { server in
            try server.control("fault=redirect")
            let found3 = try source(server).read().data.readings.count
            #expect(found3 == 49)
            let found4 = try log(server).map(\.path).prefix(2)
            #expect(found4 == ["/llu/auth/login", "/llu/auth/login"])
        }
        #expect(LibreLinkUpAccount.regionServer("eu") == URL(string: "https://api-eu.libreview.io"))
        #expect(LibreLinkUpAccount.regionServer("eu.evil.com/") == nil)
        #expect(LibreLinkUpAccount(email: "a", password: Secret("b")).server == URL(string: "https://api.libreview.io"))
    }

    @Test func aWrongPasswordIsSaidOnceAndNeverRetriedAndTheLockoutIsKept() throws {
        try withLoopbackSite(script: "librelinkup.py") { server in
            let wrong = source(server, password: "not-it")
            for _ in 1...2 {
                #expect { try wrong.read() } throws: { "\($0)".contains("refused the e-mail or password (status 2)") && !"\($0)".contains("not-it") }
            }
            let found5 = try log(server).count
            #expect(found5 == 1)
            // Two more wrong logins lock the account; the right password then meets the lockout.
            _ = try? source(server, password: "not-it").read()
            _ = try? source(server, password: "not-it").read()
            let right = source(server)
            for _ in 1...2 {
                #expect { try right.read() } throws: { "\($0)".contains("locked the login for 5 min after failed attempts (429)") }
            }
            let found6 = try log(server).count
            #expect(found6 == 4)
        }
    }

    @Test func theMinimumVersionIsSaidInOneLine() throws {
        try withLoopbackSite(["--minimum", "4.20.0"], script: "librelinkup.py") { server in
            #expect {
                try source(server).read()
            } throws: { error in
                "\(error)".contains("wants app version '4.20.0' or later (status 920)") && "\(error)".contains("librelinkup-version")
                    && !"\(error)".contains("\n")
            }
            let found7 = try source(server, version: "4.20.0").read().data.readings.count
            #expect(found7 == 49)
        }
    }

    @Test func aCloudflarePageIsSaidForWhatItIs() throws {
        try withLoopbackSite(script: "librelinkup.py") { server in
            try server.control("fault=html")
            #expect { try source(server).read() } throws: { "\($0)".contains("web page (HTTP 403 Forbidden)") && "\($0)".contains("Cloudflare") }
        }
    }

    @Test func anExpiredTokenIsReplacedByOneLogin() throws {
        try withLoopbackSite(script: "librelinkup.py") { server in
            let leo = source(server)
            _ = try leo.read()
            try server.control("fault=expire")
            // Within the graph's 5 minutes a poll asks the connections only.
            let (report, future) = try leo.poll(newest: Date(), lookBack: 3_600)
            #expect(report.data.readings.map(\.mgdl) == [62] && future.isEmpty)
            let found8 = try log(server).map(\.path).suffix(3)
            #expect(found8 == ["/llu/connections", "/llu/auth/login", "/llu/connections"])
        }
    }

    @Test func measurementsReadTheFactoryTimeInUTCTheArrowAndTheSensorsBounds() throws {
        let item: [String: Any] = ["FactoryTimestamp": "12/3/2026 1:05:09 PM", "Timestamp": "12/3/2026 2:05:09 PM",
                                   "ValueInMgPerDl": 39, "TrendArrow": 2, "isLow": true, "isHigh": false]
        let reading = try #require(LibreLinkUpMeasurement.reading(item))
        #expect(reading.time == ISO8601DateFormatter().date(from: "2026-12-03T13:05:09Z"))
        #expect(reading.trend == .fortyFiveDown && reading.flag == .belowSensorRange)
        var midnight = item
        midnight["FactoryTimestamp"] = "1/1/2027 12:00:00 AM"
        #expect(LibreLinkUpMeasurement.reading(midnight)?.time == ISO8601DateFormatter().date(from: "2027-01-01T00:00:00Z"))
        #expect([0, 1, 3, 5, 6].map(LibreLinkUpMeasurement.trend) == [nil, .singleDown, .flat, .singleUp, nil])
        var implausible = item
        implausible["ValueInMgPerDl"] = 0
        #expect(LibreLinkUpMeasurement.reading(implausible) == nil)
        let report = LibreLinkUpSource.report([item, implausible], source: "LibreLinkUp (Leo)")
        #expect(report.skippedRows == 1 && report.warnings == ["LibreLinkUp (Leo): 1 item skipped: expected a FactoryTimestamp and a glucose from 1 to 1000 mg/dL"])
    }
}
