import DayBandsChart
import DayBandsRecords
import Foundation

/// `o`: another day's curve drawn as a faint line over the day on screen, so
/// the pin's Δ has a picture. The day overlaid is the pin's when the pin is on
/// another day, else the day before.
///
/// The two days share the time axis by local clock time: a reading at 14:10 of
/// the other day is drawn where 14:10 is on this one. Around a daylight-saving
/// change the clocks do not match hour for hour, and this is what is drawn:
/// an hour this day skips (23 hours) has the other day's readings of that hour
/// drawn in the column where this day's clock jumps; an hour this day repeats
/// (25 hours) has them drawn over its first pass, and its second pass has no
/// overlay; an hour the other day repeats has both its passes drawn over this
/// day's one, as two runs that are never joined to each other. Nothing is dropped.
///
/// Its layer lies between the chart and the guides: the plot cut from the
/// chart layer with the overlay's cells drawn in, so the chart is never
/// redrawn for it. The overlay goes only on empty cells and on the area under
/// this day's curve (keeping the area's colour behind it); this day's line,
/// labels and marks stay on top, and no dot touches a label.
package struct DayOverlay {
    /// The day overlaid for a state (counted as `Timeline.day(at:)` counts:
    /// the pin's day may be on another page, the day before on the page
    /// before), or nil when there is none (the first day of the data, with
    /// no pin elsewhere).
    package static func dayIndex(for selection: Selection, in timeline: Timeline) -> Int? {
        let current = selection.cursor.dayIndex
        if let pin = selection.pin, pin.dayIndex != current, timeline.day(at: pin.dayIndex) != nil { return pin.dayIndex }
        return timeline.day(at: current - 1) != nil ? current - 1 : nil
    }

    /// The other day's readings, and those just beyond it that carry its
    /// curve to the edges, moved onto this day by clock time; split into runs
    /// whose times only go forward (a repeated hour starts a second run).
    package static func alignedRuns(of data: GlucoseData, from other: LocalDay, onto day: LocalDay,
                            calendar: DayCalendar) -> [[GlucoseReading]] {
        let shown = DateInterval(start: other.interval.start.addingTimeInterval(-Cadence.longestJoin),
                                 end: other.interval.end.addingTimeInterval(Cadence.longestJoin))
        var runs: [[GlucoseReading]] = []
        var run: [GlucoseReading] = []
        for reading in data.readings(in: shown) {
            var moved = reading
            moved.time = calendar.aligned(reading.time, from: other, onto: day)
            if let last = run.last, moved.time <= last.time {
                runs.append(run)
                run = []
            }
            run.append(moved)
        }
        if !run.isEmpty { runs.append(run) }
        return runs
    }

    /// The column envelopes of the other day's curve on this day's axis: each
    /// run's own, joined by the same rule as the day's curve, then merged.
    static func envelopes(of data: GlucoseData, from other: LocalDay, on axis: TimeAxis,
                          calendar: DayCalendar) -> [ColumnEnvelope?] {
        var merged = [ColumnEnvelope?](repeating: nil, count: axis.columns)
        let day = calendar.day(containing: axis.interval.start)
        for run in alignedRuns(of: data, from: other, onto: day, calendar: calendar) {
            for (column, envelope) in ColumnEnvelope.envelopes(of: GlucoseData(readings: run), on: axis).enumerated() {
                guard let envelope else { continue }
                if merged[column] == nil {
                    merged[column] = envelope
                } else {
                    merged[column]!.include(envelope.low)
                    merged[column]!.include(envelope.high)
                }
            }
        }
        return merged
    }

    /// The plot of `chart` with the other day's line drawn in where it may go.
    static func grid(over chart: any PlotChart, envelopes: [ColumnEnvelope?], style: RenderStyle) -> CellGrid {
        let plot = chart.layout.plot
        var grid = CellGrid(size: Size(columns: plot.width, rows: plot.height))
        for y in 0..<plot.height {
            for x in 0..<plot.width {
                grid.set(x, y, chart.grid[plot.x + x, plot.y + y] ?? .blank)
            }
        }
        let raster = AreaRaster(valueAxis: chart.valueAxis, style: style)
        // A label's cells and the one either side of it stay as they are: a
        // dot in its space or against it reads as part of it (`max•241`).
        let kept = chart.plotLabels.map { Rect(x: $0.x - plot.x - 1, y: $0.y - plot.y, width: $0.width + 2, height: $0.height) }
        for (x, envelope) in envelopes.enumerated() {
            guard let envelope else { continue }
            for y in raster.lineRows(of: envelope) where !kept.contains(where: { $0.contains(Point(x: x, y: y)) }) {
                guard let below = grid[x, y] else { continue }
                if below.symbol == " " {
                    // A low's wash stays behind the dot.
                    grid.set(x, y, Cell(style.glyphs.overlay, fg: .overlay, bg: below.bg))
                } else if below.isWash {
                    grid.set(x, y, Cell(style.glyphs.overlay, fg: .overlay))
                } else if case .area = below.fg {
                    grid.set(x, y, Cell(style.glyphs.overlay, fg: .overlay, bg: below.fg))
                }
            }
        }
        return grid
    }

    /// The status line's label: `• Sun 11 Oct`.
    static func label(of day: LocalDay, calendar: DayCalendar, glyphs: GlyphSet) -> String {
        "\(glyphs.overlay) \(calendar.dayText(day))"
    }

    /// What the overlay does on a day whose clock does not match the other's
    /// hour for hour, or nil when both are 24-hour days.
    static func clockNote(day: LocalDay, other: LocalDay) -> String? {
        switch (day.hourCount, other.hourCount) {
        case (24, 24): nil
        case (23, _): "the hour this day skips is drawn where its clock jumps"
        case (25, _): "this day's repeated hour has it on its first pass only"
        case (_, 25): "both passes of its repeated hour are drawn over one"
        default: "it has no readings in the hour it skips"
        }
    }
}
