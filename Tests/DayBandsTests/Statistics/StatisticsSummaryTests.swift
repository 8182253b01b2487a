import Foundation
import Testing
@testable import DayBandsRecords

@Suite struct StatisticsSummaryTests {
    typealias F = StatisticsFixture

    /// 2026-10-01 (UTC): 8 readings from 08:00, a Low among them, and two doses.
    static let oneDay = GlucoseData(
        readings: [F.reading(minute: 480, mgdl: 40, flag: .belowSensorRange)]
            + F.series(from: 485, [60, 100, 120, 150, 170, 200, 300])
            + [F.reading(minute: 24 * 60, mgdl: 90)],  // the next day: left out
        doses: [InsulinDose(time: F.time(minute: 470), units: 4), InsulinDose(time: F.time(minute: 600), units: 2.5)])

    static var day: LocalDay { F.utc.day(containing: F.midnight) }

    static func text(_ summary: StatisticsSummary) throws -> String {
        String(decoding: try summary.json(), as: UTF8.self)
    }

    // Mean (40 + 60 + 100 + 120 + 150 + 170 + 200 + 300) / 8 = 142.5; squared
    // deviations sum to 48550, SD sqrt(48550 / 7) = 83.281; CV 58.443%;
    // GMI 3.31 + 0.02392 * 142.5 = 6.7186; capture 8 / 288 = 2.777...%, rounded down 2.77.
    @Test func jsonInMgdlHasSortedKeys() throws {
        let summary = StatisticsSummary(data: Self.oneDay, days: [Self.day], unit: .mgdl)
        #expect(try Self.text(summary) == """
        {
          "capture_percent" : 2.77,
          "consensus_targets" : {
            "above_180_percent" : 25,
            "above_250_percent" : 12.5,
            "below_54_percent" : 12.5,
            "below_70_percent" : 25,
            "in_range_percent" : 50,
            "met" : {
              "above_180" : false,
              "above_250" : false,
              "below_54" : false,
              "below_70" : false,
              "in_range" : false
            }
          },
          "cv_percent" : 58.44,
          "days" : 1,
          "days_with_data" : 1,
          "events" : {
            "hyper_above_250" : {
              "count" : 0,
              "minutes" : 0
            },
            "level_1_hypo_below_70" : {
              "count" : 0,
              "minutes" : 0
            },
            "level_2_hypo_below_54" : {
              "count" : 0,
              "minutes" : 0
            }
          },
          "first_day" : "2026-10-01",
          "gmi_percent" : 6.72,
          "gri" : {
            "hyper_component" : 18.75,
            "hypo_component" : 22.5,
            "value" : 97.5,
            "zone" : "E"
          },
          "hbgi" : 6.82,
          "insulin_units_total" : 6.5,
          "last_day" : "2026-10-01",
          "lbgi" : 6.31,
          "max" : {
            "flag" : "measured",
            "time" : "2026-10-01T08:35:00Z",
            "value" : 300
          },
          "mean" : 142.5,
          "min" : {
            "flag" : "belowSensorRange",
            "time" : "2026-10-01T08:00:00Z",
            "value" : 40
          },
          "readings" : 8,
          "readings_shown" : 8,
          "sampling_interval_minutes" : 5,
          "sd" : 83.28,
          "sources" : [
            {
              "capture_percent" : 2.77,
              "counted" : 8,
              "name" : "",
              "readings" : 8,
              "sampling" : "periodic",
              "sampling_interval_minutes" : 5
            }
          ],
          "therapy" : {
            "automatic_bolus_percent" : 0,
            "automatic_bolus_units" : 0,
            "basal_hours_known" : 0,
            "basal_percent" : null,
            "basal_units" : 0,
            "bolus_units" : 6.5,
            "carb_days" : 0,
            "carbs_grams" : 0,
            "carbs_per_day_grams" : null,
            "days_with_basal_known_throughout" : 0,
            "dose_days" : 1,
            "dose_units_per_day" : 6.5,
            "insulin_units_of_those_days" : 0,
            "manual_bolus_units" : 6.5,
            "total_daily_insulin_units" : null,
            "total_insulin_units" : 6.5,
            "unknown_kind_dose_units" : 0,
            "window_hours" : 24
          },
          "time_in_ranges_percent" : {
            "high" : 12.5,
            "in_range" : 50,
            "low" : 12.5,
            "very_high" : 12.5,
            "very_low" : 12.5
          },
          "unit" : "mg/dL"
        }
        """)
    }

    @Test func glucoseValuesInMmolOthersUnchanged() throws {
        let summary = StatisticsSummary(data: Self.oneDay, days: [Self.day], unit: .mmol)
        #expect(summary.unit == "mmol/L")
        // Held exact; the JSON rounds them to 2 decimals.
        #expect(summary.mean.map(StatisticsSummary.rounded) == 7.91)  // 142.5 / 18.0156
        #expect(summary.sd.map(StatisticsSummary.rounded) == 4.62)    // 83.281 / 18.0156
        #expect(summary.cvPercent.map(StatisticsSummary.rounded) == 58.44)
        #expect(summary.gmiPercent.map(StatisticsSummary.rounded) == 6.72)
        #expect(summary.timeInRangesPercent?.inRange == 50)
    }

    /// The JSON's capture never rounds up to a figure the data did not
    /// reach: 99.996% is 99.99, not 100.0 (no reading missing).
    @Test func captureIsRoundedDown() throws {
        var summary = StatisticsSummary(data: Self.oneDay, days: [Self.day], unit: .mgdl)
        summary.capturePercent = 99.996
        #expect(try Self.text(summary).contains("\"capture_percent\" : 99.99,"))
        summary.capturePercent = 85
        #expect(try Self.text(summary).contains("\"capture_percent\" : 85,"))
    }

    @Test func noReadingsGiveNullsWithEveryKeyPresent() throws {
        let summary = StatisticsSummary(data: GlucoseData(readings: []), days: [Self.day], unit: .mgdl)
        #expect(try Self.text(summary) == """
        {
          "capture_percent" : 0,
          "consensus_targets" : null,
          "cv_percent" : null,
          "days" : 1,
          "days_with_data" : 0,
          "events" : {
            "hyper_above_250" : {
              "count" : 0,
              "minutes" : 0
            },
            "level_1_hypo_below_70" : {
              "count" : 0,
              "minutes" : 0
            },
            "level_2_hypo_below_54" : {
              "count" : 0,
              "minutes" : 0
            }
          },
          "first_day" : "2026-10-01",
          "gmi_percent" : null,
          "gri" : null,
          "hbgi" : null,
          "insulin_units_total" : 0,
          "last_day" : "2026-10-01",
          "lbgi" : null,
          "max" : null,
          "mean" : null,
          "min" : null,
          "readings" : 0,
          "readings_shown" : 0,
          "sampling_interval_minutes" : 5,
          "sd" : null,
          "sources" : [

          ],
          "therapy" : {
            "automatic_bolus_percent" : null,
            "automatic_bolus_units" : 0,
            "basal_hours_known" : 0,
            "basal_percent" : null,
            "basal_units" : 0,
            "bolus_units" : 0,
            "carb_days" : 0,
            "carbs_grams" : 0,
            "carbs_per_day_grams" : null,
            "days_with_basal_known_throughout" : 0,
            "dose_days" : 0,
            "dose_units_per_day" : null,
            "insulin_units_of_those_days" : 0,
            "manual_bolus_units" : 0,
            "total_daily_insulin_units" : null,
            "total_insulin_units" : 0,
            "unknown_kind_dose_units" : 0,
            "window_hours" : 24
          },
          "time_in_ranges_percent" : null,
          "unit" : "mg/dL"
        }
        """)
    }

    @Test func noDaysHoldNoReadings() {
        let summary = StatisticsSummary(data: Self.oneDay, days: [], unit: .mgdl)
        #expect(summary.days == 0)
        #expect(summary.readings == 0)
        #expect(summary.firstDay == nil)
        #expect(summary.mean == nil)
        #expect(summary.insulinUnitsTotal == 0)
    }

    @Test func decodesWhatItEncodes() throws {
        let summary = StatisticsSummary(data: Self.oneDay, days: [Self.day], unit: .mgdl)
        // The JSON holds the figures to 2 decimals: read back, it writes the same JSON.
        #expect(try JSONDecoder().decode(StatisticsSummary.self, from: summary.json()).json() == summary.json())
        let empty = StatisticsSummary(data: GlucoseData(readings: []), days: [Self.day], unit: .mgdl)
        #expect(try JSONDecoder().decode(StatisticsSummary.self, from: empty.json()) == empty)
    }

    /// `stats --per-day --json`: `days` becomes the array of each day's own
    /// summary, as long as the calendar span; without it, the span's count.
    @Test func perDayTakesThePlaceOfTheDaysCount() throws {
        let days = Array(TestData.sample.days.prefix(3))
        var summary = StatisticsSummary(data: TestData.sample.data, days: days, unit: .mgdl)
        let plain = try #require(JSONSerialization.jsonObject(with: summary.json()) as? [String: Any])
        #expect(plain["days"] as? Int == 3)
        summary.perDay = days.map { StatisticsSummary(data: TestData.sample.data, days: [$0], unit: .mgdl) }
        let json = try #require(JSONSerialization.jsonObject(with: summary.json()) as? [String: Any])
        let perDay = try #require(json["days"] as? [[String: Any]])
        #expect(perDay.count == 3)
        for (entry, day) in zip(perDay, days) {
            let readings = TestData.sample.data.readings(in: day.interval)
            #expect(entry["first_day"] as? String == day.isoDate)
            #expect(entry["readings"] as? Int == readings.count)
            let mean = readings.map(\.mgdl).reduce(0, +) / Double(readings.count)
            #expect(abs((entry["mean"] as? Double ?? 0) - mean) < 0.006)
        }
        #expect(json["mean"] as? Double == plain["mean"] as? Double)
    }

    @Test func countsEventsOfTheWindow() {
        let data = GlucoseData(readings: F.series(from: 120, [50, 45, 48, 90, 90, 90, 260, 270, 280, 200]))
        let events = StatisticsSummary(data: data, days: [Self.day], unit: .mgdl).events
        #expect(events.level2Hypo == .init(count: 1, minutes: 15))
        #expect(events.level1Hypo == .init(count: 1, minutes: 15))
        #expect(events.hyper == .init(count: 1, minutes: 15))
    }
}
