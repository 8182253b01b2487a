import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsLive

/// The alert rules: which alerts fire for the readings and the clock, once
/// an episode within their repeats, held by a snooze. `once`: repeats of an
/// hour, so an episode's start is seen alone.
@Suite struct AlertRulesTests {
    let start = Date(timeIntervalSince1970: 1_773_489_600)

    let once = AlertRepeat(urgentLow: 3_600, others: 3_600)

    func readings(_ values: [Double]) -> [GlucoseReading] {
        values.enumerated().map { GlucoseReading(time: start.addingTimeInterval(Double($0.offset) * 300), mgdl: $0.element) }
    }

    /// Feeds the readings one at a time, each evaluated just after it arrives; the kinds raised at each.
    func raised(_ values: [Double], rules: inout AlertRules) -> [[AlertKind]] {
        let all = readings(values)
        return all.indices.map { index in
            rules.evaluate(readings: Array(all[...index]), now: all[index].time.addingTimeInterval(10), unit: .mgdl).map(\.kind)
        }
    }

    @Test func aFallRaisesLowThenUrgentLowOnceEach() {
        var rules = AlertRules(repeats: once)
        let kinds = raised([90, 75, 68, 62, 58, 52, 50, 49], rules: &rules)
        #expect(kinds == [[], [], [.low], [], [], [.urgentLow], [], []])
    }

    @Test func aDirectDropIntoUrgentLowIsOneAlarm() {
        var rules = AlertRules()
        let all = readings([90, 50])
        let alerts = rules.evaluate(readings: all, now: all[1].time, unit: .mgdl)
        #expect(alerts == [Alert(kind: .urgentLow, text: "URGENT LOW 50 mg/dL")])
    }

    @Test func hoveringAtTheThresholdIsOneEpisode() {
        var rules = AlertRules(repeats: once)
        // Above 70 for less than 15 minutes does not end the low.
        let kinds = raised([72, 69, 71, 69, 72, 71, 69], rules: &rules)
        #expect(kinds == [[], [.low], [], [], [], [], []])
        // Back above it for over 15 minutes, the next low is a new episode.
        var again = AlertRules(repeats: once)
        #expect(raised([69, 75, 80, 85, 90, 68], rules: &again) == [[.low], [], [], [], [], [.low]])
    }

    @Test func highAndThresholdsAreTheirOwn() {
        var rules = AlertRules(thresholds: AlertThresholds(urgentLow: 60, low: 80, high: 180), repeats: once)
        #expect(raised([150, 181, 200, 100, 79, 59], rules: &rules) == [[], [.high], [], [], [.low], [.urgentLow]])
    }

    /// Each alert starts strictly past its threshold, as the consensus words
    /// it ("below 70", "below 54"): 70 itself is not low, 54 is low but not
    /// urgent, 250 is not high; a reading past each raises it.
    @Test func aThresholdItselfRaisesNothing() {
        var low = AlertRules(repeats: once)
        #expect(raised([80, 75, 70, 70, 69], rules: &low) == [[], [], [], [], [.low]])
        var urgent = AlertRules(repeats: once)
        #expect(raised([62, 58, 54, 54, 53], rules: &urgent) == [[.low], [], [], [], [.urgentLow]])
        var high = AlertRules(repeats: once)
        #expect(raised([236, 244, 250, 250, 251], rules: &high) == [[], [], [], [], [.high]])
    }

    /// An episode lasts while a reading within 15 minutes of the newest met
    /// its condition, 15 included: a low 69 at 0, readings above 70 to 15
    /// minutes, a 68 at 20 is the same low, not a second alarm.
    @Test func anEpisodeHoldsWhileALowReadingIsFifteenMinutesOld() {
        var rules = AlertRules(repeats: once)
        #expect(raised([69, 72, 74, 76, 68], rules: &rules) == [[.low], [], [], [], []])
    }

    @Test func staleDataRaisesOnceUntilAReadingComes() {
        var rules = AlertRules(thresholds: AlertThresholds(stale: 20 * 60), repeats: once)
        let all = readings([120])
        #expect(rules.evaluate(readings: all, now: start.addingTimeInterval(19 * 60), unit: .mgdl).isEmpty)
        #expect(rules.evaluate(readings: all, now: start.addingTimeInterval(20 * 60), unit: .mgdl)
            == [Alert(kind: .stale, text: "NO READING for 20 min")])
        #expect(rules.evaluate(readings: all, now: start.addingTimeInterval(40 * 60), unit: .mgdl).isEmpty)
        let more = all + [GlucoseReading(time: start.addingTimeInterval(41 * 60), mgdl: 120)]
        #expect(rules.evaluate(readings: more, now: start.addingTimeInterval(41 * 60), unit: .mgdl).isEmpty)
        #expect(rules.evaluate(readings: more, now: start.addingTimeInterval(61 * 60), unit: .mgdl).map(\.kind) == [.stale])
    }

    @Test func whileItLastsAnAlertRingsAgainAtItsRepeat() {
        var rules = AlertRules()
        // Readings every 5 minutes, each evaluated 10 s after it: a low rings at each (5 min apart).
        #expect(raised([80, 65, 62, 60, 75], rules: &rules) == [[], [.low], [.low], [.low], []])
        var high = AlertRules(repeats: AlertRepeat(urgentLow: 60, others: 600))
        #expect(raised([260, 270, 280, 290], rules: &high) == [[.high], [], [.high], []], "--alert-repeat 1,10")
    }

    @Test func aSnoozeHoldsALowAndANewUrgentLowEndsIt() {
        var rules = AlertRules(repeats: once)
        let all = readings([80, 65, 60, 58, 52, 50, 48])
        func at(_ index: Int) -> [AlertKind] {
            rules.evaluate(readings: Array(all[...index]), now: all[index].time, unit: .mgdl).map(\.kind)
        }
        #expect(at(0) == [] && at(1) == [.low])
        let until = rules.snooze(for: 30 * 60, now: all[1].time, readings: Array(all[...1]))
        #expect(until == all[1].time.addingTimeInterval(30 * 60), "a low: snoozed as long as asked")
        #expect(at(2) == [] && at(3) == [])
        // The urgent low starts while snoozed: the snooze ends, one alarm.
        #expect(at(4) == [.urgentLow] && rules.snoozedUntil == nil && at(5) == [] && at(6) == [])
    }

    @Test func noReadingsNoAlert() {
        var rules = AlertRules()
        #expect(rules.evaluate(readings: [], now: start, unit: .mgdl).isEmpty)
    }
}
