import Foundation
import Testing
@testable import DayBandsRecords

/// A day a zone's clocks skipped whole: Pacific/Apia went from Thursday
/// 2011-12-29 to Saturday 2011-12-31 (issue 34 §2). Its days follow that
/// calendar, each whole; the date it skipped is said as such, not as no date.
@Suite struct SkippedDayTests {
    static let apia = DayCalendar(timeZone: TimeZone(identifier: "Pacific/Apia")!)

    static func readings() -> [GlucoseReading] {
        // Every 5 minutes from 2011-12-28 00:00 to 2012-01-02 00:00 in Apia (UTC-10, then UTC+14).
        let start = Date(timeIntervalSince1970: 1_325_066_400)
        return (0..<(4 * 288)).map { GlucoseReading(time: start.addingTimeInterval(Double($0) * 300), mgdl: 100) }
    }

    @Test func theDaysFollowTheZonesCalendar() throws {
        let timeline = try #require(Timeline(data: GlucoseData(readings: Self.readings()), calendar: Self.apia))
        #expect(timeline.days.map(\.isoDate) == ["2011-12-28", "2011-12-29", "2011-12-31", "2012-01-01"])
        #expect(timeline.days.allSatisfy { $0.hourCount == 24 })
        #expect(timeline.days[1].interval.end == timeline.days[2].interval.start)
    }

    @Test func theSkippedDateIsSaidAsSkipped() throws {
        let timeline = try #require(Timeline(data: GlucoseData(readings: Self.readings()), calendar: Self.apia))
        #expect(timeline.dayIndex(iso: "2011-12-31") == .success(2))
        let said = timeline.dayIndex(iso: "2011-12-30").map { _ in "" }
        #expect(said == .failure(.skipped("2011-12-30", zone: "Pacific/Apia")))
        #expect(DayLookupError.skipped("2011-12-30", zone: "Pacific/Apia").description
                == "2011-12-30 did not happen in Pacific/Apia: its clocks went from the day before to the day after")
        #expect(timeline.dayIndex(iso: "2011-12-32") == .failure(.invalidDate("2011-12-32")))
        #expect(!DayCalendar(timeZone: TimeZone(identifier: "UTC")!).skipped(iso: "2011-12-30"))
    }

    /// `--since` and `--from`/`--to` on the skipped date: none of its instants, at the jump.
    @Test func theSkippedDateHoldsNoInstantAtTheJump() throws {
        let jump = try #require(Self.apia.day(iso: "2011-12-31")).interval.start
        #expect(Self.apia.interval(iso: "2011-12-30") == DateInterval(start: jump, duration: 0))
        #expect(Self.apia.day(iso: "2011-12-29")?.interval.end == jump)
        #expect(Self.apia.interval(iso: "2011-12-29") == Self.apia.day(iso: "2011-12-29")?.interval)
        #expect(Self.apia.interval(iso: "2011-02-30") == nil)
    }
}
