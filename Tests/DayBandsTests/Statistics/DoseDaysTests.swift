import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsArchive
@testable import DayBandsChart
@testable import DayBandsViewer
@testable import DayBandsReport

/// Doses a day are over the days with a dose record (as carbs a day are
/// over the days with carbs), a window without one says `-` for insulin,
/// and doses noted by hand (CareLink Guardian's Event Markers) are doses of
/// unknown kind, not boluses; `stats`, the report and the panel say the same.
@Suite struct DoseDaysTests {
    typealias F = StatisticsFixture

    /// Six days of readings (as the iAPS export's entries); doses on days 2
    /// to 5 only (its treatments): 10 U manual and 2 U automatic a day, the
    /// last day's at 00:00 exactly, which is that day's.
    static func sixDays(markers: Bool = false) -> (data: GlucoseData, days: [LocalDay]) {
        let readings = stride(from: 0.0, to: 6 * 1440, by: 5).map { F.reading(minute: $0, mgdl: 120) }
        var doses: [InsulinDose] = []
        for day in 2...5 {
            let midnight = Double(day * 1440)
            let kind = markers ? TreatmentKind.eventMarker : "Bolus"
            doses.append(InsulinDose(time: F.time(minute: midnight + (day == 5 ? 0 : 480)), units: 10, kind: kind))
            doses.append(InsulinDose(time: F.time(minute: midnight + 900), units: 2, kind: markers ? kind : "SMB", automatic: !markers))
        }
        let days = F.utc.days(from: F.midnight, through: F.time(minute: 6 * 1440 - 1))
        return (GlucoseData(readings: readings, doses: doses), days)
    }

    @Test func bolusesADayAreOverTheDaysWithADose() throws {
        let (data, days) = Self.sixDays()
        #expect(days.count == 6)
        let t = TherapyFigures(data: data, days: days)
        #expect(t.doseDays == 4, "days 2, 3, 4 and 5 (a dose at 00:00 is the day it opens)")
        #expect(t.dailyDoseUnits == 12, "48 U over 4 days, not 8 U over the 6 days of readings")
        #expect(t.textLines.first == "insulin     48.0 U of boluses: 8.0 U automatic (17%), 40.0 U manual; 12.0 U a day (4 days with doses)")
        let report = AGPFigures.therapyLines(t)
        #expect(report.first == AGPFigures.TherapyLine(label: "Boluses a day", value: "12.0 U (4 days with doses)"))
        let json = try #require(JSONSerialization.jsonObject(with: StatisticsSummary(data: data, days: days, unit: .mgdl).json())
            as? [String: Any])
        let therapy = try #require(json["therapy"] as? [String: Any])
        #expect(therapy["dose_days"] as? Int == 4)
        #expect(therapy["dose_units_per_day"] as? Double == 12)
        // A day's own figures: a day without a dose has none a day.
        #expect(TherapyFigures(data: data, days: [days[1]]).dailyDoseUnits == nil)
        #expect(TherapyFigures(data: data, days: [days[5]]).doseDays == 1)
    }

    @Test func aWindowWithoutADoseSaysUnknownNotZero() throws {
        let (data, days) = Self.sixDays()
        let cgmOnly = GlucoseData(readings: data.readings)
        let t = TherapyFigures(data: cgmOnly, days: days)
        #expect(t.doseDays == 0 && t.dailyDoseUnits == nil)
        #expect(t.textLines == ["insulin     -"])
        #expect(AGPFigures.therapyLines(t).isEmpty)
        func insulin(_ data: GlucoseData, day: LocalDay) -> [String] {
            let rows = StatisticsPanel.rows(day: day, window: days, context: DayChart.Context(data: data, calendar: F.utc))
            for row in rows {
                if case .figures("insulin", _, _, let day, let window) = row { return [day.text, window.text] }
            }
            return []
        }
        #expect(insulin(cgmOnly, day: days[0]) == ["-", "-"])
        #expect(insulin(data, day: days[0]) == ["-", "48 U"], "the day has no dose record, the window has")
        #expect(insulin(data, day: days[2]) == ["12 U", "48 U"])
    }

    /// CareLink Guardian: `Insulin: 27,00` markers are doses of unknown kind.
    @Test func dosesNotedByHandAreNotBoluses() throws {
        let (data, days) = Self.sixDays(markers: true)
        let t = TherapyFigures(data: data, days: days)
        #expect(t.bolusUnits == 0 && t.unknownKindUnits == 48 && t.doseUnits == 48)
        #expect(t.textLines == ["insulin     48.0 U of doses of unknown kind (noted by hand); 12.0 U a day (4 days with doses)"])
        #expect(AGPFigures.therapyLines(t).first == AGPFigures.TherapyLine(label: "Doses a day", value: "12.0 U (4 days with doses)"))
        // One bolus beside them: both kinds said.
        let mixed = GlucoseData(readings: data.readings, doses: data.doses + [InsulinDose(time: F.time(minute: 2 * 1440 + 60), units: 1)])
        #expect(TherapyFigures(data: mixed, days: days).textLines.first
            == "insulin     49.0 U of doses: 1.0 U of boluses, 48.0 U of unknown kind; 12.2 U a day (4 days with doses)")
    }

    /// The archive keeps each day's dose figures in its summary row.
    @Test func theDaySummaryRowKeepsTheDoseFigures() throws {
        let (data, days) = Self.sixDays(markers: true)
        let kept = DaySummary.Kept(day: days[3], data: data, order: [:])
        #expect(kept.inside.therapy.doseDays == 1 && kept.inside.therapy.unknownKindUnits == 12)
        let bytes = DaySummaryCodec.encode(kept)
        let read = bytes.withUnsafeBytes { DaySummaryCodec.decode($0) }
        #expect(read == kept)
    }
}
