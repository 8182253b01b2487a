import DayBandsRecords
/// The week view's chart layer: the days of a week as small day charts
/// stacked oldest first on the same columns and the fixed bands, each titled
/// with its weekday, date and extremes (whole, or left out), an empty day
/// saying so; under a header naming the week and the unit, with the hour
/// labels under the last. Each small chart is a `DayChart` at a tile's
/// layout (as the report's daily tiles are), so the week and the day view
/// cannot disagree. Built when the week, the size or the context changes;
/// the cursor, the highlighted day and the callout are layers above it.
///
/// Each chart spreads its own day's real hours over the width, as the day
/// view does: on a 23- or 25-hour day an hour's column moves by up to a few
/// columns, and the cursor's guide follows that day's hour there.
public struct WeekChart: Sendable {
    public let layout: WeekLayout
    /// The days shown, as indices of the timeline's days.
    public let days: Range<Int>
    /// One chart per day, in its tile's own cells.
    public let tiles: [DayChart]
    public private(set) var grid: CellGrid
    /// Screen rectangles of what the charts write inside the stack (each
    /// title's words, the labels in each plot), which a box must not cover:
    /// covering part of one could leave a number cut.
    public private(set) var labels: [Rect] = []

    public init(timeline: Timeline, days: Range<Int>, layout: WeekLayout, context: DayChart.Context) {
        self.layout = layout
        self.days = days
        var tileContext = context
        tileContext.source = nil
        tiles = layout.tiles.indices.map { index in
            let dayIndex = days.lowerBound + index
            return DayChart(day: timeline.days[dayIndex], dayNumber: dayIndex + 1, dayCount: timeline.days.count,
                            tile: true, layout: layout.tileLayout(index), context: tileContext)
        }
        grid = CellGrid(size: layout.screen.size)
        for (tile, chart) in zip(layout.tiles, tiles) {
            grid.draw(chart.grid, at: tile.origin)
            labels += Self.phrases(inRow: tile.y, of: grid)
            labels += chart.plotLabels.map { Rect(x: $0.x + tile.x, y: $0.y + tile.y, width: $0.width, height: $0.height) }
        }
        let first = timeline.days[days.lowerBound], last = timeline.days[days.upperBound - 1]
        // Whole fields only, as many as fit: a cut field could cut a number.
        var title = " week  \(first.isoDate) to \(last.isoDate)"
        var fields = [context.unit.label]
        if layout.fitting < min(WeekLayout.days, timeline.days.count) {
            fields.insert("\(layout.fitting) days fit: \(Self.rowsForAWeek) rows show \(WeekLayout.days)", at: 0)
        }
        fields += context.source.map { [PrintableText.escaped($0, limit: DayChart.sourceLimit)] } ?? []
        for field in fields where title.terminalColumns + 2 + field.terminalColumns < layout.header.width {
            title += "  " + field
        }
        grid.write(title, x: 0, y: layout.header.y, fg: .title, bold: true)
    }

    /// The runs of text in a row, words one space apart taken together
    /// (`max 221 at 19:40`).
    static func phrases(inRow y: Int, of grid: CellGrid) -> [Rect] {
        var phrases: [Rect] = []
        var start: Int?
        var blanks = 0
        for x in 0...grid.size.columns {
            let blank = (grid[x, y]?.symbol ?? " ") == " "
            if !blank {
                if start == nil { start = x }
                blanks = 0
            } else if let first = start {
                blanks += 1
                if blanks == 2 || x == grid.size.columns {
                    phrases.append(Rect(x: first, y: y, width: x - blanks + 1 - first, height: 1))
                    start = nil
                }
            }
        }
        return phrases
    }

    /// The screen height seven small charts need.
    static let rowsForAWeek = WeekLayout.days * (WeekLayout.minimumPlotRows + 1) + 3

    /// The `index`th chart's plot, in screen cells.
    public func plot(_ index: Int) -> Rect {
        let plot = tiles[index].layout.plot
        return Rect(x: plot.x, y: layout.tiles[index].y + plot.y, width: plot.width, height: plot.height)
    }
}
