import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

/// Therapy records in the shapes iAPS, AndroidAPS, Loop and Tidepool upload,
/// and the basal in effect they make (`BasalTimeline`).
@Suite("Therapy import")
struct TherapyImportTests {
    private func at(_ clock: String) -> Date { Fixture.instant("2026-10-01T\(clock):00Z") }

    private func day(_ data: GlucoseData) -> (DateInterval, [BasalSegment]) {
        let day = DateInterval(start: at("00:00"), duration: 86_400)
        return (day, BasalTimeline(data.therapy.around(day)).segments(in: day))
    }

    private func steps(_ segments: [BasalSegment]) -> [String] {
        segments.map { "\(ISO8601DateFormatter().string(from: $0.interval.start).dropFirst(11).prefix(5)) \($0.unitsPerHour) \($0.source)" }
    }

    @Test func iAPSTempBasalsSMBsTargetsAndMarks() throws {
        let report = try Fixture.read("therapy-iaps-treatments.json")
        let data = report.data
        // The 30-minute temp is cut by the next one at 10:10; a zero temp is a temp at 0 U/h.
        #expect(steps(day(data).1) == ["10:00 1.2 temp", "10:10 0.0 temp"])
        #expect(day(data).1.last?.interval.end == at("10:40"))
        #expect(data.doses.map(\.automatic) == [true, false])
        #expect(data.doses.map(\.units) == [0.3, 2.5])
        #expect(data.carbs.map(\.grams) == [30])
        // The target runs until the cancel at 12:20.
        let spans = data.therapy.targetSpans(in: day(data).0)
        #expect(spans.map(\.interval) == [DateInterval(start: at("12:00"), end: at("12:20"))])
        #expect(spans.map(\.target.lowMgdl) == [144])
        #expect(data.therapy.marks.map(\.kind) == [.insulinChange, .siteChange])
        let notShown = "treatments not shown from \(Fixture.path("therapy-iaps-treatments.json")) (nothing to draw): 2 Sensor Start"
        #expect(report.warnings == [notShown])
        #expect(report.skippedRows == 0)
    }

    @Test func androidAPSProfileSwitchPercentTempAndExtendedBolus() throws {
        let data = try Fixture.read("therapy-profile.json").merged(with: Fixture.read("therapy-aaps-treatments.json")).data
        // Workday (UTC: 1.0 U/h to 09:00, then 2.0) at 150%, moved 1 h later
        // (AndroidAPS uploads `timeshift` 3600000 ms and names the profile in
        // `originalProfileName`); the temp of -50% halves it from 08:00 to 09:00.
        #expect(steps(day(data).1) == ["00:00 3.0 scheduled", "01:00 1.5 scheduled", "08:00 0.75 temp", "09:00 1.5 scheduled",
                                       "10:00 3.0 scheduled"])
        let figures = TherapyFigures(data: data, days: [Fixture.calendar("UTC").day(containing: at("12:00"))])
        #expect(abs(figures.basalUnits - 57.75) < 1e-9)
        #expect(figures.automaticBolusUnits == 0.4)
        #expect(figures.manualBolusUnits == 7)
        #expect(data.doses.first { $0.kind == "Combo Bolus" }?.duration == 7200)
        #expect(figures.carbsGrams == 40)
        // mmol/L targets are held in mg/dL.
        #expect(abs((data.therapy.targets.first?.lowMgdl ?? 0) - 8 * 18.01559) < 1e-9)
    }

    @Test func loopTempsSuspendsAndTheProfileInItsOwnZone() throws {
        let loop = try Fixture.read("therapy-loop-treatments.json")
        let data = try Fixture.read("therapy-profile.json").merged(with: loop).data
        // Default, in Europe/Berlin (UTC+2 in October): 0.8 from 22:00Z, 1.2 from 04:00Z, 0.6 from 20:00Z.
        #expect(steps(day(data).1) == ["00:00 0.8 scheduled", "04:00 1.2 scheduled", "09:00 2.0 temp", "09:15 0.0 suspend",
                                       "09:45 1.2 scheduled", "20:00 0.6 scheduled", "22:00 0.8 scheduled"])
        let figures = TherapyFigures(data: data, days: [Fixture.calendar("UTC").day(containing: at("12:00"))])
        #expect(abs(figures.basalUnits - 24.8) < 1e-9)
        #expect(figures.wholeDays == 1)
        #expect(abs((figures.dailyUnits ?? 0) - 26.15) < 1e-9)
        #expect(abs((figures.automaticPercent ?? 0) - 0.35 / 1.35 * 100) < 1e-9)
        #expect(data.doses.map(\.automatic) == [true, false])
        #expect(data.therapy.marks.map(\.kind) == [.sensorChange])
        // A temp without a rate and a target of 20-30 mg/dL are skipped and said, not drawn.
        #expect(loop.skippedRows == 2)
        #expect(loop.warnings.first?.contains("first at line") == true)
    }

    @Test func tidepoolBasalsByDeliveryTypeAndAutomatedBoluses() throws {
        let report = try Fixture.read("therapy-tidepool.json")
        #expect(steps(day(report.data).1) == ["00:00 0.9 scheduled", "01:00 1.5 temp", "01:30 0.0 suspend", "02:00 0.45 automated"])
        #expect(report.data.doses.map(\.automatic) == [true, false])
        #expect(report.data.doses.map(\.duration) == [0, 7200])
        // An unknown delivery type is skipped and said.
        #expect(report.skippedRows == 1)
        #expect(report.warnings.first?.contains("deliveryType") == true)
    }

    /// The direction AndroidAPS shifts a schedule by (core/objects
    /// BlockExtension.kt, `blockValueBySeconds`: the block at the clock's
    /// seconds less `timeShiftHours * 3600`): at +1 h the 09:00 rate starts
    /// at 10:00, at -1 h at 08:00.
    @Test func aTimeShiftMovesTheScheduleLaterAsAndroidAPSDoes() {
        let schedule = BasalSchedule(validFrom: at("00:00"), name: "Workday", isDefault: true, zone: "UTC",
                                     rates: [.init(seconds: 0, unitsPerHour: 1), .init(seconds: 9 * 3600, unitsPerHour: 2)])
        #expect(schedule.rate(at: at("09:30"), shift: 1) == 1)
        #expect(schedule.rate(at: at("10:00"), shift: 1) == 2)
        #expect(schedule.rate(at: at("08:00"), shift: -1) == 2)
        #expect(schedule.rate(at: at("07:59"), shift: -1) == 1)
        // Past midnight the shift wraps: at +1 h, 00:30 has the 23:30 rate.
        #expect(schedule.rate(at: at("00:30"), shift: 1) == 2)
        let day = DateInterval(start: at("00:00"), duration: 86_400)
        #expect(schedule.changes(in: day, shift: 1) == [at("01:00"), at("10:00")])
    }

    /// Hours as Nightscout's careportal writes them, milliseconds as
    /// AndroidAPS uploads them (`PS.timeshift`, `T.hours(h).msecs()`).
    @Test(arguments: [(1.0, 1.0), (-2, -2), (0, 0), (3_600_000, 1), (-7_200_000, -2), (86_400_000, 24)])
    func timeShiftsInEitherUnit(given: Double, hours: Double) {
        #expect(NightscoutTreatments.TherapyParts.shiftHours(given) == hours)
    }

    @Test(arguments: [25.0, 100, 5_000, 1_800_000, 90_000_000])
    func notTimeShifts(given: Double) {
        #expect(NightscoutTreatments.TherapyParts.shiftHours(given) == nil)
    }

    @Test func aProfileFileIsToldByItsContent() throws {
        let file = try InputFile(path: Fixture.path("therapy-profile.json"))
        #expect(try DataFormat.detect(file.read(), source: "p") == .nightscoutProfile)
        let schedules = try Fixture.read("therapy-profile.json").data.therapy.schedules
        #expect(schedules.map(\.name) == ["Default", "Workday"])
        #expect(schedules.map(\.isDefault) == [true, false])
        #expect(schedules.first?.rates.map(\.seconds) == [0, 21_600, 79_200])
    }

    @Test func copiesOfTherapyRecordsAreMergedAndSaid() throws {
        let once = try Fixture.read("therapy-iaps-treatments.json")
        let twice = try FileSet(paths: [Fixture.path("therapy-iaps-treatments.json"), Fixture.path("therapy-iaps-treatments.json")])
            .read(in: Fixture.calendar("UTC"))
        #expect(twice.data.therapy == once.data.therapy)
        // Two temps, two doses, the carbs, two targets (one a cancel) and two marks.
        #expect(twice.warnings.contains { $0.hasPrefix("9 duplicate treatments merged") })
    }
}
