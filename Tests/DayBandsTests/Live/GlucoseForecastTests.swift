import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsViewer

/// What the live window draws ahead: the loop's prediction while fresh,
/// else Nightscout's AR2 of the readings (its values and cone as its
/// plugin computes them), nothing at or before the newest reading.
@Suite struct GlucoseForecastTests {
    let start = Fixture.instant("2026-03-14T12:00:00Z")

    func readings(_ values: [Double], every step: TimeInterval = 300) -> [GlucoseReading] {
        values.enumerated().map { GlucoseReading(time: start.addingTimeInterval(Double($0.offset) * step), mgdl: $0.element) }
    }

    @Test func ar2StepsTheLogRatioFromTheTwoNewestReadingsWithItsCone() throws {
        let recent = readings([100, 110])
        let forecast = try #require(GlucoseForecast.current(status: DeviceStatus(), recent: recent, now: recent[1].time,
                                                            allCurves: false))
        #expect(forecast.name == "forecast (AR2)")
        // Nightscout's ar2 plugin on 100 then 110 mg/dL five minutes apart.
        #expect(forecast.lines[0].points.map(\.mgdl) == [118, 124, 129, 133, 136, 138])
        #expect(forecast.cone.map(\.low) == [113, 115, 114, 113, 111, 109])
        #expect(forecast.cone.map(\.high) == [123, 135, 146, 156, 166, 174])
        #expect(forecast.lines[0].points.first?.time == recent[1].time.addingTimeInterval(300))
        #expect(forecast.length == 30 * 60)
    }

    @Test func ar2OfAFallClampsAt36AndReadingsFartherApartThan5MinutesAreNoTrend() throws {
        let fall = try #require(AR2Forecast(readings: readings([56, 50]), now: start.addingTimeInterval(300))?.forecast)
        #expect(fall.lines[0].points.map(\.mgdl) == [46, 44, 43, 43, 43, 43])
        #expect(fall.cone.map(\.low) == [45, 41, 38, 36, 36, 36])
        #expect(fall.firstBelow(45) == start.addingTimeInterval(900), "44, two steps after the newest reading")
        // 6 minutes apart: the newest twice (a level start), which drifts toward 140.
        let gap = try #require(AR2Forecast(readings: readings([56, 110], every: 360), now: start.addingTimeInterval(360))?.forecast)
        #expect(gap.lines[0].points.map(\.mgdl) == [110, 111, 111, 111, 112, 112])
        // A minute apart alone: no trend either; read every minute, the
        // change over 5 minutes (100 to 110 in 5 readings) is the trend.
        let minute = try #require(AR2Forecast(readings: readings([56, 110], every: 60), now: start.addingTimeInterval(60))?.forecast)
        #expect(minute.lines[0].points.map(\.mgdl) == [110, 111, 111, 111, 112, 112])
        let everyMinute = readings([100, 102, 104, 106, 108, 110], every: 60)
        let scaled = try #require(AR2Forecast(readings: everyMinute, now: everyMinute[5].time)?.forecast)
        #expect(scaled.lines[0].points.map(\.mgdl) == [118, 124, 129, 133, 136, 138], "as 100 then 110 five minutes apart")
        // Read every 3 minutes: 104 then 110 is 10 over 5 minutes.
        let three = try #require(AR2Forecast(readings: readings([104, 110], every: 180), now: start.addingTimeInterval(180))?.forecast)
        #expect(three.lines[0].points.map(\.mgdl) == [118, 124, 129, 133, 136, 138])
        #expect(AR2Forecast(readings: readings([100, 110]), now: start.addingTimeInterval(300 + 15 * 60 + 1)) == nil,
                "a newest reading over 15 min old makes none")
    }

    @Test func aFreshLoopPredictionWinsAndAStaleOneGivesWayToAR2() throws {
        let recent = readings([100, 110])
        var status = DeviceStatus()
        let curves: [LoopPrediction.Curve] = [.init(name: "IOB", values: [110, 100, 90, 80]), .init(name: "UAM", values: [110, 115, 120])]
        status.prediction = .init(value: LoopPrediction(curves: curves, eventual: 118), time: recent[1].time)
        let now = recent[1].time.addingTimeInterval(60)
        let loop = try #require(GlucoseForecast.current(status: status, recent: recent, now: now, allCurves: false))
        #expect(loop.name == "oref forecast (UAM)" && loop.lines.map(\.name) == ["UAM"])
        #expect(loop.lines[0].points.map(\.mgdl) == [115, 120], "the value at the newest reading is the reading's")
        let values = loop.lines[0].points.map(\.mgdl)
        #expect(values.min() == 115 && values.max() == 120 && loop.eventual == 118 && loop.cone.isEmpty)
        let all = try #require(GlucoseForecast.current(status: status, recent: recent, now: now, allCurves: true))
        #expect(all.lines.map(\.name) == ["UAM", "IOB"] && all.name == "oref forecasts (UAM IOB)")
        #expect(all.length == 15 * 60)
        let stale = GlucoseForecast.current(status: status, recent: recent, now: recent[1].time.addingTimeInterval(GlucoseForecast.freshFor + 1),
                                            allCurves: false)
        #expect(stale == nil, "the prediction is old and so is the newest reading")
        var later = recent
        later.append(GlucoseReading(time: recent[1].time.addingTimeInterval(16 * 60), mgdl: 112))
        let ar2 = GlucoseForecast.current(status: status, recent: later, now: later[2].time, allCurves: false)
        #expect(ar2?.name == "forecast (AR2)")
    }

    @Test func valuesBetweenPointsAreJoinedStraightFromTheNewestReading() throws {
        let recent = readings([100, 110])
        let forecast = try #require(GlucoseForecast.current(status: DeviceStatus(), recent: recent, now: recent[1].time,
                                                            allCurves: false))
        let newest = recent[1].time
        #expect(forecast.value(of: forecast.lines[0], at: newest) == 110)
        #expect(forecast.value(of: forecast.lines[0], at: newest.addingTimeInterval(150)) == 114)
        #expect(forecast.value(of: forecast.lines[0], at: newest.addingTimeInterval(-1)) == nil)
        #expect(forecast.value(of: forecast.lines[0], at: newest.addingTimeInterval(1801)) == nil)
        #expect(forecast.spread(at: newest.addingTimeInterval(150))! == (111.5, 116.5))
    }

    @Test func theWindowsRoomAheadIsTheForecastInHalfHoursAtMostASixthOfIt() {
        #expect(LiveWindow(hours: 6, now: start).ahead == 0)
        #expect(LiveWindow(hours: 6, now: start, forecast: 30 * 60).ahead == 30 * 60)
        #expect(LiveWindow(hours: 6, now: start, forecast: 31 * 60).ahead == 60 * 60)
        #expect(LiveWindow(hours: 6, now: start, forecast: 6 * 3600).ahead == 3600)
        #expect(LiveWindow(hours: 3, now: start, forecast: 6 * 3600).ahead == 1800)
        #expect(LiveWindow(hours: 24, now: start, forecast: 6 * 3600).ahead == 4 * 3600)
    }
}
