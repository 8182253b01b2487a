/// The month at a glance: one cell per day over the plot's columns, its height
/// and colour saying how much of the day was in range (70-180 mg/dL): a full
/// green block from 70%, a half yellow one from 50%, a low red one below; `░`
/// for a day with under 70% of its expected readings, `·` for none. The
/// current day is drawn reversed. When there are more days than columns, the
/// strip shows a window of them around the current day.
public struct OverviewStrip: Hashable, Sendable {
    public let dayCount: Int
    public let current: Int
    public let area: Rect

    public init(dayCount: Int, current: Int, area: Rect) {
        self.dayCount = dayCount
        self.current = current
        self.area = area
    }

    /// The days shown, left to right.
    public var visibleDays: Range<Int> {
        guard dayCount > area.width else { return 0..<dayCount }
        let first = clamp(current - area.width / 2, 0, dayCount - area.width)
        return first..<(first + area.width)
    }

    /// The day under a screen position, or nil.
    public func dayIndex(atScreen point: Point) -> Int? {
        guard area.contains(point) else { return nil }
        let index = visibleDays.lowerBound + point.x - area.x
        return visibleDays.contains(index) ? index : nil
    }

    func grid(quality: [DayQuality], glyphs: GlyphSet) -> CellGrid {
        var grid = CellGrid(size: area.size)
        for (offset, index) in visibleDays.enumerated() {
            var cell = quality[index].cell(glyphs: glyphs)
            cell.reverse = index == current
            grid.set(offset, 0, cell)
        }
        return grid
    }
}

/// How good a day was, for the overview strip.
public enum DayQuality: Hashable, Sendable {
    case noReadings
    case insufficient
    /// Percent of readings in 70-180 mg/dL.
    case inRange(Double)

    public init(readings: ArraySlice<GlucoseReading>, day: LocalDay) {
        let statistics = GlucoseStatistics(readings: readings, doses: [InsulinDose](), interval: day.interval)
        if readings.isEmpty {
            self = .noReadings
        } else if !statistics.hasSufficientData {
            self = .insufficient
        } else {
            self = .inRange(TimeInRanges(readings: readings).percent(.inRange) ?? 0)
        }
    }

    func cell(glyphs: GlyphSet) -> Cell {
        switch self {
        case .noReadings: return Cell(glyphs.noData, fg: .muted)
        case .insufficient: return Cell(glyphs.shade(.green), fg: .muted)
        case .inRange(let percent) where percent >= 70: return Cell(glyphs.eighths[8], fg: .line(.green))
        case .inRange(let percent) where percent >= 50: return Cell(glyphs.eighths[5], fg: .line(.yellow))
        case .inRange: return Cell(glyphs.eighths[2], fg: .line(.red))
        }
    }
}
