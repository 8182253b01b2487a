import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsLive

/// The glucose now: newest reading, change per 5 minutes since the reading
/// before, age, consensus range, and how stale.
@Suite struct GlucoseNowTests {
    let start = Date(timeIntervalSince1970: 1_773_489_600)

    func readings(_ values: [Double], every step: TimeInterval = 300, trend: Trend? = nil) -> [GlucoseReading] {
        values.enumerated().map { GlucoseReading(time: start.addingTimeInterval(Double($0.offset) * step), mgdl: $0.element,
                                                 trend: $0.offset == values.count - 1 ? trend : nil) }
    }

    @Test func newestWithChangeAgeAndRange() throws {
        let now = try #require(GlucoseNow(readings: readings([80, 70, 62], trend: .fortyFiveDown)))
        #expect(now.reading.mgdl == 62 && now.change == -8 && now.range == .low)
        let at = now.reading.time.addingTimeInterval(4 * 60 + 10)
        let words = now.words(unit: .mgdl, glyphs: .unicode, at: at, limits: StaleLimits())
        #expect(words.value == "62 mg/dL ↘ -8/5 min" && words.range == "low" && words.age == "4 min ago")
        let mmol = now.words(unit: .mmol, glyphs: .ascii, at: at, limits: StaleLimits())
        #expect(mmol.value == "3.4 mmol/L \\ -0.4/5 min")
    }

    @Test func changeIsPerFiveMinutesAndNeedsARecentReading() throws {
        // 10 minutes apart: -12 in 10 min is -6 per 5.
        #expect(GlucoseNow(readings: readings([100, 88], every: 600))?.change == -6)
        // A copy a minute before is another uploader's, not the reading before.
        var two = readings([100, 110])
        two.insert(GlucoseReading(time: two[1].time.addingTimeInterval(-60), mgdl: 109), at: 1)
        #expect(GlucoseNow(readings: two)?.change == 10)
        // A gap of 20 minutes says nothing of the change.
        #expect(GlucoseNow(readings: readings([100, 150], every: 1_200))?.change == nil)
        #expect(GlucoseNow(readings: []) == nil)
    }

    /// The reading before counts for the change up to 15 minutes old, 15
    /// included (a Libre's readings are 15 minutes apart); a second older,
    /// it says nothing of the change.
    @Test func theReadingBeforeCountsUpToFifteenMinutesOld() {
        #expect(GlucoseNow(readings: readings([100, 91], every: 900))?.change == -3)
        #expect(GlucoseNow(readings: readings([100, 91], every: 901))?.change == nil)
    }

    @Test func rangesAreTheConsensusOnes() {
        let ranges = [53.0, 54, 69, 70, 180, 181, 250, 251].map { GlucoseNow(readings: readings([$0]))!.range }
        #expect(ranges == [.veryLow, .low, .low, .inRange, .inRange, .high, .high, .veryHigh])
    }

    @Test func staleAfterFifteenUrgentAfterThirty() throws {
        let now = try #require(GlucoseNow(readings: readings([120])))
        let limits = StaleLimits()
        #expect(now.freshness(at: start.addingTimeInterval(14 * 60 + 59), limits: limits) == .fresh)
        #expect(now.freshness(at: start.addingTimeInterval(15 * 60), limits: limits) == .stale)
        #expect(now.freshness(at: start.addingTimeInterval(30 * 60), limits: limits) == .urgent)
        #expect(now.freshness(at: start.addingTimeInterval(10 * 60), limits: StaleLimits(stale: 5 * 60, urgent: 8 * 60)) == .urgent)
        let words = now.words(unit: .mgdl, glyphs: .unicode, at: start.addingTimeInterval(31 * 60), limits: limits)
        #expect(words.age == "no reading for 31 min" && words.value == "120 mg/dL")
        #expect(now.words(unit: .mgdl, glyphs: .unicode, at: start.addingTimeInterval(20), limits: limits).age == "just now")
    }

    @Test func shownWhileFollowingOrUnderAnHourOld() {
        #expect(GlucoseNow.shown(following: false, newest: start, now: start.addingTimeInterval(3_599)))
        #expect(!GlucoseNow.shown(following: false, newest: start, now: start.addingTimeInterval(3_600)))
        #expect(GlucoseNow.shown(following: true, newest: start, now: start.addingTimeInterval(86_400)))
        #expect(!GlucoseNow.shown(following: true, newest: nil, now: start))
        // Readings dated days ahead (a file of fixed dates, a wrong clock) are no "now"; a few minutes ahead are.
        #expect(!GlucoseNow.shown(following: false, newest: start.addingTimeInterval(8 * 86_400), now: start))
        #expect(GlucoseNow.shown(following: false, newest: start.addingTimeInterval(120), now: start))
    }
}
