import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

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

/// Plain CSV as spreadsheets and scripts write it: epoch times, `;` and tab
/// separators, decimal commas, named columns in any order.
@Suite("Plain CSV variants")
struct PlainCSVVariantTests {
    @Test func epochSecondsAndMillisecondsWithoutAHeader() throws {
        let report = try Fixture.read("plain-epoch.csv")
        #expect(report.warnings.isEmpty)
        #expect(report.data.readings.map(\.mgdl) == [120, 126, 133])
        #expect(report.data.readings.map(\.time) == ["2026-10-01T08:00:00Z", "2026-10-01T08:05:00Z", "2026-10-01T08:10:00Z"].map(Fixture.instant))
    }

    /// BOM, CRLF, `;`, a date column beside a time column, mmol/L named in
    /// the header, decimal commas; local times in Berlin (CEST, UTC+2).
    @Test func semicolonsDecimalCommasAndSeparateDateAndTime() throws {
        let report = try Fixture.read("plain-semicolon-mmol.csv", zone: "Europe/Berlin")
        #expect(report.warnings.isEmpty)
        let mmol = try #require(report.data.readings.map { $0.mgdl / GlucoseUnit.mgdlPerMmol } as [Double]?)
        #expect(mmol.count == 3)
        #expect(zip(mmol, [6.5, 7.25, 8.0]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(report.data.readings.map(\.time) == ["2026-10-01T06:00:00Z", "2026-10-01T06:05:00Z", "2026-10-01T06:10:00Z"].map(Fixture.instant))
        // Mean by hand: (6.5 + 7.25 + 8) / 3 = 7.25 mmol/L.
        let mean = mmol.reduce(0, +) / 3
        #expect(abs(mean - 7.25) < 1e-9)
    }

    /// Tabs, the glucose column before the time column, extra columns, a
    /// quoted field with a tab inside, mixed zone offsets for one morning.
    @Test func tabsAndNamedColumnsInAnyOrder() throws {
        let report = try Fixture.read("plain-tab-columns.csv")
        #expect(report.warnings.isEmpty)
        #expect(report.data.readings.map(\.mgdl) == [120, 131, 142])
        #expect(report.data.readings.map(\.time) == ["2026-10-01T08:00:00Z", "2026-10-01T08:05:00Z", "2026-10-01T08:10:00Z"].map(Fixture.instant))
    }

    @Test func aHeaderlessFirstRowWithABadDateIsSkippedAndSaid() throws {
        let report = try Fixture.read("plain-headerless-bad-first-row.csv")
        #expect(report.data.readings.map(\.mgdl) == [126, 133])
        let path = Fixture.path("plain-headerless-bad-first-row.csv")
        #expect(report.warnings == [
            "1 row skipped in \(path): first at line 1: expected an ISO 8601 time, epoch seconds or milliseconds, or YYYY-MM-DD HH:MM[:SS], found '2026/10/01 9h00'",
        ])
    }

    /// With no unit named, values all below 35 are mmol/L (no mg/dL sensor
    /// reports them), and the choice is said.
    @Test func valuesThatLookLikeMmolWithNoUnitNamedAreReadSoAndSaid() throws {
        let path = Fixture.path("plain-mmol-unnamed.csv")
        let report = try Fixture.read("plain-mmol-unnamed.csv")
        #expect(report.data.readings.map(\.mgdl) == [5.5, 6.1].map(GlucoseUnit.mmol.mgdl(from:)))
        #expect(report.unit == .mmol)
        #expect(report.warnings == ["values in \(path) read as mmol/L: all are below 35 and no unit is named; "
            + "if they are mg/dL, name the unit (a column glucose (mg/dL), or mg/dL in a third column)"])
    }

    /// Was silent: one typo (120 among mmol/L values) made every value mg/dL
    /// without a word. Most values decide, the line says so, and the typo is
    /// the one row skipped, with its line.
    @Test func aStrayValueDoesNotFlipTheUnitSilently() throws {
        let path = Fixture.path("plain-mmol-typo.csv")
        let report = try Fixture.read("plain-mmol-typo.csv")
        #expect(report.data.readings.count == 49)
        #expect(report.data.readings.allSatisfy { (70...160).contains($0.mgdl) })
        #expect(report.unit == .mmol)
        #expect(report.warnings == [
            "values in \(path) read as mmol/L: 98% are below 35 and no unit is named; "
                + "if they are mg/dL, name the unit (a column glucose (mg/dL), or mg/dL in a third column)",
            "1 row skipped in \(path): first at line 32: expected glucose from 1 to 1000 mg/dL, found "
                + String(format: "%g", GlucoseUnit.mmol.mgdl(from: 120)) + " mg/dL",
        ])
    }

    @Test func mostlyMgdlWithARealLowIsSaidToo() {
        let values = [120.0, 30] + Array(repeating: 100, count: 98)
        let choice = UnitByValues(values)
        #expect(choice?.unit == .mgdl)
        #expect(choice?.line(source: "f.csv") == "values in f.csv read as mg/dL: 99% are 35 or above and no unit is named; "
            + "if they are mmol/L, name the unit (a column glucose (mmol/L), or mmol/L in a third column)")
        #expect(UnitByValues([120, 80, 35])?.line(source: "f.csv") == nil)
        #expect(UnitByValues([5, 6, 120, 140])?.unit == .mgdl)  // half is not most
        #expect(UnitByValues([]) == nil)
        #expect(UnitByValues([-40, 0, 120, 130])?.line(source: "f.csv") == nil)  // no unit's glucose: no vote
    }

    @Test(arguments: [
        ("Glucose (mmol/L)", "glucose"), ("bg_mgdl", "bg"), ("Date/Time", "date/time"), ("SGV [mg/dL]", "sgv"),
        ("Sensor-Glucose in mg/dL", "sensor glucose"),
    ])
    func headerNamesAreComparedWithoutUnits(name: String, normalized: String) {
        #expect(PlainCSV.headerName(name) == normalized)
    }

    @Test(arguments: [("5,5", 5.5), ("120", 120), ("6.25", 6.25), ("+7", 7), ("-0,25", -0.25)])
    func decimalPointsAndCommas(text: String, value: Double) {
        #expect(PlainCSV.number(CSVRow.decimalPoint(text)) == value)
    }

    @Test(arguments: ["1,234,5", "1.234,5", ",5", "5,", "0x10", "inf", "nan", "5 5", "", "1e400"])
    func notNumbers(text: String) {
        #expect(PlainCSV.number(CSVRow.decimalPoint(text)) == nil)
    }
}
