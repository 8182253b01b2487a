/// The one-column marker of an hour (the cursor, or the pin) over the plot, the
/// dose lane and the hour labels. It is cut from the chart layer's own column,
/// with the empty cells above the curve drawn as a guide and the reading marked,
/// so the chart beneath is never redrawn. The guide's line can be drawn in the
/// terminal's own colour (`lineInk: .text`): the cursor's guide is redrawn on
/// every step, and a colour on each of its cells would cost a colour change per row.
struct HourGuide {
    static func layer(column x: Int, readingRow: Int?, chart: any PlotChart, guide: Character, foot: Character,
                      point: Character, ink: Ink, lineInk: Ink) -> CellGrid {
        let layout = chart.layout
        let top = layout.plot.top
        var grid = CellGrid(size: Size(columns: 1, rows: layout.hourLabels.bottom - top))
        for y in 0..<(grid.size.rows - 1) {
            let below = chart.grid[x, top + y] ?? .blank
            grid.set(0, y, below.symbol == " " ? Cell(guide, fg: lineInk) : below)
        }
        if let readingRow {
            grid.set(0, readingRow, Cell(point, fg: ink, bold: true))
        }
        grid.set(0, grid.size.rows - 1, Cell(foot, fg: ink, bold: true))
        return grid
    }
}
