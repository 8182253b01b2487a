import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

@Suite("Glooko CSV import")
struct GlookoImportTests {
    /// The metadata line, then CGM values in mmol/L; Berlin in October is UTC+2.
    @Test func cgmDataInMmol() throws {
        let file = try InputFile(path: Fixture.path("glooko-cgm-mmol.csv"))
        #expect(try DataFormat.detect(file.read(), source: "glooko-cgm-mmol.csv") == .glookoCSV)
        let report = try Fixture.read("glooko-cgm-mmol.csv", zone: "Europe/Berlin")
        #expect(report.warnings.isEmpty)
        let mmol = report.data.readings.map { $0.mgdl / GlucoseUnit.mgdlPerMmol }
        #expect(mmol.count == 3)
        #expect(zip(mmol, [6.5, 7.1, 7.8]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(report.data.readings.map(\.time) == ["06:00", "06:05", "06:10"].map { Fixture.instant("2026-10-01T\($0):00Z") })
    }

    /// Bolus data newest first, CRLF: insulin delivered and carbs input; a
    /// row of 0 g carbs is no meal.
    @Test func bolusData() throws {
        let file = try InputFile(path: Fixture.path("glooko-bolus.csv"))
        #expect(try DataFormat.detect(file.read(), source: "glooko-bolus.csv") == .glookoCSV)
        let report = try Fixture.read("glooko-bolus.csv", zone: "Europe/Berlin")
        #expect(report.warnings.isEmpty)
        #expect(report.data.readings.isEmpty)
        #expect(report.data.doses.map(\.units) == [4.5, 1.5])
        #expect(report.data.doses.map(\.time) == [Fixture.instant("2026-10-01T06:02:00Z"), Fixture.instant("2026-10-01T10:30:00Z")])
        #expect(report.data.carbs.map(\.grams) == [45])
    }
}
