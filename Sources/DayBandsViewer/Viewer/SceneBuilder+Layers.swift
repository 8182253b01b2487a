import DayBandsChart
import Foundation

/// The layers above a chart, each from its memo by its complete inputs.
extension SceneBuilder {
    /// The status line (`StatusLine`). The cursor is among its inputs only
    /// while it is read out there or compared with a pin, so scrubbing with
    /// callouts and no pin makes no new line. `overlaid`: the day `o` draws
    /// over the chart, which the line names.
    func statusLayer(state: ViewerState, area: Rect, boxes: Bool, cursor: HourWindow, pin: HourWindow?,
                     overlaid: Int? = nil) -> Layer {
        // Strip days the store could not give are `?`: the line says why, as long as it lasts.
        let liveNotice = liveNotice ?? strip.failure.map { LiveNotice("? on the strip: \($0)") }
        var readout: StatusInputs.Readout?
        if !boxes {
            switch state.mode {
            case .day, .week, .year, .patterns:
                // The pin, shown at the right of the line, is left out of the readout.
                readout = .hour(cursor, role: pin.map { .liveBesidePin($0.reading) } ?? .live, loop: loopHour(at: cursor, state: state))
            case .profile:
                readout = .profile(profile.bucket(hour: cursor.mark.hour, minute: 0), hour: cursor.mark.hour)
            }
        }
        let overlayLabel = overlaid.flatMap { timeline.day(at: $0) }.map {
            DayOverlay.label(of: $0.day, calendar: timeline.calendar, glyphs: context.style.glyphs)
        }
        let inputs = StatusInputs(width: area.width, dateEntry: state.dateEntry, notice: state.noticeForms,
                                  following: state.following, liveNotice: liveNotice, readout: readout, pin: pin,
                                  cursor: pin != nil && readout == nil ? cursor : nil,
                                  pinOnPage: pin.map { timeline.days.indices.contains($0.mark.dayIndex) } ?? false,
                                  overlay: overlayLabel, settings: settings)
        let grid = statuses.value(for: inputs) { inputs in
            let parts: [(String, Ink)]? = switch inputs.readout {
            case .hour(let window, let role, let loop): Callout.readout(window, role: role, loop: loop, context: context,
                                                                        width: inputs.width)
            case .profile(let bucket, let hour): Callout.readout(bucket, hour: hour, context: context, width: inputs.width)
            case nil: nil
            }
            return StatusLine.grid(width: inputs.width, state: state, liveNotice: inputs.liveNotice, readout: parts,
                                   pin: inputs.pin, cursor: cursor, overlay: inputs.overlay, context: context,
                                   timeline: timeline)
        }
        return Layer(origin: area.origin, grid: grid, revision: 0)
    }

    /// A callout's layer, placed beside column `x` clear of the pin's box;
    /// the cursor's stays where it was while it fits (`CalloutPlacement.choice`).
    func callout(_ inputs: CalloutInputs, x: Int, placement: CalloutPlacement, draw: () -> CellGrid) -> Layer {
        let others = inputs.pinBox.map { [$0] } ?? []
        func placed(ahead side: CalloutPlacement.Side?, grid: CellGrid?) -> Layer {
            var sided = inputs
            sided.ahead = side
            let layer = callouts.value(for: sided) { _ in
                let grid = grid ?? draw()
                return Layer(origin: placement.origin(of: grid.size, besideColumn: x, avoiding: others, ahead: side),
                             grid: grid, revision: 0)
            }
            // A day's or the profile's callout always has its place (the week's may not).
            return layer!
        }
        let first = placed(ahead: nil, grid: nil)
        guard inputs.role != .pinned else { return first }
        // Where the model says the box was on this chart (`ViewerModel.calloutPlace`): kept while it fits.
        let after = calloutPlace.flatMap { $0.chart == frameChart ? $0.origin : nil }
        let layer: Layer
        switch placement.choice(of: first.grid.size, besideColumn: x, avoiding: others, after: after) {
        case .kept(let origin): layer = Layer(origin: origin, grid: first.grid, revision: 0)
        case .placed(let side): layer = placed(ahead: side, grid: first.grid)
        }
        framePlace = frameChart.map { CalloutPlace(chart: $0, origin: layer.origin) }
        return layer
    }

    /// Whether callouts are boxes beside the curve; on smaller screens their
    /// lines go to the status line instead.
    static func hasCalloutBoxes(screen: Size, plotWidth: Int) -> Bool {
        screen.columns >= Callout.boxMinimum.columns && screen.rows >= Callout.boxMinimum.rows
            && plotWidth >= 2 * (Callout.width + 2) + 1
    }

    func cursorLayer(x: Int, valueRow: Int?, chart: any PlotChart, revision: Int,
                     overlay: (layer: Layer, revision: Int)? = nil) -> Layer {
        let inputs = GuideInputs(chart: revision, x: x, readingRow: valueRow, overlay: overlay?.revision)
        return guides.value(for: inputs) { inputs in
            let glyphs = context.style.glyphs
            let grid = HourGuide.layer(column: inputs.x, readingRow: inputs.readingRow, chart: chart, overlay: overlay?.layer,
                                       guide: glyphs.cursorGuide, foot: glyphs.cursorFoot, point: glyphs.point,
                                       ink: .cursor, lineInk: .text, stem: HourGuide.cursorStem)
            return Layer(origin: Point(x: inputs.x, y: chart.layout.plot.top), grid: grid, revision: 0)
        }
    }

    /// The overlay of another day on the chart (`DayOverlay`), made once
    /// per chart and day: the cursor never makes it again, and `o` only
    /// shows or hides it. Nil when the page holds no such day.
    func overlayLayer(of dayIndex: Int, chart: any PlotChart, revision: Int) -> (layer: Layer, revision: Int)? {
        guard let held = timeline.day(at: dayIndex) else { return nil }
        let made = overlays.revisedValue(for: OverlayInputs(chart: revision, dayIndex: dayIndex, page: pageRevision)) { _ in
            let envelopes = DayOverlay.envelopes(of: held.data, from: held.day, on: chart.timeAxis,
                                                 calendar: timeline.calendar)
            return Layer(origin: chart.layout.plot.origin,
                         grid: DayOverlay.grid(over: chart, envelopes: envelopes, style: context.style), revision: 0)
        }
        return (made.value, made.revision)
    }

    func overviewLayer(dayIndex: Int, layout: ChartLayout) -> Layer {
        let shown = OverviewStrip(timeline: timeline, dayIndex: dayIndex, area: layout.overview)
        let inputs = OverviewInputs(strip: shown, quality: strip.quality(of: shown.visibleDays), style: settings.style)
        let grid = strips.value(for: inputs) { [strip] inputs in
            inputs.strip.grid(quality: inputs.quality, days: strip.days, style: inputs.style)
        }
        return Layer(origin: Point(x: 0, y: layout.overview.y), grid: grid, revision: 0)
    }

    func statisticsLayer(dayIndex: Int, layout: ChartLayout) -> Layer {
        let inputs = StatisticsInputs(dayIndex: dayIndex, page: pageRevision, layout: layout, settings: settings)
        let grid = panels.value(for: inputs) { inputs in
            let panel = StatisticsPanel.grid(day: timeline.days[inputs.dayIndex], window: timeline.days, context: context,
                                             height: inputs.layout.statistics.height)
            // Over the chart the layer is wider than the panel, which sits at its right.
            var grid = CellGrid(size: inputs.layout.statistics.size)
            grid.draw(panel, at: Point(x: inputs.layout.statistics.width - panel.size.columns, y: 0))
            return grid
        }
        return Layer(origin: layout.statistics.origin, grid: grid, revision: 0)
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
            if !current.isEmpty, current.terminalColumns + 1 + word.terminalColumns > size.columns {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        lines.append(current)
        let top = max(0, (size.rows - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            grid.write(line, x: max(0, (size.columns - line.terminalColumns) / 2), y: top + index, fg: .text, bold: true)
        }
        return Layer(origin: Point(x: 0, y: 0), grid: grid, revision: 0)
    }
}
