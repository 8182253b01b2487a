import DayBandsRecords
import Foundation

/// The Ambulatory Glucose Profile as a chart layer: every day of the window
/// folded onto one 24-hour clock, in the same fixed y-domain and bands as the
/// day chart. Per column (the 15-minute bucket under its centre): the 5-95th
/// percentile range shaded light, the 25-75th dense, to half a cell; each in
/// the colour of the band it lies in. The median is one continuous line drawn like the day
/// curve: straight segments between the bucket centres (across midnight too),
/// covering each column's envelope, its top edge to 1/8 of a cell. Buckets
/// with too few readings are left empty rather than guessed, and the line is
/// not joined across them. A column whose 5th percentile is a low (or below
/// the floor) is marked on the floor as the day chart marks a low
/// (`DomainMarks.lowCell`), since the range would only touch the floor there;
/// the in-range target's bounds (70 and 180 mg/dL) are guides across the plot.
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
        for field in ["\(first) to \(last)", LocalDay.countText(window.count), context.unit.label]
        where title.terminalColumns + 2 + field.terminalColumns < layout.header.width {
            title += "  " + field
        }
        grid.write(title, x: 0, y: layout.header.y, fg: .title, bold: true)
        var drawn = false
        let medians = Self.medianEnvelopes(profile, columns: layout.plot.width)
        for column in 0..<layout.plot.width {
            let minute = Int((Double(column) + 0.5) * Double(AmbulatoryProfile.minutesPerDay) / Double(layout.plot.width))
            let bucket = profile.bucket(hour: minute / 60, minute: minute % 60)
            guard bucket.isSufficient, let percentiles = bucket.profile else { continue }
            let median = medians[column] ?? ColumnEnvelope(low: percentiles.median, high: percentiles.median)
            curveRows[column] = drawColumn(percentiles, median: median, x: layout.plot.x + column, style: context.style)
            if let mark = DomainMarks.lowCell(value: percentiles.p5, scale: context.scale, glyphs: context.style.glyphs) {
                grid.set(layout.plot.x + column, layout.plot.bottom - 1, mark)
            }
            drawn = true
        }
        let guides = drawn ? Self.targetGuides(valueAxis) : []
        drawTargetGuides(guides, context: context)
        ChartAxes.drawValueLabels(into: &grid, layout: layout, valueAxis: valueAxis, context: context, guides: guides)
        if !drawn {
            let message = "not enough readings for a profile"
            grid.write(message, x: layout.plot.x + max(0, (layout.plot.width - message.terminalColumns) / 2),
                       y: layout.plot.y + layout.plot.height / 2, fg: .muted)
        }
        ChartAxes.drawHourLabels(into: &grid, layout: layout, timeAxis: timeAxis,
                                 calendar: DayCalendar(timeZone: TimeZone(identifier: "UTC")!,
                                                       clockFormat: context.calendar.clockFormat))
    }

    /// 70 and 180 mg/dL (`ConsensusTarget.inRange`) where inside the domain.
    static func targetGuides(_ valueAxis: ValueAxis) -> [Double] {
        let bounds = ConsensusTarget.inRange.mgdlBounds
        return [bounds.lowest, bounds.highest].compactMap { $0.map(Double.init) }
            .filter { $0 > valueAxis.scale.floor && $0 < valueAxis.scale.ceiling }
    }

    /// The guides as muted lines across the plot on the row of their value
    /// (which the axis labels with it), in the cells the profile leaves
    /// empty and over the outer range's whole cells (never over the inner
    /// range, the median or a mark), each named at the plot's right end
    /// where its row is empty there.
    private mutating func drawTargetGuides(_ guides: [Double], context: DayChart.Context) {
        let glyphs = context.style.glyphs
        let plot = layout.plot
        for mgdl in guides {
            let y = plot.y + valueAxis.row(forLevel: valueAxis.level(for: mgdl))
            for x in plot.x..<plot.right {
                let cell = grid[x, y]!
                if cell.symbol == " " {
                    grid.set(x, y, Cell(glyphs.targetGuide, fg: .muted))
                } else if case .outer = cell.fg, cell.bg == .none, cell.symbol == Self.wholeCell(cell.fg, style: context.style).symbol {
                    // On colour that has the range's shade, the guide is drawn on it; else in the range's colour.
                    grid.set(x, y, context.style.rangesByColor ? Cell(glyphs.targetGuide, fg: .muted, bg: cell.fg)
                                                                : Cell(glyphs.targetGuide, fg: cell.fg))
                }
            }
            let text = context.unit.format(mgdl: mgdl)
            let x = plot.right - text.terminalColumns
            if (x..<plot.right).allSatisfy({ grid[$0, y]?.symbol == glyphs.targetGuide && grid[$0, y]?.bg == Ink.none }) {
                grid.write(text, x: x, y: y, fg: .muted)
            }
        }
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

    /// The median's cells drawn like the day curve's line, over the ranges.
    /// Returns the rows the median covers.
    private mutating func drawColumn(_ p: AmbulatoryProfile.Profile, median: ColumnEnvelope, x: Int,
                                     style: RenderStyle) -> ClosedRange<Int> {
        // As `AreaRaster`: a median at or below the floor still shows as one eighth.
        let top = max(1, valueAxis.level(for: median.high))
        let lineBottom = min(max(0, valueAxis.level(for: median.low)), top - 1)
        let lineCells = (lineBottom / 8)...((top + 7) / 8 - 1)
        for index in 0..<layout.plot.height {
            let row = layout.plot.height - 1 - index
            let cell: Cell
            if lineCells.contains(index) {
                let filled = min(8, top - index * 8)
                // As `AreaRaster`: the top takes the band of the median's own value.
                let value = index == lineCells.upperBound ? median.high
                    : valueAxis.value(atLevel: Double(index * 8) + Double(filled) / 2)
                let tone = valueAxis.scale.band(for: value).tone
                // The part of the cell above the median shows the range it
                // crosses, as a whole cell of the range would: no hole in the band.
                let behind = filled < 8 && style.rangesByColor
                    ? Self.rangeInk(p, atLevel: Double(top + (index + 1) * 8) / 2, valueAxis: valueAxis) : nil
                cell = Cell(style.glyphs.eighths[filled], fg: .line(tone), bg: behind ?? .none, bold: true)
            } else if let range = Self.rangeCell(p, index: index, valueAxis: valueAxis, style: style) {
                cell = range
            } else {
                continue
            }
            grid.set(x, layout.plot.y + row, cell)
        }
        let rows = lineCells.map { layout.plot.height - 1 - $0 }
        return rows.min()!...rows.max()!
    }

    /// The cell `index` (up from the floor) of a column's percentile ranges,
    /// or nil outside them. To half a cell, as the day's area has its bands:
    /// a half is in a range when the range covers the half's middle (the
    /// inner range before the outer), in the colour of the band there; `▄`
    /// draws a split cell with the lower half in front and the upper behind,
    /// `▀` one with only the upper half in a range. A texture cannot be cut
    /// in half, so this is for screens whose colours tell the ranges apart
    /// (`rangesByColor`); elsewhere a cell is in a range when the range covers
    /// its middle, and its texture (`░` outer, `▓` inner) tells them apart.
    static func rangeCell(_ p: AmbulatoryProfile.Profile, index: Int, valueAxis: ValueAxis,
                          style: RenderStyle) -> Cell? {
        let glyphs = style.glyphs
        func ink(atLevel level: Double) -> Ink? { rangeInk(p, atLevel: level, valueAxis: valueAxis) }
        let base = Double(index * 8)
        guard let upperHalf = halfCells(style) else {
            return ink(atLevel: base + 4).map { wholeCell($0, style: style) }
        }
        switch (ink(atLevel: base + 2), ink(atLevel: base + 6)) {
        case (nil, nil): return nil
        case let (lower?, upper) where lower == upper: return wholeCell(lower, style: style)
        case let (lower?, upper): return Cell(glyphs.lowerHalf, fg: lower, bg: upper ?? .none)
        case let (nil, upper?): return Cell(upperHalf, fg: upper)
        }
    }

    /// The range at `level` (eighths up from the floor), the inner before
    /// the outer, in the colour of the band there; nil outside both.
    static func rangeInk(_ p: AmbulatoryProfile.Profile, atLevel level: Double, valueAxis: ValueAxis) -> Ink? {
        func covers(_ low: Double, _ high: Double) -> Bool {
            Double(valueAxis.level(for: low)) <= level && level <= Double(valueAxis.level(for: high))
        }
        let tone = valueAxis.scale.band(for: valueAxis.value(atLevel: level)).tone
        return covers(p.p25, p.p75) ? .inner(tone) : covers(p.p5, p.p95) ? .outer(tone) : nil
    }

    /// The upper half block when the ranges are drawn to half a cell.
    private static func halfCells(_ style: RenderStyle) -> Character? {
        style.rangesByColor ? style.glyphs.upperHalf : nil
    }

    /// A cell wholly in a range (`.outer` or `.inner` ink): solid where the
    /// ranges are drawn to half a cell, else in its range's texture.
    package static func wholeCell(_ ink: Ink, style: RenderStyle) -> Cell {
        let glyphs = style.glyphs
        if halfCells(style) != nil { return Cell(glyphs.eighths[8], fg: ink) }
        if case .outer = ink { return Cell(glyphs.profileOuter, fg: ink) }
        return Cell(glyphs.profileInner, fg: ink)
    }
}
