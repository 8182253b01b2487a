import Foundation
import Testing
@testable import DayBands

@Suite("Timestamps and local time")
struct TimeParsingTests {
    @Test(arguments: [
        ("2026-10-01T08:05:00Z", "2026-10-01T08:05:00Z"),
        ("2026-10-01T08:05:00.123Z", "2026-10-01T08:05:00.123Z"),
        ("2026-10-01T10:05:00+02:00", "2026-10-01T08:05:00Z"),
        ("2026-10-01T03:05:00-0500", "2026-10-01T08:05:00Z"),
        ("2026-10-01 08:05+00", "2026-10-01T08:05:00Z"),
    ])
    func isoTimestampsWithZones(text: String, expected: String) throws {
        let instant = try #require(ISOTimestamp.instant(text))
        #expect(abs(instant.timeIntervalSince(Fixture.instant(expected))) < 0.000_5)
    }

    @Test(arguments: ["2026-10-01T08:05:00", "2026-13-01T08:05:00Z", "2026-02-30T08:05:00Z", "2026-10-01T24:05:00Z", "yesterday", ""])
    func notAZonedTimestamp(text: String) {
        #expect(ISOTimestamp.instant(text) == nil)
    }

    @Test func daysSince1970MatchTheCalendar() {
        #expect(WallClock.daysSince1970(year: 1970, month: 1, day: 1) == 0)
        #expect(WallClock.daysSince1970(year: 2026, month: 10, day: 1) == 20_727)
        #expect(WallClock.daysSince1970(year: 2024, month: 2, day: 29) == 19_782)
        #expect(WallClock.daysSince1970(year: 1969, month: 12, day: 31) == -1)
    }

    /// New York skips 02:00-02:59 on 2026-03-08: a time inside the gap moves
    /// forward an hour, as `DayCalendar` does; times around it are exact.
    @Test func springForwardGap() throws {
        let times = try place([(1, 55), (2, 30), (3, 5)], on: (2026, 3, 8), in: "America/New_York")
        #expect(times == ["2026-03-08T06:55:00Z", "2026-03-08T07:30:00Z", "2026-03-08T07:05:00Z"].map(Fixture.instant))
    }

    /// Lord Howe Island falls back half an hour: 01:30-01:59 repeats.
    @Test func halfHourFallBack() throws {
        let times = try place([(1, 20), (1, 45), (1, 35), (1, 50), (2, 0)], on: (2026, 4, 5), in: "Australia/Lord_Howe")
        let first = times[0]
        #expect(times.map { $0.timeIntervalSince(first) / 60 } == [0, 25, 45, 60, 70])
    }

    /// Places local times of one day on a time line, in the given order.
    private func place(_ times: [(Int, Int)], on date: (Int, Int, Int), in zone: String) throws -> [Date] {
        var timeline = LocalTimeline(calendar: Fixture.calendar(zone))
        return try times.map { hour, minute in
            let clock = try #require(WallClock(year: date.0, month: date.1, day: date.2, hour: hour, minute: minute))
            let instant = timeline.place(clock)
            return try #require(instant)
        }
    }
}
