import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

/// Carbs from every source that has them, kept for the callout: plausible
/// amounts only (0 to 500 g), the rest counted in the skipped-rows warning.
@Suite("Carb import")
struct CarbImportTests {
    @Test func nightscoutTreatmentsWithCarbsAreCarbEntriesWhateverTheirEventType() throws {
        let name = "nightscout-treatments-carbs.json"
        let report = try Fixture.read(name)
        let carbs = report.data.carbs
        #expect(carbs.map(\.grams) == [45, 15, 12.5])  // 15 quoted; 0 is no carbs
        #expect(carbs.map(\.kind) == ["Meal Bolus", "Carb Correction", "Announcement"])
        #expect(carbs.map(\.time) == [
            Fixture.instant("2026-10-01T07:50:00Z"), Fixture.instant("2026-10-01T08:10:00Z"),
            Fixture.instant("2026-10-01T19:30:00Z"),  // 15:30-04:00
        ])
        // The meal bolus with -20 g keeps its insulin; the record is counted once.
        #expect(report.data.doses.map(\.units) == [4.5, 3])
        // -20 g, 900 g, Infinity, 1970 and no created_at.
        #expect(report.warnings == [
            "5 rows skipped in \(Fixture.path(name)): first at line 5: expected carbs from 0 to 500 g, found -20 g",
            "treatments not shown from \(Fixture.path(name)) (nothing to draw): 1 Note",
        ])
    }

    @Test func theExistingTreatmentsFixtureHasItsCarbsToo() throws {
        let report = try Fixture.read("nightscout-treatments.json")
        #expect(report.data.carbs.map(\.grams) == [45, 15, 12])
        #expect(report.warnings == ["treatments not shown from \(Fixture.path("nightscout-treatments.json")) (nothing to draw): 1 Note"])
    }

    @Test func carbsOnlyTreatmentsAreReadNotAnEmptyFile() throws {
        let data = try FileSet(paths: [Fixture.path("nightscout-entries.json"), Fixture.path("nightscout-treatments-carbs.json")])
            .load(in: Fixture.calendar("UTC"))
        #expect(data.readings.count == 4)
        #expect(data.carbs.count == 3)
        let window = DateInterval(start: Fixture.instant("2026-10-01T07:30:00Z"), end: Fixture.instant("2026-10-01T08:30:00Z"))
        #expect(data.carbs(in: window).map(\.grams) == [45, 15])
    }

    @Test func clarityCarbsRowsAreCarbEntries() throws {
        let name = "clarity-carbs.csv"
        let report = try Fixture.read(name)
        #expect(report.data.readings.map(\.mgdl) == [118, 124])
        #expect(report.data.doses.map(\.units) == [4])
        #expect(report.data.carbs.map(\.grams) == [45, 12.5])
        #expect(report.data.carbs.map(\.time) == [Fixture.instant("2026-10-01T07:50:00Z"), Fixture.instant("2026-10-01T08:15:00Z")])
        // Empty, 600, -5 and a 1999 date; 0 g is no carbs; Exercise is not read.
        #expect(report.warnings == ["4 rows skipped in \(Fixture.path(name)): first at line 10: expected carb grams, found ''"])
    }

    @Test func clarityCarbsAreLocalTimes() throws {
        let data = try Fixture.read("clarity-fallback-new-york.csv", zone: "America/New_York").data
        #expect(data.carbs.map(\.grams) == [40])
        #expect(data.carbs.map(\.time) == [Fixture.instant("2026-11-01T12:35:00Z")])
    }

    /// Servings-only food rows are skipped and counted, not converted: the
    /// grams per serving are a reader setting the export does not carry.
    @Test func libreViewFoodRowsWithGramsAreCarbEntries() throws {
        let name = "libreview-carbs.csv"
        let report = try Fixture.read(name)
        #expect(report.data.readings.map(\.mgdl) == [118, 124])
        #expect(report.data.doses.map(\.units) == [4.5])
        #expect(report.data.carbs.map(\.grams) == [45, 30])  // 30 g (2 servings) by its grams
        #expect(report.data.carbs.map(\.kind) == ["Food", "Food"])
        #expect(report.data.carbs.map(\.time) == [Fixture.instant("2026-09-30T08:00:00Z"), Fixture.instant("2026-09-30T12:30:00Z")])
        // Servings only, -10, 1000 and 'lots'; Non-numeric Food alone and 0 g are no amount, said with the note.
        #expect(report.warnings == [
            "4 rows skipped in \(Fixture.path(name)): first at line 8: "
                + "expected Carbohydrates (grams), found only 3 servings (grams per serving are not in the export)",
            "rows not shown from \(Fixture.path(name)) (nothing to draw): 2 Food without an amount (Record Type 5), 1 Note (Record Type 6)",
        ])
        #expect(report.skippedRows == 7)
    }

    @Test func libreViewFoodIsLocalTime() throws {
        let report = try Fixture.read("libreview-us-fallback.csv", zone: "America/New_York")
        #expect(report.data.carbs.map(\.grams) == [45])
        #expect(report.data.carbs.map(\.time) == [Fixture.instant("2026-11-01T13:00:00Z")])
        #expect(report.warnings == ["rows not shown from \(Fixture.path("libreview-us-fallback.csv")) (nothing to draw): 1 Note (Record Type 6)"])
    }

    @Test func glucoseDataKeepsCarbsSortedAndMerged() {
        let t = { (minute: Double) in Date(timeIntervalSince1970: 1_790_000_000 + minute * 60) }
        let first = GlucoseData(readings: [], carbs: [CarbEntry(time: t(30), grams: 20), CarbEntry(time: t(0), grams: 10)])
        #expect(first.carbs.map(\.grams) == [10, 20])
        let merged = first.merged(with: GlucoseData(readings: [], doses: [InsulinDose(time: t(5), units: 1)],
                                                    carbs: [CarbEntry(time: t(10), grams: 15)]))
        #expect(merged.carbs.map(\.grams) == [10, 15, 20])
        #expect(merged.doses.count == 1)
        #expect(merged.carbs(in: DateInterval(start: t(0), end: t(30))).map(\.grams) == [10, 15])  // half-open
        #expect(GlucoseData(readings: []).carbs.isEmpty)
    }
}
