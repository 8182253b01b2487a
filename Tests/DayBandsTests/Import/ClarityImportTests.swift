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

    /// The phone's clock set back an hour (a time zone crossed, or by hand):
    /// the transmitter's clock runs on, so the jump is the phone's, and said
    /// with the stretch two series share; the readings stay where written.
    /// The fall-back night above moves no time against the transmitter's.
    @Test func aClockSetBackOrForwardIsSaidByTheTransmittersClock() throws {
        let back = try Fixture.read("clarity-clock-set-back.csv", zone: "UTC")
        #expect(back.warnings.first == "\(Fixture.path("clarity-clock-set-back.csv")) line 31: the times written go back 60 min "
                + "at 2026-07-09T11:00:26Z while the transmitter's clock runs on (the clock of the device that wrote them was "
                + "changed): from there to 2026-07-09T12:00:26Z two series of readings share the times, both shown")
        #expect(back.data.readings.count == 48)
        let forward = try Fixture.read("clarity-clock-set-forward.csv", zone: "UTC")
        #expect(forward.warnings == ["\(Fixture.path("clarity-clock-set-forward.csv")) line 11: the times written go forward 60 min "
                + "at 2026-07-09T11:20:25Z while the transmitter's clock runs on (the clock of the device that wrote them was "
                + "changed): the 60 min before it are a gap of the clock, not missing readings"])
        #expect(forward.data.readings.map(\.time).last == Fixture.instant("2026-07-09T11:30:25Z"))
    }

    @Test func manyClockChangesAreCountedNotListed() {
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        let changes = (0..<5).map { ClockChange(line: 10 + $0, at: start.addingTimeInterval(Double($0) * 86_400), by: $0 % 2 == 0 ? -3_600 : 7_200) }
        let warning = ClockChange.warning(changes.reversed(), source: "x.csv") ?? ""
        #expect(warning.hasPrefix("x.csv line 10: the times written go back 60 min at "))
        #expect(warning.hasSuffix("; also forward 2 h at 2026-05-29T20:26:40Z (line 11), back 60 min at 2026-05-30T20:26:40Z (line 12) and 2 more"))
        #expect(ClockChange.warning([], source: "x.csv") == nil)
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
