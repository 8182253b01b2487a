import Foundation
import Testing
@testable import DayBandsImport

/// Was a bug: two readings at one instant with different values (130 and
/// 180 at 08:35) were both kept without a word. Both are still kept (neither
/// can be chosen) and drawn, and the load now says so once.
@Suite("Conflicting readings")
struct ConflictingReadingsTests {
    @Test func sameTimeDifferentValuesIsSaid() throws {
        let name = "plain/implausible-glucose-kept.csv"
        let report = try Regression.read(name)
        #expect(report.data.readings.filter { $0.time == Fixture.instant("2026-10-01T08:35:00Z") }.map(\.mgdl) == [130, 180])
        #expect(report.warnings.last == "1 time has two different readings in \(Regression.path(name)): "
            + "first at 2026-10-01T08:35:00Z (130 and 180 mg/dL); both are shown")
    }

    /// Was a bug: an mmol/L file's conflict was said in mg/dL with four
    /// decimals (`88.2764 and 90.078 mg/dL`). It is said as the file writes
    /// it; a decimal more only when two values would otherwise read the same.
    @Test func aConflictIsSaidInTheFilesUnit() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-mmol-\(UUID().uuidString).csv").path
        try Data("date,time,glucose (mmol/L)\n2026-10-01,08:00,4.9\n2026-10-01,08:00,5.0\n2026-10-01,08:05,5.2\n".utf8)
            .write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let report = try FileSet(paths: [path]).read(in: Fixture.calendar("UTC"))
        #expect(report.warnings.last?.hasSuffix("first at 2026-10-01T08:00:00Z (4.9 and 5.0 mmol/L); both are shown") == true,
                "\(report.warnings)")
        #expect(Plausible.glucoseText([88.2764, 90.078], unit: .mmol) == ["4.9", "5.0"])
        #expect(Plausible.glucoseText([88.2764, 88.0], unit: .mgdl) == ["88.3", "88.0"], "88 and 88 would read as one value")
        #expect(Plausible.glucoseText([130, 180], unit: .mgdl) == ["130", "180"])
    }

    /// Copies are merged, and the merge is said (nothing merged without a word).
    @Test func theSameReadingTwiceIsOneReadingAndOneLine() throws {
        let set = FileSet(paths: [Fixture.path("plain.csv"), Fixture.path("plain.csv")])
        let report = try set.read(in: Fixture.calendar("UTC"))
        #expect(report.data.readings.count == 3)
        #expect(report.warnings == ["3 duplicate readings merged in \(set.name)"])
    }
}
