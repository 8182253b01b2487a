import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources
@testable import DayBandsChart
@testable import DayBandsLive
@testable import DayBandsViewer

/// `ViewerModel.update` alone, with no terminal and no store: each message,
/// the effects it asks for, and what their results do once applied. The
/// results are made by `DayPages` on data in memory, the run loop's runner.
struct ViewerModelTests {
    static let utc = TestData.utc
    static let size = Size(columns: 100, rows: 30)
    /// 2026-01-01 to 2026-01-21 (21 days) at 120 mg/dL every 5 minutes,
    /// none on days 4 to 13, a low of 55 on day 2 from 03:00 to 03:30.
    static let days = utc.days(from: utc.day(year: 2026, month: 1, day: 1)!.interval.start,
                               through: utc.day(year: 2026, month: 1, day: 21)!.interval.start)
    static let data: GlucoseData = {
        var readings: [GlucoseReading] = []
        for (index, day) in days.enumerated() where !(4...13).contains(index) {
            for minute in stride(from: 0, to: 24 * 60, by: 5) {
                let low = index == 2 && (180..<210).contains(minute)
                readings.append(GlucoseReading(time: day.interval.start.addingTimeInterval(Double(minute * 60)),
                                               mgdl: low ? 55 : 120))
            }
        }
        return GlucoseData(readings: readings)
    }()

    /// Pages of 7 days: 14...20 first, then 7...13 and 0...6.
    func pages() throws -> DayPages {
        try #require(try DayPages(store: Self.data, calendar: Self.utc, window: DayWindow(days: 7), defaultDays: 31))
    }

    /// The model on the last page, the cursor on its `day` (of the page) at `hour`.
    func model(_ pages: DayPages, day: Int, hour: Int = 12) throws -> ViewerModel {
        let page = try pages.timeline(of: pages.plan.first)
        return ViewerModel(page: page, state: ViewerState.opening(page, dayIndex: day, hour: hour, size: Self.size),
                           plan: pages.plan)
    }

    @Test func anEventOnThePageAsksNothingAndIsTheStatesApply() throws {
        let timeline = TestData.sample
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, dayIndex: 3, hour: 5, size: Self.size))
        var state = model.state
        #expect(model.update(.event(.moveHour(1))).isEmpty)
        state.apply(.moveHour(1), in: timeline)
        #expect(model.state == state && model.state.selection.cursor.hour == 6)
        #expect(model.pageRevision == 0 && model.plan == nil)
    }

    @Test func aStepOffThePageAsksForThePageBeforeAndTurnsWhenItComes() throws {
        let pages = try pages()
        var model = try model(pages, day: 0, hour: 9)
        model.state.selection.togglePin()
        let effects = model.update(.event(.moveDay(-1)))
        guard case .readPage(let read) = try #require(effects.first) else { Issue.record("\(effects)"); return }
        #expect(effects.count == 1)
        #expect(read.days == 7...13 && read.wanted == BrowsableDay(13) && read.then == .event(.moveDay(-1)))
        // The pin, on day 14, is renumbered from the new page's first day and read with it.
        #expect(read.pin == HourMark(dayIndex: 7, hour: 9) && read.pinDay == BrowsableDay(14))
        #expect(model.state.selection.cursor.dayIndex == 0 && model.pageRevision == 0, "nothing moves before the read")
        // The result applied: the page taken, the cursor on its last day, the pin's day held.
        guard case .pageRead(let asked, let result) = pages.perform(.readPage(read)) else { Issue.record("not a page"); return }
        _ = model.update(.pageRead(asked, result))
        #expect(model.pageRevision == 1 && model.page.dayOffset == 7 && model.page.days.first == Self.days[7])
        #expect(model.state.selection.cursor == HourMark(dayIndex: 6, hour: 9))
        #expect(model.state.selection.pin == HourMark(dayIndex: 7, hour: 9) && model.page.pinnedDay?.day == Self.days[14])
    }

    @Test func aPageThatCannotBeReadLeavesThePageAndSaysWhy() throws {
        let pages = try pages()
        var model = try model(pages, day: 0, hour: 9)
        model.state.mode = .week
        guard case .readPage(let read) = try #require(model.update(.event(.moveDay(-1))).first) else { return }
        #expect(model.update(.pageRead(read, .failure(PageError(problem: "archive.sqlite: disk I/O error")))).isEmpty)
        #expect(model.pageRevision == 0 && model.state.selection.cursor == HourMark(dayIndex: 0, hour: 9))
        #expect(model.state.notice == "archive.sqlite: disk I/O error" && model.state.mode == .week)
    }

    /// A typed date arrives on another page as on this one (`ViewerState.arrive`):
    /// the week view stays, ending on the day gone to (`WeekViewTests`).
    @Test func aTypedDateOnAnotherPageArrivesAsOnThePage() throws {
        let pages = try pages()
        var model = try model(pages, day: 3)
        for event in ["g", "2", "0", "2", "6", "-", "0", "1", "-", "0", "2"].map({ ViewerEvent.character(Character($0)) }) {
            _ = model.update(.event(event == .character("g") ? .startDateEntry : event))
        }
        model.state.mode = .week
        guard case .readPage(let read) = try #require(model.update(.event(.togglePin)).first) else { return }
        #expect(read.wanted == BrowsableDay(1) && read.then == .event(.togglePin))
        guard case .pageRead(let asked, let result) = pages.perform(.readPage(read)) else { return }
        _ = model.update(.pageRead(asked, result))
        #expect(model.state.dateEntry == nil && model.state.mode == .week && model.page.dayOffset == 0)
        #expect(model.page.days[model.state.selection.cursor.dayIndex] == Self.days[1])
        #expect(model.state.weekDays(in: model.page) == 0..<7, "the week ends on the day, kept inside the data")
    }

    @Test func aJumpSearchesBeyondThePageAndEachOutcomeIsApplied() throws {
        let pages = try pages()
        var model = try model(pages, day: 0, hour: 12)
        let effects = model.update(.event(.jump(.low, forward: false)))
        guard case .searchJump(let request) = try #require(effects.first) else { Issue.record("\(effects)"); return }
        #expect(request.target == .low && !request.forward && request.from == BrowsableDay(13))
        // None: said plainly.
        var none = model
        #expect(none.update(.jumpSearched(request, .none)) == none.wanted, "only the strip's days it lacks")
        #expect(none.state.notice == "no earlier low (<70)" && none.state.jumpSearch == nil)
        // Failed: the store's words.
        var failed = model
        _ = failed.update(.jumpSearched(request, .failed("archive.sqlite: disk I/O error")))
        #expect(failed.state.notice == "archive.sqlite: disk I/O error")
        // Stopped: how far, and the same key goes on from there.
        var stopped = model
        _ = stopped.update(.jumpSearched(request, .stopped(next: BrowsableDay(6))))
        #expect(stopped.state.notice == "no earlier low (<70) back to 2026-01-08: N searches on")
        guard case .searchJump(let again) = try #require(stopped.update(.event(.jump(.low, forward: false))).first) else { return }
        #expect(again.from == BrowsableDay(6) && again.reference == request.reference)
        // Found: its page asked for, the cursor on its extreme reading once read.
        guard case .jumpSearched(_, let outcome) = pages.perform(.searchJump(request)),
              case .found(let event) = outcome else { Issue.record("no low found"); return }
        guard case .readPage(let read) = try #require(model.update(.jumpSearched(request, outcome)).first) else { return }
        #expect(read.days == 0...6 && read.wanted == BrowsableDay(2) && read.then == .jump(event, .low))
        guard case .pageRead(let asked, let result) = pages.perform(.readPage(read)) else { return }
        _ = model.update(.pageRead(asked, result))
        #expect(model.page.dayOffset == 0 && model.state.selection.cursor.dayIndex == 2)
        #expect(model.state.selection.cursor.instant == event.extreme.time && model.state.lastJump?.eventStart == event.start)
        #expect(model.state.notice?.hasPrefix("low from 03:00") == true, "\(model.state.notice ?? "")")
    }

    @Test func theStripsDaysOnScreenAreAskedForUntilKnownAndAFailureStopsThem() throws {
        let pages = try pages()
        var model = try model(pages, day: 3)
        guard case .readStrip(let read) = try #require(model.wanted.first) else { Issue.record("\(model.wanted)"); return }
        #expect(read.days == 0..<7 && read.retry == nil && model.wanted.count == 1)
        #expect(model.strip.quality(of: 0..<14).allSatisfy { $0 == nil })
        guard case .stripRead(let asked, let result) = pages.perform(.readStrip(read)) else { return }
        let next = model.update(.stripRead(asked, result))
        #expect(model.strip.quality(of: 0..<7) == (0..<7).map { DayQuality(of: Self.days[$0], in: Self.data) })
        #expect(model.strip.quality(of: 4..<7) == Array(repeating: .noReadings, count: 3))
        guard case .readStrip(let second) = try #require(next.first) else { Issue.record("\(next)"); return }
        #expect(second.days == 7..<14)
        _ = model.update(.stripRead(second, .failure(PageError(problem: "archive.sqlite: disk I/O error"))))
        #expect(model.strip.failure == "archive.sqlite: disk I/O error" && model.wanted.isEmpty)
        #expect(model.strip.quality(of: 7..<14).allSatisfy { $0 == nil })
        // No strip in the profile: nothing asked.
        var profile = try self.model(pages, day: 3)
        _ = profile.update(.event(.toggleProfile))
        #expect(profile.wanted.isEmpty)
    }

    @Test func daysWithReadingsBeyondThePageAreClassedFirstThenTheKeyAppliedAgain() throws {
        let pages = try pages()
        var model = try model(pages, day: 0, hour: 7)
        var effects = model.update(.event(.moveToReadings(-1)))
        var strips = 0
        while case .readStrip(let read) = effects.first {
            #expect(read.retry == .moveToReadings(-1))
            strips += 1
            effects = model.update(try #require(pages.perform(.readStrip(read))))
        }
        #expect(strips == 2, "days 7-13 (none), then 0-6")
        guard case .readPage(let read) = try #require(effects.first) else { Issue.record("\(effects)"); return }
        #expect(read.wanted == BrowsableDay(3) && model.state.selection.cursor.hour == 7)
    }

    @Test func theLiveFeedsReadingsGrowThePageAndItsNoticeIsKept() throws {
        let timeline = try #require(Timeline(data: Self.data.data(in: DateInterval(start: Self.days[14].interval.start,
                                                                                    end: Self.days[19].interval.end)),
                                             calendar: Self.utc))
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, size: Self.size))
        let news = Self.data.data(in: Self.days[20].interval)
        #expect(model.update(.liveRead(LiveRead(readings: news, notice: nil))).isEmpty)
        #expect(model.pageRevision == 1 && model.page.days.count == 7 && model.strip.days.count == 7)
        #expect(model.strip.quality(of: 6..<7) == [DayQuality(of: Self.days[20], in: news)])
        _ = model.update(.liveRead(LiveRead(readings: news, notice: "last reading 12 min ago")))
        #expect(model.pageRevision == 1, "nothing new: the page stays")
        #expect(model.liveNotice?.text == "last reading 12 min ago")
        _ = model.update(.liveRead(LiveRead(readings: nil, notice: nil)))
        #expect(model.liveNotice == nil)
    }

    @Test func theClocksTickRingsAnAlertOnceShowsTheLiveRowAndASnoozeHoldsIt() throws {
        // Day 20 until 12:00, falling to 55 mg/dL over its last half hour.
        let start = Self.days[20].interval.start
        let readings: [GlucoseReading] = (0...144).map { (step: Int) -> GlucoseReading in
            let falling: Double = step < 138 ? 0 : Double(step - 137) * 9.3
            return GlucoseReading(time: start.addingTimeInterval(Double(step * 300)), mgdl: 120 - falling)
        }
        let timeline = try #require(Timeline(data: GlucoseData(readings: readings), calendar: Self.utc))
        let newest = readings[readings.count - 1].time
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, size: Self.size),
                                live: LiveStatus(alerts: AlertThresholds()), clock: newest)
        let builder = SceneBuilder(settings: RenderSettings(calendar: Self.utc))
        #expect(builder.scene(for: model).layers[.live] == nil, "no row before the clock's first tick")
        let rung = model.update(.tick(newest.addingTimeInterval(60)))
        #expect(rung.contains(.alarm(.bell)) && rung.contains { if case .alarm(.notify) = $0 { true } else { false } })
        #expect(model.state.liveRow && model.wantsClock && model.liveNotice?.text == "LOW 55 mg/dL  z snoozes 15 min")
        #expect(model.liveNotice?.ink == .low, "in the alarm's colour")
        let row = try #require(builder.scene(for: model).layers[.live]).grid.line(0)
        #expect(row.hasPrefix(" █▀▀ █▀▀  mg/dL"), "the newest reading, 55 in large digits: \(row)")
        #expect(model.update(.tick(newest.addingTimeInterval(120))).isEmpty, "a low rings again after 5 minutes, not 1")
        #expect(model.update(.event(.snooze)).isEmpty)
        #expect(model.state.notice == nil && model.liveNotice?.text == "alerts snoozed until 12:17 (15 min)  z: 30 min")
        _ = model.update(.tick(newest.addingTimeInterval(124)))
        let area = try #require(builder.scene(for: model).layers[.live]).grid
        #expect((0..<area.size.rows).map(area.line).joined().contains("snoozed until 12:17"), "beside the large digits")
        _ = model.update(.event(.snooze))
        #expect(model.liveNotice?.text == "alerts snoozed until 12:32 (30 min)  z: 60 min", "a press in a row: the next choice")
        // Two hours on, the newest reading is old: no row, no clock to wake for.
        _ = model.update(.tick(newest.addingTimeInterval(7_200)))
        #expect(!model.state.liveRow && !model.wantsClock && builder.scene(for: model).layers[.live] == nil)
    }

    @Test func aFeedWaitsForTheLastPageAndFFromAnEarlierPageGoesToTheNewestReading() throws {
        let pages = try pages()
        let last = try pages.timeline(of: pages.plan.first)
        var state = ViewerState.opening(last, dayIndex: 0, hour: 9, size: Self.size)
        state.following = false
        var model = ViewerModel(page: last, state: state, plan: pages.plan, follows: true)
        pages.send(.event(.moveDay(-8)), to: &model)
        #expect(model.page.dayOffset == 0 && model.pageRevision == 1, "on the first page, days 0-6")
        // A poll brings the day after the data's last: the first page keeps its seven days.
        let next = Self.days[20].interval.end
        let news = GlucoseData(readings: (0..<24).map { GlucoseReading(time: next.addingTimeInterval(Double($0 * 300)), mgdl: 150) })
        pages.send(.liveRead(LiveRead(readings: news, notice: nil)), to: &model)
        #expect(model.page.days.count == 7 && model.page.dayOffset == 0 && model.pageRevision == 1)
        #expect(model.live.recent.last?.time == news.readings.last?.time, "the live row has it at once")
        // f: the last page is read, grown by what the feed brought, the cursor on its newest reading.
        pages.send(.event(.follow), to: &model)
        #expect(model.state.following == true)
        #expect(model.page.days.last?.isoDate == "2026-01-22" && model.page.dayOffset == 14)
        let cursor = model.state.selection.cursor
        #expect(model.page.days[cursor.dayIndex].isoDate == "2026-01-22" && cursor.instant == news.readings.last?.time)
    }
}

