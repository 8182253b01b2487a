import Foundation
import Testing
@testable import DayBands

@Suite("Plain CSV import")
struct PlainCSVImportTests {
    @Test func zonedTimestampsAndUnitsPerRow() throws {
        let report = try Fixture.read("plain.csv", zone: "America/New_York")
        #expect(report.warnings.isEmpty)
        #expect(report.data.readings.map(\.time) == [
            Fixture.instant("2026-10-01T08:00:00Z"), Fixture.instant("2026-10-01T08:05:00Z"),
            Fixture.instant("2026-10-01T08:10:00.250Z"),
        ])
        #expect(report.data.readings.map(\.mgdl) == [120, 6.5 * GlucoseUnit.mgdlPerMmol, 131])
    }

    /// Europe/Berlin repeats 02:00-02:59 on 2026-10-25: the times going back
    /// are the second 02:00 and 02:30 (CET), after the first ones (CEST).
    @Test func localTimesKeepTheRepeatedHourInOrder() throws {
        let report = try Fixture.read("plain-local-fallback.csv", zone: "Europe/Berlin")
        #expect(report.data.readings.map(\.mgdl) == [110, 112, 115, 117, 119, 121])
        #expect(report.data.readings.map(\.time) == [
            "2026-10-24T23:30:00Z", "2026-10-25T00:00:00Z", "2026-10-25T00:30:00Z",
            "2026-10-25T01:00:00Z", "2026-10-25T01:30:00Z", "2026-10-25T02:00:00Z",
        ].map(Fixture.instant))
    }

    @Test func headerNamingMmolSetsTheUnitAndBadRowsAreReportedOnce() throws {
        let path = Fixture.path("plain-skipped-rows.csv")
        let report = try Fixture.read("plain-skipped-rows.csv")
        #expect(report.data.readings.map(\.mgdl) == [5.5 * GlucoseUnit.mgdlPerMmol, 6.2])
        #expect(report.warnings == ["3 rows skipped in \(path): first at line 3: expected a glucose number, found 'not a number'"])
    }
}
