import DayBandsChart
import DayBandsRecords
/// The month at a glance: one cell per day over the plot's columns, its height
/// and colour saying how much of the day was in range (70-180 mg/dL): a full
/// green block when the day meets the consensus target (> 70%, judged as the
/// statistics panel judges it, `ConsensusTarget`), a half yellow one from
/// 50%, a low red one below; a day with a very low (a level 2 event, 15
/// minutes below 54) is `▼` in bright red whatever its share, so it never
/// looks like a good day; `░` for a day with under 70% of its expected
/// readings, `·` for none, `?` for one the store could not give. The current
/// day keeps its glyph in the cursor's colour (bold); without colour it is the
/// cursor's `▲` (a reversed block would read as a hole, a day without data).
/// A very-low day stays its loud `▼` when current, in colour or not: it is
/// underlined instead (lows are louder than the cursor). The days
/// are all those that may be browsed, not only the page held (`DaySummaries`
/// classes the others); when there are more than columns, the strip shows a
/// window of them around the current day. The dates of its first
/// and last day flank it (`10-01 ███▅█ 10-31`), the first under the y labels,
/// so that it reads as a strip of days and not as chart data above the plot's
/// top line. The days start one column into the plot's width, after a space.
public struct OverviewStrip: Hashable, Sendable {
    public let dayCount: Int
    public let current: Int
    /// The row from the plot's left edge; the first date goes left of it.
    public let area: Rect

    /// A date as the strip shows it, `MM-DD`, and the room after the days for the last one.
    static let dateWidth = 5
    static let lastDateRoom = dateWidth + 1

    /// The screen column of the first day shown.
    var firstCellX: Int { area.x + 1 }

    public init(dayCount: Int, current: Int, area: Rect) {
        self.dayCount = dayCount
        self.current = current
        self.area = area
    }

    /// The strip over all the days `timeline` may browse, its day `dayIndex` current.
    public init(timeline: Timeline, dayIndex: Int, area: Rect) {
        self.init(dayCount: timeline.browsableDayCount, current: timeline.dayOffset + dayIndex, area: area)
    }

    /// The days shown, left to right.
    public var visibleDays: Range<Int> {
        let width = max(1, area.width - 1 - Self.lastDateRoom)
        guard dayCount > width else { return 0..<dayCount }
        let first = clamp(current - width / 2, 0, dayCount - width)
        return first..<(first + width)
    }

    /// The day under a screen position, or nil.
    public func dayIndex(atScreen point: Point) -> Int? {
        guard area.contains(point), point.x >= firstCellX else { return nil }
        let index = visibleDays.lowerBound + point.x - firstCellX
        return visibleDays.contains(index) ? index : nil
    }

    /// The row from the screen's left edge to the strip's right end: dates
    /// (`days` gives them) and one cell per visible day, classed by `quality`
    /// (the visible days' in order; nil for a day that could not be read, `?`).
    func grid(quality: [DayQuality?], days: [LocalDay], style: RenderStyle) -> CellGrid {
        let glyphs = style.glyphs
        var grid = CellGrid(size: Size(columns: area.right, rows: 1))
        let shown = visibleDays
        for (offset, index) in shown.enumerated() {
            var cell = (quality.indices.contains(offset) ? quality[offset] : nil)?.cell(glyphs: glyphs) ?? Cell("?", fg: .muted)
            if index == current { cell = Self.currentDay(cell, style: style) }
            grid.set(firstCellX + offset, 0, cell)
        }
        guard let first = shown.first, let last = shown.last, days.indices.contains(last) else { return grid }
        // Whole dates only: where one does not fit it is left out.
        if firstCellX > Self.dateWidth {
            grid.write(String(days[first].isoDate.suffix(5)), x: firstCellX - 1 - Self.dateWidth, y: 0, fg: .muted)
        }
        let lastX = firstCellX + shown.count + 1
        if last != first, lastX + Self.dateWidth <= area.right {
            grid.write(String(days[last].isoDate.suffix(5)), x: lastX, y: 0, fg: .muted)
        }
        return grid
    }
}

extension OverviewStrip {
    /// The current day's cell: its own glyph in the cursor's colour, or
    /// without colour the cursor's mark; a low's mark kept, underlined.
    static func currentDay(_ cell: Cell, style: RenderStyle) -> Cell {
        if cell.fg == .low { return Cell(cell.symbol, fg: .low, bold: true, underline: true) }
        return style.monochrome ? Cell(style.glyphs.cursorFoot, fg: .cursor, bold: true)
                                : Cell(cell.symbol, fg: .cursor, bold: true)
    }
}

/// How good a day was, for the overview strip.
public enum DayQuality: Hashable, Sendable {
    case noReadings
    /// A level 2 low (15 minutes below 54 mg/dL): said before anything else
    /// the day's readings allow.
    case veryLow
    case insufficient
    /// Percent of readings in 70-180 mg/dL.
    case inRange(Double)

    /// `readings` name their series by index in `series`.
    public init(readings: ArraySlice<GlucoseReading>, day: LocalDay, series: [GlucoseSeries] = [GlucoseSeries(name: "")]) {
        let statistics = GlucoseStatistics(readings: readings, doses: [InsulinDose](), interval: day.interval, series: series)
        if readings.isEmpty {
            self = .noReadings
        } else if GlucoseEvents(.level2Hypo, readings: readings, samplingInterval: statistics.samplingInterval).count > 0 {
            self = .veryLow
        } else if !statistics.hasSufficientData {
            self = .insufficient
        } else {
            self = .inRange(TimeInRanges(readings: CountedReadings.of(readings, series: series)).percent(.inRange) ?? 0)
        }
    }

    /// The class of `day` from the data read for it (its readings and their series).
    public init(of day: LocalDay, in data: GlucoseData) {
        self.init(readings: data.readings(in: day.interval), day: day, series: data.series)
    }

    package func cell(glyphs: GlyphSet) -> Cell {
        switch self {
        case .noReadings: return Cell(glyphs.noData, fg: .muted)
        case .veryLow: return Cell(glyphs.veryLowMark, fg: .low, bold: true)
        case .insufficient: return Cell(glyphs.lightShade, fg: .muted)
        case .inRange(let percent) where ConsensusTarget.inRange.target.isMet(byPercent: percent): return Cell(glyphs.eighths[8], fg: .line(.green))
        case .inRange(let percent) where percent >= 50: return Cell(glyphs.eighths[5], fg: .line(.yellow))
        case .inRange: return Cell(glyphs.eighths[2], fg: .line(.red))
        }
    }
}
