import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsArchive
@testable import DayBandsReport

/// The patterns' rules at their boundaries: 3 days make a recurring low or
/// high and 2 do not; an hour is low when its readings below 70 stand for 15
/// minutes (3 at 5 minutes) and not for 10; a span needs 7 days with data,
/// a day 12 hours with readings; windows join hours across midnight.
@Suite struct PatternsTests {
    static func lows(on days: [Int], minute: Int = 120, length: Int = 20, mgdl: Double = 60) -> PatternFixture {
        PatternFixture(dayCount: 14, stretches: days.map { ($0, minute, length, mgdl) })
    }

    @Test func lowsAtAnHourOnThreeDaysAreAPatternOnTwoAreNot() throws {
        let three = try Self.lows(on: [1, 4, 8]).claims()
        #expect(three[0].kind == "lows" && three[0].isPattern && three[0].count == 3)
        #expect(three[0].days == ["2026-03-03", "2026-03-06", "2026-03-10"])
        #expect(three[0].sentence == "Lows (below 70 mg/dL) between 02:00 and 03:00 on 3 of 14 days: Tue 3 Mar, Fri 6 Mar, Tue 10 Mar.")
        #expect(three[0].rows == ["2026-03-03 Tue 02:00-03:00: 4 of 12 readings below 70 mg/dL, lowest 60",
                                  "2026-03-06 Fri 02:00-03:00: 4 of 12 readings below 70 mg/dL, lowest 60",
                                  "2026-03-10 Tue 02:00-03:00: 4 of 12 readings below 70 mg/dL, lowest 60"])
        let two = try Self.lows(on: [1, 4]).claims()
        #expect(two[0].kind == "lows" && !two[0].isPattern && two[0].count == 0)
        #expect(two[0].sentence.hasPrefix("No recurring lows"))
    }

    /// Highs above 180 at 15:00 for 20 minutes on 3 days are a pattern, on
    /// 2 not; 180.4 mg/dL is in range; at 03:00 they are overnight highs.
    @Test func highsAtAnHourOnThreeDaysAreAPatternOnTwoAreNot() throws {
        let three = try Self.lows(on: [2, 6, 11], minute: 15 * 60, mgdl: 200).claims()
        let highs = try #require(three.first { $0.kind == "highs" })
        #expect(highs.isPattern && highs.count == 3 && highs.days == ["2026-03-04", "2026-03-08", "2026-03-13"])
        #expect(highs.sentence == "Highs (above 180 mg/dL) between 15:00 and 16:00 on 3 of 14 days: Wed 4 Mar, Sun 8 Mar, Fri 13 Mar.")
        #expect(three.first { $0.kind == "lows" }?.isPattern == false)
        #expect(try Self.lows(on: [2, 6], minute: 15 * 60, mgdl: 200).patterns().highs.windows.isEmpty)
        #expect(try Self.lows(on: [2, 6, 11], minute: 15 * 60, mgdl: 180.4).patterns().highs.windows.isEmpty)
        let night = try Self.lows(on: [2, 6, 11], minute: 3 * 60, mgdl: 260).patterns().overnight
        #expect(night.recurringHighs && !night.recurringLows && night.highNights.count == 3)
    }

    /// Three readings below 70 at 5 minutes stand for 15 minutes: a low hour;
    /// two (10 minutes) do not. 69.5 mg/dL is in range, so no low.
    @Test func anHourIsLowWhenItsLowReadingsStandForFifteenMinutes() throws {
        #expect(try Self.lows(on: [1, 4, 8], length: 15).patterns().lows.windows.count == 1)
        #expect(try Self.lows(on: [1, 4, 8], length: 10).patterns().lows.windows.isEmpty)
        #expect(try Self.lows(on: [1, 4, 8], mgdl: 69.5).patterns().lows.windows.isEmpty)
        #expect(try Self.lows(on: [1, 4, 8], mgdl: 69.4).patterns().lows.windows.count == 1)
    }

    /// Lows from 23:30 to 00:30 are one window across midnight, on the days of each side.
    @Test func aWindowJoinsHoursAcrossMidnight() throws {
        let fixture = PatternFixture(dayCount: 14, stretches: [1, 4, 8].flatMap { [($0, 23 * 60 + 30, 30, 60.0), ($0 + 1, 0, 30, 60.0)] })
        let window = try #require(try fixture.patterns().lows.windows.first)
        #expect(window.start == 23 && window.end == 1 && window.hours == [23, 0])
        #expect(window.days == ["2026-03-03", "2026-03-04", "2026-03-06", "2026-03-07", "2026-03-10", "2026-03-11"])
        #expect(try fixture.claims()[0].sentence.hasPrefix("Lows (below 70 mg/dL) between 23:00 and 01:00 on 6 of 14 days"))
    }

    /// Highs from 08:00 to 02:00 (18 hours) are said by the hours they leave
    /// out; to 01:00 (17) by their bounds.
    @Test(arguments: [(120, "at every hour but 02:00-08:00"), (60, "between 08:00 and 01:00")])
    func aWindowOfMostOfTheDayIsSaidByWhatItLeavesOut(after midnight: Int, when: String) throws {
        let fixture = PatternFixture(dayCount: 14, stretches: [1, 4, 8].flatMap { [($0, 8 * 60, 16 * 60, 200.0), ($0 + 1, 0, midnight, 200.0)] })
        let highs = try #require(try fixture.claims().first { $0.kind == "highs" })
        #expect(highs.sentence.hasPrefix("Highs (above 180 mg/dL) \(when) on 6 of 14 days"), "\(highs.sentence)")
    }

    @Test func runsOfHours() {
        func hours(_ set: Set<Int>) -> [Bool] { (0..<24).map(set.contains) }
        #expect(RecurringHours.runs(of: hours([])).isEmpty)
        #expect(RecurringHours.runs(of: hours(Set(0..<24))).map { [$0.0, $0.1] } == [[0, 0]])
        #expect(RecurringHours.runs(of: hours([0, 1, 5, 22, 23])).map { [$0.0, $0.1] } == [[5, 6], [22, 2]])
        #expect(RecurringHours.runs(of: hours([3, 4, 23])).map { [$0.0, $0.1] } == [[3, 5], [23, 24]])
    }

    /// 7 days with data make a span with claims, 6 say they are too few;
    /// a day needs readings in 12 of its hours (11 make no day with data).
    @Test func aSpanNeedsSevenDaysWithDataOfTwelveHours() throws {
        let six = try PatternFixture(dayCount: 6).claims()
        #expect(six.map(\.kind) == ["too-few-days"])
        #expect(six[0].sentence == "Patterns need 7 days with data (readings in 12 of their hours); these 6 days have 6.")
        #expect(try PatternFixture(dayCount: 7).claims().map(\.kind) != ["too-few-days"])
        #expect(try PatternFixture(dayCount: 7, hours: 12).patterns().daysWithData == 7)
        #expect(try PatternFixture(dayCount: 7, hours: 11).patterns().daysWithData == 0)
    }

    /// Lows between 00:00 and 06:00 on 3 nights are an overnight pattern, on 2 not; at 06:00 they are not overnight.
    @Test func overnightLowsOnThreeNights() throws {
        let three = try Self.lows(on: [1, 4, 8], minute: 5 * 60 + 30).claims()
        let night = try #require(three.first { $0.kind == "overnight-lows" })
        #expect(night.isPattern && night.count == 3 && night.rows.count == 3)
        #expect(night.sentence.hasPrefix("Lows overnight (between 00:00 and 06:00) on 3 of 14 nights: Tue 3 Mar, Fri 6 Mar, Tue 10 Mar;"))
        #expect(try !Self.lows(on: [1, 4], minute: 5 * 60 + 30).patterns().overnight.recurringLows)
        #expect(try !Self.lows(on: [1, 4, 8], minute: 6 * 60).patterns().overnight.recurringLows)
    }

    /// A weekend 5 points less in range than the weekdays differs; 4.9 points do not.
    @Test func weekendsDifferFromFivePointsInRange() {
        func day(_ offset: Int, inRange: Int, high: Int) -> PatternDay {
            let local = PatternFixture.calendar.day(containing: PatternFixture.time(offset, 0))
            var bucket = HourBucket()
            (bucket.inRange, bucket.high) = (inRange, high)
            return PatternDay(day: local, weekday: PatternFixture.calendar.weekday(of: local),
                              hours: Array(repeating: bucket, count: 24), interval: 300)
        }
        func week(weekendHigh: Int) -> WeekdayWeekend {
            WeekdayWeekend(days: (0..<14).map { day($0, inRange: $0 % 7 >= 5 ? 1000 - weekendHigh : 1000, high: $0 % 7 >= 5 ? weekendHigh : 0) })
        }
        #expect(week(weekendHigh: 50).weekend.days.count == 4 && week(weekendHigh: 50).weekdays.days.count == 10)
        #expect(week(weekendHigh: 50).inRangeDifference == -5 && week(weekendHigh: 50).differs)
        #expect(!week(weekendHigh: 49).differs)
    }

    /// The archive's claims (from its day summaries' hours) are those of the same data in memory.
    @Test func theArchiveSaysWhatTheDataInMemorySays() throws {
        let fixture = Self.lows(on: [1, 4, 8, 9])
        let archive = try Archive(path: ArchiveTests.temporaryPath())
        try archive.keepSummaries(in: PatternFixture.calendar)
        _ = try archive.add(fixture.data, to: archive.source(kind: .file, name: "a.csv"))
        #expect(try archive.keepsSummaries(of: fixture.days, in: PatternFixture.calendar))
        let words = PatternWords(unit: .mmol, calendar: PatternFixture.calendar)
        let fromArchive = try Patterns(of: fixture.days, in: PatternFixture.calendar, store: archive).claims(words)
        #expect(fromArchive == (try fixture.patterns().claims(words)))
        #expect(fromArchive[0].sentence.hasPrefix("Lows (below 3.9 mmol/L) between 02:00 and 03:00 on 4 of 14 days"))
    }
}
