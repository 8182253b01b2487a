import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

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
            "2 sensor error codes (sgv 12 or below) skipped in \(Fixture.path("nightscout-entries.json"))",
            "1 duplicate reading merged in \(Fixture.path("nightscout-entries.json"))",  // 131 posted twice
        ])
    }

    @Test func treatmentsWithInsulinAreDosesWhateverTheirEventType() throws {
        let report = try Fixture.read("nightscout-treatments.json")
        let doses = report.data.doses
        #expect(report.data.readings.isEmpty)
        // The note carries nothing drawn, and is said; the temp basal is a therapy record.
        #expect(report.warnings == ["treatments not shown from \(Fixture.path("nightscout-treatments.json")) (nothing to draw): 1 Note"])
        #expect(report.data.therapy.basal == [BasalEvent(time: Fixture.instant("2026-10-01T11:00:00Z"), duration: 1800, kind: .temp, value: 0.4)])
        #expect(doses.map(\.units) == [4.5, 2, 0.3, 1.5])
        #expect(doses.map(\.automatic) == [false, false, true, false])
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
        #expect(report.warnings.count == 3)
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
        let start = 1_759_305_600_000  // 2025-10-01: the readings stay in the past (records ahead of now are set aside)
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

/// Was a bug: `"type":"SGV"` and `"sgv "` entries vanished without a word,
/// and `"sgv":"50\u0000"0` was read as 50.
@Suite("Nightscout entry types")
struct NightscoutEntryTypeTests {
    @Test func everySpellingOfSgvIsAReadingAndOtherTypesAreSaid() throws {
        let name = "entries-type-variants.json"
        let report = try Fixture.read(name)
        #expect(report.data.readings.map(\.mgdl) == [120, 124, 128, 132, 136])
        // Mean by hand: (120 + 124 + 128 + 132 + 136) / 5 = 128.
        #expect(report.data.readings.reduce(0) { $0 + $1.mgdl } / 5 == 128)
        #expect(report.warnings == [
            "1 row skipped in \(Fixture.path(name)): first at line 9: expected a number in sgv",
            "1 entry of another type than sgv, mbg or cal (first 'sensor') left out in \(Fixture.path(name))",
        ])
    }
}

/// Was a bug: a CSV value `1<NUL>20` beyond the first MiB (where binary
/// content is not looked for) was read as 1 mg/dL.
@Suite("A NUL inside a number")
struct NULInNumberTests {
    @Test func aCSVValueWithANULIsSkippedNotShortened() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("plain.csv").path
        let start = 1_790_812_800
        // 80,000 rows of 120 mg/dL (about 1.2 MB), then the bad one.
        var text = "timestamp,glucose\n"
        for index in 0..<80_000 { text += "\(start + index * 60),120\n" }
        text += "\(start + 80_000 * 60),1\u{0}20\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(text.utf8.count > InputFile.chunkSize)
        let report = try FileSource(path: path).read(in: Fixture.calendar("UTC"))
        #expect(report.data.readings.count == 80_000)
        #expect(report.data.readings.allSatisfy { $0.mgdl == 120 })
        #expect(report.warnings.count == 1)
        #expect(report.warnings.first?.contains("first at line 80002") == true)
    }
}

/// Was a bug: every `sgv` below 39 was skipped as an error code, so real
/// lows from iAPS, xDrip+ and Libre uploaders (a night low 43 -> 32 -> 43)
/// vanished, and Dexcom's LOW of 39 was one step from being thrown away.
/// Only Dexcom's codes (12 and below) are skipped.
@Suite("Nightscout low readings")
struct NightscoutLowReadingTests {
    @Test func readingsDownTo13AreKeptAndOnlyCodesAreSkipped() throws {
        let report = try Fixture.read("nightscout-low-boundaries.json")
        #expect(report.data.readings.map(\.mgdl) == [40, 39, 38, 13])
        #expect(report.data.readings.allSatisfy { $0.flag == .measured })
        #expect(report.skippedRows == 2)
        #expect(report.warnings == [
            "2 sensor error codes (sgv 12 or below) skipped in \(Fixture.path("nightscout-low-boundaries.json"))",
        ])
    }

    @Test func lowsBelowTheSensorFloorCountAsVeryLow() throws {
        let data = try Fixture.read("nightscout-low-boundaries.json").data
        let day = try #require(Timeline(data: data, calendar: Fixture.calendar("UTC"))?.days.first)
        let summary = StatisticsSummary(data: data, days: [day], unit: .mgdl)
        #expect(summary.min?.value == 13)
        #expect(summary.readings == 4)
        #expect(summary.timeInRangesPercent?.veryLow == 100)
    }
}
