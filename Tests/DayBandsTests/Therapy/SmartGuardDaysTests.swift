import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
@testable import DayBandsViewer

/// A 780G CareLink export in SmartGuard (the shape of the real one: `;`,
/// decimal commas, newest first, the "Aggregated Auto Insulin Data"
/// section): each automatic day's basal is its total of automatic insulin,
/// spread over its hours in the export, never its programmed rates, and
/// nothing runs past the export's last record.
@Suite struct SmartGuardDaysTests {
    static let header = "Index;Date;Time;New Device Time;BG Source;BG Reading (mg/dL);Linked BG Meter ID;Basal Rate (U/h);"
        + "Temp Basal Amount;Temp Basal Type;Temp Basal Duration (h:mm:ss);Bolus Type;Bolus Volume Selected (U);"
        + "Bolus Volume Delivered (U);Bolus Duration (h:mm:ss);Suspend;BWZ Carb Input (grams);Sensor Glucose (mg/dL);Bolus Source"

    /// From 2026-10-20 10:00 (the first sensor reading) to 10-21 12:00 (the
    /// last): programmed rates and a suspend on both days, a bolus a day,
    /// totals of 7 U (10-20) and 4.8 U (10-21).
    static let export = """
        Last Name;First Name;Patient ID;System ID;Start Date;End Date;Device;MiniMed 780G MMT-1886
        "Sample";"Sample";"";"";"20/10/2026 00:00:00";"21/10/2026 00:00:00";"Serial Number";NG0000000X

        -------;MiniMed 780G MMT-1886;Pump;NG0000000X;-------
        \(header)
        0,00000;2026/10/21;11:00:00;;;;;;;;;Normal;2,5;2,5;;;40;;CLOSED_LOOP_BG_CORRECTION_AND_FOOD_BOLUS
        1,00000;2026/10/21;06:00:00;;;;;0,9;;;;;;;;;;;
        2,00000;2026/10/20;22:00:00;;;;;;;;;;;;;USER_SUSPEND;;;
        3,00000;2026/10/20;12:00:00;;;;;;;;;Normal;4,0;4,0;;;60;;CLOSED_LOOP_BG_CORRECTION_AND_FOOD_BOLUS
        4,00000;2026/10/20;11:00:00;;;;;0,8;;;;;;;;;;;
        -------;MiniMed 780G MMT-1886;Pump;NG0000000X;Aggregated Auto Insulin Data
        \(header)
        5,00000;2026/10/21;00:00:00;;;;;;;;;Normal;4,8;4,8;;;;;CLOSED_LOOP_AUTO_INSULIN
        6,00000;2026/10/20;00:00:00;;;;;;;;;Normal;7,0;7,0;;;;;CLOSED_LOOP_AUTO_INSULIN
        -------;MiniMed 780G MMT-1886;Sensor;NG0000000X;-------
        \(header)
        7,00000;2026/10/21;12:00:00;;;;;;;;;;;;;;;120;
        8,00000;2026/10/20;10:00:00;;;;;;;;;;;;;;;110;

        """

    static func read() throws -> LoadReport {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-780g-\(UUID().uuidString).csv").path
        try Data(export.utf8).write(to: URL(fileURLWithPath: path))
        return try FileSource(path: path).read(in: Fixture.calendar("UTC"))
    }

    private func at(_ text: String) -> Date { Fixture.instant("2026-10-\(text):00Z") }

    @Test func eachAutomaticDayIsItsTotalOverItsHoursInTheExport() throws {
        let data = try Self.read().data
        let calendar = Fixture.calendar("UTC")
        let days = calendar.days(from: at("20T00:00"), through: at("21T23:59"))
        let whole = DateInterval(start: days[0].interval.start, end: days[1].interval.end)
        let segments = BasalTimeline(data.therapy.around(whole)).segments(in: whole)
        // 7 U over 10:00-24:00 (14 h), 4.8 U over 00:00-12:00; nothing before the first record or after the last.
        #expect(segments.map(\.interval) == [DateInterval(start: at("20T10:00"), end: at("21T00:00")),
                                             DateInterval(start: at("21T00:00"), end: at("21T12:00"))])
        #expect(segments.map(\.source) == [.dailyMean, .dailyMean])
        #expect(zip(segments.map(\.unitsPerHour), [0.5, 0.4]).allSatisfy { abs($0 - $1) < 1e-12 })
        let t = TherapyFigures(data: data, days: days)
        #expect(abs(t.basalUnits - 11.8) < 1e-9, "the totals, not the programmed 0.8 and 0.9 U/h")
        #expect(t.bolusUnits == 6.5)
        #expect(abs(t.basalHours - 26) < 1e-9)
        #expect(t.basalPercent.map { Int($0.rounded()) } == 64, "11.8 of 18.3 U")
        #expect(Callout.therapyLine(basal: segments[0], target: nil, unit: .mgdl).0 == "0.5 U/h day's mean")
    }

    @Test func aLineSaysEachDaysMode() throws {
        let report = try Self.read()
        let line = try #require(report.warnings.first { $0.hasPrefix("SmartGuard") })
        #expect(line.contains("SmartGuard (automatic mode) on 2 days (2026-10-20 to 2026-10-21) of "))
        #expect(line.contains("manual mode on none: "))
        #expect(line.contains("(CLOSED_LOOP_AUTO_INSULIN, 11.8 U in all)"))
        #expect(line.contains("(3 records, not what the pump delivered)"))
    }

    @Test func daysAreSaidAsRuns() {
        let calendar = Fixture.calendar("UTC")
        let days = [1, 2, 3, 5].map { calendar.day(containing: Fixture.instant(String(format: "2026-10-%02dT12:00:00Z", $0))) }
        #expect(CareLinkPump.days(days, calendar: calendar) == "4 days (2026-10-01 to 2026-10-03, 2026-10-05)")
    }
}
