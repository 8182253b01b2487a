import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

/// A 780G CareLink export's basal, suspends, temps and the loop's doses,
/// read into the therapy model the Nightscout and Tidepool readers feed.
@Suite("CareLink therapy")
struct CareLinkTherapyTests {
    private let name = "carelink-pump-basal.csv"
    private func at(_ clock: String) -> Date { Fixture.instant("2026-10-20T\(clock):00Z") }
    private var day: DateInterval { DateInterval(start: at("00:00"), duration: 86_400) }

    @Test func basalTempsSuspendsAndAutoBasal() throws {
        let data = try Fixture.read(name, zone: "UTC").data
        let segments = BasalTimeline(data.therapy.around(day)).segments(in: day)
        // 150% of 1.1 U/h for an hour, 0.5 U/h for 30 minutes, suspended 10:00 to
        // NORMAL_PUMPING at 10:20 (the suspend row's Basal Rate 0 is not a
        // schedule change), two 670G micro boluses of 0.05 U as 0.6 U/h.
        let expected: [(String, Double, BasalSegment.Source)] = [
            ("00:00", 0.8, .scheduled), ("06:00", 1.1, .scheduled), ("07:00", 1.65, .temp), ("08:00", 1.1, .scheduled),
            ("09:00", 0.5, .temp), ("09:30", 1.1, .scheduled), ("10:00", 0, .suspend), ("10:20", 1.1, .scheduled),
            ("14:00", 0.6, .automated), ("14:10", 1.1, .scheduled)]
        #expect(segments.map(\.interval.start) == expected.map { at($0.0) })
        #expect(segments.map(\.source) == expected.map(\.2))
        #expect(zip(segments, expected).allSatisfy { abs($0.unitsPerHour - $1.1) < 1e-9 })
        // The last programmed rate ends with the export's last record (the 16:00 reading), not at midnight.
        #expect(segments.last?.interval.end == at("16:00"))
    }

    /// Only the newest programmed rate is ended, at the export's end; one
    /// set at that very record stays open (nothing says how long it ran).
    @Test func theNewestProgrammedRateEndsWithTheExport() {
        let rates = [BasalEvent(time: at("06:00"), duration: 0, kind: .scheduled, value: 1.1),
                     BasalEvent(time: at("00:00"), duration: 0, kind: .scheduled, value: 0.8),
                     BasalEvent(time: at("07:00"), duration: 3_600, kind: .temp, value: 2)]
        #expect(CareLinkPump.ended(rates, at: at("16:00")).map(\.duration) == [36_000, 0, 3_600])
        #expect(CareLinkPump.ended(rates, at: at("06:00")).map(\.duration) == [0, 0, 3_600])
        #expect(CareLinkPump.ended(rates, at: nil) == rates)
    }

    @Test func theLoopsDosesAreAutomaticAndTheAutoBasalIsBasal() throws {
        let data = try Fixture.read(name, zone: "UTC").data
        #expect(data.doses.map(\.units) == [0.4, 5, 2])
        #expect(data.doses.map(\.automatic) == [true, false, false])
        #expect(data.doses.map(\.duration) == [0, 0, 5400])
        let figures = TherapyFigures(data: data, days: [Fixture.calendar("UTC").day(containing: at("12:00"))])
        // 4.8 + 1.1 + 1.65 + 1.1 + 0.25 + 0.55 + 1.1 × 11/3 + 0.1 + 1.1 × 11/6 (14:10 to the export's
        // end at 16:00): the micro boluses counted once, as basal; the total of automatic insulin of
        // another day not at all.
        #expect(abs(figures.basalUnits - 15.6) < 1e-9)
        #expect(abs(figures.automaticBolusUnits - 0.4) < 1e-9)
        #expect(figures.manualBolusUnits == 7)
        #expect(figures.carbsGrams == 50)
    }

    @Test func theDaysTotalAndAnUnknownTempTypeAreSaid() throws {
        let report = try Fixture.read(name, zone: "UTC")
        let path = Fixture.path(name)
        #expect(report.warnings.count == 2)
        #expect(report.warnings.first?.contains("Temp Basal Type Percent or Insulin Rate, found 'Units'") == true)
        // The day's total (2026-10-19) is of a day the export's other records do not reach.
        var expected = "SmartGuard (automatic mode) on 1 day (2026-10-19) of \(path), manual mode on 1 day (2026-10-20): "
        expected += "an automatic day's basal is the pump's total of automatic insulin (CLOSED_LOOP_AUTO_INSULIN, 12.5 U in all) spread over "
        expected += "its hours in the export, not its programmed rates, temps and suspends (0 records, not what the pump delivered); "
        expected += "1 day's total is not drawn or counted: the export holds no other record of that day"
        #expect(report.warnings.last == expected)
        #expect(report.skippedRows == 1)
    }

    @Test(arguments: [("0:30:00", 1800.0), ("1:30", 5400), ("24:00:00", 86_400), ("", 0)])
    func durations(text: String, seconds: Double) {
        #expect(CareLinkPump.seconds(text) == seconds)
    }

    @Test(arguments: ["0:60:00", "half an hour", "1:-5:00", "1:00:00:00"])
    func notDurations(text: String) {
        #expect(CareLinkPump.seconds(text) == nil)
    }
}
