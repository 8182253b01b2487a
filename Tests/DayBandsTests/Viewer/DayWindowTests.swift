import Testing
@testable import DayBandsRecords
@testable import DayBandsViewer

struct DayWindowTests {
    let timeline = TestData.sample  // 2026-10-01 ... 2026-10-31

    func range(_ window: DayWindow, defaultDays: Int? = DayWindow.defaultDays) -> Result<ClosedRange<Int>, WindowError> {
        window.range(in: timeline.days, calendar: timeline.calendar, defaultDays: defaultDays)
    }

    @Test func theLastDaysByDefaultAndAllForStatistics() {
        #expect(range(DayWindow()) == .success(0...30))
        #expect(range(DayWindow(days: 7)) == .success(24...30))
        #expect(range(DayWindow(days: 100)) == .success(0...30))
        #expect(range(DayWindow(), defaultDays: nil) == .success(0...30))
        #expect(range(DayWindow(), defaultDays: 10) == .success(21...30))
    }

    @Test func fromAndTo() {
        #expect(range(DayWindow(from: "2026-10-03", to: "2026-10-09")) == .success(2...8))
        #expect(range(DayWindow(from: "2026-10-28")) == .success(27...30))
        #expect(range(DayWindow(to: "2026-10-02")) == .success(0...1))
        #expect(range(DayWindow(from: "2026-09-30")) ==
                .failure(WindowError(option: "--from", problem: "2026-09-30 is outside the data, which runs from 2026-10-01 to 2026-10-31")))
        #expect(range(DayWindow(from: "2026-10-09", to: "2026-10-03")) == .failure(WindowError(option: "--from", problem: "is after --to")))
    }

    @Test func aDayBeforeTheLastDaysMovesTheWindowToStartThere() {
        #expect(range(DayWindow(days: 5, day: "2026-10-02")) == .success(1...5))
        #expect(range(DayWindow(days: 5, day: "2026-10-29")) == .success(26...30))
        #expect(range(DayWindow(from: "2026-10-03", to: "2026-10-09", day: "2026-10-05")) == .success(2...8))
        #expect(range(DayWindow(from: "2026-10-03", to: "2026-10-09", day: "2026-10-20")) ==
                .failure(WindowError(option: "--day", problem: "2026-10-20 is outside --from/--to")))
    }

    @Test func aRestrictedTimelineBrowsesOnlyItsDaysAndGrowsAtTheEnd() throws {
        let week = timeline.restricted(to: 24...30)
        #expect(week.days.count == 7 && week.days[0].isoDate == "2026-10-25")
        #expect(week.interval.start == timeline.days[24].interval.start)
        let later = TestData.utc.day(after: timeline.days[30]).instant(atHour: 3)
        let grown = try #require(week.appending(GlucoseData(readings: [GlucoseReading(time: later, mgdl: 120)])))
        #expect(grown.days.first?.isoDate == "2026-10-25")
        #expect(grown.days.last?.isoDate == "2026-11-01")
    }
}
