import DayBandsChart
/// The one-column marker of an hour (the cursor, or the pin) over the plot and
/// the dose lane. It is cut from the chart layer's own column, with the empty
/// cells above the curve drawn as a guide, the reading marked, and a tick (the
/// foot) in the dose lane under the plot where that cell is empty; it never
/// reaches the hour labels, so it cannot cover one, and where the lane holds a
/// dose marker or label, that stays whole. The chart beneath is never
/// redrawn. The guide's line can be drawn in the terminal's own colour
/// (`lineInk: .text`): the cursor's guide is redrawn on every step, and a
/// colour on each of its cells would cost a colour change per row.
///
/// `stem` limits the guide to that many rows above the reading (the cursor's:
/// a full-height line redrawn on every step was most of a step's bytes); with
/// no reading, or `stem` nil (the pin's, drawn once), it runs to the top.
struct HourGuide {
    /// Rows of the cursor's guide above its reading.
    static let cursorStem = 2

    /// `overlay` is the layer between the chart and the guide (`DayOverlay`),
    /// whose cells are cut instead of the chart's where it lies.
    static func layer(column x: Int, readingRow: Int?, chart: any PlotChart, overlay: Layer? = nil, guide: Character,
                      foot: Character, point: Character, ink: Ink, lineInk: Ink, stem: Int? = nil) -> CellGrid {
        let layout = chart.layout
        let top = layout.plot.top
        // The week view's small charts have no dose lane (it is empty there).
        var grid = CellGrid(size: Size(columns: 1, rows: layout.doseLane.bottom - top))
        func inLabel(_ y: Int) -> Bool { chart.plotLabels.contains { $0.contains(Point(x: x, y: top + y)) } }
        for y in 0..<grid.size.rows {
            let below = overlay.flatMap { $0.grid[x - $0.origin.x, top + y - $0.origin.y] } ?? chart.grid[x, top + y] ?? .blank
            let isLane = layout.doseLane.height > 0 && y == grid.size.rows - 1
            // The space inside a label (`min 44`) stays a space.
            let guided = stem.flatMap { stem in readingRow.map { y >= $0 - stem } } ?? true
            grid.set(0, y, below.symbol != " " || inLabel(y) || !(guided || isLane) ? below
                           : isLane ? Cell(foot, fg: ink, bold: true) : Cell(guide, fg: lineInk))
        }
        // Nor does the point cover a label's digit (a low's `44` in the floor row).
        if let readingRow, !inLabel(readingRow) {
            grid.set(0, readingRow, Cell(point, fg: ink, bold: true))
        }
        return grid
    }
}
