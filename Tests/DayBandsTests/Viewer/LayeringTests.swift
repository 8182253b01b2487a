import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// The invariant: moving the cursor changes only the selection layers. The
/// chart is laid out and rasterised when the day or size changes, never while
/// scrubbing, so the bands cannot shift.
struct LayeringTests {
    let timeline = TestData.sample

    func builder() -> SceneBuilder {
        SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
    }

    @Test(arguments: [Size(columns: 40, rows: 12), Size(columns: 120, rows: 40), Size(columns: 300, rows: 80)])
    func scrubbingADayAndBackCausesNoChartPassAndLeavesEveryChartCell(size: Size) throws {
        let builder = builder()
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, dayIndex: 11, hour: 0, size: size))
        _ = model.update(.event(.togglePin))
        let first = builder.scene(for: model)
        let chart = try #require(first.layers[.chart])
        #expect(builder.chartPasses == 1)
        var seenOrigins = Set<Point>(), sizes = Set<Size>(), readouts = Set<String>()
        for event in Array(repeating: ViewerEvent.moveHour(1), count: 24) + Array(repeating: .moveHour(-1), count: 24) {
            _ = model.update(.event(event))
            let scene = builder.scene(for: model)
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
        #expect(builder.scene(for: model).composed() == first.composed(), "back where it started, the screen is the same")
    }

    /// The fine step, reading by reading through a whole day and back, is a
    /// cursor move like the others: no chart pass, one callout size.
    @Test(arguments: [Size(columns: 40, rows: 12), Size(columns: 100, rows: 30), Size(columns: 200, rows: 60)])
    func fineStepsThroughEveryReadingCauseNoChartPass(size: Size) throws {
        let builder = builder()
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, dayIndex: 11, hour: 0, size: size))
        _ = model.update(.event(.togglePin))
        let first = builder.scene(for: model)
        let chart = try #require(first.layers[.chart])
        let count = timeline.data.readings(in: timeline.days[11].interval).count
        var sizes = Set<Size>(), columns = Set<Int>()
        for event in Array(repeating: ViewerEvent.moveReading(1), count: count) + Array(repeating: .moveReading(-1), count: count) {
            _ = model.update(.event(event))
            let scene = builder.scene(for: model)
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
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, dayIndex: 4, hour: 0, size: Size(columns: 150, rows: 40)))
        #expect(model.state.statisticsVisible)
        let day = builder.scene(for: model)
        _ = model.update(.event(.toggleProfile))
        let profile = builder.scene(for: model)
        #expect(builder.chartPasses == 2)
        for _ in 0..<23 { model.state.apply(.moveHour(1), in: timeline) }
        for _ in 0..<23 { model.state.apply(.moveHour(-1), in: timeline) }
        let back = builder.scene(for: model)
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
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, dayIndex: 11, hour: 0, size: Size(columns: 120, rows: 40)))
        let plain = builder.scene(for: model)
        #expect(plain.layers[.overlay] == nil)
        _ = model.update(.event(.toggleOverlay))
        #expect(model.state.overlay && model.state.notice == nil, "two 24-hour days: the status line's label says it all")
        let shown = builder.scene(for: model)
        let overlay = try #require(shown.layers[.overlay])
        #expect(shown.layers[.chart] == plain.layers[.chart])
        let layout = try #require(SceneBuilder.layout(for: model.state))
        #expect(overlay.origin == layout.plot.origin)
        #expect(try #require(shown.layers[.status]).grid.line(0).contains("• Sun 11 Oct"))
        for event in Array(repeating: ViewerEvent.moveHour(1), count: 23) + Array(repeating: .moveHour(-1), count: 23) {
            _ = model.update(.event(event))
            #expect(builder.scene(for: model).layers[.overlay] == overlay)
        }
        _ = model.update(.event(.toggleOverlay))
        // The cursor's box may have kept another place on the way (`CalloutPlacement.choice`): it says the same.
        var again = builder.scene(for: model), before = plain
        #expect(again.layers[.liveCallout]?.grid == before.layers[.liveCallout]?.grid)
        again.layers[.liveCallout] = nil
        before.layers[.liveCallout] = nil
        #expect(again.composed() == before.composed(), "o again: the screen as it was")
        _ = model.update(.event(.toggleOverlay))
        #expect(builder.scene(for: model).layers[.overlay] == overlay)
        #expect(builder.chartPasses == 1)

        // A pin on another day brings that day; a day change, one chart pass.
        _ = model.update(.event(.moveDay(-5)))
        _ = model.update(.event(.togglePin))
        _ = model.update(.event(.moveDay(5)))
        let pinned = builder.scene(for: model)
        #expect(builder.chartPasses == 1, "the same day's chart, kept")
        #expect(pinned.layers[.overlay] != overlay)
        #expect(try #require(pinned.layers[.status]).grid.line(0).contains("• Wed 7 Oct"))
    }

    @Test func dayChangesAndResizesEachCostOnePass() {
        let builder = builder()
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, size: Size(columns: 100, rows: 30)))
        _ = builder.scene(for: model)
        _ = model.update(.event(.moveDay(-1)))
        _ = builder.scene(for: model)
        #expect(builder.chartPasses == 2)
        _ = model.update(.event(.resize(Size(columns: 120, rows: 40))))
        _ = builder.scene(for: model)
        _ = builder.scene(for: model)
        #expect(builder.chartPasses == 3)
        _ = model.update(.event(.togglePin))
        _ = model.update(.event(.toggleHelp))
        _ = builder.scene(for: model)
        #expect(builder.chartPasses == 3, "pins and help are layers too")
        _ = model.update(.event(.toggleUnit))
        let mmol = builder.scene(for: model)
        #expect(builder.chartPasses == 4, "a unit change relays the chart once")
        #expect(mmol.composed().line(0).contains("mmol/L"))
        #expect(mmol.composed().line(2).hasPrefix("23.3┤"))
    }

    @Test func theCursorLayerIsCutFromTheChartColumnWithoutChangingIt() throws {
        let builder = builder()
        let model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, dayIndex: 11, hour: 19, size: Size(columns: 100, rows: 30)))
        let scene = builder.scene(for: model)
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
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, size: Size(columns: 30, rows: 10)))
        _ = model.update(.event(.moveHour(-2)))
        let scene = builder.scene(for: model)
        #expect(Array(scene.layers.keys) == [.message])
        #expect(scene.composed().lines.joined().contains("terminal too small"))
        #expect(builder.chartPasses == 0)
        #expect(model.state.selection.cursor == HourMark(dayIndex: 30, hour: 22), "from 23:55 back to 23:00, then 22:00")
    }

    @Test func tinyScreensDoNotCrash() {
        let builder = builder()
        for size in [Size(columns: 0, rows: 0), Size(columns: 1, rows: 1), Size(columns: 5, rows: 2)] {
            var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, size: size))
            _ = model.update(.event(.toggleHelp))
            #expect(builder.scene(for: model).composed().size == size)
        }
    }
}
