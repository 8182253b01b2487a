import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

/// A device status dated after the limit (`FutureRecords`) is set aside
/// whole, by the latest time it carries: its `created_at`, its loop's run or
/// what it enacted.
@Suite struct FutureDeviceStatusTests {
    let at = Fixture.instant

    func read(_ json: String, notAfter limit: Date) throws -> (status: DeviceStatus, warning: String?, ahead: [Date]) {
        let file = InputFile(bytes: Data(json.utf8), name: "status")
        return try NightscoutDeviceStatus(file: file, firstChunk: try file.read()).read(notAfter: limit)
    }

    func record(created: String, run: String, iob: Double) -> String {
        #"{"created_at": "\#(created)", "loop": {"timestamp": "\#(run)", "iob": {"iob": \#(iob)}}}"#
    }

    @Test func aStatusAtTheLimitIsKeptOneAfterItIsSetAside() throws {
        let limit = at("2026-03-14T12:10:00Z")
        let json = "[" + [record(created: "2026-03-14T12:10:00Z", run: "2026-03-14T12:10:00Z", iob: 1.5),
                          record(created: "2026-03-14T12:10:00.001Z", run: "2026-03-14T12:10:00.001Z", iob: 9.99),
                          record(created: "2026-03-14T12:00:00Z", run: "2026-03-15T12:00:00Z", iob: 8)]
            .joined(separator: ",") + "]"
        let (status, warning, ahead) = try read(json, notAfter: limit)
        #expect(status.iob == .init(value: 1.5, time: limit))
        #expect(status.loop?.time == limit)
        #expect(ahead == [at("2026-03-14T12:10:00.001Z"), at("2026-03-15T12:00:00Z")])
        #expect(warning == nil)
    }

    @Test func theWarningNamesTheFirstAndTheSite() {
        let times = [at("2026-03-15T12:00:00Z"), at("2026-03-15T11:00:00Z")]
        #expect(FutureRecords.warning(deviceStatuses: times, source: "ns") == "2 device statuses dated more than 10 min "
            + "in the future set aside from ns, the first at 2026-03-15T11:00:00Z (is a device's clock wrong?)")
        #expect(FutureRecords.warning(deviceStatuses: [], source: "ns") == nil)
        #expect(FutureRecords.brief(deviceStatuses: 1) == "1 device status set aside: dated in the future")
    }
}
