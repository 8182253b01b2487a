import Foundation
import Testing
@testable import DayBands

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

    /// Copies are merged, and the merge is said (nothing merged without a word).
    @Test func theSameReadingTwiceIsOneReadingAndOneLine() throws {
        let set = FileSet(paths: [Fixture.path("plain.csv"), Fixture.path("plain.csv")])
        let report = try set.read(in: Fixture.calendar("UTC"))
        #expect(report.data.readings.count == 3)
        #expect(report.warnings == ["3 duplicate readings merged in \(set.name)"])
    }
}
