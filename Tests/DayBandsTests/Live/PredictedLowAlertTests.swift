import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsLive

/// "LOW in 20 min": the forecast's first value below the low threshold
/// within the next 30 minutes rings once an episode, while the glucose is
/// not low yet; a low reached is the low's own alert.
@Suite struct PredictedLowAlertTests {
    let start = Date(timeIntervalSince1970: 1_773_489_600)

    func forecast(from mgdl: Double, falling step: Double, at time: Date) -> GlucoseForecast {
        let points = (1...12).map { GlucoseForecast.Point(time: time.addingTimeInterval(Double($0) * 300), mgdl: mgdl - step * Double($0)) }
        return GlucoseForecast(name: "Loop forecast", start: .init(time: time, mgdl: mgdl), lines: [.init(name: "Loop", points: points)])
    }

    @Test func aLowForeseenWithinHalfAnHourRingsWithItsMinutes() {
        var rules = AlertRules()
        let reading = [GlucoseReading(time: start, mgdl: 100)]
        // 100 falling 3 a step: 67 at 55 min, beyond the half hour.
        #expect(rules.evaluate(readings: reading, now: start, unit: .mgdl, forecast: forecast(from: 100, falling: 3, at: start)).isEmpty)
        // 100 falling 2 a step... 6 a step: 64 at 30 min, the boundary, rings.
        let alerts = rules.evaluate(readings: reading, now: start, unit: .mgdl, forecast: forecast(from: 100, falling: 6, at: start))
        #expect(alerts == [Alert(kind: .predictedLow, text: "LOW in 30 min (forecast 64 mg/dL)")])
        // Once an episode: the next evaluation within its repeat is quiet.
        #expect(rules.evaluate(readings: reading, now: start.addingTimeInterval(60), unit: .mgdl,
                               forecast: forecast(from: 100, falling: 6, at: start)).isEmpty)
    }

    @Test func aLowAlreadyReachedIsTheLowsAlertNotAForecastOne() {
        var rules = AlertRules()
        let reading = [GlucoseReading(time: start, mgdl: 65)]
        let alerts = rules.evaluate(readings: reading, now: start, unit: .mgdl, forecast: forecast(from: 65, falling: 2, at: start))
        #expect(alerts.map(\.kind) == [.low])
    }

    @Test func theMinutesAreRoundedUpAndSaidInTheUnit() {
        var rules = AlertRules()
        let reading = [GlucoseReading(time: start, mgdl: 80)]
        let alerts = rules.evaluate(readings: reading, now: start.addingTimeInterval(-30), unit: .mmol,
                                    forecast: forecast(from: 80, falling: 12, at: start))
        #expect(alerts.map(\.text) == ["LOW in 6 min (forecast 3.8 mmol/L)"], "68 at 5 min 30 s from now")
    }

    @Test func withoutAlertsTheLiveStatusRingsNothingAndWithThemAFallRingsBeforeTheLow() {
        var quiet = LiveStatus()
        let fall = (0..<4).map { GlucoseReading(time: start.addingTimeInterval(Double($0) * 300), mgdl: 100 - 8 * Double($0)) }
        quiet.take(fall)
        #expect(quiet.tick(now: fall[3].time, unit: .mgdl).isEmpty)
        var alerting = LiveStatus(alerts: AlertThresholds())
        alerting.take(fall)
        let alarms = alerting.tick(now: fall[3].time, unit: .mgdl)
        #expect(alarms.first == .bell && alerting.raised?.kind == .predictedLow, "AR2 of 84 then 76 goes below 70 within 30 min")
    }
}
