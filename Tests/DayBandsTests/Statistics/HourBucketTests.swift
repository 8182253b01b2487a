import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsArchive

/// A day summary's hours (`HourBucket`): each counted reading in the hour
/// elapsed since midnight its instant falls in, by consensus range; as many
/// hours as the day has (a part hour one more); merged by adding; kept in
/// the row (its first's hours only when they differ from its inside's).
@Suite struct HourBucketTests {
    static let newYork = RandomHistory.newYork

    static func at(_ day: LocalDay, _ seconds: Double, _ mgdl: Double) -> GlucoseReading {
        GlucoseReading(time: day.interval.start.addingTimeInterval(seconds), mgdl: mgdl)
    }

    /// 00:59:59 is hour 0 and 01:00:00 hour 1; 69.4 mg/dL is low and 69.5 in
    /// range, 53.4 very low and 53.5 low, 180.4 in range and 180.5 high, 250.5 very high.
    @Test func aReadingIsInItsHourAndItsConsensusRange() throws {
        let day = try #require(Self.newYork.day(year: 2026, month: 1, day: 14))
        let readings = [Self.at(day, 3599, 69.4), Self.at(day, 3600, 69.5), Self.at(day, 7200, 53.4), Self.at(day, 7300, 53.5),
                        Self.at(day, 10_800, 180.4), Self.at(day, 10_900, 180.5), Self.at(day, 86_399, 250.5)]
        let hours = HourBucket.hours(of: readings, in: day)
        #expect(hours.count == 24)
        #expect(hours[0] == HourBucket(veryLow: 0, low: 1, inRange: 0, high: 0, veryHigh: 0, sum: 69.4, lowest: 69.4, highest: 69.4))
        #expect(hours[1].inRange == 1 && hours[1].count == 1)
        #expect(hours[2].veryLow == 1 && hours[2].low == 1 && hours[2].count(of: .below70) == 2)
        #expect(hours[2].lowest == 53.4 && hours[2].highest == 53.5 && hours[2].sum == 106.9)
        #expect(hours[3].inRange == 1 && hours[3].high == 1 && hours[3].count(of: .above180) == 1)
        #expect(hours[23].veryHigh == 1 && hours[23].count(of: .above180) == 1)
        #expect(hours[4..<23].allSatisfy { $0 == HourBucket() })
    }

    /// 23 hours on the spring change, 25 on the autumn one, and 25 on Lord
    /// Howe's day of 24.5 hours (its last part hour its own); readings of
    /// the days around are left out.
    @Test func aDayHasItsOwnNumberOfHours() throws {
        let lordHowe = DayCalendar(timeZone: try #require(TimeZone(identifier: "Australia/Lord_Howe")))
        let spring = try #require(Self.newYork.day(year: 2026, month: 3, day: 8))
        let autumn = try #require(Self.newYork.day(year: 2026, month: 11, day: 1))
        let halfHour = try #require(lordHowe.day(year: 2026, month: 4, day: 5))
        #expect(HourBucket.hours(of: [], in: spring).count == 23)
        #expect(HourBucket.hours(of: [], in: autumn).count == 25)
        #expect(halfHour.interval.duration == 24.5 * 3600)
        let last = Self.at(halfHour, 24.5 * 3600 - 1, 100)
        let hours = HourBucket.hours(of: [Self.at(halfHour, -1, 60), last, Self.at(halfHour, 24.5 * 3600, 60)], in: halfHour)
        #expect(hours.count == 25 && hours[24].inRange == 1 && hours.map(\.count).reduce(0, +) == 1)
        // 03:30 on the spring day is the third hour after midnight: hour 2.
        let afterJump = Self.at(spring, 2.5 * 3600, 100)
        #expect(Self.newYork.clock(afterJump.time) == (3, 30))
        #expect(HourBucket.hours(of: [afterJump], in: spring)[2].count == 1)
    }

    @Test func hoursMergeByAdding() {
        var a = HourBucket(), b = HourBucket()
        [65, 120].forEach { a.add(mgdl: $0) }
        [50, 260].forEach { b.add(mgdl: $0) }
        let both = a.merged(with: b)
        #expect(both == HourBucket(veryLow: 1, low: 1, inRange: 1, high: 0, veryHigh: 1, sum: 495, lowest: 50, highest: 260))
        #expect(a.merged(with: HourBucket()) == a && HourBucket().merged(with: b) == b)
    }

    /// The hours hold the day's counted readings, no more (scans beside
    /// their device's readings are not), by range as the day counts them.
    @Test(arguments: 0..<6)
    func theHoursAddUpToTheDay(seed: Int) throws {
        var history = RandomHistory(seed: UInt64(seed) * 31 + 7)
        let data = history.data(days: 8)
        let times = data.readings.map(\.time)
        for day in Self.newYork.days(from: try #require(times.min()), through: try #require(times.max())) {
            let kept = DaySummary.Kept(day: day, data: data, order: [:])
            for summary in [kept.inside, kept.first] {
                #expect(summary.hours.map(\.count).reduce(0, +) == summary.count)
                #expect(ConsensusRange.allCases.map { range in summary.hours.map { $0.count(of: range) }.reduce(0, +) }
                        == summary.rangeCounts, "\(day.isoDate)")
                #expect(abs(summary.hours.map(\.sum).reduce(0, +) - summary.sum) < 1e-6)
            }
        }
    }

    /// A row keeps the first's hours only when they differ, and reads both back.
    @Test func theRowKeepsTheFirstsHoursWhenTheyDiffer() throws {
        let day = try #require(Self.newYork.day(year: 2026, month: 1, day: 14))
        let data = GlucoseData(readings: (0..<288).map { Self.at(day, Double($0) * 300, 60 + Double($0 % 150)) })
        let kept = DaySummary.Kept(day: day, data: data, order: [:])
        #expect(kept.first.hours == kept.inside.hours)
        var differing = kept
        differing.first.hours[0].low += 1
        let (same, other) = (DaySummaryCodec.encode(kept), DaySummaryCodec.encode(differing))
        #expect(other.count - same.count == 8 + 24 * 64)
        #expect(same.withUnsafeBytes { DaySummaryCodec.decode($0) } == kept)
        #expect(other.withUnsafeBytes { DaySummaryCodec.decode($0) } == differing)
    }
}
