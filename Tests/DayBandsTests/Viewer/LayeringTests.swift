import Foundation
import Testing
@testable import DayBands

/// The invariant: moving the cursor changes only the selection layers. The
/// chart is laid out and rasterised when the day or size changes, never while
/// scrubbing, so the bands cannot shift.
struct LayeringTests {
    let timeline = TestData.sample

    func builder() -> SceneBuilder {
        SceneBuilder(timeline: timeline, context: DayChart.Context(data: timeline.data, calendar: timeline.calendar))
    }

    @Test(arguments: [Size(columns: 40, rows: 12), Size(columns: 120, rows: 40), Size(columns: 300, rows: 80)])
    func scrubbingADayAndBackCausesNoChartPassAndLeavesEveryChartCell(size: Size) throws {
        let builder = builder()
        var state = ViewerState.opening(timeline, dayIndex: 11, hour: 0, size: size)
        state.apply(.togglePin, in: timeline)
        let first = builder.scene(for: state)
        let chart = try #require(first.layers[.chart])
        #expect(builder.chartPasses == 1)
        var seenOrigins = Set<Point>(), sizes = Set<Size>(), readouts = Set<String>()
        for event in Array(repeating: ViewerEvent.moveHour(1), count: 24) + Array(repeating: .moveHour(-1), count: 24) {
            state.apply(event, in: timeline)
            let scene = builder.scene(for: state)
            #expect(scene.layers[.chart] == chart)
            if let live = scene.layers[.liveCallout] {
                seenOrigins.insert(live.origin)
                sizes.insert(live.grid.size)
            }
            readouts.insert(try #require(scene.layers[.status]).grid.line(0))
        }
        #expect(builder.chartPasses == 1)
        #expect(sizes.count <= 1, "one fixed size")
        if size.rows >= Callout.boxMinimum.rows {
            #expect(seenOrigins.count > 1, "the callout did move")
        } else {
            #expect(seenOrigins.isEmpty && readouts.count > 20, "a readout in the status line instead")
        }
        #expect(builder.scene(for: state).composed() == first.composed(), "back where it started, the screen is the same")
    }

    /// The fine step, reading by reading through a whole day and back, is a
    /// cursor move like the others: no chart pass, one callout size.
    @Test(arguments: [Size(columns: 40, rows: 12), Size(columns: 100, rows: 30), Size(columns: 200, rows: 60)])
    func fineStepsThroughEveryReadingCauseNoChartPass(size: Size) throws {
        let builder = builder()
        var state = ViewerState.opening(timeline, dayIndex: 11, hour: 0, size: size)
        state.apply(.togglePin, in: timeline)
        let first = builder.scene(for: state)
        let chart = try #require(first.layers[.chart])
        let count = timeline.data.readings(in: timeline.days[11].interval).count
        var sizes = Set<Size>(), columns = Set<Int>()
        for event in Array(repeating: ViewerEvent.moveReading(1), count: count) + Array(repeating: .moveReading(-1), count: count) {
            state.apply(event, in: timeline)
            let scene = builder.scene(for: state)
            #expect(scene.layers[.chart] == chart)
            if let live = scene.layers[.liveCallout] { sizes.insert(live.grid.size) }
            if let cursor = scene.layers[.cursor] { columns.insert(cursor.origin.x) }
        }
        #expect(builder.chartPasses == 1)
        #expect(sizes.count <= 1, "one fixed size")
        #expect(columns.count > 24 || size.columns < 100, "the guide stops between the hours")
    }

    @Test func scrubbingTheProfileOrWithStatisticsShownRepaintsNothingBelowTheCursor() throws {
        let builder = builder()
        var state = ViewerState.opening(timeline, dayIndex: 4, hour: 0, size: Size(columns: 150, rows: 40))
        #expect(state.statisticsVisible)
        let day = builder.scene(for: state)
        state.apply(.toggleProfile, in: timeline)
        let profile = builder.scene(for: state)
        #expect(builder.chartPasses == 2)
        for _ in 0..<23 { state.apply(.moveHour(1), in: timeline) }
        for _ in 0..<23 { state.apply(.moveHour(-1), in: timeline) }
        let back = builder.scene(for: state)
        #expect(builder.chartPasses == 2)
        for kind in [LayerKind.chart, .statistics] {
            #expect(back.layers[kind] == profile.layers[kind], "\(kind)")
        }
        #expect(day.layers[.overview] != nil && profile.layers[.overview] == nil,
                "the strip of days says nothing about the profile, which folds them all")
        #expect(back.composed() == profile.composed())
    }

    /// `o`: the overlay is a layer of its own, built once per chart and day.
    @Test func theOverlayTogglesAndScrubsWithNoChartPass() throws {
        let builder = SceneBuilder(timeline: timeline, context: .init(data: timeline.data, calendar: timeline.calendar))
        var state = ViewerState.opening(timeline, dayIndex: 11, hour: 0, size: Size(columns: 120, rows: 40))
        let plain = builder.scene(for: state)
        #expect(plain.layers[.overlay] == nil)
        state.apply(.toggleOverlay, in: timeline)
        #expect(state.overlay && state.notice == nil, "two 24-hour days: the status line's label says it all")
        let shown = builder.scene(for: state)
        let overlay = try #require(shown.layers[.overlay])
        #expect(shown.layers[.chart] == plain.layers[.chart])
        let layout = try #require(SceneBuilder.layout(for: state))
        #expect(overlay.origin == layout.plot.origin)
        #expect(try #require(shown.layers[.status]).grid.line(0).contains("• Sun 11 Oct"))
        for event in Array(repeating: ViewerEvent.moveHour(1), count: 23) + Array(repeating: .moveHour(-1), count: 23) {
            state.apply(event, in: timeline)
            #expect(builder.scene(for: state).layers[.overlay] == overlay)
        }
        state.apply(.toggleOverlay, in: timeline)
        // The cursor's box may have kept another place on the way (`CalloutPlacement.choice`): it says the same.
        var again = builder.scene(for: state), before = plain
        #expect(again.layers[.liveCallout]?.grid == before.layers[.liveCallout]?.grid)
        again.layers[.liveCallout] = nil
        before.layers[.liveCallout] = nil
        #expect(again.composed() == before.composed(), "o again: the screen as it was")
        state.apply(.toggleOverlay, in: timeline)
        #expect(builder.scene(for: state).layers[.overlay] == overlay)
        #expect(builder.chartPasses == 1)

        // A pin on another day brings that day; a day change, one chart pass.
        state.apply(.moveDay(-5), in: timeline)
        state.apply(.togglePin, in: timeline)
        state.apply(.moveDay(5), in: timeline)
        let pinned = builder.scene(for: state)
        #expect(builder.chartPasses == 1, "the same day's chart, kept")
        #expect(pinned.layers[.overlay] != overlay)
        #expect(try #require(pinned.layers[.status]).grid.line(0).contains("• Wed 7 Oct"))
    }

    @Test func dayChangesAndResizesEachCostOnePass() {
        let builder = builder()
        var state = ViewerState.opening(timeline, size: Size(columns: 100, rows: 30))
        _ = builder.scene(for: state)
        state.apply(.moveDay(-1), in: timeline)
        _ = builder.scene(for: state)
        #expect(builder.chartPasses == 2)
        state.apply(.resize(Size(columns: 120, rows: 40)), in: timeline)
        _ = builder.scene(for: state)
        _ = builder.scene(for: state)
        #expect(builder.chartPasses == 3)
        state.apply(.togglePin, in: timeline)
        state.apply(.toggleHelp, in: timeline)
        _ = builder.scene(for: state)
        #expect(builder.chartPasses == 3, "pins and help are layers too")
        state.apply(.toggleUnit, in: timeline)
        let mmol = builder.scene(for: state)
        #expect(builder.chartPasses == 4, "a unit change relays the chart once")
        #expect(mmol.composed().line(0).contains("mmol/L"))
        #expect(mmol.composed().line(2).hasPrefix("23.3┤"))
    }

    @Test func theCursorLayerIsCutFromTheChartColumnWithoutChangingIt() throws {
        let builder = builder()
        let state = ViewerState.opening(timeline, dayIndex: 11, hour: 19, size: Size(columns: 100, rows: 30))
        let scene = builder.scene(for: state)
        let chart = try #require(scene.layers[.chart]).grid
        let cursor = try #require(scene.layers[.cursor])
        for y in 0..<(cursor.grid.size.rows - 1) {
            let under = chart[cursor.origin.x, cursor.origin.y + y]!
            let over = cursor.grid[0, y]!
            #expect(over == under || (under.symbol == " " && over.symbol == "│") || over.symbol == "●")
        }
        #expect(cursor.grid.cells.contains { $0.symbol == "●" }, "the hour's reading is marked")
    }

    @Test func belowTheMinimumSizeOnlyAMessageShowsAndTheSelectionIsKept() {
        let builder = builder()
        var state = ViewerState.opening(timeline, size: Size(columns: 30, rows: 10))
        state.apply(.moveHour(-2), in: timeline)
        let scene = builder.scene(for: state)
        #expect(Array(scene.layers.keys) == [.message])
        #expect(scene.composed().lines.joined().contains("terminal too small"))
        #expect(builder.chartPasses == 0)
        #expect(state.selection.cursor == HourMark(dayIndex: 30, hour: 22), "from 23:55 back to 23:00, then 22:00")
    }

    @Test func tinyScreensDoNotCrash() {
        let builder = builder()
        for size in [Size(columns: 0, rows: 0), Size(columns: 1, rows: 1), Size(columns: 5, rows: 2)] {
            var state = ViewerState.opening(timeline, size: size)
            state.apply(.toggleHelp, in: timeline)
            #expect(builder.scene(for: state).composed().size == size)
        }
    }
}
