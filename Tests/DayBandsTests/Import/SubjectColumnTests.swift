import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

/// A long table of several people's readings (iglu's `id,time,gl`, written
/// by R with its row-name column): one subject is read, the others are named.
@Suite("Plain CSV subject column")
struct SubjectColumnTests {
    static let name = "plain-subjects-long.csv"

    static func read(subject: String?) throws -> LoadReport {
        try FileSource(path: Fixture.path(name), subject: subject).read(in: Fixture.calendar("UTC"))
    }

    @Test func theFirstRowsSubjectIsReadAndTheOthersAreSaid() throws {
        let report = try Self.read(subject: nil)
        #expect(report.data.readings.map(\.mgdl) == [150, 142, 61])
        #expect(report.data.readings.map(\.time) == ["2026-03-02T08:00:11Z", "2026-03-02T08:05:11Z", "2026-03-02T08:10:12Z"].map(Fixture.instant))
        #expect(report.data.series.map(\.name) == ["Subject A"])
        let path = Fixture.path(Self.name)
        #expect(report.warnings == [
            "\(path) holds 3 subjects: shown 'Subject A'; 3 rows of 'Subject B', 'Subject C' left out (--subject NAME shows another)",
            "1 row skipped in \(path): first at line 8: expected a glucose number, found 'not a number'",
        ])
    }

    @Test func theSubjectAskedForIsRead() throws {
        let report = try Self.read(subject: "Subject B")
        #expect(report.data.readings.map(\.mgdl) == [250, 262])
        #expect(report.data.series.map(\.name) == ["Subject B"])
        #expect(report.warnings.first?.contains("shown 'Subject B'; 5 rows of 'Subject A', 'Subject C' left out") == true)
    }

    @Test func aSubjectTheTableLacksIsAnErrorNamingThoseItHas() {
        #expect(throws: DataError(source: Fixture.path(Self.name), message:
            "holds no subject 'Nobody'; its subjects: 'Subject A', 'Subject B', 'Subject C'")) {
            try Self.read(subject: "Nobody")
        }
    }

    @Test func aSubjectOfAFileWithoutASubjectColumnIsAnError() throws {
        #expect(throws: DataError.self) { try FileSource(path: Fixture.path("plain.csv"), subject: "A").read(in: Fixture.calendar("UTC")) }
        #expect(throws: DataError.self) { try FileSource(path: Fixture.path("plain-epoch.csv"), subject: "A").read(in: Fixture.calendar("UTC")) }
    }

    /// Subject names come from the file: a long one is shortened in the line.
    @Test func subjectNamesAreShortened() throws {
        let long = String(repeating: "x", count: 5_000)
        let report = try Self.write("subject,time,gl\nA,2026-03-02 08:00:00,120\nA,2026-03-02 08:05:00,121\n\(long),2026-03-02 08:05:00,130\n")
        #expect(report.data.readings.map(\.mgdl) == [120, 121])
        let line = try #require(report.warnings.first)
        #expect(line.count < 1_000)
    }

    /// An `id` whose first two rows differ is each record's own id, not a person.
    @Test func anIdColumnOfRecordIdsIsNoSubject() throws {
        let report = try Self.write("id,time,gl\n17,2026-03-02 08:00:00,120\n18,2026-03-02 08:05:00,130\n19,2026-03-02 08:10:00,140\n")
        #expect(report.data.readings.map(\.mgdl) == [120, 130, 140])
        #expect(report.warnings.isEmpty)
    }

    /// A `subject` column is a person's whatever its first rows hold.
    @Test func aSubjectColumnOfOneRowEachStillSeparatesPeople() throws {
        let report = try Self.write("subject,time,gl\nA,2026-03-02 08:00:00,120\nB,2026-03-02 08:05:00,130\n")
        #expect(report.data.readings.map(\.mgdl) == [120])
        #expect(report.warnings.count == 1)
    }

    static func write(_ text: String) throws -> LoadReport {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("subjects-\(UUID().uuidString).csv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return try FileSource(path: path).read(in: Fixture.calendar("UTC"))
    }
}
