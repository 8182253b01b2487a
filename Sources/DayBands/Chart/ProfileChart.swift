import Foundation

/// The Ambulatory Glucose Profile as a chart layer: every day of the window
/// folded onto one 24-hour clock, in the same fixed y-domain and bands as the
/// day chart. Per column (the 15-minute bucket under its centre): the 5-95th
/// percentile range shaded light, the 25-75th dark, the median as a line; each
/// cell in the colour of the band it lies in. Buckets with too few readings
/// are left empty rather than guessed.
public struct ProfileChart: PlotChart {
    public let layout: ChartLayout
    public let timeAxis: TimeAxis
    public let valueAxis: ValueAxis
    public private(set) var grid: CellGrid
    /// The median line's row per column.
    public private(set) var curveRows: [ClosedRange<Int>?]
    public let plotLabels: [Rect] = []

    public init(profile: AmbulatoryProfile, window: [LocalDay], layout: ChartLayout, context: DayChart.Context) {
        self.layout = layout
        timeAxis = .profile(columns: layout.plot.width)
        valueAxis = ValueAxis(scale: context.scale, rows: layout.plot.height)
        grid = CellGrid(size: layout.screen.size)
        curveRows = Array(repeating: nil, count: layout.plot.width)
        let first = window.first?.isoDate ?? "-"
        let last = window.last?.isoDate ?? "-"
        grid.write(" profile (AGP)  \(first) to \(last)  \(window.count) days  \(context.unit.label)",
                   x: 0, y: layout.header.y, fg: .title, bold: true)
        ChartAxes.drawValueLabels(into: &grid, layout: layout, valueAxis: valueAxis, context: context)
        var drawn = false
        for column in 0..<layout.plot.width {
            let minute = Int((Double(column) + 0.5) * Double(AmbulatoryProfile.minutesPerDay) / Double(layout.plot.width))
            let bucket = profile.bucket(hour: minute / 60, minute: minute % 60)
            guard bucket.isSufficient, let percentiles = bucket.profile else { continue }
            let medianRow = drawColumn(percentiles, x: layout.plot.x + column, style: context.style)
            curveRows[column] = medianRow...medianRow
            drawn = true
        }
        if !drawn {
            let message = "not enough readings for a profile"
            grid.write(message, x: layout.plot.x + max(0, (layout.plot.width - message.count) / 2),
                       y: layout.plot.y + layout.plot.height / 2, fg: .muted)
        }
        ChartAxes.drawHourLabels(into: &grid, layout: layout, timeAxis: timeAxis,
                                 calendar: DayCalendar(timeZone: TimeZone(identifier: "UTC")!))
    }

    /// A cell is in a range when the range covers at least half of it.
    /// Returns the median's row.
    private mutating func drawColumn(_ p: AmbulatoryProfile.Profile, x: Int, style: RenderStyle) -> Int {
        let glyphs = style.glyphs
        func covers(_ low: Double, _ high: Double, row index: Int) -> Bool {
            let lowLevel = Double(valueAxis.level(for: low)), highLevel = Double(valueAxis.level(for: high))
            let middle = Double(index * 8 + 4)
            return lowLevel <= middle && middle <= max(highLevel, lowLevel + 1)
        }
        let medianRow = valueAxis.row(forLevel: max(1, valueAxis.level(for: p.median)))
        for index in 0..<layout.plot.height {
            let row = layout.plot.height - 1 - index
            let tone = valueAxis.scale.band(for: valueAxis.value(atLevel: Double(index * 8 + 4))).tone
            let cell: Cell
            if row == medianRow {
                cell = Cell(glyphs.profileMedian, fg: .line(tone), bold: true)
            } else if covers(p.p25, p.p75, row: index) {
                cell = Cell(glyphs.profileInner, fg: .area(tone))
            } else if covers(p.p5, p.p95, row: index) {
                cell = Cell(glyphs.profileOuter, fg: .area(tone))
            } else {
                continue
            }
            grid.set(x, layout.plot.y + row, cell)
        }
        return medianRow
    }
}
