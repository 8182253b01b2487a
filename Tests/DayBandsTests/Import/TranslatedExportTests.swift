import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

/// LibreView exports in the account's language: translated metadata and
/// header (the column order and the units stay), day-first dates with `-`
/// or `/`, `;` or `,` separators, decimal commas (quoted when `,` separates),
/// BOM and CRLF.
@Suite("Translated LibreView exports")
struct TranslatedLibreViewTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var fixture: String
        /// Historic 08:00, 08:15, 08:30 and the scan at 08:20, as written.
        var written: [Double]
        var unit: GlucoseUnit
        var testDescription: String { fixture }
    }

    @Test(arguments: [
        Case(fixture: "libreview-de.csv", written: [117, 126, 130, 135], unit: .mgdl),
        Case(fixture: "libreview-fr.csv", written: [6.5, 7.0, 7.2, 7.5], unit: .mmol),
        Case(fixture: "libreview-es.csv", written: [117, 126, 130, 135], unit: .mgdl),
        Case(fixture: "libreview-it.csv", written: [6.5, 7.0, 7.2, 7.5], unit: .mmol),
        Case(fixture: "libreview-nl.csv", written: [6.5, 7.0, 7.2, 7.5], unit: .mmol),
    ])
    func readingsDosesAndCarbs(_ example: Case) throws {
        let file = try InputFile(path: Fixture.path(example.fixture))
        #expect(try DataFormat.detect(file.read(), source: example.fixture) == .libreViewCSV)
        let report = try Fixture.read(example.fixture, zone: "Europe/Berlin")
        // Each has one note (record type 6), said, not drawn.
        #expect(report.warnings == ["rows not shown from \(Fixture.path(example.fixture)) (nothing to draw): 1 Note (Record Type 6)"])
        let readings = report.data.readings
        let expected = example.written.map { example.unit.mgdl(from: $0) }
        #expect(readings.count == 4)
        #expect(zip(readings.map(\.mgdl), expected).allSatisfy { abs($0 - $1) < 1e-9 })
        // 15 October is CEST (UTC+2).
        #expect(readings.map(\.time) == ["06:00", "06:15", "06:20", "06:30"].map { Fixture.instant("2026-10-15T\($0):00Z") })
        // Mean computed apart from the reader, from the values as written.
        let mean = readings.map(\.mgdl).reduce(0, +) / Double(readings.count)
        #expect(abs(mean - expected.reduce(0, +) / 4) < 1e-9)
        #expect(report.data.doses.map(\.units) == [4.5])
        #expect(report.data.doses.map(\.time) == [Fixture.instant("2026-10-15T06:05:00Z")])
        #expect(report.data.carbs.map(\.grams) == [45])
    }
}

/// Clarity exports in the account's language: translated header (column
/// order and units kept), translated event types and `Low` in some, `;` and
/// decimal commas, every field quoted, BOM and CRLF.
@Suite("Translated Clarity exports")
struct TranslatedClarityTests {
    @Test(arguments: [
        ("clarity-de.csv", [6.5, 7.25], GlucoseUnit.mmol),
        ("clarity-fr.csv", [117, 131], .mgdl),
        ("clarity-es.csv", [117, 131], .mgdl),
        ("clarity-it.csv", [6.5, 7.25], .mmol),
        ("clarity-nl.csv", [117, 131], .mgdl),
    ])
    func readingsLowDosesAndCarbs(fixture: String, written: [Double], unit: GlucoseUnit) throws {
        let file = try InputFile(path: Fixture.path(fixture))
        #expect(try DataFormat.detect(file.read(), source: fixture) == .clarityCSV)
        let report = try Fixture.read(fixture, zone: "Europe/Berlin")
        #expect(report.warnings.isEmpty)
        let readings = report.data.readings
        // Two values as written, then the translated Low: the sensor's 40 mg/dL bound.
        let expected = written.map { unit.mgdl(from: $0) } + [ClarityCSV.lowReading]
        #expect(readings.count == 3)
        #expect(zip(readings.map(\.mgdl), expected).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(readings.map(\.flag) == [.measured, .measured, .belowSensorRange])
        #expect(readings.map(\.time) == ["06:00", "06:05", "06:10"].map { Fixture.instant("2026-10-15T\($0):00Z") })
        #expect(report.data.doses.map(\.units) == [4.5])
        #expect(report.data.doses.map(\.time) == [Fixture.instant("2026-10-15T06:02:00Z")])
        #expect(report.data.carbs.map(\.grams) == [45])
    }
}
