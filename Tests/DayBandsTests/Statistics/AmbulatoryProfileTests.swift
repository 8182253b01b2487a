import Foundation
import Testing
@testable import DayBandsRecords

@Suite struct AmbulatoryProfileTests {
    typealias F = StatisticsFixture

    @Test func foldsDaysOntoOneClock() throws {
        let readings = [
            F.reading(minute: 10, mgdl: 100),
            F.reading(minute: 50, mgdl: 200),
            F.reading(minute: 13 * 60 + 30, mgdl: 120),
            F.reading(minute: 24 * 60 + 20, mgdl: 150),  // the next day, 00:20
        ]
        let profile = AmbulatoryProfile(readings: readings, calendar: F.utc, bucketMinutes: 60, minimumReadings: 2)
        #expect(profile.buckets.count == 24)
        #expect(profile.buckets.map(\.startMinute) == Array(stride(from: 0, to: 1440, by: 60)))

        // 00:00-01:00 holds 100, 150, 200; by linear interpolation (rank (n - 1) * p):
        // p5 at rank 0.1, p25 at 0.5, median at 1, p75 at 1.5, p95 at 1.9.
        let midnight = profile.buckets[0]
        #expect(midnight.readingCount == 3)
        #expect(midnight.isSufficient)
        #expect(midnight.profile == .init(p5: 105, p25: 125, median: 150, p75: 175, p95: 195))

        let afternoon = profile.bucket(hour: 13, minute: 59)
        #expect(afternoon.startMinute == 13 * 60)
        #expect(afternoon.readingCount == 1)
        #expect(!afternoon.isSufficient)
        #expect(afternoon.profile == .init(p5: 120, p25: 120, median: 120, p75: 120, p95: 120))

        let empty = profile.buckets.filter { $0.readingCount == 0 }
        #expect(empty.count == 22)
        #expect(empty.allSatisfy { $0.profile == nil && !$0.isSufficient })
    }

    @Test(arguments: [5, 15, 30, 60])
    func bucketWidthIsAParameter(minutes: Int) {
        let profile = AmbulatoryProfile(readings: [F.reading(minute: 23 * 60 + 59, mgdl: 100)],
                                        calendar: F.utc, bucketMinutes: minutes)
        #expect(profile.bucketMinutes == minutes)
        #expect(profile.buckets.count == 1440 / minutes)
        #expect(profile.buckets.last!.readingCount == 1)
        #expect(profile.bucket(hour: 23, minute: 59).startMinute == 1440 - minutes)
    }

    @Test func defaultIsFifteenMinuteBuckets() {
        let profile = AmbulatoryProfile(readings: [GlucoseReading](), calendar: F.utc)
        #expect(profile.bucketMinutes == 15)
        #expect(profile.buckets.count == 96)
    }

    /// Readings every 5 minutes across one New York local day.
    static func wholeDay(_ year: Int, _ month: Int, _ day: Int) throws -> [GlucoseReading] {
        let day = try #require(F.newYork.day(year: year, month: month, day: day))
        return stride(from: day.interval.start, to: day.interval.end, by: 300).map {
            GlucoseReading(time: $0, mgdl: 100)
        }
    }

    @Test func fallBackDayFoldsBothPassesOfTheRepeatedHour() throws {
        let readings = try Self.wholeDay(2026, 11, 1)
        #expect(readings.count == 300)
        let profile = AmbulatoryProfile(readings: readings, calendar: F.newYork, minimumReadings: 4)
        // 01:00-02:00 local happens twice: 6 readings per 15 minutes, 3 elsewhere.
        for bucket in profile.buckets {
            let repeated = (60..<120).contains(bucket.startMinute)
            #expect(bucket.readingCount == (repeated ? 6 : 3), "bucket at minute \(bucket.startMinute)")
            #expect(bucket.isSufficient == repeated)
        }
    }

    @Test func fallBackReadingsLandAtTheirWallClockTime() throws {
        // 05:30Z is 01:30 EDT and 06:30Z is 01:30 EST on 2026-11-01.
        let edt = try #require(ISO8601DateFormatter().date(from: "2026-11-01T05:30:00Z"))
        let est = try #require(ISO8601DateFormatter().date(from: "2026-11-01T06:30:00Z"))
        let profile = AmbulatoryProfile(readings: [GlucoseReading(time: edt, mgdl: 100), GlucoseReading(time: est, mgdl: 200)],
                                        calendar: F.newYork)
        let bucket = profile.bucket(hour: 1, minute: 30)
        #expect(bucket.readingCount == 2)
        #expect(bucket.profile?.median == 150)
        // In UTC the same readings are an hour apart.
        let utc = AmbulatoryProfile(readings: [GlucoseReading(time: edt, mgdl: 100), GlucoseReading(time: est, mgdl: 200)],
                                    calendar: F.utc)
        #expect(utc.bucket(hour: 5, minute: 30).profile?.median == 100)
        #expect(utc.bucket(hour: 6, minute: 30).profile?.median == 200)
    }

    @Test func springForwardDayLeavesTheSkippedHourEmpty() throws {
        let readings = try Self.wholeDay(2026, 3, 8)
        #expect(readings.count == 276)
        let profile = AmbulatoryProfile(readings: readings, calendar: F.newYork)
        for bucket in profile.buckets {
            let skipped = (120..<180).contains(bucket.startMinute)
            #expect(bucket.readingCount == (skipped ? 0 : 3), "bucket at minute \(bucket.startMinute)")
        }
    }
}
