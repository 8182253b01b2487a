import DayBandsChart
import DayBandsRecords
import Foundation

/// Turns viewer models into scenes (the view of Bubble Tea's loop: it
/// reads the model it is given and nothing else, no store, no file). Each
/// layer is a function of its inputs value alone (`LayerInputs.make`:
/// `ChartInputs`, `SceneInputs`, `StatusInputs`), kept in a small memo
/// (`LayerMemo`), so the key holds all a layer reads by construction and
/// nothing is ever invalidated by hand: a layer whose inputs did not change
/// is the one already made. `chartPasses` is
/// the chart memo's miss count, so tests can prove that moving the cursor
/// never causes one. A chart whose days read the same (`DayContent`) is
/// kept when a live feed grows the page.
public final class SceneBuilder {
    /// How every layer is drawn; the unit is the model's (`ViewerState.unit`).
    public private(set) var settings: RenderSettings
    /// The model of the frame being made (`scene(for:)`), which the layers read.
    private var shown: ViewerModel?
    var charts = LayerMemo<ChartInputs>(capacity: 2)
    var boxes = LayerMemo<CalloutBox>(capacity: 128)
    var callouts = LayerMemo<PlacedCallout>(capacity: 128)
    var weekCallouts = LayerMemo<WeekCalloutInputs>(capacity: 128)
    var guides = LayerMemo<GuideInputs>(capacity: 128)
    var weekGuides = LayerMemo<WeekGuideInputs>(capacity: 64)
    var overlays = LayerMemo<OverlayInputs>(capacity: 2)
    var strips = LayerMemo<OverviewInputs>(capacity: 2)
    var panels = LayerMemo<StatisticsInputs>(capacity: 2)
    var statuses = LayerMemo<StatusInputs>(capacity: 2)
    var lives = LayerMemo<LiveInputs>(capacity: 2)
    var profiles = LayerMemo<ProfileInputs>(capacity: 1)
    /// The chart of the frame being made (`plotChart`), and where its
    /// cursor's box went (`callout`): the frame's `Scene.calloutPlace`.
    var frameChart: ChartInputs?
    var framePlace: CalloutPlace?
    /// The year view's (`y`) calendar memo, over the model's months (`ViewerModel.year`).
    public let yearView = YearScene()
    /// The patterns view's (`P`) map and sentence memos, over the model's patterns (`ViewerModel.patterns`).
    public let patternsView = PatternsScene()

    /// Chart layers made (day, profile and week): none while the cursor moves.
    public var chartPasses: Int { charts.misses }

    /// The page of the frame being made, and the page as the layers' inputs
    /// hold it (by its revision); layers are made only inside `scene(for:)`.
    var timeline: Timeline { shown!.page }
    var page: Revised<Timeline> { Revised(value: shown!.page, revision: shown!.pageRevision) }
    var strip: StripDays { shown!.strip }
    var liveNotice: LiveNotice? { shown!.liveNotice }
    var calloutPlace: CalloutPlace? { shown!.calloutPlace }

    /// The week view's newest chart layer, and whether its days have treatments.
    var week: (chart: WeekChart, treatments: Bool)? {
        guard case .week(let chart, let treatments) = charts.newest else { return nil }
        return (chart, treatments)
    }

    var profile: Revised<AmbulatoryProfile> { profiles.revised(for: ProfileInputs(page: page)) }

    public init(settings: RenderSettings) {
        self.settings = settings
    }

    /// Changes the scale, style or what the data is called: inputs of every layer.
    public func update(settings: RenderSettings) {
        self.settings = settings
    }

    /// The layout a state is drawn in, or nil below the minimum size; the
    /// day view gives the therapy lanes the data has their rows, the live
    /// row (`ViewerState.liveRow`) is on top of the day and profile views.
    public static func layout(for state: ViewerState, lanes: TherapyLanes = TherapyLanes()) -> ChartLayout? {
        ChartLayout(size: state.size, sidePanel: state.statisticsVisible, lanes: state.mode == .day ? lanes : TherapyLanes(),
                    liveRow: state.liveRow)
    }

    /// The chart layer of the day or profile view for a state (the week view's is `weekChart`).
    public func chart(for model: ViewerModel) -> (any PlotChart)? {
        shown = model
        settings.unit = model.state.unit
        guard case .plot(let chart, _, _) = plotChart(for: model.state)?.value else { return nil }
        return chart
    }

    /// The day's, live window's or profile's chart, made only for inputs not seen lately, and its revision.
    func plotChart(for state: ViewerState) -> (value: BuiltChart, revision: Int)? {
        guard let layout = Self.layout(for: state, lanes: TherapyLanes(timeline.data)), state.mode != .week else { return nil }
        let index = state.selection.cursor.dayIndex
        let days = timeline.days
        let live = state.mode == .day ? state.liveWindow : nil
        let interval = live?.interval(columns: layout.plot.width) ?? days[index].interval
        let view: ChartInputs.View = switch (state.mode, live) {
        case (.day, let live?): .live(hours: live.hours)
        case (.day, nil): .day(days[index], number: index + 1, count: days.count,
                               range: "\(days[0].isoDate) to \(days[days.count - 1].isoDate)")
        default: .profile(profile, days: days)
        }
        let content = state.mode == .day ? [DayContent(interval, in: timeline.data)] : []
        let inputs = ChartInputs(view: view, size: state.size, layout: layout, content: content,
                                 delivered: state.mode == .day ? Self.delivered(by: shown!.clock, on: interval, columns: layout.plot.width) : nil,
                                 forecast: live == nil ? nil : shown!.forecast, settings: settings)
        frameChart = inputs
        return charts.revisedValue(for: inputs)
    }

    /// Where delivery ends on a chart of `interval`: the end of the column
    /// that holds now, so the chart is made again a column at a time, not
    /// at every tick; nil when now is not on it.
    static func delivered(by now: Date, on interval: DateInterval, columns: Int) -> Date? {
        let axis = TimeAxis(interval: interval, columns: columns)
        return axis.column(for: now).map { axis.span(ofColumn: $0).end }
    }

    /// The scene of a model: its layers, each from its memo.
    public func scene(for model: ViewerModel) -> Scene {
        shown = model
        settings.unit = model.state.unit
        framePlace = nil
        var scene = plotScene(for: model)
        scene.calloutPlace = framePlace
        return scene
    }

    /// The frame's layers (`scene(for:)` adds where the cursor's box went).
    private func plotScene(for model: ViewerModel) -> Scene {
        let state = model.state
        if state.mode == .week { return weekScene(for: state) }
        if state.mode == .year { return yearScene(for: model) }
        if state.mode == .patterns { return patternsScene(for: model) }
        var scene = Scene(size: state.size)
        guard let (built, revision) = plotChart(for: state), case .plot(let chart, _, _) = built else {
            scene.layers[.message] = Self.tooSmall(state.size)
            return scene
        }
        let layout = chart.layout
        scene.layers[.chart] = Layer(origin: Point(x: 0, y: 0), grid: chart.grid, revision: revision)
        if state.liveRow, layout.live.height > 0 {
            // Made anew when the clock ticks (its age), never for a cursor step.
            let inputs = LiveInputs(header: model.live.header(at: model.clock, calendar: settings.calendar), size: layout.live.size, unit: settings.unit,
                                    glyphs: settings.style.glyphs)
            scene.layers[.live] = Layer(origin: layout.live.origin, grid: lives.value(for: inputs), revision: 0)
        }
        // The strip is about days; the profile folds them all (its header says which).
        if state.mode != .profile {
            scene.layers[.overview] = overviewLayer(dayIndex: state.selection.cursor.dayIndex, layout: layout)
        }
        if state.statisticsVisible {
            scene.layers[.statistics] = statisticsLayer(dayIndex: state.selection.cursor.dayIndex, layout: layout)
        }
        let boxes = Self.hasCalloutBoxes(screen: layout.screen.size, plotWidth: layout.plot.width)
        if state.mode == .day {
            addDayLayers(to: &scene, state: state, built: built, revision: revision, boxes: boxes)
        } else {
            addProfileLayers(to: &scene, state: state, built: built, revision: revision, boxes: boxes)
        }
        if state.statisticsVisible, !layout.statisticsBeside {
            // Too narrow for a plot beside the panel, which goes over the
            // chart: the callouts would hide it and the cursor would move
            // under it unseen, so neither is drawn until `s` closes it. The
            // status line still shows the pin.
            for kind in [LayerKind.liveCallout, .pinCallout, .cursor, .pinGuide] {
                scene.layers[kind] = nil
            }
        }
        if state.helpVisible {
            scene.layers[.help] = HelpOverlay.layer(screen: state.size, settings: settings, top: state.helpTop)
        }
        return scene
    }

    /// The day view's layers above the chart: the overlay, the guides, the
    /// callouts (the pin's, then the cursor's clear of it) and the status line.
    private func addDayLayers(to scene: inout Scene, state: ViewerState, built: BuiltChart, revision: Int, boxes: Bool) {
        guard case .plot(let chart, let treatments, let placement) = built else { return }
        let layout = chart.layout, glyphs = settings.style.glyphs
        let drawn = Revised(value: chart, revision: revision), placed = Revised(value: placement, revision: revision)
        // Another day's curve is drawn on a day's clock: not over the live window.
        let overlaid = state.overlay && state.liveWindow == nil ? DayOverlay.dayIndex(for: state.selection, in: timeline) : nil
        let overlay = overlaid.flatMap { overlayLayer(of: $0, chart: drawn) }
        scene.layers[.overlay] = overlay?.value
        let cursor = HourWindow(state.selection.cursor, in: timeline, basal: (chart as? DayChart)?.basal)
        let pin = state.selection.pin.flatMap { HourWindow(pinned: $0, in: timeline) }
        scene.layers[.status] = statusLayer(state: state, area: layout.status, boxes: boxes, cursor: cursor, pin: pin,
                                            overlaid: overlaid)
        var pinBox: Rect?
        if let pin, let pinColumn = chart.timeAxis.column(for: pin.instant) {
            let pinX = layout.plot.x + pinColumn
            scene.layers[.pinGuide] = Layer(
                origin: Point(x: pinX, y: layout.plot.top),
                grid: HourGuide.layer(column: pinX, readingRow: Self.readingRow(pin.reading?.mgdl, chart: chart),
                                      chart: chart, overlay: overlay?.value, guide: glyphs.pinGuide, foot: glyphs.pinFoot,
                                      point: glyphs.point, ink: .pin, lineInk: .pin),
                revision: 0)
            if boxes {
                let loop = loopHour(at: pin, state: state)
                let layer = callout(.hour(pin, role: .pinned, treatments: treatments, loop: loop), x: pinX, placement: placed)
                scene.layers[.pinCallout] = layer
                pinBox = Rect(x: layer.origin.x, y: layer.origin.y, width: layer.grid.size.columns,
                              height: layer.grid.size.rows)
            }
        }
        let x = layout.plot.x + chart.timeAxis.column(clamping: cursor.instant)
        scene.layers[.cursor] = cursorLayer(x: x, valueRow: Self.readingRow(cursor.reading?.mgdl, chart: chart), chart: drawn,
                                            overlay: overlay)
        // One box when the cursor is on the pinned hour: the pin's says it all.
        if boxes, pin?.mark != cursor.mark {
            let role: Callout.Role = pin.map { .liveBesidePin($0.reading) } ?? .live
            let loop = loopHour(at: cursor, state: state)
            scene.layers[.liveCallout] = callout(.hour(cursor, role: role, treatments: treatments, loop: loop), x: x,
                                                 placement: placed, pinBox: pinBox)
        }
    }

    /// What the loop said at a day's hour, from the page's history
    /// (`ViewerModel.loopHistory`); nil in the live window, whose row says it now.
    func loopHour(at window: HourWindow, state: ViewerState) -> LoopHour? {
        guard state.mode == .day, state.liveWindow == nil else { return nil }
        return shown!.loopHistory?.hour(at: window.instant, day: window.day.interval)
    }

    /// The profile's cursor, its callout and the status line.
    private func addProfileLayers(to scene: inout Scene, state: ViewerState, built: BuiltChart, revision: Int,
                                  boxes: Bool) {
        guard case .plot(let chart, _, let placement) = built else { return }
        let layout = chart.layout, mark = state.selection.cursor
        scene.layers[.status] = statusLayer(state: state, area: layout.status, boxes: boxes,
                                            cursor: HourWindow(mark, in: timeline),
                                            pin: state.selection.pin.flatMap { HourWindow(pinned: $0, in: timeline) })
        let x = layout.plot.x + chart.timeAxis.column(for: mark)
        let bucket = profile.value.bucket(hour: mark.hour, minute: 0)
        scene.layers[.cursor] = cursorLayer(x: x, valueRow: Self.readingRow(bucket.profile?.median, chart: chart),
                                            chart: Revised(value: chart, revision: revision))
        if boxes {
            scene.layers[.liveCallout] = callout(.profile(bucket, hour: mark.hour), x: x,
                                                 placement: Revised(value: placement, revision: revision))
        }
    }
}
