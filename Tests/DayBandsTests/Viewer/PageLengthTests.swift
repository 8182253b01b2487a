import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// A window longer than the longest page (`--days 3650`, a long `--from`/`--to`)
/// is browsed in pages of that length: only a page is read, the panel's
/// window column is the page's and says so, and the strip still shows all.
struct PageLengthTests {
    static let calendar = DaySummariesTests.calendar
    /// 119 days, 2026-01-02 to 2026-04-30.
    static let data = DaySummariesTests.data

    func pages(_ window: DayWindow, longest: Int? = 30, store: DayPagesTests.Recorder = .init(data)) throws -> DayPages {
        try #require(try DayPages(store: store, calendar: Self.calendar, window: window, defaultDays: DayWindow.defaultDays,
                                  longestPage: longest))
    }

    @Test func aLongWindowIsReadAPageOfTheLongestAtATime() throws {
        let store = DayPagesTests.Recorder(Self.data)
        let pages = try pages(DayWindow(days: 100), store: store)
        #expect(pages.plan.days.count == 119 && pages.plan.windowDays == 100)
        #expect(pages.plan.first == 89...118 && pages.plan.turns)
        let timeline = try pages.timeline(of: pages.plan.first)
        #expect(timeline.days.count == 30)
        let asked = try #require(store.asked.last)
        // The page and the day either side of it (`DayPages.timeline(of:)`), never the window.
        #expect(asked.duration <= 32 * 86_400 + 2 * Cadence.longestJoin)
        #expect(pages.plan.openingNotice == "100 days asked: 30 are read at a time (the panel's column); stats counts all")
        // Browsing back past it reads the page before, as long.
        var state = ViewerState.opening(timeline, dayIndex: 0, hour: 10, size: Size(columns: 100, rows: 30))
        let before = try #require(pages.apply(.moveDay(-1), to: &state, on: timeline))
        #expect(before.days.count == 30 && before.dayOffset == 59)
        // Without a longest page (stats, the report) the window is one page; nothing is said.
        let whole = try self.pages(DayWindow(days: 100), longest: nil)
        #expect(whole.plan.first == 19...118 && whole.plan.openingNotice == nil)
        // A window within the longest is not cut.
        #expect(try self.pages(DayWindow(days: 30)).plan.openingNotice == nil)
    }

    @Test func aLongFromToIsBrowsedInPagesAndNeverLeft() throws {
        let pages = try pages(DayWindow(from: "2026-02-01", to: "2026-04-01"))
        #expect(pages.plan.days.count == 60 && pages.plan.days.first?.isoDate == "2026-02-01" && pages.plan.days.last?.isoDate == "2026-04-01")
        #expect(pages.plan.first == 30...59 && pages.plan.turns && pages.plan.windowDays == 60)
        let last = try pages.timeline(of: pages.plan.first)
        var state = ViewerState.opening(last, dayIndex: 29, hour: 10, size: Size(columns: 100, rows: 30))
        // `<` goes to the window's first day, on the page before; no further.
        let start = try #require(pages.apply(.firstDay, to: &state, on: last))
        #expect(start.days[state.selection.cursor.dayIndex].isoDate == "2026-02-01")
        #expect(pages.apply(.moveDay(-1), to: &state, on: start) == nil)
        #expect(start.days[state.selection.cursor.dayIndex].isoDate == "2026-02-01")
        // The strip shows the window's days, no others.
        #expect(start.browsableDayCount == 60 && pages.model(start, state).strip.days == pages.plan.days)
    }

    @Test func aDayAskedForEarlyInALongWindowOpensItsPage() throws {
        let pages = try pages(DayWindow(days: 100, day: "2026-01-25"))
        let timeline = try pages.timeline(of: pages.plan.first)
        #expect(pages.plan.first.count == 30 && timeline.days[0].isoDate == "2026-01-25")
        let inWindow = try self.pages(DayWindow(from: "2026-01-10", to: "2026-04-20", day: "2026-02-01"))
        #expect(try inWindow.timeline(of: inWindow.plan.first).days[0].isoDate == "2026-02-01")
    }

    /// The panel's window column is the page it heads, whatever window was asked.
    @Test func thePanelsWindowColumnIsThePageItNames() throws {
        let pages = try pages(DayWindow(days: 100))
        let timeline = try pages.timeline(of: pages.plan.first)
        let builder = SceneBuilder(settings: RenderSettings(calendar: Self.calendar))
        var state = ViewerState.opening(timeline, dayIndex: 29, hour: 12, size: Size(columns: 150, rows: 50))
        state.statisticsChoice = true
        let panel = try #require(builder.scene(for: pages.model(timeline, state)).layers[.statistics])
        let lines = (0..<panel.grid.size.rows).map { panel.grid.line($0) }
        #expect(lines.contains { $0.contains("30 days") })
        let readings = Self.data.readings(in: timeline.interval).count
        let all = Self.data.readings(in: DateInterval(start: pages.plan.days[19].interval.start, end: timeline.interval.end)).count
        #expect(readings != all)
        let row = try #require(lines.first { $0.contains("readings") && !$0.contains("expected") })
        #expect(row.contains(" \(readings) "), "\(row)")
    }
}
