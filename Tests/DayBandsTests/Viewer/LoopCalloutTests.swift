import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsArchive
@testable import DayBandsChart
@testable import DayBandsViewer

/// A past hour's callout says what the loop said then (`LoopHistory`,
/// `Callout+Loop`): the newest device status at or before the cursor's time
/// and at most 15 minutes old, in the live row's words; nothing of it once
/// older; read once a page, so a cursor step reads nothing and makes no chart.
struct LoopCalloutTests {
    static let outlook = LoopPrediction.Outlook(settles: 85, low: 62, high: 140)

    static func history(_ moments: [LoopMoment], over timeline: Timeline) -> LoopHistory {
        LoopHistory(interval: DateInterval(start: timeline.days[0].interval.start, end: timeline.days.last!.interval.end),
                    moments: moments)
    }

    /// 14:59 and 15:00 minutes old are said; 15:01 is not; a moment after the instant never is.
    @Test(arguments: [(14 * 60 + 59, true), (15 * 60, true), (15 * 60 + 1, false), (-1, false)])
    func aMomentIsSaidUpToFifteenMinutesOld(age: Int, said: Bool) {
        let moment = LoopMoment(time: TestData.time(14), iob: 1.35, cob: nil, outlook: Self.outlook)
        let history = LoopHistory(interval: DateInterval(start: TestData.time(0), duration: 86_400), moments: [moment])
        let instant = TestData.time(14).addingTimeInterval(Double(age))
        #expect((history.moment(at: instant) == moment) == said)
        let hour = history.hour(at: instant, day: DateInterval(start: TestData.time(0), duration: 86_400))
        #expect(hour?.rows == 2, "the day has both rows at every hour")
        #expect((hour?.moment != nil) == said)
    }

    /// The newest before wins over an older one; a day without moments has no loop rows.
    @Test func theNewestMomentBeforeIsSaidAndADayWithoutAnyHasNoRows() {
        let older = LoopMoment(time: TestData.time(13, 50), iob: 2), newer = LoopMoment(time: TestData.time(13, 55), iob: 1)
        let day = DateInterval(start: TestData.time(0), duration: 86_400)
        let history = LoopHistory(interval: day, moments: [newer, older])
        #expect(history.moment(at: TestData.time(14)) == newer)
        #expect(history.hour(at: TestData.time(14), day: DateInterval(start: day.end, duration: 86_400)) == nil)
        // IOB alone (a Medtronic pump's): one row, and one row's words when stale.
        let hour = history.hour(at: TestData.time(16), day: day)
        #expect(hour == LoopHour(moment: nil, onBoardRow: true, outlookRow: false))
        #expect(Callout.loopLines(try! #require(hour), unit: .mgdl).map(\.0) == ["no status in 15 min"])
    }

    func callout(at hour: Int, minute: Int = 0, moments: [LoopMoment]) -> [String] {
        let readings = [GlucoseReading(time: TestData.time(hour, minute), mgdl: 182, trend: .flat)]
        let timeline = TestData.timeline(readings)
        let window = HourWindow(HourMark(dayIndex: 0, hour: hour), in: timeline)
        let loop = Self.history(moments, over: timeline).hour(at: window.instant, day: window.day.interval)
        let lines = Callout(window, role: .live, treatments: false, loop: loop,
                            context: DayChart.Context(data: timeline.data, calendar: TestData.utc)).grid.lines
        #expect(lines.count == Callout.size(.live, treatments: false, loop: loop).rows)
        return lines
    }

    /// The box as drawn: the reading, its word, then IOB and COB and where the loop's prediction settled.
    @Test func theCalloutSaysIOBCOBAndTheEventualGlucose() {
        let moment = LoopMoment(time: TestData.time(14, 50), iob: 1.35, cob: 12, outlook: Self.outlook)
        #expect(callout(at: 15, moments: [moment]) == [
            "┌─ 15:00 ──────────────┐",
            "│ 15:00  182 mg/dL →   │",
            "│ high                 │",
            "│ IOB 1.35 U  COB 12 g │",
            "│ eventual 85 (62-140) │",
            "└──────────────────────┘",
        ])
        // 15:01 minutes old at 15:00: nothing of it, said in muted words; the box keeps its size.
        let stale = LoopMoment(time: TestData.time(14, 45).addingTimeInterval(-1), iob: 1.35, cob: 12, outlook: Self.outlook)
        #expect(callout(at: 15, minute: 0, moments: [stale]).dropFirst(3).prefix(2)
                == ["│ no loop status       │", "│ within 15 min        │"])
    }

    /// Wider figures lose the range first, then the unit words; never a cut number.
    @Test func wideFiguresAreShortenedNotCut() {
        let wide = LoopPrediction.Outlook(settles: 185, low: 162, high: 240)
        let hour = LoopHour(moment: LoopMoment(time: TestData.time(9), iob: 12.35, cob: 120, outlook: wide),
                            onBoardRow: true, outlookRow: true)
        #expect(Callout.loopLines(hour, unit: .mgdl).map(\.0) == ["IOB 12.35  COB 120", "eventual 185"])
        #expect(Callout.loopLines(hour, unit: .mmol).map(\.0).last == "eventual 10.3")
        let none = LoopHour(moment: LoopMoment(time: TestData.time(9)), onBoardRow: true, outlookRow: true)
        #expect(Callout.loopLines(none, unit: .mgdl).map(\.0) == ["no IOB or COB", "no prediction"])
    }

    /// Read once a page, through the model: the read is asked for, its result
    /// held; then scrubbing shows the rows and makes no chart pass. The live
    /// window, whose row says what the loop says now, has none.
    @Test func scrubbingWithTheLoopRowsMakesNoChartPass() throws {
        let timeline = TestData.sample
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, dayIndex: 11, hour: 0,
                                                                            size: Size(columns: 100, rows: 30)))
        guard case .readLoopHistory(let interval) = try #require(model.loopHistoryWanted.first) else { return }
        #expect(interval.start == timeline.days[0].interval.start && interval.end == timeline.days.last!.interval.end)
        let day = timeline.days[11].interval
        let moments = stride(from: 0.0, to: 86_400, by: 300).map {
            LoopMoment(time: day.start.addingTimeInterval($0), iob: 1.35, cob: 12, outlook: Self.outlook)
        }
        _ = model.update(.loopHistoryRead(interval, .success(moments)))
        #expect(model.loopHistoryWanted.isEmpty)
        let first = builder.scene(for: model)
        let chart = try #require(first.layers[.chart])
        var sizes = Set<Size>()
        for event in Array(repeating: ViewerEvent.moveHour(1), count: 23) {
            _ = model.update(.event(event))
            let scene = builder.scene(for: model)
            #expect(scene.layers[.chart] == chart)
            let box = try #require(scene.layers[.liveCallout]).grid.lines.joined()
            #expect(box.contains("IOB 1.35 U  COB 12 g") && box.contains("eventual 85 (62-140)"))
            sizes.insert(try #require(scene.layers[.liveCallout]).grid.size)
        }
        #expect(builder.chartPasses == 1 && sizes.count == 1)
    }

    /// Through `DayPages` on an archive: `settle` reads the page's history once.
    @Test func settlingReadsTheArchivesHistoryOnce() throws {
        let archive = try Archive(path: ArchiveTests.temporaryPath())
        let source = try archive.source(kind: .file, name: "a.json")
        let start = Fixture.instant("2026-11-02T14:00:00Z")
        let readings = (0..<288).map { GlucoseReading(time: start.addingTimeInterval(Double($0) * 300 - 14 * 3600), mgdl: 120) }
        _ = try archive.add(GlucoseData(readings: readings), to: source)
        _ = try archive.add(ArchiveDeviceStatusTests.loop(3), to: source)
        let pages = try #require(try DayPages(store: archive, calendar: TestData.utc, window: DayWindow(days: 7), defaultDays: 31))
        let page = try pages.timeline(of: pages.plan.first)
        var model = ViewerModel(page: page, state: ViewerState.opening(page, dayIndex: 0, hour: 14, size: Size(columns: 100, rows: 30)),
                                plan: pages.plan)
        pages.settle(&model)
        #expect(model.loopHistory?.moments.map(\.time) == ArchiveDeviceStatusTests.loop(3).map(\.time))
        #expect(model.loopHistory?.moment(at: start.addingTimeInterval(900))?.outlook
                == LoopPrediction.Outlook(settles: 58, low: 58, high: 200))
        #expect(model.loopHistoryWanted.isEmpty)
    }
}
