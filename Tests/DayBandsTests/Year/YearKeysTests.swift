import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// `y` in the viewer: the key's binding, the cursor's moves by day, week,
/// month and year within the data, Enter opening the day, and the calendar
/// never made again while the cursor moves.
@Suite struct YearKeysTests {
    /// 2024-01-20 to 2025-03-10, readings every 15 minutes.
    static let timeline: Timeline = {
        let first = YearFixture.day("2024-01-20")
        let readings = (0..<416).flatMap { offset in
            YearFixture.readings(on: ViewerState.day(first, plus: offset, in: YearFixture.utc), every: 15) { 100 + Double($0 % 120) }
        }
        return Timeline(data: GlucoseData(readings: readings), calendar: YearFixture.utc)!
    }()

    static func state(on iso: String) -> ViewerState {
        let index = timeline.days.firstIndex { $0.isoDate == iso }!
        var state = ViewerState.opening(timeline, dayIndex: index, size: Size(columns: 80, rows: 24))
        state.apply(KeyBindings.event(for: .character("y")), in: timeline)
        return state
    }

    @Test func theKeyIsBoundOnceAndListed() {
        #expect(KeyBindings.event(for: .character("y")) == .toggleYear)
        #expect(KeyBindings.all.filter { $0.keys.contains { $0.key == .character("y") } }.count == 1)
        #expect(StatusLine.hints(room: 200, glyphs: .unicode, from: KeyBindings.yearHints).contains("PgUp/Dn year"))
    }

    @Test func theCursorMovesByDayWeekMonthAndYearWithinTheData() {
        var state = Self.state(on: "2024-01-31")
        #expect(state.mode == .year && state.yearCursor?.isoDate == "2024-01-31")
        func press(_ event: ViewerEvent) -> String? {
            state.apply(event, in: Self.timeline)
            return state.yearCursor?.isoDate
        }
        #expect(press(.moveHour(1)) == "2024-02-01")
        #expect(press(.moveHour(-1)) == "2024-01-31")
        // A month on from the 31st: February's last day, of a leap year.
        #expect(press(.moveDay(1)) == "2024-02-29")
        #expect(press(.moveReading(1)) == "2024-03-07")
        #expect(press(.moveDay(WeekLayout.days)) == "2025-03-07")
        // Held to the data's last day, and its first.
        #expect(press(.moveDay(WeekLayout.days)) == "2025-03-10")
        #expect(press(.firstDay) == "2024-01-20")
        #expect(press(.moveHour(-1)) == "2024-01-20")
        #expect(press(.lastDay) == "2025-03-10")
        // Keys of the day view do nothing here; the unit still switches.
        #expect(press(.jump(.low, forward: true)) == "2025-03-10" && state.mode == .year)
        #expect(press(.toggleUnit) == "2025-03-10" && state.unit == .mmol)
    }

    @Test func enterOpensTheDayAndYGoesBack() {
        var state = Self.state(on: "2024-06-15")
        state.apply(.moveDay(-1), in: Self.timeline)
        state.apply(.togglePin, in: Self.timeline)
        #expect(state.mode == .day && state.yearCursor == nil && state.selection.pin == nil)
        #expect(Self.timeline.days[state.selection.cursor.dayIndex].isoDate == "2024-05-15")
        var back = Self.state(on: "2024-06-15")
        back.apply(.moveDay(-1), in: Self.timeline)
        back.apply(.toggleYear, in: Self.timeline)
        #expect(back.mode == .day && Self.timeline.days[back.selection.cursor.dayIndex].isoDate == "2024-06-15")
    }

    @Test func theYearsReadsAreEffectsAndTheCursorReadsNothingNorMakesTheCalendarAgain() throws {
        let pages = try #require(try DayPages(store: Self.timeline.data, calendar: YearFixture.utc, window: DayWindow(),
                                              defaultDays: nil))
        let builder = SceneBuilder(settings: RenderSettings(calendar: YearFixture.utc))
        var model = ViewerModel(page: Self.timeline, state: Self.state(on: "2024-06-15"))
        // The outline first, then the months on screen (2024 and 2025's first three: 15 rows at 24), then nothing.
        #expect(model.wanted == [.readYear(.outline)] && model.year == nil)
        let outline = try #require(pages.perform(.readYear(.outline)))
        let months = model.update(outline)
        guard case .readYear(.months(let unread, _))? = months.first else { Issue.record("\(months)"); return }
        #expect(unread.count == 15 && unread.first == YearMonth(year: 2024, month: 1) && unread.last == YearMonth(year: 2025, month: 3))
        pages.settle(&model)
        #expect(model.wanted.isEmpty && model.year?.first?.isoDate == "2024-01-20")
        let first = builder.scene(for: model)
        for _ in 0..<40 {
            #expect(model.update(.event(.moveHour(1))).isEmpty)
            let scene = builder.scene(for: model)
            #expect(scene.layers[.chart] == first.layers[.chart])
            #expect(scene.layers[.status]?.grid.line(0).contains("⏎ open day") == true)
        }
        #expect(builder.yearView.chartPasses == 1)
        #expect(builder.scene(for: model).composed().line(1).hasPrefix("Thu 2024-07-25"))
    }

    @Test func enterOnADayOfAnotherPageReadsItsPageAndOpensIt() throws {
        let pages = try #require(try DayPages(store: Self.timeline.data, calendar: YearFixture.utc, window: DayWindow(days: 31),
                                              defaultDays: 31))
        let page = try pages.timeline(of: pages.plan.first)
        var state = ViewerState.opening(page, size: Size(columns: 80, rows: 24))
        state.apply(.toggleYear, in: page)
        var model = ViewerModel(page: page, state: state, plan: pages.plan)
        pages.send(.event(.moveDay(-3)), to: &model)
        #expect(model.state.yearCursor?.isoDate == "2024-12-10")
        #expect(model.pageRevision == 0, "the year's cursor reads no page")
        pages.send(.event(.togglePin), to: &model)
        #expect(model.pageRevision == 1 && model.state.mode == .day && model.state.yearCursor == nil)
        #expect(model.page.days[model.state.selection.cursor.dayIndex].isoDate == "2024-12-10")
        #expect(model.year?.first?.isoDate == "2024-01-20", "the viewer's year reads the same store")
    }
}
