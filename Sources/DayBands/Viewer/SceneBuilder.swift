import Foundation

/// Turns viewer states into scenes. It keeps the chart layer of the current
/// view (day or profile) and size and rebuilds it only when the day, the size,
/// the view or the chart's context changes; `chartPasses` counts those rebuilds,
/// so tests can prove that moving the cursor never causes one. The overview strip
/// and the statistics panel are cached the same way, by what they depend on.
/// A live feed grows the timeline with `update(timeline:)`, which keeps the
/// chart when the day it shows did not change.
public final class SceneBuilder {
    public private(set) var timeline: Timeline
    /// A live feed's word on how fresh the data is, shown in place of the key hints.
    public var liveNotice: String?
    public private(set) var context: DayChart.Context
    public internal(set) var chartPasses = 0
    private var chart: (key: ChartKey, chart: any PlotChart)?
    /// The week view's chart layer and what it was built for, and its
    /// cursor guides by hour (`SceneBuilder+Week`).
    var week: (key: WeekKey, chart: WeekChart, treatments: Bool)?
    var weekGuides: [WeekGuideKey: Layer] = [:]
    /// The week's callout per hour, day and role; nil where it has no place.
    var weekCallouts: [CalloutKey: Layer?] = [:]
    private var overview: (key: OverviewStrip, grid: CellGrid)?
    private var statistics: (key: StatisticsKey, grid: CellGrid)?
    /// Another day's curve over the chart (`o`), kept while the chart and that day are.
    private var overlay: (key: OverlayKey, layer: Layer)?
    /// Callouts already drawn and placed for the current chart: scrubbing back
    /// over an hour reuses its box instead of formatting and placing it again.
    private var callouts: [CalloutKey: Layer] = [:]
    /// Where boxes may go on the current chart, and whether its day has
    /// insulin or carbs (its callouts then have a row for them).
    private var placement: CalloutPlacement?
    /// Where the cursor's box was last drawn on the current chart.
    private var liveOrigin: Point?
    private var dayHasTreatments = false
    /// The same for the cursor's guide column, and for the status line, which
    /// depends on the cursor only while something is pinned.
    private var guides: [GuideKey: CellGrid] = [:]
    private var status: (key: StatusKey, grid: CellGrid)?
    /// The overview strip's class of every day that may be browsed.
    public let summaries: DaySummaries
    private var profileCache: AmbulatoryProfile?

    private var profile: AmbulatoryProfile {
        if let profileCache { return profileCache }
        let profile = AmbulatoryProfile(readings: timeline.data.countedReadings(in: timeline.interval), calendar: timeline.calendar)
        profileCache = profile
        return profile
    }

    private struct ChartKey: Equatable {
        var mode: ViewMode
        /// nil for the profile, which is the same whatever the day.
        var dayIndex: Int?
        var layout: ChartLayout
    }

    struct CalloutKey: Hashable {
        var mode: ViewMode
        var mark: HourMark
        var role: Callout.Role
        /// The pin's box, which the cursor's keeps clear of.
        var pinBox: Rect?
        /// The side a box placed anew leads the moving cursor on (`CalloutPlacement.Choice`).
        var ahead: CalloutPlacement.Side?
    }

    private struct GuideKey: Hashable {
        var x: Int
        var readingRow: Int?
        /// The day overlaid, whose cells the guide is cut from.
        var overlaid: Int?
    }

    private struct OverlayKey: Equatable {
        /// The chart's pass: a new chart needs a new overlay.
        var chartPass: Int
        var dayIndex: Int
    }

    private struct StatusKey: Equatable {
        var width: Int
        var mode: ViewMode
        var cursor: HourMark?
        var pin: HourMark?
        var dateEntry: String?
        var notice: String?
        var liveNotice: String?
        var unit: GlucoseUnit
        var overlaid: Int?
    }

    private struct StatisticsKey: Equatable {
        var dayIndex: Int
        var size: Size
        var unit: GlucoseUnit
    }

    /// A page's timeline (`DayPages`) needs its pages' `summaries`, which
    /// class the strip's days beyond it; a timeline of all its days has its own.
    public init(timeline: Timeline, context: DayChart.Context, summaries: DaySummaries? = nil) {
        self.timeline = timeline
        self.context = context
        self.summaries = summaries ?? DaySummaries(whole: timeline)
        if summaries != nil { self.summaries.keep(timeline) }
    }

    /// Changes the unit, scale or style; the layers are rebuilt on the next scene.
    public func update(context: DayChart.Context) {
        self.context = context
        chart = nil
        week = nil
        forgetFigures()
    }

    /// Takes a grown timeline (new readings from a live feed; days are only
    /// added after the existing ones) or another page of days (`DayPages`).
    /// Everything computed from all the data is redone; the chart only when
    /// what it shows changed: its day's readings and doses (and those the
    /// curve joins across midnight), or the days in its header, or any day for
    /// the profile.
    public func update(timeline grown: Timeline) {
        let old = timeline
        timeline = grown
        context.data = grown.data
        summaries.keep(grown)
        forgetFigures()
        func unchanged(_ days: Range<Int>) -> Bool {
            guard old.days.count == grown.days.count, old.days[0] == grown.days[0] else { return false }
            let interval = DateInterval(start: grown.days[days.lowerBound].interval.start,
                                        end: grown.days[days.upperBound - 1].interval.end)
            let shown = DateInterval(start: interval.start.addingTimeInterval(-Cadence.longestJoin),
                                     end: interval.end.addingTimeInterval(Cadence.longestJoin))
            return old.data.readings(in: shown) == grown.data.readings(in: shown)
                && old.data.doses(in: interval) == grown.data.doses(in: interval)
        }
        if let days = week?.key.days, !unchanged(days) { week = nil }
        guard let key = chart?.key else { return }
        if let dayIndex = key.dayIndex, unchanged(dayIndex..<(dayIndex + 1)) { return }
        chart = nil
    }

    /// Drops what is computed from the data or the context, short of the chart.
    private func forgetFigures() {
        overview = nil
        statistics = nil
        overlay = nil
        callouts = [:]
        guides = [:]
        weekGuides = [:]
        weekCallouts = [:]
        status = nil
        profileCache = nil
    }

    /// The layout a state is drawn in, or nil below the minimum size.
    public static func layout(for state: ViewerState) -> ChartLayout? {
        ChartLayout(size: state.size, sidePanel: state.statisticsVisible)
    }

    /// The chart layer of the day or profile view for a state, from the cache
    /// when it is there (the week view's is `weekChart`).
    public func chart(for state: ViewerState) -> (any PlotChart)? {
        guard let layout = Self.layout(for: state) else { return nil }
        let dayIndex = state.selection.cursor.dayIndex
        let key = ChartKey(mode: state.mode, dayIndex: state.mode == .day ? dayIndex : nil, layout: layout)
        if let chart, chart.key == key { return chart.chart }
        let built: any PlotChart
        switch state.mode {
        case .day:
            built = DayChart(day: timeline.days[dayIndex], dayNumber: dayIndex + 1, dayCount: timeline.days.count,
                             range: "\(timeline.days[0].isoDate) to \(timeline.days[timeline.days.count - 1].isoDate)",
                             layout: layout, context: context)
        case .profile:
            built = ProfileChart(profile: profile, window: timeline.days, layout: layout, context: context)
        case .week:
            return nil
        }
        chartPasses += 1
        chart = (key, built)
        dayHasTreatments = state.mode == .day && HourWindow.anyTreatments(on: timeline.days[dayIndex], in: timeline.data)
        placement = nil
        liveOrigin = nil
        callouts = [:]
        guides = [:]
        return built
    }

    public func scene(for state: ViewerState) -> Scene {
        if state.unit != context.unit {
            var context = context
            context.unit = state.unit
            update(context: context)
        }
        if state.mode == .week { return weekScene(for: state) }
        var scene = Scene(size: state.size)
        guard let chart = chart(for: state) else {
            scene.layers[.message] = Self.tooSmall(state.size)
            return scene
        }
        let layout = chart.layout
        let glyphs = context.style.glyphs
        scene.layers[.chart] = Layer(origin: Point(x: 0, y: 0), grid: chart.grid, revision: chartPasses)
        let overlaid = state.overlay && state.mode == .day ? DayOverlay.dayIndex(for: state.selection, in: timeline) : nil
        let overlay = overlaid.flatMap { index in
            timeline.day(at: index).map { overlayLayer(of: index, held: $0, chart: chart) }
        }
        scene.layers[.overlay] = overlay
        // The strip is about days; the profile folds them all (its header says which).
        if state.mode != .profile {
            scene.layers[.overview] = overviewLayer(dayIndex: state.selection.cursor.dayIndex, layout: layout)
        }
        if state.statisticsVisible {
            scene.layers[.statistics] = statisticsLayer(dayIndex: state.selection.cursor.dayIndex, state: state,
                                                        layout: layout)
        }

        let cursor = HourWindow(state.selection.cursor, in: timeline)
        let pin = state.selection.pin.flatMap { HourWindow(pinned: $0, in: timeline) }
        let boxes = Self.hasCalloutBoxes(screen: layout.screen.size, plotWidth: layout.plot.width)
        scene.layers[.status] = statusLayer(state: state, area: layout.status, boxes: boxes, cursor: cursor, pin: pin,
                                             overlaid: overlaid)

        let x = layout.plot.x + chart.timeAxis.column(for: state.selection.cursor)
        switch state.mode {
        case .day:
            var pinBox: Rect?
            if let pin, pin.mark.dayIndex == cursor.mark.dayIndex {
                let pinX = layout.plot.x + chart.timeAxis.column(for: pin.mark)
                scene.layers[.pinGuide] = Layer(
                    origin: Point(x: pinX, y: layout.plot.top),
                    grid: HourGuide.layer(column: pinX, readingRow: readingRow(pin.reading?.mgdl, chart: chart),
                                          chart: chart, overlay: overlay, guide: glyphs.pinGuide, foot: glyphs.pinFoot,
                                          point: glyphs.point, ink: .pin, lineInk: .pin),
                    revision: 0)
                if boxes {
                    let layer = callout(CalloutKey(mode: .day, mark: pin.mark, role: .pinned), x: pinX, chart: chart) {
                        Callout(pin, role: .pinned, treatments: dayHasTreatments, context: context).grid
                    }
                    scene.layers[.pinCallout] = layer
                    pinBox = Rect(x: layer.origin.x, y: layer.origin.y, width: layer.grid.size.columns,
                                  height: layer.grid.size.rows)
                }
            }
            scene.layers[.cursor] = cursorLayer(x: x, valueRow: readingRow(cursor.reading?.mgdl, chart: chart), chart: chart,
                                                overlay: overlaid.flatMap { index in overlay.map { (index, $0) } })
            // One box when the cursor is on the pinned hour: the pin's says it all.
            if boxes, pin?.mark != cursor.mark {
                let role: Callout.Role = pin.map { .liveBesidePin($0.reading) } ?? .live
                scene.layers[.liveCallout] = callout(CalloutKey(mode: .day, mark: cursor.mark, role: role, pinBox: pinBox),
                                                     x: x, chart: chart) {
                    Callout(cursor, role: role, treatments: dayHasTreatments, context: context).grid
                }
            }
        case .week:
            break
        case .profile:
            let bucket = profile.bucket(hour: state.selection.cursor.hour, minute: 0)
            scene.layers[.cursor] = cursorLayer(x: x, valueRow: readingRow(bucket.profile?.median, chart: chart), chart: chart)
            if boxes {
                scene.layers[.liveCallout] = callout(CalloutKey(mode: .profile, mark: state.selection.cursor, role: .live),
                                                     x: x, chart: chart) {
                    Callout(bucket, hour: state.selection.cursor.hour, context: context).grid
                }
            }
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
            scene.layers[.help] = HelpOverlay.layer(screen: state.size, context: context, top: state.helpTop)
        }
        return scene
    }

    /// The status line (`StatusLine`), rebuilt only when what it says changes:
    /// the cursor matters only while it is read out there or a pin is shown.
    /// `overlaid`: the day `o` draws over the chart, which the line names.
    func statusLayer(state: ViewerState, area: Rect, boxes: Bool, cursor: HourWindow, pin: HourWindow?,
                     overlaid: Int? = nil) -> Layer {
        // Strip days the store could not give are `?`: the line says why, as long as it lasts.
        let liveNotice = liveNotice ?? summaries.failure.map { "? on the strip: \($0)" }
        let statusKey = StatusKey(width: area.width, mode: state.mode,
                                  cursor: pin == nil && boxes ? nil : cursor.mark, pin: pin?.mark,
                                  dateEntry: state.dateEntry, notice: state.notice, liveNotice: liveNotice,
                                  unit: context.unit, overlaid: overlaid)
        if status?.key != statusKey {
            var readout: [(String, Ink)]?
            if !boxes {
                switch state.mode {
                case .day, .week:
                    // The pin, shown at the right of the line, is left out of the readout.
                    readout = Callout.readout(cursor, role: pin.map { .liveBesidePin($0.reading) } ?? .live,
                                              context: context, width: area.width)
                case .profile:
                    readout = Callout.readout(profile.bucket(hour: cursor.mark.hour, minute: 0), hour: cursor.mark.hour,
                                              context: context, width: area.width)
                }
            }
            let overlayLabel = overlaid.flatMap { timeline.day(at: $0) }.map {
                DayOverlay.label(of: $0.day, calendar: timeline.calendar, glyphs: context.style.glyphs)
            }
            status = (statusKey, StatusLine.grid(width: area.width, state: state, liveNotice: liveNotice,
                                                 readout: readout, pin: pin, cursor: cursor, overlay: overlayLabel,
                                                 context: context, timeline: timeline))
        }
        return Layer(origin: area.origin, grid: status!.grid, revision: 0)
    }

    /// A callout's layer, placed beside column `x` clear of the pin's box;
    /// the cursor's stays where it was while it fits (`CalloutPlacement.choice`).
    private func callout(_ key: CalloutKey, x: Int, chart: any PlotChart, draw: () -> CellGrid) -> Layer {
        let placement = placement ?? CalloutPlacement(chart: chart)
        self.placement = placement
        let others = key.pinBox.map { [$0] } ?? []
        func placed(ahead side: CalloutPlacement.Side?, grid: CellGrid) -> Layer {
            var sided = key
            sided.ahead = side
            if let layer = callouts[sided] { return layer }
            let layer = Layer(origin: placement.origin(of: grid.size, besideColumn: x, avoiding: others, ahead: side),
                              grid: grid, revision: 0)
            callouts[sided] = layer
            return layer
        }
        let first = callouts[key] ?? placed(ahead: nil, grid: draw())
        guard key.role != .pinned else { return first }
        let layer: Layer
        switch placement.choice(of: first.grid.size, besideColumn: x, avoiding: others, after: liveOrigin) {
        case .kept(let origin): layer = Layer(origin: origin, grid: first.grid, revision: 0)
        case .placed(let side): layer = placed(ahead: side, grid: first.grid)
        }
        liveOrigin = layer.origin
        return layer
    }

    /// Whether callouts are boxes beside the curve; on smaller screens their
    /// lines go to the status line instead.
    static func hasCalloutBoxes(screen: Size, plotWidth: Int) -> Bool {
        screen.columns >= Callout.boxMinimum.columns && screen.rows >= Callout.boxMinimum.rows
            && plotWidth >= 2 * (Callout.width + 2) + 1
    }

    private func cursorLayer(x: Int, valueRow: Int?, chart: any PlotChart, overlay: (dayIndex: Int, layer: Layer)? = nil)
        -> Layer {
        let key = GuideKey(x: x, readingRow: valueRow, overlaid: overlay?.dayIndex)
        if guides[key] == nil {
            let glyphs = context.style.glyphs
            guides[key] = HourGuide.layer(column: x, readingRow: valueRow, chart: chart, overlay: overlay?.layer,
                                          guide: glyphs.cursorGuide,
                                          foot: glyphs.cursorFoot, point: glyphs.point, ink: .cursor, lineInk: .text,
                                          stem: HourGuide.cursorStem)
        }
        return Layer(origin: Point(x: x, y: chart.layout.plot.top), grid: guides[key]!, revision: 0)
    }

    /// The overlay of another day on the chart (`DayOverlay`), built once
    /// per chart and day: the cursor never rebuilds it, and `o` only shows
    /// or hides it.
    private func overlayLayer(of dayIndex: Int, held: (day: LocalDay, data: GlucoseData), chart: any PlotChart) -> Layer {
        let key = OverlayKey(chartPass: chartPasses, dayIndex: dayIndex)
        if let overlay, overlay.key == key { return overlay.layer }
        let envelopes = DayOverlay.envelopes(of: held.data, from: held.day, on: chart.timeAxis,
                                             calendar: timeline.calendar)
        let layer = Layer(origin: chart.layout.plot.origin,
                          grid: DayOverlay.grid(over: chart, envelopes: envelopes, style: context.style), revision: 0)
        overlay = (key, layer)
        return layer
    }

    private func overviewLayer(dayIndex: Int, layout: ChartLayout) -> Layer {
        let strip = OverviewStrip(timeline: timeline, dayIndex: dayIndex, area: layout.overview)
        if overview?.key != strip {
            overview = (strip, strip.grid(quality: summaries.quality(of: strip.visibleDays), days: summaries.days,
                                          style: context.style))
        }
        return Layer(origin: Point(x: 0, y: layout.overview.y), grid: overview!.grid, revision: 0)
    }

    private func statisticsLayer(dayIndex: Int, state: ViewerState, layout: ChartLayout) -> Layer {
        let key = StatisticsKey(dayIndex: dayIndex, size: state.size, unit: context.unit)
        if statistics?.key != key {
            let panel = StatisticsPanel.grid(day: timeline.days[dayIndex], window: timeline.days, context: context,
                                             height: layout.statistics.height)
            // Over the chart the layer is wider than the panel, which sits at its right.
            var grid = CellGrid(size: layout.statistics.size)
            grid.draw(panel, at: Point(x: layout.statistics.width - panel.size.columns, y: 0))
            statistics = (key, grid)
        }
        return Layer(origin: layout.statistics.origin, grid: statistics!.grid, revision: 0)
    }

    /// The guide row (from the plot top) where a value sits.
    func readingRow(_ mgdl: Double?, chart: any PlotChart) -> Int? {
        mgdl.map { chart.valueAxis.row(forLevel: max(1, chart.valueAxis.level(for: $0))) }
    }

    static func tooSmall(_ size: Size) -> Layer {
        let minimum = ChartLayout.minimumSize
        let words = "terminal too small: \(size.columns)x\(size.rows), needs \(minimum.columns)x\(minimum.rows)"
        var grid = CellGrid(size: size)
        var lines: [String] = []
        var current = ""
        for word in words.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > size.columns {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        lines.append(current)
        let top = max(0, (size.rows - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            grid.write(line, x: max(0, (size.columns - line.count) / 2), y: top + index, fg: .text, bold: true)
        }
        return Layer(origin: Point(x: 0, y: 0), grid: grid, revision: 0)
    }
}
