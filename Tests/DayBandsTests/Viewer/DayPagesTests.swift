import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// Browsing a store a page of days at a time: only the page is read, browsing
/// past its edge reads the next, and the cursor lands where `ViewerState`
/// would put it.
struct DayPagesTests {
    /// Berlin: 2026-03-29 has 23 hours (clocks go forward at 02:00).
    static let berlin = DayCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    /// Readings every 5 minutes from 2026-03-01 to the end of 2026-04-11 (42 days), a dose each noon.
    static let data: GlucoseData = {
        let first = berlin.day(year: 2026, month: 3, day: 1)!.interval.start
        let last = berlin.day(year: 2026, month: 4, day: 11)!.interval.end
        let readings = stride(from: first.timeIntervalSince1970, to: last.timeIntervalSince1970, by: 300).map {
            GlucoseReading(time: Date(timeIntervalSince1970: $0), mgdl: 100 + $0.truncatingRemainder(dividingBy: 7_200) / 60)
        }
        let doses = berlin.days(from: first, through: last.addingTimeInterval(-1)).map {
            InsulinDose(time: $0.instant(atHour: 12), units: 4)
        }
        return GlucoseData(readings: readings, doses: doses)
    }()

    /// A store that keeps the intervals it was asked for, and can fail.
    final class Recorder: DayStore {
        let data: GlucoseData
        var asked: [DateInterval] = []
        var failing = false
        init(_ data: GlucoseData) { self.data = data }
        func span() throws -> DateInterval? { data.span() }
        func seriesOrder() throws -> [GlucoseSeries: Int] { data.seriesOrder() }
        func hasReadings(in interval: DateInterval) throws -> Bool { data.hasReadings(in: interval) }
        func data(in interval: DateInterval) throws -> GlucoseData {
            if failing { throw DataError(source: "archive.sqlite", message: "disk I/O error") }
            asked.append(interval)
            return data.data(in: interval)
        }
    }

    let size = Size(columns: 100, rows: 30)

    func pages(_ window: DayWindow = DayWindow(days: 7), store: Recorder = Recorder(data)) throws -> DayPages {
        try #require(try DayPages(store: store, calendar: Self.berlin, window: window, defaultDays: DayWindow.defaultDays))
    }

    func state(day: Int, hour: Int = 12) -> ViewerState {
        ViewerState(selection: Selection(cursor: HourMark(dayIndex: day, hour: hour)), size: size)
    }

    @Test func theFirstPageIsTheWindowAndOnlyItIsRead() throws {
        let store = Recorder(Self.data)
        let pages = try pages(store: store)
        #expect(pages.plan.days.count == 42 && pages.plan.first == 35...41)
        let timeline = try pages.timeline(of: pages.plan.first)
        #expect(timeline.days.map(\.isoDate) == (5...11).map { String(format: "2026-04-%02d", $0) })
        // The page, the day before it (there is none after) and what their curve joins across midnight, nothing more.
        let asked = try #require(store.asked.first)
        #expect(timeline.dayBefore?.isoDate == "2026-04-04")
        #expect(asked.start == Self.berlin.day(year: 2026, month: 4, day: 4)!.interval.start.addingTimeInterval(-Cadence.longestJoin))
        #expect(asked.end == timeline.days[6].interval.end.addingTimeInterval(Cadence.longestJoin))
        #expect(timeline.data.readings.count == 8 * 288 + Int(Cadence.longestJoin / 300))
        #expect(timeline.data.doses.count == 8)
        // A page inside the data reads the day after it too.
        store.asked = []
        _ = try pages.timeline(of: 28...34)
        #expect(store.asked.first?.end == Self.berlin.day(year: 2026, month: 4, day: 5)!.interval.end
            .addingTimeInterval(Cadence.longestJoin))
    }

    @Test func browsingPastTheFirstDayReadsThePageBefore() throws {
        let pages = try pages()
        let timeline = try pages.timeline(of: pages.plan.first)
        var state = state(day: 0, hour: 9)
        let before = try #require(pages.apply(.moveDay(-1), to: &state, on: timeline))
        #expect(before.days.first?.isoDate == "2026-03-29" && before.days.last?.isoDate == "2026-04-04")
        #expect(state.selection.cursor == HourMark(dayIndex: 6, hour: 9))
        // Back down past its last day: the first page again, on its first day.
        let after = try #require(pages.apply(.moveDay(1), to: &state, on: before))
        #expect(after.days == timeline.days)
        #expect(state.selection.cursor == HourMark(dayIndex: 0, hour: 9))
        // Inside a page nothing is read.
        #expect(pages.apply(.moveDay(1), to: &state, on: after) == nil)
        #expect(state.selection.cursor == HourMark(dayIndex: 1, hour: 9))
    }

    @Test func theFirstAndLastDaysOfTheDataStopTheCursor() throws {
        let pages = try pages()
        // The page at the start is full length, from the first day.
        let start = try pages.timeline(of: pages.plan.page(containing: 0))
        #expect(pages.plan.page(containing: 0) == 0...6 && pages.plan.page(containing: 3) == 0...6)
        var state = state(day: 0)
        #expect(pages.apply(.moveDay(-1), to: &state, on: start) == nil)
        #expect(state.selection.cursor.dayIndex == 0)
        let end = try pages.timeline(of: pages.plan.first)
        state = self.state(day: 6)
        #expect(pages.apply(.moveDay(1), to: &state, on: end) == nil)
        #expect(state.selection.cursor.dayIndex == 6)
        // `t` and `>` go to the last day from any page, `<` to the first.
        state = self.state(day: 2)
        let last = try #require(pages.apply(.lastDay, to: &state, on: start))
        #expect(last.days == end.days && state.selection.cursor.dayIndex == 6)
        let back = try #require(pages.apply(.firstDay, to: &state, on: last))
        #expect(back.days == start.days && state.selection.cursor.dayIndex == 0)
        // A week back from the last page's second day lands on the page before.
        state = self.state(day: 1)
        let week = try #require(pages.apply(.moveDay(-7), to: &state, on: end))
        #expect(week.days[state.selection.cursor.dayIndex].isoDate == "2026-03-30")
    }

    @Test func pagesLineUpWithTheFirstAndTheShortOneIsFullLength() throws {
        let pages = try pages()
        #expect(pages.plan.page(containing: 34) == 28...34)
        #expect(pages.plan.page(containing: 28) == 28...34)
        #expect(pages.plan.page(containing: 27) == 21...27)
        // 42 days in pages of 7 from the last day: 0...6 is a whole page. In
        // pages of 10 the one at the start is 0...9, overlapping the one after it.
        let tens = try self.pages(DayWindow(days: 10))
        #expect(tens.plan.first == 32...41)
        #expect(tens.plan.page(containing: 12) == 12...21 && tens.plan.page(containing: 5) == 2...11)
        #expect(tens.plan.page(containing: 1) == 0...9)
    }

    @Test func aDaylightSavingDayAtThePageEdgeKeepsItsHoursAndClampsTheCursor() throws {
        let pages = try pages()
        var state = state(day: 0, hour: 23)
        // 2026-03-30 (24 hours) back to 2026-03-29, the last day of its page, 23 hours long.
        #expect(pages.plan.page(containing: 29) == 28...34)
        let page = try pages.timeline(of: 28...34)
        #expect(page.days[1].isoDate == "2026-03-30")
        state.selection.cursor.dayIndex = 1
        _ = pages.apply(.moveDay(-1), to: &state, on: page)
        // Inside the page: 2026-03-29 is its first day.
        #expect(state.selection.cursor == HourMark(dayIndex: 0, hour: 22))
        let before = try #require(pages.apply(.moveDay(-1), to: &state, on: page))
        #expect(before.days.last?.isoDate == "2026-03-28" && state.selection.cursor == HourMark(dayIndex: 6, hour: 22))
        // The short day's readings are all there, and the joins around it.
        let short = page.days[0]
        #expect(short.hourCount == 23)
        #expect(page.data.readings(in: short.interval).count == 23 * 12)
        #expect(page.data.readings(in: DateInterval(start: short.interval.start.addingTimeInterval(-Cadence.longestJoin),
                                                    end: short.interval.start)).count == Int(Cadence.longestJoin / 300))
    }

    @Test func aDateTypedBeyondThePageReadsItsPage() throws {
        let pages = try pages()
        let timeline = try pages.timeline(of: pages.plan.first)
        var state = state(day: 6)
        state.mode = .profile
        for event in [ViewerEvent.startDateEntry] + "2026-03-02".map(ViewerEvent.character) {
            #expect(pages.apply(event, to: &state, on: timeline) == nil)
        }
        let page = try #require(pages.apply(.togglePin, to: &state, on: timeline))
        #expect(page.days[state.selection.cursor.dayIndex].isoDate == "2026-03-02")
        #expect(state.dateEntry == nil && state.mode == .day && state.selection.pin == nil)
        // A date outside the data says so, as on one page.
        for event in [ViewerEvent.startDateEntry] + "2025-01-01".map(ViewerEvent.character) + [.togglePin] {
            #expect(pages.apply(event, to: &state, on: page) == nil)
        }
        #expect(state.notice == "2025-01-01 is outside the data, which runs from 2026-03-01 to 2026-04-11")
    }

    @Test func aWindowGivenWithFromAndToIsTheOnlyPage() throws {
        let pages = try pages(DayWindow(from: "2026-03-10", to: "2026-03-16"))
        #expect(!pages.plan.turns && pages.plan.first == 0...6 && pages.plan.days.first?.isoDate == "2026-03-10" && pages.plan.days.count == 7)
        let timeline = try pages.timeline(of: pages.plan.first)
        var state = state(day: 0)
        #expect(pages.apply(.moveDay(-1), to: &state, on: timeline) == nil)
        #expect(state.selection.cursor.dayIndex == 0)
    }

    @Test func aPageThatCannotBeReadLeavesTheViewerOnItsPageSayingWhy() throws {
        let store = Recorder(Self.data)
        let pages = try pages(store: store)
        let timeline = try pages.timeline(of: pages.plan.first)
        store.failing = true
        var state = state(day: 0, hour: 4)
        #expect(pages.apply(.moveDay(-1), to: &state, on: timeline) == nil)
        #expect(state.selection.cursor == HourMark(dayIndex: 0, hour: 4))
        #expect(state.notice == "archive.sqlite: disk I/O error")
    }

    @Test func theBuilderDrawsTheNewPageAndScrubbingItCostsNoChartPass() throws {
        let pages = try pages()
        let timeline = try pages.timeline(of: pages.plan.first)
        let builder = SceneBuilder(settings: RenderSettings(calendar: Self.berlin))
        var model = ViewerModel(page: timeline, state: state(day: 0, hour: 10), plan: pages.plan)
        #expect(builder.scene(for: model).composed().line(0).contains("2026-04-05"))
        pages.send(.event(.moveDay(-1)), to: &model)
        #expect(model.pageRevision == 1)
        let passes = builder.chartPasses
        let header = builder.scene(for: model).composed().line(0)
        #expect(header.contains("2026-04-04") && header.contains("2026-03-29 to 2026-04-04"))
        #expect(builder.chartPasses == passes + 1)
        for event in [ViewerEvent.moveHour(-1), .moveHour(-1), .firstHour, .lastHour] {
            pages.send(.event(event), to: &model)
            #expect(model.pageRevision == 1)
            _ = builder.scene(for: model)
        }
        #expect(builder.chartPasses == passes + 1)
    }

    @Test func theWeekViewFollowsTheCursorOntoTheNewPage() throws {
        let pages = try pages()
        let timeline = try pages.timeline(of: pages.plan.first)
        var state = state(day: 0)
        state.size = Size(columns: 120, rows: 40)
        state.apply(.toggleWeek, in: timeline)
        state.weekEnd = 6
        let before = try #require(pages.apply(.moveDay(-1), to: &state, on: timeline))
        let week = try #require(state.weekDays(in: before))
        #expect(state.mode == .week && week.upperBound == state.selection.cursor.dayIndex + 1, "the week ends on the cursor's day")
        #expect(week.contains(state.selection.cursor.dayIndex) && week.upperBound <= before.days.count)
        let builder = SceneBuilder(settings: RenderSettings(calendar: Self.berlin))
        #expect(builder.scene(for: ViewerModel(page: before, state: state, plan: pages.plan)).composed().lines.joined().contains("04-04"))
    }

    @Test func aPageFromMemoryKeepsTheSeriesNames() throws {
        let named = Self.data.naming(unnamed: "entries.json")
        let page = try DayPages(store: named, calendar: Self.berlin, window: DayWindow(days: 7), defaultDays: 31)
        let timeline = try #require(page).timeline(of: 35...41)
        #expect(timeline.data.series.map { $0.name } == ["entries.json"])
    }

    @Test func aStoreWithoutReadingsHasNoPages() throws {
        #expect(try DayPages(store: GlucoseData(readings: []), calendar: Self.berlin, window: DayWindow(),
                             defaultDays: 31) == nil)
    }

    /// Doses alone after the readings (a pump without its sensor): where the
    /// readings end, found by asking the store, and nil when they reach the last day.
    @Test func theReadingsEndIsTheLastDayWithAReadingBeforeDaysOfDosesAlone() throws {
        let utc = TestData.utc
        let start = utc.day(year: 2026, month: 3, day: 1)!.interval.start
        let readings = (0..<(20 * 24)).map { GlucoseReading(time: start.addingTimeInterval(Double($0) * 3600), mgdl: 120) }
        let doses = (0..<25).map { InsulinDose(time: start.addingTimeInterval(Double($0) * 86_400 + 8 * 3600), units: 1) }
        let pumpAfter = try #require(try DayPages(store: GlucoseData(readings: readings, doses: doses), calendar: utc,
                                                  window: DayWindow(), defaultDays: 31))
        let end = try #require(try pumpAfter.readingsEnd())
        #expect(pumpAfter.plan.days.count == 25 && pumpAfter.plan.days[end].isoDate == "2026-03-20")
        let together = try #require(try DayPages(store: GlucoseData(readings: readings, doses: Array(doses.prefix(20))), calendar: utc,
                                                 window: DayWindow(), defaultDays: 31))
        let none = try together.readingsEnd()
        #expect(none == nil)
    }
}

