import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources
@testable import DayBandsChart
@testable import DayBandsViewer

/// The overview strip over every day of a store, a page held at a time: each
/// day classed as from all the data in memory, read a page's length at a
/// time and only once, shown beyond the page, and a click on such a day
/// reading its page.
struct DaySummariesTests {
    static let calendar = DayPagesTests.berlin

    /// 2026-01-01 to 2026-04-30 (120 days, the 23-hour 2026-03-29 among them)
    /// of days of five kinds by day number: none, every 30 minutes (too few),
    /// all high, half high, all in range.
    static let data: GlucoseData = {
        let days = calendar.days(from: calendar.day(year: 2026, month: 1, day: 1)!.interval.start,
                                 through: calendar.day(year: 2026, month: 4, day: 30)!.interval.start)
        var readings: [GlucoseReading] = []
        for (number, day) in days.enumerated() where number % 5 != 0 {
            let step: TimeInterval = number % 5 == 1 ? 1_800 : 300
            for (index, time) in stride(from: day.interval.start.timeIntervalSince1970,
                                        to: day.interval.end.timeIntervalSince1970, by: step).enumerated() {
                let mgdl: Double = switch number % 5 {
                case 2: 260
                case 3: index % 2 == 0 ? 120 : 240
                default: 90 + Double(index % 60)
                }
                readings.append(GlucoseReading(time: Date(timeIntervalSince1970: time), mgdl: mgdl))
            }
        }
        return GlucoseData(readings: readings)
    }()

    static var inMemory: [DayQuality] {
        let days = calendar.days(from: data.readings[0].time, through: data.readings[data.readings.count - 1].time)
        return days.map { DayQuality(of: $0, in: data) }
    }

    let size = Size(columns: 100, rows: 30)

    func pages(_ window: DayWindow = DayWindow(days: 7), store: DayPagesTests.Recorder) throws -> DayPages {
        try #require(try DayPages(store: store, calendar: Self.calendar, window: window, defaultDays: DayWindow.defaultDays))
    }

    @Test func everyDayIsClassedAsFromAllTheDataReadAPageAtATimeAndOnce() throws {
        let store = DayPagesTests.Recorder(Self.data)
        let pages = try pages(store: store)
        #expect(pages.plan.days.count == 119)
        let timeline = try pages.timeline(of: pages.plan.first)
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, size: size), plan: pages.plan)
        pages.classAll(&model)
        let quality = model.strip.quality(of: 0..<pages.plan.days.count)
        #expect(quality == Self.inMemory.map(Optional.some))
        // All five kinds are there, so a wrong class would show.
        #expect(Set(quality.compactMap { $0 }).count == 5)
        // The strip reads whole pages as a page turn does (a page's 7 days, the
        // day either side, the join margins), each page once.
        let longestRead = 9 * 86_400 + 2 * Cadence.longestJoin + 3_600
        #expect(store.asked.allSatisfy { $0.duration <= longestRead })
        #expect(Set(store.asked).count == store.asked.count)
        #expect(store.asked.count == 17, "each of the 17 pages once")
        // Known days are not read again.
        let reads = store.asked.count
        pages.classAll(&model)
        #expect(store.asked.count == reads)
    }

    @Test func aPageTheStripReadIsNotReadAgainWhenTheCursorTurnsToIt() throws {
        let store = DayPagesTests.Recorder(Self.data)
        let pages = try pages(store: store)
        let first = try pages.timeline(of: pages.plan.first)
        var model = ViewerModel(page: first, state: ViewerState.opening(first, size: size), plan: pages.plan)
        pages.classAll(&model)
        let reads = store.asked.count
        let before = pages.plan.page(containing: pages.plan.first.lowerBound - 1)
        let turned = try pages.timeline(of: before)
        #expect(store.asked.count == reads, "the strip's read of the page is handed to the turn")
        let direct = try pages.timeline(of: before)
        #expect(store.asked.count == reads + 1, "a read is handed over once, then read again")
        #expect(turned.data.readings == direct.data.readings && turned.days == direct.days)
        // The last day's page, which a live feed may be adding to, is always read afresh.
        let last = pages.plan.page(containing: pages.plan.days.count - 1)
        _ = try pages.timeline(of: last)
        #expect(store.asked.count == reads + 2)
    }

    @Test func theStripShowsTheDaysAroundTheCursorBeyondThePage() throws {
        let store = DayPagesTests.Recorder(Self.data)
        let pages = try pages(store: store)
        let timeline = try pages.timeline(of: pages.plan.first)
        let builder = SceneBuilder(settings: RenderSettings(calendar: Self.calendar))
        let state = ViewerState.opening(timeline, dayIndex: 3, hour: 12, size: size)
        let layer = try #require(builder.scene(for: pages.model(timeline, state)).layers[.overview])
        let layout = try #require(SceneBuilder.layout(for: state))
        let strip = OverviewStrip(timeline: timeline, dayIndex: 3, area: layout.overview)
        // The page is the last 7 of 119 days; the strip shows far more, up to the last.
        #expect(strip.visibleDays.count > 60 && strip.visibleDays.upperBound == 119)
        #expect(strip.visibleDays.lowerBound < pages.plan.first.lowerBound - 50)
        let expected = Self.inMemory
        for (offset, day) in strip.visibleDays.enumerated() {
            var cell = expected[day].cell(glyphs: .unicode)
            if day == pages.plan.first.lowerBound + 3 { cell = OverviewStrip.currentDay(cell, style: RenderStyle()) }
            #expect(layer.grid[strip.firstCellX + offset, 0] == cell, "day \(day)")
        }
        // Its first date is the first day shown, weeks before the page.
        let first = pages.plan.days[strip.visibleDays.lowerBound].isoDate.suffix(5)
        #expect(layer.grid.line(0).trimmingCharacters(in: .whitespaces).hasPrefix(String(first)))
        #expect(pages.plan.days[strip.visibleDays.lowerBound].interval.start < timeline.days[0].interval.start)
    }

    @Test func aClickOnAStripDayBeyondThePageOpensItOnItsPage() throws {
        let pages = try pages(store: DayPagesTests.Recorder(Self.data))
        let timeline = try pages.timeline(of: pages.plan.first)
        var state = ViewerState.opening(timeline, dayIndex: 3, hour: 9, size: size)
        let layout = try #require(SceneBuilder.layout(for: state))
        let strip = OverviewStrip(timeline: timeline, dayIndex: 3, area: layout.overview)
        let wanted = pages.plan.first.lowerBound - 40
        let point = Point(x: strip.firstCellX + wanted - strip.visibleDays.lowerBound, y: layout.overview.y)
        let page = try #require(pages.apply(.click(point), to: &state, on: timeline))
        #expect(page.days[state.selection.cursor.dayIndex] == pages.plan.days[wanted])
        #expect(page.dayOffset + state.selection.cursor.dayIndex == wanted)
        #expect(state.selection.cursor.hour == 9 && state.mode == .day && state.selection.pin == nil)
        // A click on a day of the page shown reads nothing and moves the cursor there.
        let here = OverviewStrip(timeline: page, dayIndex: state.selection.cursor.dayIndex, area: layout.overview)
        let next = wanted + 1
        #expect(page.days.indices.contains(next - page.dayOffset))
        let nextPoint = Point(x: here.firstCellX + next - here.visibleDays.lowerBound, y: layout.overview.y)
        #expect(pages.apply(.click(nextPoint), to: &state, on: page) == nil)
        #expect(page.dayOffset + state.selection.cursor.dayIndex == next)
    }

    @Test func daysTheStoreCannotGiveAreUnknownOnceAndSaidWhy() throws {
        let store = DayPagesTests.Recorder(Self.data)
        let pages = try pages(store: store)
        let timeline = try pages.timeline(of: pages.plan.first)
        store.failing = true
        let builder = SceneBuilder(settings: RenderSettings(calendar: Self.calendar))
        let state = ViewerState.opening(timeline, dayIndex: 6, hour: 12, size: size)
        let model = pages.model(timeline, state)
        let scene = builder.scene(for: model)
        let layer = try #require(scene.layers[.overview])
        let strip = OverviewStrip(timeline: timeline, dayIndex: 6, area: try #require(SceneBuilder.layout(for: state)).overview)
        let cells = strip.visibleDays.map { layer.grid[strip.firstCellX + $0 - strip.visibleDays.lowerBound, 0]?.symbol }
        let pageCells = cells.suffix(7)
        #expect(cells.dropLast(7).allSatisfy { $0 == "?" })
        #expect(pageCells.allSatisfy { $0 != "?" })
        #expect(model.strip.failure == "archive.sqlite: disk I/O error")
        // The status line says why, in place of the key hints.
        let status = try #require(scene.layers[.status])
        #expect(status.grid.line(0).hasPrefix(" ? on the strip: archive.sqlite: disk I/O error"))
    }

    @Test func aWindowFromToStripShowsOnlyItsDays() throws {
        let pages = try pages(DayWindow(from: "2026-02-01", to: "2026-02-10"), store: DayPagesTests.Recorder(Self.data))
        let timeline = try pages.timeline(of: pages.plan.first)
        #expect(timeline.dayOffset == 0 && timeline.browsableDayCount == 10)
        #expect(pages.model(timeline, ViewerState.opening(timeline, size: size)).strip.days == timeline.days)
    }

    @Test func aLiveFeedsNewDayIsAddedAndItsDaysClassedAgain() throws {
        let last = Self.data.readings[Self.data.readings.count - 1].time
        let early = Self.data.data(in: DateInterval(start: Self.data.readings[0].time, end: last.addingTimeInterval(-86_400)))
        let pages = try pages(store: DayPagesTests.Recorder(early))
        let timeline = try pages.timeline(of: pages.plan.first)
        var model = pages.model(timeline, ViewerState.opening(timeline, size: size))
        let rest = Self.data.data(in: DateInterval(start: last.addingTimeInterval(-86_400), end: last.addingTimeInterval(1)))
        let grown = try #require(timeline.appending(rest))
        #expect(grown.browsableDayCount == 119 && grown.dayOffset == timeline.dayOffset)
        pages.send(.liveRead(LiveRead(readings: rest, notice: nil)), to: &model)
        #expect(model.page.days == grown.days && model.pageRevision == 1)
        #expect(model.strip.days.count == 119)
        #expect(model.strip.quality(of: 110..<119) == Self.inMemory[110..<119].map(Optional.some))
    }
}
