/// The axes every chart layer shares: band-boundary labels on the left and
/// clock hours underneath.
enum ChartAxes {
    /// Columns from one hour label to the next, at least.
    static let minimumLabelPitch = 6.0

    /// Labels at the band boundaries, most important first; a label that would
    /// share a row with one already placed is left out.
    static func drawValueLabels(into grid: inout CellGrid, layout: ChartLayout, valueAxis: ValueAxis,
                                context: DayChart.Context) {
        let plot = layout.plot
        for y in plot.top..<plot.bottom {
            grid.set(layout.axisColumn, y, Cell(context.style.glyphs.axis, fg: .muted))
        }
        let b = context.scale.boundaries
        var usedRows = Set<Int>()
        for value in [b[5], b[0], b[2], b[3], b[4], b[1]] {
            let level = valueAxis.level(for: value)
            let row = level == 0 ? plot.height - 1 : valueAxis.row(forLevel: level)
            guard usedRows.insert(row).inserted else { continue }
            let text = context.unit.format(mgdl: value)
            let label = String(repeating: " ", count: max(0, ChartLayout.labelWidth - text.count)) + text
            grid.write(label, x: layout.yLabels.x, y: plot.y + row, fg: .muted)
            grid.set(layout.axisColumn, plot.y + row, Cell(context.style.glyphs.axisTick, fg: .muted))
        }
    }

    /// Local clock hours under their columns, every 1, 2, 3, 4, 6 or 12 hours:
    /// the finest step whose labels are at least `minimumLabelPitch` columns
    /// apart. A label sits at its hour's column, so labels are spaced evenly up
    /// to one column (a pitch of 9.5 columns gives 9 and 10; at 4.75 the
    /// difference between 4 and 5 was plain to see). On a daylight-saving day
    /// the labels show the clock honestly (01 twice, or no 02).
    static func drawHourLabels(into grid: inout CellGrid, layout: ChartLayout, timeAxis: TimeAxis,
                               calendar: DayCalendar) {
        let columnsPerHour = Double(layout.plot.width) / (timeAxis.day.interval.duration / 3600)
        let step = [1, 2, 3, 4, 6, 12].first { Double($0) * columnsPerHour >= minimumLabelPitch } ?? 12
        var nextFree = 0
        for hour in stride(from: 0, to: timeAxis.day.hourCount, by: step) {
            let x = layout.plot.x + timeAxis.column(forHour: hour)
            let clockHour = calendar.clock(timeAxis.day.instant(atHour: hour)).hour
            let text = calendar.clockFormat.hourLabel(clockHour)
            guard x >= nextFree, x + text.count <= layout.hourLabels.right else { continue }
            grid.write(text, x: x, y: layout.hourLabels.y, fg: .muted)
            nextFree = x + text.count + 1
        }
    }
}
