import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// `t`, the `g` date prompt, `s`, `a`, and clicks on the overview strip.
struct NavigationTests {
    let timeline = TestData.sample
    let size = Size(columns: 100, rows: 30)

    func state(day: Int = 4, hour: Int = 9) -> ViewerState {
        ViewerState(selection: Selection(cursor: HourMark(dayIndex: day, hour: hour)), size: size)
    }

    func applying(_ events: [ViewerEvent], to start: ViewerState) -> ViewerState {
        var state = start
        for event in events { state.apply(event, in: timeline) }
        return state
    }

    func typing(_ text: String) -> [ViewerEvent] { text.map { .character($0) } }

    @Test func tGoesToTheLastDayKeepingTheHour() {
        #expect(applying([.lastDay], to: state()).selection.cursor == HourMark(dayIndex: 30, hour: 9))
    }

    @Test func aTypedDateOpensThatDay() {
        var state = applying([.startDateEntry] + typing("2026-10-17"), to: state())
        #expect(state.dateEntry == "2026-10-17")
        #expect(state.selection.cursor.dayIndex == 4, "nothing moves until Enter")
        state = applying([.togglePin], to: state)
        #expect(state.dateEntry == nil && state.notice == nil)
        #expect(state.selection.cursor == HourMark(dayIndex: 16, hour: 9))
        #expect(state.selection.pin == nil, "Enter in the prompt does not pin")
    }

    @Test func thePromptTakesDigitsAndDashesEditsAndCancels() {
        var state = applying([.startDateEntry] + typing("2026-1x0") + [.moveHour(1), .erase], to: state())
        #expect(state.dateEntry == "2026-1", "letters and bound keys are not typed; Backspace erases")
        state = applying(typing("0-01-999"), to: state)
        #expect(state.dateEntry == "2026-10-01", "ten characters at most")
        state = applying([.clearPin], to: state)
        #expect(state.dateEntry == nil && state.selection.cursor.dayIndex == 4, "Esc cancels")
    }

    /// `g 2026 q` typed the `q` into the prompt's hands, which quit the viewer.
    @Test func whileThePromptIsOpenQDoesNotQuitAndCtrlCDoes() {
        var state = applying([.startDateEntry] + typing("2026") + [.quit, .toggleStatistics, .toggleHelp], to: state())
        #expect(!state.quitRequested)
        #expect(state.dateEntry == "2026" && !state.statisticsVisible && !state.helpVisible,
                "keys bound elsewhere do nothing in the prompt")
        state = applying([.clearPin, .quit], to: state)
        #expect(state.dateEntry == nil && state.quitRequested, "after Esc, q quits again")
        #expect(applying([.startDateEntry, .interrupt], to: self.state()).quitRequested)
    }

    @Test(arguments: [("2026-13-01", "'2026-13-01' is not a date (expected YYYY-MM-DD)"),
                      ("2026-11-05", "2026-11-05 is outside the data, which runs from 2026-10-01 to 2026-10-31"),
                      ("", "'' is not a date (expected YYYY-MM-DD)")])
    func aBadDateIsSaidOnceAndChangesNothing(text: String, message: String) {
        var state = applying([.startDateEntry] + typing(text) + [.togglePin], to: state())
        #expect(state.notice == message)
        #expect(state.selection.cursor.dayIndex == 4)
        state = applying([.moveHour(1)], to: state)
        #expect(state.notice == nil, "the notice lasts until the next key")
    }

    @Test func theStatisticsPanelFollowsTheScreenUntilChosen() {
        #expect(!state().statisticsVisible)
        var wide = state()
        wide.size = Size(columns: 150, rows: 40)
        #expect(wide.statisticsVisible)
        wide = applying([.toggleStatistics], to: wide)
        #expect(!wide.statisticsVisible)
        #expect(applying([.toggleStatistics], to: state()).statisticsVisible)
    }

    @Test func theProfileHasTwentyFourHoursAndNoPins() {
        var state = applying([.toggleProfile, .lastHour], to: state())
        #expect(state.mode == .profile && state.selection.cursor.hour == 23)
        state = applying([.togglePin], to: state)
        #expect(state.selection.pin == nil)
        state = applying([.toggleProfile], to: state)
        #expect(state.mode == .day)
    }

    @Test func aClickOnTheOverviewOpensThatDay() throws {
        let layout = try #require(ChartLayout(size: size))
        let state = applying([.click(Point(x: layout.overview.x + 1 + 11, y: layout.overview.y))], to: state())
        #expect(state.selection.cursor == HourMark(dayIndex: 11, hour: 9))
        #expect(state.selection.pin == nil, "opening a day pins nothing")
        // The profile shows no strip, so its row opens nothing.
        let profile = applying([.toggleProfile], to: self.state())
        #expect(applying([.click(Point(x: layout.overview.x + 1 + 11, y: layout.overview.y))], to: profile) == profile)
        let beyond = applying([.click(Point(x: layout.overview.x + 40, y: layout.overview.y))], to: self.state())
        #expect(beyond == self.state(), "past the last day there is no day")
    }
}

struct SmallScreenTests {
    let timeline = TestData.sample

    @Test func theHelpSaysWhichLinesItShows() {
        var state = ViewerState.opening(timeline, size: ChartLayout.minimumSize)
        state.apply(.toggleHelp, in: timeline)
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
        let help = builder.scene(for: ViewerModel(page: timeline, state: state)).layers[.help]!.grid
        #expect(help.size.rows == 12)
        #expect(help.lines.last!.contains("↑↓ lines 1-10 of"))
        state.size = Size(columns: 100, rows: 30)
        #expect(!builder.scene(for: ViewerModel(page: timeline, state: state)).layers[.help]!.grid.lines.contains { $0.contains("lines 1-") })
    }

    /// Below 130 columns `s` narrows the plot: at every hour the cursor, the
    /// pin and both callouts are left of the panel, and the toggle is the
    /// only chart pass (a layout change), never a cursor step.
    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 100, rows: 30), Size(columns: 66, rows: 20)])
    func belowOneHundredThirtyColumnsThePlotNarrowsForThePanel(size: Size) throws {
        var state = ViewerState.opening(timeline, size: size)
        state.apply(.togglePin, in: timeline)
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
        let wide = try #require(builder.chart(for: ViewerModel(page: timeline, state: state))).layout.plot.width
        state.apply(.toggleStatistics, in: timeline)
        let passes = builder.chartPasses
        let layout = try #require(SceneBuilder.layout(for: state))
        #expect(layout.statisticsBeside && layout.plot.width < wide)
        state.apply(.firstHour, in: timeline)
        for _ in 0..<24 {
            let scene = builder.scene(for: ViewerModel(page: timeline, state: state))
            let panel = try #require(scene.layers[.statistics])
            // The callouts are boxes only where the narrowed plot has room for
            // them (else the status line's readout), and one on the pinned hour.
            let boxes = SceneBuilder.hasCalloutBoxes(screen: layout.screen.size, plotWidth: layout.plot.width)
            let onPin = state.selection.pin == state.selection.cursor
            for kind in [LayerKind.cursor, .pinGuide, .liveCallout, .pinCallout] {
                guard boxes || kind == .cursor || kind == .pinGuide else {
                    #expect(scene.layers[kind] == nil)
                    continue
                }
                if kind == .liveCallout, onPin { continue }
                let layer = try #require(scene.layers[kind], "\(kind) at hour \(state.selection.cursor.hour)")
                #expect(layer.origin.x + layer.grid.size.columns <= panel.origin.x,
                        "\(kind) under the panel at hour \(state.selection.cursor.hour)")
            }
            state.apply(.moveHour(1), in: timeline)
        }
        #expect(builder.chartPasses == passes + 1, "one pass for the new layout, none for the 24 steps")
    }

    @Test func tooNarrowForAPlotBesideThePanelItGoesOverAndTheCursorIsNotDrawnUnderIt() {
        var state = ViewerState.opening(timeline, size: Size(columns: 60, rows: 20))
        state.apply(.togglePin, in: timeline)
        state.apply(.moveHour(-3), in: timeline)
        state.apply(.toggleStatistics, in: timeline)
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
        let scene = builder.scene(for: ViewerModel(page: timeline, state: state))
        #expect(scene.layers[.statistics] != nil)
        for kind in [LayerKind.cursor, .pinGuide, .liveCallout, .pinCallout] {
            #expect(scene.layers[kind] == nil, "\(kind)")
        }
        #expect(scene.layers[.status]!.grid.lines[0].contains("pin"), "the status line still shows the pin")
        state.apply(.toggleStatistics, in: timeline)
        #expect(builder.scene(for: ViewerModel(page: timeline, state: state)).layers[.cursor] != nil)
    }
}
