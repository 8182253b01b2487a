import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

@Suite("Tidepool JSON import")
struct TidepoolImportTests {
    /// Tidepool stores mmol/L rounded to 5 decimals after dividing by its
    /// factor; the fixture's values were made so from 120, 128 and 134 mg/dL.
    @Test func readingsDosesAndCarbs() throws {
        let file = try InputFile(path: Fixture.path("tidepool.json"))
        #expect(try DataFormat.detect(file.read(), source: "tidepool.json") == .tidepoolJSON)
        let report = try Fixture.read("tidepool.json")
        let readings = report.data.readings
        // Back with the same factor, independent of the reader: round(mg / f, 5) * f.
        let factor = 18.01559
        let expected = [120.0, 128, 134].map { ($0 / factor * 100_000).rounded() / 100_000 * factor } + [140]
        #expect(readings.count == 4)
        #expect(zip(readings.map(\.mgdl), expected).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(readings.map { GlucoseUnit.mgdl.format(mgdl: $0.mgdl) } == ["120", "128", "134", "140"])
        #expect(readings.map(\.time) == ["08:00", "08:05", "08:10", "08:15"].map { Fixture.instant("2026-10-01T\($0):00Z") })
        // The wizard's nested bolus is not a second dose; the dual bolus is 2 + 1.5 U.
        #expect(report.data.doses.map(\.units) == [4.5, 3.5])
        #expect(report.data.doses.map(\.kind) == ["normal", "dual/square"])
        #expect(report.data.carbs.map(\.grams) == [45, 15])
        #expect(report.data.carbs.map(\.kind) == ["Bolus Wizard", "Food"])
        #expect(report.warnings == ["1 meter reading (smbg) in \(Fixture.path("tidepool.json")) not drawn: the curve shows the sensor's"])
    }

    @Test func aFileOfEntriesIsNotTakenForTidepool() throws {
        let file = try InputFile(path: Fixture.path("nightscout-entries.json"))
        #expect(try DataFormat.detect(file.read(), source: "nightscout-entries.json") == .nightscoutEntries)
    }
}

/// Was a bug: a wizard record with `"carbInput": null` (pandas writes NaN so)
/// was an unreadable row ("expected carb grams in carbInput"); null is no carbs.
@Suite("Tidepool null carbs")
struct TidepoolNullCarbsTests {
    @Test func aNullCarbInputIsNoCarbsNotASkippedRow() throws {
        let report = try Fixture.read("tidepool-wizard-null-carbs.json")
        #expect(report.data.readings.count == 1)
        #expect(report.data.carbs.map(\.grams) == [30])
        #expect(report.skippedRows == 0)
        #expect(report.warnings.isEmpty)
    }
}
