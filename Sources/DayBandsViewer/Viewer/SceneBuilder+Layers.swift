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
                readout = .profile(profile.value.bucket(hour: cursor.mark.hour, minute: 0), hour: cursor.mark.hour)
            }
        }
        let overlayLabel = overlaid.flatMap { timeline.day(at: $0) }.map {
            DayOverlay.label(of: $0.day, calendar: timeline.calendar, glyphs: settings.style.glyphs)
        }
        let inputs = StatusInputs(width: area.width, dateEntry: state.dateEntry, notice: state.noticeForms,
                                  following: state.following, liveNotice: liveNotice, readout: readout, pin: pin,
                                  cursor: pin != nil && readout == nil ? cursor : nil,
                                  pinOnPage: pin.map { timeline.days.indices.contains($0.mark.dayIndex) } ?? false,
                                  overlay: overlayLabel, settings: settings)
        let grid = statuses.value(for: inputs)
        return Layer(origin: area.origin, grid: grid, revision: 0)
    }

    /// A callout's layer, placed beside column `x` clear of the pin's box;
    /// the cursor's stays where it was while it fits (`CalloutPlacement.choice`).
    func callout(_ shown: CalloutBox.Shown, x: Int, placement: Revised<CalloutPlacement>, pinBox: Rect? = nil) -> Layer {
        let box = boxes.revised(for: CalloutBox(shown: shown, settings: settings))
        let avoiding = pinBox.map { [$0] } ?? []
        func placed(ahead side: CalloutPlacement.Side?) -> Layer {
            callouts.value(for: PlacedCallout(box: box, placement: placement, x: x, avoiding: avoiding, ahead: side))
        }
        if case .hour(_, .pinned, _, _) = shown { return placed(ahead: nil) }
        // Where the model says the box was on this chart (`ViewerModel.calloutPlace`): kept while it fits.
        let after = calloutPlace.flatMap { $0.chart == frameChart ? $0.origin : nil }
        let layer: Layer
        switch placement.value.choice(of: box.value.size, besideColumn: x, avoiding: avoiding, after: after) {
        case .kept(let origin): layer = Layer(origin: origin, grid: box.value, revision: 0)
        case .placed(let side): layer = placed(ahead: side)
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

    func cursorLayer(x: Int, valueRow: Int?, chart: Revised<any PlotChart>, overlay: Revised<Layer>? = nil) -> Layer {
        guides.value(for: GuideInputs(chart: chart, x: x, readingRow: valueRow, overlay: overlay, glyphs: settings.style.glyphs))
    }

    /// The overlay of another day on the chart (`DayOverlay`), made once
    /// per chart and day: the cursor never makes it again, and `o` only
    /// shows or hides it. Nil when the page holds no such day.
    func overlayLayer(of dayIndex: Int, chart: Revised<any PlotChart>) -> Revised<Layer>? {
        let made = overlays.revisedValue(for: OverlayInputs(chart: chart, dayIndex: dayIndex, page: page, style: settings.style))
        return made.value.map { Revised(value: $0, revision: made.revision) }
    }

    func overviewLayer(dayIndex: Int, layout: ChartLayout) -> Layer {
        let shown = OverviewStrip(timeline: timeline, dayIndex: dayIndex, area: layout.overview)
        let inputs = OverviewInputs(strip: shown, quality: strip.quality(of: shown.visibleDays), days: strip.days, style: settings.style)
        return Layer(origin: Point(x: 0, y: layout.overview.y), grid: strips.value(for: inputs), revision: 0)
    }

    func statisticsLayer(dayIndex: Int, layout: ChartLayout) -> Layer {
        let inputs = StatisticsInputs(dayIndex: dayIndex, page: page, layout: layout, settings: settings)
        return Layer(origin: layout.statistics.origin, grid: panels.value(for: inputs), revision: 0)
    }

    /// The guide row (from the plot top) where a value sits.
    static func readingRow(_ mgdl: Double?, chart: any PlotChart) -> Int? {
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
