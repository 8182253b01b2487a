import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// Moves among the days are decided once (`ViewerState.dayWanted`) and
/// arrived at once (`ViewerState.arrive`): the same keys on pages of 7 days
/// and on one timeline of every day end on the same day, hour and view.
struct DayMovesTests {
    static let size = Size(columns: 100, rows: 30)

    /// The state in all-days terms: the cursor's day among all, its hour, the view and the prompt.
    struct Landing: Equatable {
        var day: BrowsableDay, hour: Int, mode: ViewMode, prompt: String?, pinDay: BrowsableDay?
        init(_ model: ViewerModel) {
            day = model.page.browsable(model.state.selection.cursor.dayIndex)
            hour = model.state.selection.cursor.hour
            mode = model.state.mode
            prompt = model.state.dateEntry
            pinDay = model.state.selection.pin.map { model.page.browsable($0.dayIndex) }
        }
    }

    static func typed(_ date: String) -> [ViewerEvent] {
        [.startDateEntry] + date.map(ViewerEvent.character) + [.togglePin]
    }

    static let sequences: [[ViewerEvent]] = [
        [.moveDay(-1)], Array(repeating: .moveDay(-1), count: 9), [.moveDay(-7)], [.moveDay(-7), .moveDay(-7), .moveDay(7)],
        [.firstDay], [.firstDay, .lastDay], [.moveToReadings(-1)], [.moveToReadings(-1), .moveToReadings(-1)],
        [.togglePin, .moveDay(-10)], typed("2026-01-02"), [.toggleWeek] + typed("2026-01-02"),
        [.toggleProfile] + typed("2026-01-03"), typed("2025-12-31"), [.toggleWeek, .moveDay(-7), .moveDay(-7)],
        [.toggleYear, .moveReading(-2), .togglePin], [.toggleYear, .moveDay(-1), .togglePin],
    ]

    @Test(arguments: sequences)
    func theSameKeysLandOnTheSameDayOnPagesAndOnOneTimeline(events: [ViewerEvent]) throws {
        let pages = try #require(try DayPages(store: ViewerModelTests.data, calendar: ViewerModelTests.utc,
                                              window: DayWindow(days: 7), defaultDays: 31))
        let first = try pages.timeline(of: pages.plan.first)
        var paged = pages.model(first, ViewerState.opening(first, dayIndex: 3, hour: 9, size: Self.size))
        let whole = try #require(Timeline(data: ViewerModelTests.data, calendar: ViewerModelTests.utc))
        #expect(whole.days == pages.plan.days)
        var one = ViewerModel(page: whole, state: ViewerState.opening(whole, dayIndex: 17, hour: 9, size: Self.size))
        #expect(Landing(paged) == Landing(one))
        for event in events {
            pages.send(.event(event), to: &paged)
            _ = one.update(.event(event))
            #expect(Landing(paged) == Landing(one), "after \(event)")
            #expect(paged.state.noticeForms == one.state.noticeForms, "after \(event)")
        }
    }

    /// Help that scrolls takes PgUp/PgDn: no page is read behind it.
    @Test func pageKeysScrollTheHelpAndTurnNoPage() throws {
        let pages = try #require(try DayPages(store: ViewerModelTests.data, calendar: ViewerModelTests.utc,
                                              window: DayWindow(days: 7), defaultDays: 31))
        let first = try pages.timeline(of: pages.plan.first)
        var model = pages.model(first, ViewerState.opening(first, dayIndex: 0, hour: 9, size: Size(columns: 60, rows: 14)))
        _ = model.update(.event(.toggleHelp))
        let effects = model.update(.event(.moveDay(-7)))
        #expect(!effects.contains { if case .readPage = $0 { true } else { false } }, "\(effects)")
        #expect(model.state.helpVisible && model.state.helpTop == 0 && model.page.dayOffset == 14)
        _ = model.update(.event(.moveDay(7)))
        #expect(model.state.helpTop > 0 && model.page.dayOffset == 14)
    }

    /// A page that cannot be read: the typed date's prompt closes, the cursor
    /// goes as far toward the day as this page allows, and the status line says why.
    @Test func aTypedDateWhosePageCannotBeReadGoesToThePagesEdge() throws {
        let pages = try #require(try DayPages(store: ViewerModelTests.data, calendar: ViewerModelTests.utc,
                                              window: DayWindow(days: 7), defaultDays: 31))
        let first = try pages.timeline(of: pages.plan.first)
        var model = pages.model(first, ViewerState.opening(first, dayIndex: 3, hour: 9, size: Self.size))
        for event in Self.typed("2026-01-02").dropLast() { _ = model.update(.event(event)) }
        guard case .readPage(let read)? = model.update(.event(.togglePin)).first else { Issue.record("no page read"); return }
        #expect(read.wanted == BrowsableDay(1) && model.state.dateEntry == "2026-01-02", "nothing changes before the read")
        _ = model.update(.pageRead(read, .failure(PageError(problem: "archive.sqlite: disk I/O error"))))
        #expect(model.state.dateEntry == nil && model.state.selection.cursor == HourMark(dayIndex: 0, hour: 9))
        #expect(model.state.notice == "archive.sqlite: disk I/O error" && model.page.dayOffset == 14)
    }
}
