import Foundation

/// The Ambulatory Glucose Profile as a chart layer: every day of the window
/// folded onto one 24-hour clock, in the same fixed y-domain and bands as the
/// day chart. Per column (the 15-minute bucket under its centre): the 5-95th
/// percentile range shaded light, the 25-75th dark; each cell in the colour of
/// the band it lies in. The median is one continuous line drawn like the day
/// curve: straight segments between the bucket centres (across midnight too),
/// covering each column's envelope, its top edge to 1/8 of a cell. Buckets
/// with too few readings are left empty rather than guessed, and the line is
/// not joined across them.
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
        // Whole fields only, as many as fit: a cut field could cut a number.
        var title = " profile (AGP)"
        for field in ["\(first) to \(last)", "\(window.count) days", context.unit.label]
        where title.count + 2 + field.count < layout.header.width {
            title += "  " + field
        }
        grid.write(title, x: 0, y: layout.header.y, fg: .title, bold: true)
        ChartAxes.drawValueLabels(into: &grid, layout: layout, valueAxis: valueAxis, context: context)
        var drawn = false
        let medians = Self.medianEnvelopes(profile, columns: layout.plot.width)
        for column in 0..<layout.plot.width {
            let minute = Int((Double(column) + 0.5) * Double(AmbulatoryProfile.minutesPerDay) / Double(layout.plot.width))
            let bucket = profile.bucket(hour: minute / 60, minute: minute % 60)
            guard bucket.isSufficient, let percentiles = bucket.profile else { continue }
            let median = medians[column] ?? ColumnEnvelope(low: percentiles.median, high: percentiles.median)
            curveRows[column] = drawColumn(percentiles, median: median, x: layout.plot.x + column, style: context.style)
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

    /// The median's lowest and highest value in each column, from straight
    /// segments between the centres of neighbouring sufficient buckets (the
    /// last bucket joins the first across midnight); nil where none passes.
    static func medianEnvelopes(_ profile: AmbulatoryProfile, columns: Int) -> [ColumnEnvelope?] {
        let perColumn = Double(AmbulatoryProfile.minutesPerDay) / Double(columns)
        var envelopes = [ColumnEnvelope?](repeating: nil, count: columns)
        func include(_ value: Double, inColumn column: Int) {
            let column = column % columns
            if envelopes[column] == nil {
                envelopes[column] = ColumnEnvelope(low: value, high: value)
            } else {
                envelopes[column]!.include(value)
            }
        }
        let buckets = profile.buckets
        let width = Double(profile.bucketMinutes)
        func median(_ index: Int) -> Double? {
            let bucket = buckets[index % buckets.count]
            return bucket.isSufficient ? bucket.profile?.median : nil
        }
        for index in buckets.indices {
            guard let a = median(index) else { continue }
            let start = Double(index) * width + width / 2
            include(a, inColumn: Int(start / perColumn))
            guard let b = median(index + 1) else { continue }
            // The segment to the next centre (past midnight for the last),
            // its values at both ends of each column it crosses.
            let end = start + width
            func value(at minute: Double) -> Double { a + (b - a) * (minute - start) / width }
            for column in Int(start / perColumn)..<Int((end / perColumn).rounded(.up)) {
                let from = max(start, Double(column) * perColumn), to = min(end, Double(column + 1) * perColumn)
                guard from <= to else { continue }
                include(value(at: from), inColumn: column)
                include(value(at: to), inColumn: column)
            }
        }
        return envelopes
    }

    /// A cell is in a range when the range covers at least half of it. The
    /// median's cells are drawn over the ranges, as the day curve's line is.
    /// Returns the rows the median covers.
    private mutating func drawColumn(_ p: AmbulatoryProfile.Profile, median: ColumnEnvelope, x: Int,
                                     style: RenderStyle) -> ClosedRange<Int> {
        let glyphs = style.glyphs
        func covers(_ low: Double, _ high: Double, row index: Int) -> Bool {
            let lowLevel = Double(valueAxis.level(for: low)), highLevel = Double(valueAxis.level(for: high))
            let middle = Double(index * 8 + 4)
            return lowLevel <= middle && middle <= max(highLevel, lowLevel + 1)
        }
        func tone(atLevel level: Double) -> BandTone { valueAxis.scale.band(for: valueAxis.value(atLevel: level)).tone }
        // As `AreaRaster`: a median at or below the floor still shows as one eighth.
        let top = max(1, valueAxis.level(for: median.high))
        let lineBottom = min(max(0, valueAxis.level(for: median.low)), top - 1)
        let lineCells = (lineBottom / 8)...((top + 7) / 8 - 1)
        for index in 0..<layout.plot.height {
            let row = layout.plot.height - 1 - index
            let cell: Cell
            if lineCells.contains(index) {
                let filled = min(8, top - index * 8)
                cell = Cell(glyphs.eighths[filled], fg: .line(tone(atLevel: Double(index * 8) + Double(filled) / 2)), bold: true)
            } else if covers(p.p25, p.p75, row: index) {
                cell = Cell(glyphs.profileInner, fg: .area(tone(atLevel: Double(index * 8 + 4))))
            } else if covers(p.p5, p.p95, row: index) {
                cell = Cell(glyphs.profileOuter, fg: .area(tone(atLevel: Double(index * 8 + 4))))
            } else {
                continue
            }
            grid.set(x, layout.plot.y + row, cell)
        }
        let rows = lineCells.map { layout.plot.height - 1 - $0 }
        return rows.min()!...rows.max()!
    }
}
