import Foundation
import Testing
@testable import DayBandsImport

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

    /// New York skips 02:00-02:59 on 2026-03-08: a time inside the gap never
    /// existed and is not placed (it was moved to 03:30, after the real 03:05
    /// reading); times around it are exact.
    @Test func springForwardGapIsNotPlaced() throws {
        var timeline = LocalTimeline(calendar: Fixture.calendar("America/New_York"))
        let placed = try [(1, 55), (2, 0), (2, 30), (2, 59), (3, 0), (3, 5)].map { hour, minute in
            timeline.place(try #require(WallClock(year: 2026, month: 3, day: 8, hour: hour, minute: minute)))
        }
        #expect(placed == [Fixture.instant("2026-03-08T06:55:00Z"), nil, nil, nil,
                           Fixture.instant("2026-03-08T07:00:00Z"), Fixture.instant("2026-03-08T07:05:00Z")])
    }

    /// Lord Howe Island springs forward half an hour (02:00 to 02:30).
    @Test func halfHourSpringForwardGap() throws {
        var timeline = LocalTimeline(calendar: Fixture.calendar("Australia/Lord_Howe"))
        let placed = try [(1, 55), (2, 15), (2, 30), (2, 45)].map { hour, minute in
            timeline.place(try #require(WallClock(year: 2026, month: 10, day: 4, hour: hour, minute: minute)))
        }
        #expect(placed.map { $0 != nil } == [true, false, true, true])
        let first = try #require(placed[0])
        #expect(placed[3].map { $0.timeIntervalSince(first) / 60 } == 20)
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

/// A local time that never existed is skipped and counted in every reader
/// that reads local times, never moved (docs/USAGE.md).
@Suite("Spring-forward gap in files")
struct SpringForwardFileTests {
    @Test func plainCSVSkipsAndCountsTheTimeThatDidNotExist() throws {
        let name = "plain-spring-forward.csv"
        let report = try Fixture.read(name, zone: "America/New_York")
        #expect(report.data.readings.map(\.mgdl) == [112, 115, 118, 121])
        #expect(report.data.readings.map(\.time) == ["2026-03-08T06:50:00Z", "2026-03-08T06:55:00Z",
                                                     "2026-03-08T07:00:00Z", "2026-03-08T07:05:00Z"].map(Fixture.instant))
        // Mean of what is kept, by hand: (112 + 115 + 118 + 121) / 4 = 116.5.
        #expect(report.data.readings.reduce(0) { $0 + $1.mgdl } / 4 == 116.5)
        #expect(report.warnings == [
            "1 row skipped in \(Fixture.path(name)): first at line 4: the local time '2026-03-08 02:30' does not exist in America/New_York",
        ])
    }
}
