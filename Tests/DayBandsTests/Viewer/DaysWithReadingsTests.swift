import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// `{`/`}`: to the previous or next day that has readings, past the empty
/// days between imports years apart and past the page held.
struct DaysWithReadingsTests {
    /// Three imports years apart: three days each of readings every 5
    /// minutes, from 2019-03-10, 2022-06-01 and 2025-09-20 (UTC).
    static let data: GlucoseData = {
        let starts = [(2019, 3, 10), (2022, 6, 1), (2025, 9, 20)].map { TestData.utc.day(year: $0.0, month: $0.1, day: $0.2)! }
        return GlucoseData(readings: starts.flatMap { day in
            stride(from: 0.0, to: 3 * 86_400, by: 300).map {
                GlucoseReading(time: day.interval.start.addingTimeInterval($0), mgdl: 120)
            }
        })
    }()

    static let timeline = Timeline(data: data, calendar: TestData.utc)!
    let size = Size(columns: 100, rows: 30)

    func index(_ iso: String, in days: [LocalDay] = Self.timeline.days) -> Int {
        days.firstIndex { $0.isoDate == iso }!
    }

    func state(on iso: String, hour: Int = 9) -> ViewerState {
        ViewerState(selection: Selection(cursor: HourMark(dayIndex: index(iso), hour: hour)), size: size)
    }

    @Test func bracesGoToTheNearestDayWithReadingsKeepingTheHour() {
        let timeline = Self.timeline
        var state = state(on: "2025-09-20")
        state.apply(.moveToReadings(-1), in: timeline)
        #expect(timeline.days[state.selection.cursor.dayIndex].isoDate == "2022-06-03")
        #expect(state.selection.cursor.hour == 9 && state.notice == nil)
        state.apply(.moveToReadings(-1), in: timeline)
        #expect(timeline.days[state.selection.cursor.dayIndex].isoDate == "2022-06-02", "the next day has readings too")
        state.apply(.moveToReadings(1), in: timeline)
        state.apply(.moveToReadings(1), in: timeline)
        #expect(timeline.days[state.selection.cursor.dayIndex].isoDate == "2025-09-20")
        // From an empty day between the imports, both ways.
        state = self.state(on: "2020-07-01")
        state.apply(.moveToReadings(1), in: timeline)
        #expect(timeline.days[state.selection.cursor.dayIndex].isoDate == "2022-06-01")
        state = self.state(on: "2020-07-01")
        state.apply(.moveToReadings(-1), in: timeline)
        #expect(timeline.days[state.selection.cursor.dayIndex].isoDate == "2019-03-12")
    }

    @Test func atTheEndsTheCursorStaysAndTheStatusLineSaysSo() {
        let timeline = Self.timeline
        var state = state(on: "2019-03-10")
        state.apply(.moveToReadings(-1), in: timeline)
        #expect(state.selection.cursor == HourMark(dayIndex: 0, hour: 9))
        #expect(state.notice == "no earlier day with readings")
        state = self.state(on: "2025-09-22")
        state.apply(.moveToReadings(1), in: timeline)
        #expect(state.selection.cursor.dayIndex == timeline.days.count - 1)
        #expect(state.notice == "no later day with readings")
    }

    @Test func inTheWeekViewTheWeekShowsTheDayFound() throws {
        let timeline = Self.timeline
        var state = state(on: "2022-06-01")
        state.apply(.toggleWeek, in: timeline)
        state.apply(.moveToReadings(-1), in: timeline)
        #expect(state.mode == .week)
        let found = state.selection.cursor.dayIndex
        #expect(timeline.days[found].isoDate == "2019-03-12")
        #expect(try #require(state.weekDays(in: timeline)).contains(found))
    }

    /// Browsed a page of 31 days at a time (the archive's way): the days
    /// beyond the page are classed as the strip classes them, and the page
    /// that holds the day found is read.
    @Test func acrossPagesTheDayFoundIsReadWithItsPage() throws {
        let store = DayPagesTests.Recorder(Self.data)
        let pages = try #require(try DayPages(store: store, calendar: TestData.utc, window: DayWindow(days: 31),
                                              defaultDays: DayWindow.defaultDays))
        #expect(pages.plan.turns)
        var timeline = try pages.timeline(of: pages.plan.first)
        var state = ViewerState(selection: Selection(cursor: HourMark(dayIndex: index("2025-09-20", in: timeline.days), hour: 9)),
                                size: size)
        timeline = try #require(pages.apply(.moveToReadings(-1), to: &state, on: timeline))
        #expect(timeline.days[state.selection.cursor.dayIndex].isoDate == "2022-06-03")
        #expect(state.selection.cursor.hour == 9 && state.notice == nil)
        #expect(timeline.days.count == 31, "the page that holds it")
        #expect(pages.apply(.moveToReadings(-1), to: &state, on: timeline) == nil, "the day before is on the page")
        #expect(timeline.days[state.selection.cursor.dayIndex].isoDate == "2022-06-02")
        for _ in 0..<2 { if let next = pages.apply(.moveToReadings(-1), to: &state, on: timeline) { timeline = next } }
        #expect(timeline.days[state.selection.cursor.dayIndex].isoDate == "2019-03-12")
        for _ in 0..<3 { if let next = pages.apply(.moveToReadings(-1), to: &state, on: timeline) { timeline = next } }
        #expect(timeline.days[state.selection.cursor.dayIndex].isoDate == "2019-03-10")
        #expect(state.notice == "no earlier day with readings")
        #expect(pages.apply(.moveToReadings(1), to: &state, on: timeline) == nil)
        #expect(pages.apply(.moveToReadings(1), to: &state, on: timeline) == nil)
        #expect(timeline.days[state.selection.cursor.dayIndex].isoDate == "2019-03-12", "on its page")
        timeline = try #require(pages.apply(.moveToReadings(1), to: &state, on: timeline))
        #expect(timeline.days[state.selection.cursor.dayIndex].isoDate == "2022-06-01")
    }

    @Test func daysBeyondThePageThatCannotBeReadAreSaidNotDenied() throws {
        let store = DayPagesTests.Recorder(Self.data)
        let pages = try #require(try DayPages(store: store, calendar: TestData.utc, window: DayWindow(days: 31),
                                              defaultDays: DayWindow.defaultDays))
        let timeline = try pages.timeline(of: pages.plan.first)
        var state = ViewerState(selection: Selection(cursor: HourMark(dayIndex: index("2025-09-20", in: timeline.days), hour: 9)),
                                size: size)
        store.failing = true
        #expect(pages.apply(.moveToReadings(-1), to: &state, on: timeline) == nil)
        #expect(timeline.days[state.selection.cursor.dayIndex].isoDate == "2025-09-20")
        #expect(state.notice == "days beyond this page could not be read: archive.sqlite: disk I/O error", "\(state.notice ?? "")")
    }

    /// The empty day's plot says so, centred, in the day view and in the week.
    @Test func anEmptyDaySaysSoInThePlot() throws {
        let timeline = Self.timeline
        let builder = SceneBuilder(settings: RenderSettings(calendar: TestData.utc))
        var state = state(on: "2020-07-01")
        let screen = builder.scene(for: ViewerModel(page: timeline, state: state)).composed()
        let layout = try #require(ChartLayout(size: size))
        let message = "no readings on this day"
        let row = screen.line(layout.plot.y + layout.plot.height / 2)
        let column = try #require(row.firstRange(of: message)).lowerBound
        let x = row.distance(from: row.startIndex, to: column)
        #expect(abs((x - layout.plot.x) - (layout.plot.x + layout.plot.width - x - message.count)) <= 1, "centred: \(row)")
        state.apply(.toggleWeek, in: timeline)
        #expect(builder.scene(for: ViewerModel(page: timeline, state: state)).composed().lines.filter { $0.contains(message) }.count == 7)
    }
}
