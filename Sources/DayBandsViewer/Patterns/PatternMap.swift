import DayBandsChart
import DayBandsRecords
/// The patterns view's map layer: the title, the hours across the top, the
/// days of the window down the left, a cell an hour coloured by what the
/// hour was by the patterns' rule (`PatternDay.range(at:)`: lows before
/// anything else), the legend under the days. Made from these inputs
/// alone, never from the cursor: a cursor step finds it in the memo
/// (`PatternsScene`).
struct PatternMap: Hashable, LayerInputs {
    let layout: PatternLayout
    /// The title's forms, longest first: the longest that fits is shown whole.
    let titles: [String]
    /// The window's days' labels and their hours' ranges (nil: no readings).
    let labels: [String]
    let ranges: [[ConsensusRange?]]
    let clockFormat: ClockFormat
    let unit: GlucoseUnit
    let style: RenderStyle

    func make() -> CellGrid {
        var grid = CellGrid(size: layout.size)
        if let title = titles.first(where: { $0.terminalColumns <= titleWidth }) {
            grid.write(title, x: 0, y: PatternLayout.titleRow, fg: .title, bold: true)
        }
        writeHours(into: &grid)
        for (row, hours) in ranges.enumerated() {
            let y = PatternLayout.firstDayRow + row
            grid.write(labels[row], x: 0, y: y, fg: .muted)
            for (hour, range) in hours.enumerated() {
                let cell = Self.cell(range, style: style)
                for column in 0..<layout.cellWidth {
                    // A cell without readings is one dot, not a row of them.
                    grid.set(layout.gridX + hour * layout.cellWidth + column, y, range == nil && column > 0 ? .blank : cell)
                }
            }
        }
        writeLegend(into: &grid)
        return grid
    }

    /// The title's room: the whole row, or the map's columns where the sentences are beside it.
    private var titleWidth: Int {
        layout.sentences.map { $0.y > PatternLayout.titleRow ? layout.size.columns : $0.x - 1 } ?? layout.size.columns
    }

    /// The map's columns: those left of the sentences where they are beside it.
    private var mapWidth: Int { layout.sentences.map { $0.x > 0 ? $0.x - 2 : layout.size.columns } ?? layout.size.columns }

    /// The hours' labels, as many as fit apart (every hour, 2, 3 or 6).
    private func writeHours(into grid: inout CellGrid) {
        let widest = (0..<24).map { clockFormat.hourLabel($0).terminalColumns }.max() ?? 2
        let step = [1, 2, 3, 6].first { $0 * layout.cellWidth >= widest + 1 } ?? 12
        for hour in stride(from: 0, to: 24, by: step) {
            grid.write(clockFormat.hourLabel(hour), x: layout.gridX + hour * layout.cellWidth, y: PatternLayout.hourRow, fg: .muted)
        }
    }

    /// The five ranges, lows first, and what a dot means, in the map's
    /// columns over the legend's rows: named where they all fit, else by
    /// their bounds alone, else as many as fit whole.
    private func writeLegend(into grid: inout CellGrid) {
        let width = mapWidth
        let named = ConsensusRange.allCases.map { (Self.cell($0, style: style), "\($0.name) \(unit.rangeText($0.mgdlBounds))") }
            + [(Self.cell(nil, style: style), "no readings")]
        let bare = ConsensusRange.allCases.map { (Self.cell($0, style: style), unit.rangeText($0.mgdlBounds)) }
            + [(Self.cell(nil, style: style), "none")]
        let entries = Self.flow(named, width: width).count <= PatternLayout.legendRows ? named : bare
        for (row, line) in Self.flow(entries, width: width).prefix(PatternLayout.legendRows).enumerated() {
            var x = 0
            for (cell, words) in line {
                grid.set(x, layout.legendRow + row, cell)
                grid.write(words, x: x + 2, y: layout.legendRow + row, fg: .muted)
                x += words.terminalColumns + 4
            }
        }
    }

    /// `entries` (a sample cell and its words) in rows of `width`, an entry never cut.
    static func flow(_ entries: [(Cell, String)], width: Int) -> [[(Cell, String)]] {
        var rows: [[(Cell, String)]] = []
        var x = 0
        for entry in entries {
            let room = 2 + entry.1.terminalColumns
            if rows.isEmpty || x + room > width {
                guard room <= width else { break }
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append(entry)
            x += room + 2
        }
        return rows
    }

    /// An hour's cell: a shape for each range, so it reads without colour
    /// (lows pointing down, the very low reversed, highs up, in range a
    /// quiet fill); on 256 colours the range's shade behind it, lows red.
    static func cell(_ range: ConsensusRange?, style: RenderStyle) -> Cell {
        let glyphs = style.glyphs, shaded = style.rangesByColor
        switch range {
        case nil: return Cell(glyphs.noData, fg: .muted)
        case .veryLow?: return Cell(glyphs.veryLowMark, fg: .low, bg: shaded ? .veryLowWash : .none, bold: true, reverse: !shaded)
        case .low?: return Cell(glyphs.lowMark, fg: .low, bg: shaded ? .lowWash : .none, bold: true)
        case .inRange?: return Cell(shaded ? glyphs.eighths[8] : glyphs.lightShade, fg: .area(.green))
        case .high?: return Cell(glyphs.highMark, fg: .line(.yellow), bg: shaded ? .area(.yellow) : .none)
        case .veryHigh?: return Cell(glyphs.ceilingMark, fg: .line(.orange), bg: shaded ? .area(.orange) : .none)
        }
    }
}
