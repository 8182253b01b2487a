import Foundation
import Testing
@testable import DayBands

@Suite("Nightscout JSON import")
struct NightscoutImportTests {
    @Test func entriesKeepSensorReadingsOnceInTimeOrder() throws {
        let report = try Fixture.read("nightscout-entries.json")
        let readings = report.data.readings
        // 142, 131 (posted twice), 129, and the quoted 118 with only a dateString;
        // the meter and calibration records and the error codes 10 and 5 are not readings.
        #expect(readings.map(\.mgdl) == [118, 129, 131, 142])
        #expect(readings.map(\.time) == [
            Fixture.instant("2026-10-01T07:55:00Z"), Fixture.instant("2026-10-01T08:05:00Z"),
            Fixture.instant("2026-10-01T08:10:00Z"), Fixture.instant("2026-10-01T08:20:00Z"),
        ])
        #expect(readings.map(\.trend) == [.singleDown, nil, .flat, .fortyFiveUp])
        #expect(readings.allSatisfy { $0.flag == .measured })
    }

    @Test func entriesCountSensorErrorCodes() throws {
        let report = try Fixture.read("nightscout-entries.json")
        #expect(report.warnings == [
            "2 sensor error codes (sgv below 39) skipped in \(Fixture.path("nightscout-entries.json"))",
            "1 duplicate reading merged in \(Fixture.path("nightscout-entries.json"))",  // 131 posted twice
        ])
    }

    @Test func treatmentsWithInsulinAreDosesWhateverTheirEventType() throws {
        let report = try Fixture.read("nightscout-treatments.json")
        let doses = report.data.doses
        #expect(report.data.readings.isEmpty)
        #expect(report.warnings.isEmpty)
        #expect(doses.map(\.units) == [4.5, 2, 0.3, 1.5])
        #expect(doses.map(\.kind) == ["Meal Bolus", "Correction Bolus", "SMB", "Snack Bolus"])
        #expect(doses.map(\.time) == [
            Fixture.instant("2026-10-01T07:50:00Z"),
            Fixture.instant("2026-10-01T10:00:00Z"),  // 12:00+02:00
            Fixture.instant("2026-10-01T13:05:00Z"),
            Fixture.instant("2026-10-01T19:30:00.500Z"),  // 15:30:00.5-04:00
        ])
    }

    @Test func entriesAndTreatmentsMerge() throws {
        let files = FileSet(paths: [Fixture.path("nightscout-entries.json"), Fixture.path("nightscout-treatments.json")])
        let report = try files.read(in: Fixture.calendar("Europe/Berlin"))
        #expect(report.data.readings.count == 4)
        #expect(report.data.doses.count == 4)
        #expect(report.warnings.count == 2)
        #expect(try files.load(in: Fixture.calendar("UTC")).doses.count == 4)
    }

    @Test func unreadableRecordsAreCountedOnceWithTheFirstLine() throws {
        let report = try Fixture.read("entries-skipped-records.json")
        #expect(report.data.readings.map(\.mgdl) == [129, 142])
        #expect(report.warnings == [
            "3 rows skipped in \(Fixture.path("entries-skipped-records.json")): first at line 3: expected a number in sgv",
        ])
    }

    /// A year of 5-minute entries streams through in one pass; this checks the
    /// result at that size, not the speed (that is `make bench`'s job).
    @Test func aLargeExportReadsCompletely() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("entries.json").path
        let start = 1_790_841_600_000
        let records = (0..<20_000).reversed().map { index in
            #"{"_id":"\#(index)","date":\#(start + index * 300_000),"sgv":\#(60 + index % 200),"direction":"Flat","type":"sgv","noise":1}"#
        }
        try ("[" + records.joined(separator: ",\n") + "]").write(toFile: path, atomically: true, encoding: .utf8)
        let readings = try FileSource(path: path).load(in: Fixture.calendar("UTC")).readings
        #expect(readings.count == 20_000)
        #expect(readings.first?.time == Date(timeIntervalSince1970: Double(start) / 1000))
        #expect(readings.last?.mgdl == Double(60 + 19_999 % 200))
    }
}
