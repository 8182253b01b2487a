import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

/// An `archive export` CSV read back (`ArchiveCSV`): each row read as
/// written, or skipped with its line and what was wrong (fields, time,
/// value, flag, sampling, record kind), never a crash; a file of bad rows
/// only is refused.
struct ArchiveExportRowsTests {
    static let header = "record,time,value,trend,flag,kind,series,sampling"

    func read(_ rows: [String], header: String = header) throws -> (report: LoadReport, path: String) {
        let path = NSTemporaryDirectory() + "daybands-export-\(UUID().uuidString).csv"
        try ([header] + rows).joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return (try FileSource(path: path).read(in: TestData.utc), path)
    }

    @Test func eachRecordReadsAsItWasWritten() throws {
        let (report, _) = try read([
            "reading,2026-03-10T08:00:00Z,39.5,SingleDown,belowSensorRange,,G6,periodic",
            "reading,2026-03-10T08:05:00Z,401,,aboveSensorRange,,G6,periodic",
            "reading,2026-03-10T08:06:00Z,99.0918,,measured,,Libre,scans",
            "insulin,2026-03-10T08:00:00Z,0.35,,,\"SMB, \"\"auto\"\"\",,",
            "carbs,2026-03-10T08:05:00Z,12.5,,,Snack,,",
            "insulin,2026-03-10T09:00:00Z,0,,,Bolus,,",
        ])
        let data = report.data
        #expect(data.readings.map(\.mgdl) == [39.5, 401, 99.0918])
        #expect(data.readings.map(\.trend) == [.singleDown, nil, nil])
        #expect(data.readings.map(\.flag) == [.belowSensorRange, .aboveSensorRange, .measured])
        #expect(data.series == [GlucoseSeries(name: "G6", sampling: .periodic), GlucoseSeries(name: "Libre", sampling: .scans)])
        #expect(data.readings.map(\.series) == [0, 0, 1])
        #expect(data.doses.map(\.units) == [0.35] && data.doses.map(\.kind) == ["SMB, \"auto\""])
        #expect(data.carbs.map(\.grams) == [12.5] && data.carbs.map(\.kind) == ["Snack"])
        #expect(report.skippedRows == 0 && report.warnings.isEmpty, "a dose of 0 U is none, not a bad row")
    }

    /// Each bad row on its own, as the first one said (a good row keeps the file read).
    @Test(arguments: [
        ("reading,2026-03-10T08:05:00Z,120,Flat,measured,,G6", "expected 8 fields, found 7"),
        ("reading,2026-03-10 08:05,120,Flat,measured,,G6,periodic", "expected an ISO 8601 time with a zone, found '2026-03-10 08:05'"),
        ("reading,2026-03-10T08:05:00Z,high,Flat,measured,,G6,periodic", "expected a glucose number in mg/dL, found 'high'"),
        ("reading,2026-03-10T08:05:00Z,nan,Flat,measured,,G6,periodic", "expected a glucose number in mg/dL, found 'nan'"),
        ("reading,2026-03-10T08:05:00Z,120,Flat,MEASURED,,G6,periodic",
         "expected a flag measured, belowSensorRange or aboveSensorRange, found 'MEASURED'"),
        ("reading,2026-03-10T08:05:00Z,120,Flat,measured,,G6,now and then", "expected a sampling periodic or scans, found 'now and then'"),
        ("basal,2026-03-10T08:05:00Z,1,,,,,", "expected a record reading, insulin or carbs, found 'basal'"),
    ])
    func aBadRowIsSkippedAndSaidWithItsLine(row: String, said: String) throws {
        let (report, path) = try read(["reading,2026-03-10T08:00:00Z,120,Flat,measured,,G6,periodic", row])
        #expect(report.data.readings.count == 1)
        #expect(report.skippedRows == 1)
        #expect(report.warnings == ["1 row skipped in \(path): first at line 3: \(said)"])
    }

    /// An implausible glucose, time or amount is skipped with the rule's words, as in every importer.
    @Test func implausibleValuesAreSkipped() throws {
        let (report, _) = try read([
            "reading,2026-03-10T08:00:00Z,120,Flat,measured,,G6,periodic",
            "reading,2026-03-10T08:05:00Z,5000,Flat,measured,,G6,periodic",
            "reading,1901-03-10T08:05:00Z,120,Flat,measured,,G6,periodic",
            "insulin,2026-03-10T08:05:00Z,-2,,,Bolus,,",
            "carbs,2026-03-10T08:05:00Z,lots,,,Carbs,,",
        ])
        #expect(report.data.readings.count == 1 && report.data.doses.isEmpty && report.data.carbs.isEmpty)
        #expect(report.skippedRows == 4)
    }

    @Test func aFileOfBadRowsOnlyIsRefused() throws {
        #expect(throws: DataError.self) {
            try read(["reading,2026-03-10T08:00:00Z,high,Flat,measured,,G6,periodic"])
        }
    }
}
