import DayBandsRecords
import Foundation

/// The axes every chart layer shares: band-boundary labels on the left and
/// clock hours underneath.
package enum ChartAxes {
    /// Columns from one hour label to the next, at least.
    static let minimumLabelPitch = 6.0

    /// Labels at the guides' values (first) and the band boundaries, most
    /// important first; a label that would share a row with one already
    /// placed is left out.
    static func drawValueLabels(into grid: inout CellGrid, layout: ChartLayout, valueAxis: ValueAxis,
                                context: DayChart.Context, guides: [Double] = []) {
        let plot = layout.plot
        for y in plot.top..<plot.bottom {
            grid.set(layout.axisColumn, y, Cell(context.style.glyphs.axis, fg: .muted))
        }
        let b = context.scale.boundaries
        var usedRows = Set<Int>()
        // A guide's row is labelled with the guide's value: a row labelled 60 never carries the 70 guide.
        for value in guides + [b[5], b[0], b[2], b[3], b[4], b[1]] {
            let level = valueAxis.level(for: value)
            let row = level == 0 ? plot.height - 1 : valueAxis.row(forLevel: level)
            guard usedRows.insert(row).inserted else { continue }
            let text = context.unit.format(mgdl: value)
            let label = String(repeating: " ", count: max(0, ChartLayout.labelWidth - text.terminalColumns)) + text
            grid.write(label, x: layout.yLabels.x, y: plot.y + row, fg: .muted)
            grid.set(layout.axisColumn, plot.y + row, Cell(context.style.glyphs.axisTick, fg: .muted))
        }
    }

    /// Local clock hours under their columns, every 1, 2, 3, 4, 6 or 12 hours:
    /// the finest step whose labels are at least `minimumLabelPitch` columns
    /// apart. A label sits at its hour's column, so labels are spaced evenly up
    /// to one column (a pitch of 9.5 columns gives 9 and 10; at 4.75 the
    /// difference between 4 and 5 was plain to see). On a daylight-saving day
    /// the labels show the clock honestly (01 twice, or no 02). A live window
    /// starts between hours: its labels are the clock hours the step divides,
    /// on through midnight.
    static func drawHourLabels(into grid: inout CellGrid, layout: ChartLayout, timeAxis: TimeAxis,
                               calendar: DayCalendar) {
        let interval = timeAxis.interval
        let columnsPerHour = Double(layout.plot.width) / (interval.duration / 3600)
        let step = [1, 2, 3, 4, 6, 12].first { Double($0) * columnsPerHour >= minimumLabelPitch } ?? 12
        var nextFree = 0
        for instant in hourLabelInstants(in: interval, step: step, calendar: calendar) {
            guard let column = timeAxis.column(for: instant) else { continue }
            let x = layout.plot.x + column
            let text = calendar.clockFormat.hourLabel(calendar.clock(instant).hour)
            if x >= nextFree, x + text.terminalColumns <= layout.hourLabels.right {
                grid.write(text, x: x, y: layout.hourLabels.y, fg: .muted)
                nextFree = x + text.terminalColumns + 1
            }
        }
    }

    /// The instants labelled under a time axis, the screen's and the
    /// picture's: from the first whole local hour whose clock hour the step
    /// divides (a day's midnight itself), every `step` hours of elapsed time
    /// (so a daylight-saving day shows its clock honestly), to the end.
    package static func hourLabelInstants(in interval: DateInterval, step: Int, calendar: DayCalendar) -> [Date] {
        let start = interval.start
        let local = start.timeIntervalSince1970 + Double(calendar.timeZone.secondsFromGMT(for: start))
        let past = local - (local / 3600).rounded(.down) * 3600
        var instant = start.addingTimeInterval(past == 0 ? 0 : 3600 - past)
        for _ in 0..<step where calendar.clock(instant).hour % step != 0 {
            instant.addTimeInterval(3600)
        }
        return Array(sequence(first: instant) { $0.addingTimeInterval(Double(step) * 3600) }.prefix { $0 < interval.end })
    }
}
