import Foundation
import Testing
@testable import DayBandsRecords

/// The statistics of the bundled sample (UTC) against a plain recomputation.
/// The sample's values are whole mg/dL, so the reference can compare them
/// with the consensus limits directly.
@Suite struct SampleStatisticsTests {
    static let calendar = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)
    static let data = try! SampleData().load(in: calendar)
    static let days = calendar.days(from: data.readings.first!.time, through: data.readings.last!.time)
    static let values = data.readings.map(\.mgdl)

    @Test func sampleValuesAreWholeMgdl() {
        #expect(Self.values.allSatisfy { $0 == $0.rounded() })
        #expect(Self.days.count == 31)
    }

    @Test func wholeWindowMatchesTheReference() throws {
        let window = DateInterval(start: Self.days.first!.interval.start, end: Self.days.last!.interval.end)
        let statistics = GlucoseStatistics(data: Self.data, interval: window)

        var sum = 0.0
        for value in Self.values { sum += value }
        let mean = sum / Double(Self.values.count)
        var squares = 0.0
        for value in Self.values { squares += (value - mean) * (value - mean) }
        let sd = (squares / Double(Self.values.count - 1)).squareRoot()
        var insulin = 0.0
        for dose in Self.data.doses { insulin += dose.units }

        // 31 days of 288 slots, less the 42 of the 3.5-hour gap on Oct 17.
        #expect(statistics.readingCount == 31 * 288 - 42)
        #expect(statistics.readingCount == Self.values.count)
        #expect(statistics.expectedReadingCount == 31 * 288)
        #expect(abs(statistics.capturePercent - Double(31 * 288 - 42) / Double(31 * 288) * 100) < 1e-9)
        #expect(statistics.hasSufficientData)
        let glucose = try #require(statistics.glucose)
        #expect(abs(glucose.mean - mean) < 1e-9)
        #expect(abs(glucose.standardDeviation - sd) < 1e-9)
        #expect(abs(glucose.coefficientOfVariationPercent - sd / mean * 100) < 1e-9)
        #expect(abs(glucose.gmiPercent - (3.31 + 0.02392 * mean)) < 1e-9)
        #expect(glucose.lowest.mgdl == Self.values.min())
        #expect(glucose.highest.mgdl == Self.values.max())
        #expect(glucose.highest.mgdl > 420)  // the planted peak of Oct 12
        #expect(Self.calendar.day(containing: glucose.highest.time).isoDate == "2026-10-12")
        #expect(abs(statistics.insulinUnits - insulin) < 1e-9)

        let ranges = TimeInRanges(readings: Self.data.readings)
        let reference = [
            Self.values.filter { $0 < 54 }.count,
            Self.values.filter { $0 >= 54 && $0 <= 69 }.count,
            Self.values.filter { $0 >= 70 && $0 <= 180 }.count,
            Self.values.filter { $0 >= 181 && $0 <= 250 }.count,
            Self.values.filter { $0 > 250 }.count,
        ]
        #expect(ConsensusRange.allCases.map(ranges.count) == reference)
        #expect(ConsensusRange.allCases.map { ranges.percent($0)! }
            == reference.map { Double($0) / Double(Self.values.count) * 100 })
    }

    @Test func everyDayMatchesTheReference() throws {
        for day in Self.days {
            let statistics = GlucoseStatistics(data: Self.data, interval: day.interval)
            let values = Self.data.readings.filter { day.interval.start <= $0.time && $0.time < day.interval.end }.map(\.mgdl)
            var sum = 0.0
            for value in values { sum += value }
            #expect(statistics.readingCount == values.count)
            #expect(statistics.readingCount == (day.day == 17 ? 246 : 288), "\(day.isoDate)")
            #expect(statistics.expectedReadingCount == 288)
            let glucose = try #require(statistics.glucose)
            #expect(abs(glucose.mean - sum / Double(values.count)) < 1e-9, "\(day.isoDate)")
        }
    }

    @Test func hypoEventsMatchTheReference() {
        // Plain scan: runs of consecutive readings below 54, no two more than
        // 15 minutes apart, counted when the run's readings cover 15 minutes.
        var reference = 0
        var runStart: Date?
        var previous: GlucoseReading?
        func close() {
            if let runStart, let previous, previous.time.timeIntervalSince(runStart) + 300 >= 900 { reference += 1 }
            runStart = nil
        }
        for reading in Self.data.readings {
            if let previous, reading.time.timeIntervalSince(previous.time) > 900 { close() }
            if reading.mgdl < 54 {
                if runStart == nil { runStart = reading.time }
            } else {
                close()
            }
            previous = reading
        }
        close()
        let events = GlucoseEvents(.level2Hypo, readings: Self.data.readings)
        #expect(events.count == reference)
        // The planted nocturnal lows of Oct 5 and Oct 20, each half an hour below 54.
        #expect(events.events.map { Self.calendar.day(containing: $0.start).day } == [5, 20])
        #expect(events.events.map(\.duration) == [1800, 1800])
    }

    @Test func profileMediansMatchTheReference() {
        let profile = AmbulatoryProfile(readings: Self.data.readings, calendar: Self.calendar)
        for bucket in profile.buckets {
            // In UTC the minute of the day is the epoch seconds modulo a day.
            let values = Self.data.readings.filter {
                (Int($0.time.timeIntervalSince1970) % 86_400) / 60 / 15 == bucket.startMinute / 15
            }.map(\.mgdl).sorted()
            let middle = values.count / 2
            let median = values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
            #expect(bucket.readingCount == values.count)
            #expect(bucket.profile?.median == median, "bucket at minute \(bucket.startMinute)")
            #expect(bucket.isSufficient)
            if let p = bucket.profile {
                #expect(values.first! <= p.p5 && p.p5 <= p.p25 && p.p25 <= p.median)
                #expect(p.median <= p.p75 && p.p75 <= p.p95 && p.p95 <= values.last!)
            }
        }
        // 31 days at 3 readings per 15 minutes, less the gap of Oct 17 (02:10 to 05:40).
        #expect(profile.bucket(hour: 12, minute: 0).readingCount == 93)
        #expect(profile.bucket(hour: 3, minute: 0).readingCount == 90)
        #expect(profile.bucket(hour: 2, minute: 0).readingCount == 92)
        #expect(profile.bucket(hour: 5, minute: 30).readingCount == 91)
    }

    @Test func summaryMatchesTheStatistics() throws {
        let summary = StatisticsSummary(data: Self.data, days: Self.days, unit: .mgdl)
        let window = DateInterval(start: Self.days.first!.interval.start, end: Self.days.last!.interval.end)
        let glucose = try #require(GlucoseStatistics(data: Self.data, interval: window).glucose)
        #expect(summary.days == 31)
        #expect(summary.firstDay == "2026-10-01")
        #expect(summary.lastDay == "2026-10-31")
        #expect(summary.readings == Self.values.count)
        #expect(summary.mean == glucose.mean, "held exact, rounded once where shown")
        #expect(summary.sd == glucose.standardDeviation)
        let ranges = try #require(summary.timeInRangesPercent)
        #expect(abs(ranges.veryLow + ranges.low + ranges.inRange + ranges.high + ranges.veryHigh - 100) < 0.05)
    }
}
