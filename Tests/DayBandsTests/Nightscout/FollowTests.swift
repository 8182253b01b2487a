import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources
@testable import DayBandsChart
@testable import DayBandsViewer

/// `--follow`: polls for newer entries, backs off while the site is down, and
/// grows the viewer's timeline without moving the cursor or the pin.
@Suite struct FollowTests {
    let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)

    @Test func backsOffExponentiallyUpToACap() {
        let schedule = PollSchedule(interval: 60)
        #expect((0...6).map(schedule.delay(afterFailures:)) == [60, 60, 120, 240, 480, 600, 600])
        #expect(schedule.delay(afterFailures: 1_000) == 600)
        #expect(PollSchedule(interval: 1, maximumDelay: 3).delay(afterFailures: 3) == 3)
    }

    @Test func saysHowStaleTheDataIs() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(StaleDataNotice.text(lastReading: now.addingTimeInterval(-12 * 60), nextAttempt: now.addingTimeInterval(120), now: now)
            == "last reading 12 min ago, retrying in 2 min")
        #expect(StaleDataNotice.text(lastReading: now.addingTimeInterval(-3 * 3_600), nextAttempt: now.addingTimeInterval(45), now: now)
            == "last reading 3 h ago, retrying in 45 s")
        #expect(StaleDataNotice.text(lastReading: now.addingTimeInterval(-3 * 86_400), nextAttempt: now, now: now)
            == "last reading 3 days ago, retrying now")
    }

    @Test func aPollBringsTheNewerEntriesAndLooksBackOverWhatIsHeld() throws {
        try withLoopbackSite(["--days", "1"] + LoopbackSite.anHourAgo) { server in
            let source = NightscoutSource(site: server.site())
            let held = try source.load(in: utc)
            let newest = try #require(held.readings.last).time
            let feed = LiveFeed(source: source, newest: newest, lookBack: 3_600, schedule: PollSchedule())
            try server.control("add=3")
            feed.poll()
            let update = feed.collect()
            let times = try #require(update.readings).readings.map(\.time)
            // The hour before the newest held (13 readings), then the 3 new ones.
            #expect(times == (-12...3).map { newest.addingTimeInterval(Double($0) * 300) })
            #expect(update.notice == nil && update.warnings.isEmpty)
            let poll = try #require(try server.requests(to: .entries).last)
            #expect(poll["find[date][$gte]"] == String(Int(newest.timeIntervalSince1970 * 1000) - 3_600_000))
        }
    }

    /// A reading posted again at the same instant with another value (a
    /// second uploader's) is kept beside the first and said once: in the
    /// log and on the status line, not again in the next poll.
    @Test func aConflictingReadingInAPollIsKeptAndSaidOnce() throws {
        try withLoopbackSite(["--days", "1"] + LoopbackSite.anHourAgo) { server in
            let source = NightscoutSource(site: server.site())
            let held = try source.load(in: utc)
            let newest = try #require(held.readings.last)
            let feed = LiveFeed(source: source, newest: newest.time, lookBack: 3_600, schedule: PollSchedule())
            try server.control("post=\(Int64(newest.time.timeIntervalSince1970 * 1000))&sgv=\(Int(newest.mgdl) + 50)&device=phone")
            feed.poll()
            let update = feed.collect()
            let values = try #require(update.readings).readings.filter { $0.time == newest.time }.map(\.mgdl)
            #expect(values.sorted() == [newest.mgdl, newest.mgdl + 50])
            #expect(update.warnings.count == 1)
            #expect(update.warnings.first?.hasPrefix("1 time has two different readings in ") == true, "\(update.warnings)")
            #expect(update.notice?.hasPrefix("1 time has two different readings: first at \(newest.time.ISO8601Format())") == true,
                    "\(update.notice ?? "")")
            feed.poll()
            #expect(feed.collect().warnings.isEmpty)
        }
    }

    @Test func keepsTheDataAndSaysHowStaleWhileTheSiteIsDown() throws {
        try withLoopbackSite(["--days", "1"] + LoopbackSite.anHourAgo) { server in
            let source = NightscoutSource(site: server.site(), timeout: 1)
            let newest = try source.load(in: utc).readings.last!.time
            let feed = LiveFeed(source: source, newest: newest, schedule: PollSchedule())
            try server.control("fault=drop")
            feed.poll()
            feed.poll()
            let down = feed.collect()
            #expect(down.readings == nil)
            // Two failures: the next try is two intervals away.
            #expect(down.notice?.hasSuffix("ago, retrying in 2 min") == true, "\(down.notice ?? "")")
            #expect(down.notice?.hasPrefix("last reading ") == true)
            try server.control("fault=none")
            try server.control("add=1")
            feed.poll()
            let back = feed.collect()
            #expect(back.notice == nil && back.readings?.readings.last?.time == newest.addingTimeInterval(300))
        }
    }

    @Test func pollsOnItsOwnThread() throws {
        try withLoopbackSite(["--days", "1"] + LoopbackSite.anHourAgo) { server in
            let source = NightscoutSource(site: server.site())
            let newest = try source.load(in: utc).readings.last!.time
            let feed = LiveFeed(source: source, newest: newest, schedule: PollSchedule(interval: 0.05))
            try server.control("add=2")
            feed.start()
            defer { feed.stop() }
            var arrived = Set<Date>()
            let deadline = Date().addingTimeInterval(5)
            while !arrived.contains(newest.addingTimeInterval(600)), Date() < deadline {
                arrived.formUnion(feed.collect().readings?.readings.map(\.time) ?? [])
                usleep(20_000)
            }
            #expect(arrived.filter { $0 > newest } == Set([newest.addingTimeInterval(300), newest.addingTimeInterval(600)]))
        }
    }

    // MARK: The viewer's timeline

    /// Two days of readings, the second up to 12:00; the viewer on the first
    /// day with a pin, or on the second.
    private func viewer(onDay dayIndex: Int) -> (SceneBuilder, ViewerModel) {
        let start = utc.day(year: 2026, month: 3, day: 10)!.interval.start
        let readings = stride(from: 0, to: 36 * 60, by: 5).map {
            GlucoseReading(time: start.addingTimeInterval(Double($0) * 60), mgdl: 100 + Double($0 % 120))
        }
        let timeline = Timeline(data: GlucoseData(readings: readings), calendar: utc)!
        let builder = SceneBuilder(settings: RenderSettings(calendar: utc))
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, dayIndex: dayIndex, hour: 8,
                                                                           size: Size(columns: 100, rows: 30)))
        _ = model.update(.event(.togglePin))
        _ = model.update(.event(.moveHour(2)))
        return (builder, model)
    }

    /// A poll's news, as the run loop hands it to the model.
    private func live(_ readings: GlucoseData?, notice: String? = nil) -> ViewerMessage {
        .liveRead(LiveRead(readings: readings, notice: notice))
    }

    private func newReadings(hour: Int) -> GlucoseData {
        let time = utc.day(year: 2026, month: 3, day: 11)!.instant(atHour: hour)
        return GlucoseData(readings: [GlucoseReading(time: time, mgdl: 250)])
    }

    @Test func timelinesGrowOnlyWithSomethingNew() {
        var (_, model) = viewer(onDay: 0)
        let page = model.page
        #expect(page.appending(GlucoseData(readings: [page.data.readings[3]])) == nil)
        #expect(page.appending(newReadings(hour: 13))?.data.readings.count == page.data.readings.count + 1)
        // The model takes a page only when it grew.
        _ = model.update(live(GlucoseData(readings: [page.data.readings[3]])))
        #expect(model.pageRevision == 0)
        _ = model.update(live(newReadings(hour: 13)))
        #expect(model.pageRevision == 1 && model.page.data.readings.count == page.data.readings.count + 1)
    }

    @Test func newReadingsOnTheOpenDayRedrawItsChartOnce() {
        var (builder, model) = viewer(onDay: 1)
        _ = builder.scene(for: model)
        let before = builder.chartPasses
        _ = model.update(live(newReadings(hour: 13)))
        let scene = builder.scene(for: model)
        _ = builder.scene(for: model)
        #expect(builder.chartPasses == before + 1)
        #expect(scene.layers[.chart]?.revision == builder.chartPasses)
        #expect(model.page.data.readings.last?.mgdl == 250)
        // The cursor and the pin stay where they were.
        #expect(model.state.selection.cursor == HourMark(dayIndex: 1, hour: 10))
        #expect(model.state.selection.pin == HourMark(dayIndex: 1, hour: 8))
    }

    /// In the week view new readings on a day of the week redraw the week
    /// once, and it shows them; nothing new (a copy) costs no pass.
    @Test func newReadingsInTheWeekRedrawItOnce() throws {
        var (builder, model) = viewer(onDay: 1)
        _ = model.update(.event(.toggleWeek))
        _ = builder.scene(for: model)
        let before = builder.chartPasses
        _ = model.update(live(newReadings(hour: 13)))
        let scene = builder.scene(for: model)
        _ = builder.scene(for: model)
        #expect(builder.chartPasses == before + 1)
        #expect(scene.layers[.chart]?.revision == builder.chartPasses)
        #expect(try #require(builder.week?.chart.tiles.last).grid.lines[0].contains("max 250"))
    }

    @Test func newReadingsOnAnotherDayCostNoChartPass() {
        var (builder, model) = viewer(onDay: 0)
        _ = builder.scene(for: model)
        let before = builder.chartPasses
        _ = model.update(live(newReadings(hour: 13)))
        _ = builder.scene(for: model)
        #expect(builder.chartPasses == before)
        // Moving to the day with the new reading shows it.
        _ = model.update(.event(.moveDay(1)))
        _ = model.update(.event(.moveHour(3)))
        let callout = builder.scene(for: model).layers[.liveCallout]?.grid.lines.joined() ?? ""
        #expect(callout.contains("250"), "\(callout)")
    }

    @Test func aNewDayIsAddedAfterTheOthers() {
        var (builder, model) = viewer(onDay: 0)
        let midnight = GlucoseData(readings: [GlucoseReading(time: utc.day(year: 2026, month: 3, day: 12)!.instant(atHour: 0),
                                                             mgdl: 120)])
        _ = model.update(live(midnight))
        #expect(model.page.days.count == 3 && model.strip.days.count == 3)
        let header = builder.scene(for: model).layers[.chart]?.grid.line(0) ?? ""
        #expect(header.contains("day 1 of 3"), "\(header)")
    }

    @Test func theStaleNoticeTakesThePlaceOfTheKeyHints() {
        var (builder, model) = viewer(onDay: 1)
        _ = model.update(live(nil, notice: "last reading 12 min ago, retrying in 2 min"))
        let status = builder.scene(for: model).layers[.status]!.grid.line(0)
        #expect(status.hasPrefix(" last reading 12 min ago, retrying in 2 min"), "\(status)")
        #expect(status.contains("pin 03-11 08:00"), "\(status)")
    }

    /// A notice can quote the network: it is drawn escaped, and cut to the
    /// room beside the pin (between words).
    @Test func aNoticeFromTheNetworkIsEscapedAndFitsItsRoom() throws {
        var (builder, model) = viewer(onDay: 1)
        _ = model.update(live(nil, notice: "site says \u{1B}]0;owned\u{07}\u{1B}[2J" + String(repeating: " word", count: 2_000)))
        let status = try #require(builder.scene(for: model).layers[.status]).grid.line(0)
        #expect(status.hasPrefix(" site says \\x1b]0;owned\\x07\\x1b[2J word word"), "\(status)")
        #expect(!status.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(status.hasSuffix("pin 03-11 08:00 100 mg/dL  Δ ±0 "), "the pin keeps its place: \(status)")
    }
}
