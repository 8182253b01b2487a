import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// The therapy lanes under the plot: rows only where the data has them and
/// the screen has room, the basal step area by source, boluses by kind,
/// carbs, targets and changes, the callout's words, and no chart pass while
/// the cursor moves.
struct TherapyLaneTests {
    /// A day of readings with Loop's (or AndroidAPS's) treatments and the profile.
    static func timeline(_ treatments: String, profile: Bool = true) throws -> Timeline {
        let start = Fixture.instant("2026-10-01T00:00:00Z")
        let readings = (0..<288).map { GlucoseReading(time: start.addingTimeInterval(Double($0) * 300), mgdl: 140) }
        let data = try GlucoseData(readings: readings).merged(with: profile ? Fixture.read("therapy-profile.json").data : GlucoseData(readings: []))
            .merged(with: Fixture.read(treatments).data)
        return try #require(Timeline(data: data, calendar: Fixture.calendar("UTC")))
    }

    static func scene(_ timeline: Timeline, size: Size, hour: Int = 12) -> (SceneBuilder, Scene, ViewerState) {
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
        let state = ViewerState.opening(timeline, dayIndex: 0, hour: hour, size: size)
        return (builder, builder.scene(for: ViewerModel(page: timeline, state: state)), state)
    }

    @Test func lanesTakeRowsOnlyForDataTheSourceHasAndGiveWayOnSmallScreens() throws {
        let lanes = TherapyLanes(try Self.timeline("therapy-loop-treatments.json").data)
        #expect(lanes == TherapyLanes(basal: true, events: true))
        #expect(TherapyLanes(TestData.sample.data) == TherapyLanes(basal: false, events: false))
        // The plot keeps 10 rows; the basal lane's first row goes first, then the events'.
        for (rows, basal, events) in [(12, 0, 0), (15, 0, 0), (16, 1, 0), (17, 1, 1), (30, 2, 1), (60, 3, 1)] {
            let layout = try #require(ChartLayout(size: Size(columns: 100, rows: rows), lanes: lanes))
            #expect(layout.basalLane.height == basal && layout.eventLane.height == events, "\(rows) rows")
            #expect(layout.plot.height == rows - 5 - basal - events)
            #expect(layout.hourLabels.y == layout.eventLane.bottom && layout.doseLane.y == layout.basalLane.bottom)
        }
        // Without therapy data the layout is as it was.
        #expect(ChartLayout(size: Size(columns: 100, rows: 30), lanes: TherapyLanes()) == ChartLayout(size: Size(columns: 100, rows: 30)))
    }

    @Test func theBasalLaneShowsTheScheduleTempsAndASuspendAtZero() throws {
        let timeline = try Self.timeline("therapy-loop-treatments.json")
        let (builder, scene, state) = Self.scene(timeline, size: Size(columns: 100, rows: 30))
        let chart = try #require(builder.chart(for: ViewerModel(page: timeline, state: state)))
        let grid = try #require(scene.layers[.chart]).grid
        let lane = chart.layout.basalLane, axis = chart.timeAxis
        func cell(_ clock: String, row: Int) -> Cell { grid[lane.x + axis.column(for: Fixture.instant("2026-10-01T\(clock):00Z"))!, lane.y + row]! }
        // The lane's top is the highest column's rate (its time-weighted mean: the
        // 2 U/h temp's column holds part of the suspend), to a tenth up; the
        // 0.8 U/h of 02:00 is that share of the lane's 16 eighths.
        let columns = BasalLane(rect: lane, labels: lane, timeAxis: axis, style: RenderStyle())
            .columns(BasalTimeline(timeline.data.therapy).segments(in: timeline.days[0].interval))
        let top = BasalLane.top(of: columns)
        #expect(top > 1.2 && top <= 2)
        let label = DayChart.unitsText(top) + "U"
        #expect(grid.line(lane.y).prefix(4) == String(repeating: " ", count: 4 - label.count) + label, "the top rate with its unit")
        let eighths = Int((0.8 / top * 16).rounded())
        #expect(eighths < 8 && cell("02:00", row: 1) == Cell(RenderStyle().glyphs.eighths[eighths], fg: .basal))
        #expect(cell("02:00", row: 0).symbol == " ")
        #expect(cell("09:00", row: 0) == Cell("█", fg: .basalTemp) && cell("09:00", row: 1) == Cell("█", fg: .basalTemp))
        #expect(cell("09:30", row: 1) == Cell("┄", fg: .basalTemp) && cell("09:30", row: 0).symbol == " ")
        // Boluses by kind: the loop's quiet and unlabelled, a person's with its units.
        let doses = grid.line(chart.layout.doseLane.y)
        #expect(grid[chart.layout.doseLane.x + axis.column(for: Fixture.instant("2026-10-01T09:05:00Z"))!, chart.layout.doseLane.y]
                == Cell("◇", fg: .autoDose))
        #expect(doses.contains("◆1U"))
        #expect(grid.line(chart.layout.eventLane.y).contains("C"))
    }

    @Test func theCalloutNamesTheRateWhetherTempTheBolusesByKindAndTheTarget() throws {
        let loop = try Self.timeline("therapy-loop-treatments.json")
        func lines(_ timeline: Timeline, hour: Int) -> [String] {
            Callout.lines(HourWindow(HourMark(dayIndex: 0, hour: hour), in: timeline), role: .live, treatments: true,
                          context: DayChart.Context(data: timeline.data, calendar: timeline.calendar)).map(\.0)
        }
        #expect(lines(loop, hour: 9)[2...] == ["0.35 U auto", "basal 2 U/h temp"])
        #expect(lines(loop, hour: 10)[2...] == ["insulin 1 U", "basal 1.2 U/h"])
        let aaps = try Self.timeline("therapy-aaps-treatments.json")
        #expect(lines(aaps, hour: 8).last == "basal 0.75 U/h temp")
        // The SMB at 08:30 is in hour 9's window, which starts there; the switch's 150% of 1 U/h runs then.
        #expect(lines(aaps, hour: 9)[2...] == ["0.4 U auto", "basal 1.5 U/h"])
        #expect(lines(aaps, hour: 13)[2] == "insulin 4 U  40 g")
        #expect(lines(aaps, hour: 14).last == "3 U/h  tgt 144-162")
        // A source without a known rate says so rather than showing none.
        let iaps = try Self.timeline("therapy-iaps-treatments.json", profile: false)
        #expect(lines(iaps, hour: 15).last == "basal unknown")
    }

    /// The panel says the loop's boluses and the carbs of the day and the window, where the page has them.
    @Test func thePanelHasRowsForAutomaticBolusesAndCarbs() throws {
        let aaps = try Self.timeline("therapy-aaps-treatments.json")
        let rows = StatisticsPanel.rows(day: aaps.days[0], window: aaps.days,
                                        context: DayChart.Context(data: aaps.data, calendar: aaps.calendar))
        func figures(_ label: String) -> [String] {
            for row in rows {
                if case .figures(let name, _, _, let day, let window) = row, name == label { return [day.text, window.text] }
            }
            return []
        }
        #expect(figures(" automatic") == ["0.4 U", "0.4 U"])
        #expect(figures("carbs") == ["40 g", "40 g"])
        let sample = StatisticsPanel.rows(day: TestData.sample.days[0], window: TestData.sample.days,
                                          context: DayChart.Context(data: TestData.sample.data, calendar: TestData.sample.calendar))
        #expect(!sample.contains { if case .figures(" automatic", _, _, _, _) = $0 { true } else { false } })
    }

    @Test(arguments: [Size(columns: 40, rows: 12), Size(columns: 100, rows: 30), Size(columns: 200, rows: 60)])
    func scrubbingWithLanesCausesNoChartPass(size: Size) throws {
        let timeline = try Self.timeline("therapy-aaps-treatments.json")
        var (builder, first, state) = Self.scene(timeline, size: size, hour: 0)
        let chart = try #require(first.layers[.chart])
        for event in Array(repeating: ViewerEvent.moveHour(1), count: 23) + Array(repeating: .moveHour(-1), count: 23) {
            state.apply(event, in: timeline)
            #expect(builder.scene(for: ViewerModel(page: timeline, state: state)).layers[.chart] == chart)
        }
        #expect(builder.chartPasses == 1)
    }

    /// The callout's basal row read from the chart's day of rates (a cursor
    /// step makes none) is the one the day's records give at each instant,
    /// with a profile, without one, and with a temporary target alone.
    @Test(arguments: [("therapy-loop-treatments.json", true), ("therapy-aaps-treatments.json", true),
                      ("therapy-loop-treatments.json", false)])
    func theCalloutsBasalRowFromTheChartIsTheRecordsOwn(treatments: String, profile: Bool) throws {
        let timeline = try Self.timeline(treatments, profile: profile)
        let (builder, _, state) = Self.scene(timeline, size: Size(columns: 100, rows: 30))
        let chart = try #require(builder.chart(for: ViewerModel(page: timeline, state: state)) as? DayChart)
        #expect(!chart.basal.isEmpty)
        let day = timeline.days[0]
        for minute in stride(from: 0, to: 24 * 60, by: 5) {
            let mark = HourMark(dayIndex: 0, instant: day.interval.start.addingTimeInterval(Double(minute * 60)), on: day)
            let read = HourWindow(mark, in: timeline)
            #expect(HourWindow(mark, in: timeline, basal: chart.basal) == read, "\(minute / 60):\(minute % 60)")
            #expect(read.basal != nil || !profile, "a profile gives every instant a rate")
        }
    }
}

