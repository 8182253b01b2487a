import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

@Suite("Dexcom Clarity CSV import")
struct ClarityImportTests {
    /// America/New_York repeats 01:00-01:59 on 2026-11-01. The export lists
    /// rows by their local timestamp text, so the two occurrences interleave;
    /// the transmitter's clock puts every reading back in measured order.
    @Test func transmitterTimeOrdersTheRepeatedHour() throws {
        let report = try Fixture.read("clarity-fallback-new-york.csv", zone: "America/New_York")
        let readings = report.data.readings
        // The receiver's copy of the first reading is merged, and said.
        #expect(report.warnings == ["1 duplicate reading merged in \(Fixture.path("clarity-fallback-new-york.csv"))"])
        #expect(readings.count == 29)
        let start = Fixture.instant("2026-11-01T04:50:00Z")
        #expect(readings.map(\.time) == (0..<29).map { start.addingTimeInterval(Double($0) * 300) })
        let expected = (0..<29).map { index -> Double in
            switch index {
            case 5: ClarityCSV.lowReading
            case 20: ClarityCSV.highReading
            default: Double(100 + index)
            }
        }
        #expect(readings.map(\.mgdl) == expected)
    }

    @Test func lowAndHighAreFlaggedReadings() throws {
        let readings = try Fixture.read("clarity-fallback-new-york.csv", zone: "America/New_York").data.readings
        #expect(readings[5].flag == .belowSensorRange)
        #expect(readings[5].mgdl == 40)
        #expect(readings[20].flag == .aboveSensorRange)
        #expect(readings[20].mgdl == 400)
        #expect(readings.filter { $0.flag == .measured }.count == 27)
        #expect(readings[1].trend == .fortyFiveUp)  // 1.2 mg/dL/min
    }

    @Test func insulinRowsAreDosesAndHeaderRowsAreNotData() throws {
        let data = try Fixture.read("clarity-fallback-new-york.csv", zone: "America/New_York").data
        #expect(data.doses.map(\.units) == [3.5, 14])
        #expect(data.doses.map(\.kind) == ["Fast-Acting", "Long-Acting"])
        #expect(data.doses.map(\.time) == [Fixture.instant("2026-11-01T12:30:00Z"), Fixture.instant("2026-11-02T03:00:00Z")])
        #expect(!data.readings.contains { [250, 70, 55].contains($0.mgdl) })  // alert thresholds
    }

    /// Without transmitter times the file order decides: 02:00 after 02:20 on
    /// Europe/Berlin's fall-back day is the second 02:00 (CET).
    @Test func mmolExportWithoutTransmitterTimes() throws {
        let path = Fixture.path("clarity-mmol.csv")
        let report = try Fixture.read("clarity-mmol.csv", zone: "Europe/Berlin")
        let readings = report.data.readings
        #expect(readings.map(\.time) == [
            "2026-10-24T23:55:00Z", "2026-10-25T00:00:00Z", "2026-10-25T00:10:00Z",
            "2026-10-25T00:15:00Z", "2026-10-25T00:20:00Z", "2026-10-25T01:00:00Z",
        ].map(Fixture.instant))
        #expect(readings.map(\.mgdl) == [5.5 * GlucoseUnit.mgdlPerMmol, 40, 400,
                                          7.2 * GlucoseUnit.mgdlPerMmol, 6.8 * GlucoseUnit.mgdlPerMmol, 6.1 * GlucoseUnit.mgdlPerMmol])
        #expect(readings.map(\.flag) == [.measured, .belowSensorRange, .aboveSensorRange, .measured, .measured, .measured])
        #expect(readings[0].trend == .fortyFiveUp)  // 0.1 mmol/L/min = 1.8 mg/dL/min
        #expect(report.warnings == ["1 row skipped in \(path): first at line 8: expected a glucose value, Low or High, found '???'"])
    }
}
