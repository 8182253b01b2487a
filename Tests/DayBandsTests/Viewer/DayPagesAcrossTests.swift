import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// What reaches beyond the page shown: jumps that search the store page by
/// page (bounded per key press, and continued), and a pin that keeps its day
/// on another page, with its reading, `Δ pin` and overlay.
struct DayPagesAcrossTests {
    static let berlin = DayPagesTests.berlin
    /// 2025-01-01 to 2025-04-30 (120 days), a reading every 5 minutes at
    /// 100 + the day's number modulo 50 (so each day reads its own), with:
    /// a low of 50 on day 10 at 03:00 (40 min), a high of 300 on day 60 at
    /// 10:00 (2 h), a low of 60 from 23:45 on day 98 (the last day of its
    /// page) to 00:30, and a low of 65 on day 100 at 14:00 (30 min).
    static let days = berlin.days(from: berlin.day(year: 2025, month: 1, day: 1)!.interval.start,
                                  through: berlin.day(year: 2025, month: 4, day: 30)!.interval.start)
    static func at(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        days[day].interval.start.addingTimeInterval(Double(hour * 3600 + minute * 60))
    }
    static let events: [(start: Date, end: Date, mgdl: Double)] = [
        (at(10, 3), at(10, 3, 40), 50), (at(60, 10), at(60, 12), 300),
        (at(98, 23, 45), at(99, 0, 30), 60), (at(100, 14), at(100, 14, 30), 65),
    ]
    static let data: GlucoseData = {
        var readings: [GlucoseReading] = []
        for (index, day) in days.enumerated() {
            for time in stride(from: day.interval.start.timeIntervalSince1970, to: day.interval.end.timeIntervalSince1970, by: 300) {
                let instant = Date(timeIntervalSince1970: time)
                let event = events.first { $0.start <= instant && instant < $0.end }
                readings.append(GlucoseReading(time: instant, mgdl: event?.mgdl ?? 100 + Double(index % 50)))
            }
        }
        return GlucoseData(readings: readings)
    }()

    let size = Size(columns: 100, rows: 30)

    /// Pages of 7 days, the first one the last 7 (days 113 to 119): the
    /// pages before it start on days 106, 99, 92 ... 1, then 0...6.
    func pages(_ store: DayPagesTests.Recorder = DayPagesTests.Recorder(data)) throws -> DayPages {
        try #require(try DayPages(store: store, calendar: Self.berlin, window: DayWindow(days: 7), defaultDays: 31))
    }

    func state(day: Int, hour: Int = 12) -> ViewerState {
        ViewerState(selection: Selection(cursor: HourMark(dayIndex: day, hour: hour)), size: size)
    }

    /// The interval a search reads for days `range`: them and a margin each side.
    func searchRead(_ range: ClosedRange<Int>) -> DateInterval {
        DateInterval(start: Self.days[range.lowerBound].interval.start.addingTimeInterval(-EventJump.margin),
                     end: Self.days[range.upperBound].interval.end.addingTimeInterval(EventJump.margin))
    }

    @Test func aJumpSearchesThePagesBeyondUntilItFindsOne() throws {
        let store = DayPagesTests.Recorder(Self.data)
        let pages = try pages(store)
        let last = try pages.timeline(of: pages.plan.first)
        store.asked = []
        var state = state(day: 6)
        // Back: nothing on days 113-119 or 106-112; the low of day 100 is on the page of days 99-105.
        let found = try #require(pages.apply(.jump(.low, forward: false), to: &state, on: last))
        #expect(store.asked.prefix(2) == [searchRead(106...112), searchRead(99...105)])
        #expect(found.days.first == Self.days[99] && found.days.last == Self.days[105])
        #expect(state.selection.cursor == HourMark(dayIndex: 1, hour: 14, instant: Self.at(100, 14)))
        #expect(state.lastJump?.eventStart == Self.at(100, 14))
        #expect(state.notice == "low from 14:00 for 30 min, lowest 65 at 14:00")
        // Back again: the low that crosses into this page started on the page before, and is found there, whole.
        let crossing = try #require(pages.apply(.jump(.low, forward: false), to: &state, on: found))
        #expect(crossing.days.first == Self.days[92] && state.selection.cursor == HourMark(dayIndex: 6, hour: 23, instant: Self.at(98, 23, 45)))
        #expect(state.notice == "low from 23:45 for 45 min, lowest 60 at 23:45")
        // On again: the next page's readings at midnight are that low's tail, not a low of their own.
        let next = try #require(pages.apply(.jump(.low, forward: true), to: &state, on: crossing))
        #expect(next.days.first == Self.days[99] && state.lastJump?.eventStart == Self.at(100, 14))
        #expect(state.notice?.hasPrefix("low from 14:00") == true)
    }

    @Test func aJumpStopsAfterItsDaysSayingHowFarAndTheSameKeyGoesOn() throws {
        let store = DayPagesTests.Recorder(Self.data)
        let pages = try pages(store)
        pages.searchDays = 14
        let last = try pages.timeline(of: pages.plan.first)
        // The model the run loop keeps, its strip's days on screen read.
        var model = pages.model(last, state(day: 6, hour: 20))
        store.asked = []
        pages.send(.event(.jump(.high, forward: false)), to: &model)
        #expect(model.pageRevision == 0)
        #expect(store.asked == [searchRead(106...112), searchRead(99...105)])
        #expect(model.state.notice == "no earlier very high (>250) back to 2025-04-10: [ searches on")
        #expect(model.state.selection.cursor == HourMark(dayIndex: 6, hour: 20))
        // The same key goes on below the days searched, reading none of them again.
        store.asked = []
        pages.send(.event(.jump(.high, forward: false)), to: &model)
        #expect(model.pageRevision == 0)
        #expect(store.asked == [searchRead(92...98), searchRead(85...91)])
        #expect(model.state.notice == "no earlier very high (>250) back to 2025-03-27: [ searches on")
        var state = model.state
        #expect(pages.apply(.jump(.high, forward: false), to: &state, on: last) == nil)
        let found = try #require(pages.apply(.jump(.high, forward: false), to: &state, on: last))
        #expect(found.days.first == Self.days[57] && state.selection.cursor == HourMark(dayIndex: 3, hour: 10, instant: Self.at(60, 10)))
        #expect(state.notice == "very high from 10:00 for 120 min, highest 300 at 10:00")
        #expect(state.jumpSearch == nil)
        // From elsewhere the search starts again beside the page.
        _ = pages.apply(.jump(.high, forward: true), to: &state, on: found)
        state.selection.cursor = HourMark(dayIndex: 6, hour: 19)
        store.asked = []
        #expect(pages.apply(.jump(.high, forward: false), to: &state, on: last) == nil)
        #expect(store.asked.first == searchRead(106...112))
    }

    @Test func aJumpReachingTheEndOfTheDataSaysSoPlainly() throws {
        let store = DayPagesTests.Recorder(Self.data)
        let pages = try pages(store)
        let first = try pages.timeline(of: pages.plan.page(containing: 0))
        var state = state(day: 0, hour: 1)
        // Forward from the first page: the low of day 10 is two pages on.
        let low = try #require(pages.apply(.jump(.low, forward: true), to: &state, on: first))
        #expect(low.days[state.selection.cursor.dayIndex] == Self.days[10])
        #expect(state.notice == "very low from 03:00 for 40 min, lowest 50 at 03:00")
        // No high after the one of day 60: the search reads to the last day and says so.
        var high = state
        let at60 = try #require(pages.apply(.jump(.high, forward: true), to: &high, on: low))
        #expect(pages.apply(.jump(.high, forward: true), to: &high, on: at60) == nil)
        #expect(high.notice == "no later very high (>250)" && high.jumpSearch == nil)
        #expect(pages.apply(.jump(.low, forward: false), to: &state, on: low) == nil)
        #expect(state.notice == "no earlier low (<70)")
    }

    @Test func aPinKeepsItsDayOnAnotherPageWithItsReadingAndOverlay() throws {
        let store = DayPagesTests.Recorder(Self.data)
        let pages = try pages(store)
        let last = try pages.timeline(of: pages.plan.first)
        let builder = SceneBuilder(settings: RenderSettings(calendar: Self.berlin))
        var model = ViewerModel(page: last, state: state(day: 2, hour: 8), plan: pages.plan)
        model.state.selection.togglePin()
        // A week back: day 115 (reading 115) is on the page left.
        model.state.selection.cursor.dayIndex = 0
        pages.send(.event(.moveDay(-7)), to: &model)
        let before = model.page
        #expect(before.days.first == Self.days[106])
        #expect(model.state.selection.pin == HourMark(dayIndex: 9, hour: 8))
        #expect(before.pinnedDay?.day == Self.days[115] && before.pinnedDay?.index == 9)
        // The status line names its day in full, its reading and the cursor's Δ (day 106 reads 106).
        var line = builder.scene(for: model).composed().line(29)
        #expect(line.contains("pin 2025-04-26 08:00 115 mg/dL  Δ -9"), "\(line)")
        // `o` overlays the pinned day, named on the status line.
        pages.send(.event(.toggleOverlay), to: &model)
        line = builder.scene(for: model).composed().line(29)
        #expect(line.contains("• Sat 26 Apr"), "\(line)")
        // Further back the day is still held; coming back the pin is on its page again.
        model.state.selection.cursor.dayIndex = 0
        pages.send(.event(.moveDay(-1)), to: &model)
        #expect(model.state.selection.pin == HourMark(dayIndex: 16, hour: 8) && model.page.pinnedDay?.day == Self.days[115])
        model.state.selection.cursor.dayIndex = 6
        pages.send(.event(.moveDay(1)), to: &model)
        #expect(model.pageRevision == 3)
        pages.send(.event(.lastDay), to: &model)
        #expect(model.page.days == last.days && model.page.pinnedDay == nil && model.pageRevision == 4)
        #expect(model.state.selection.pin == HourMark(dayIndex: 2, hour: 8))
    }

    /// On a page's first day `o` overlays the day before, from the page before.
    @Test func theOverlayOfAPagesFirstDayIsTheDayBefore() throws {
        let pages = try pages(DayPagesTests.Recorder(Self.data))
        let page = try pages.timeline(of: 106...112)
        let builder = SceneBuilder(settings: RenderSettings(calendar: Self.berlin))
        var state = state(day: 0, hour: 8)
        state.apply(.toggleOverlay, in: page)
        #expect(state.notice == nil)
        #expect(builder.scene(for: pages.model(page, state)).composed().line(29).contains("• Wed 16 Apr"))
        // Only the data's first day has none.
        let first = try pages.timeline(of: pages.plan.page(containing: 0))
        state.apply(.toggleOverlay, in: first)
        state.apply(.toggleOverlay, in: first)
        #expect(state.notice == "overlay: no day before this one; pin an hour on another day or go to a later day")
    }

    /// A low of 4 hours from 22:00 on the last day of its page (2026-04-04)
    /// is 240 minutes long whether it is found on its page or from the next.
    @Test func aLowRunningPastItsPagesEndIsMeasuredWhole() throws {
        let start = DayPagesTests.berlin.day(year: 2026, month: 4, day: 4)!.instant(atHour: 22)
        let data = GlucoseData(readings: DayPagesTests.data.readings.map {
            $0.time >= start && $0.time < start.addingTimeInterval(4 * 3600) ? GlucoseReading(time: $0.time, mgdl: 60) : $0
        })
        let pages = try #require(try DayPages(store: DayPagesTests.Recorder(data), calendar: DayPagesTests.berlin,
                                              window: DayWindow(days: 7), defaultDays: 31))
        let page = try pages.timeline(of: 28...34)
        var state = state(day: 0, hour: 12)
        #expect(pages.apply(.jump(.low, forward: true), to: &state, on: page) == nil)
        #expect(state.notice == "low from 22:00 for 240 min, lowest 60 at 22:00")
        state = self.state(day: 0, hour: 12)
        let last = try pages.timeline(of: pages.plan.first)
        let found = try #require(pages.apply(.jump(.low, forward: false), to: &state, on: last))
        #expect(found.days == page.days && state.notice == "low from 22:00 for 240 min, lowest 60 at 22:00")
    }
}
