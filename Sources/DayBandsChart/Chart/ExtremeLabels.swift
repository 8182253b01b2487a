/// Where the day's `max N` and `min N` labels go in the plot: next to the
/// reading each names, or nowhere (the header keeps both figures). A label
/// drawn anywhere else names the wrong point (`min 110` over a 190 peak).
///
/// A label's point is the plot cell of its reading: the reading's column, and
/// the row its value's level falls in (above the ceiling the top row, below
/// the floor the floor row). A peak clipped at the ceiling is a run of `▲`
/// where the curve leaves the plot, and its point is that whole run: the plot
/// cannot show where in it the reading is. Tried in this order, for a label
/// `w` cells wide:
///  1. the row above the point, over the point's column: centred on it, else
///     shifted a cell at a time (the nearer to centred first, left first);
///  2. beside the point in its row: right of it, then left of it, touching;
///  3. the row above, diagonally: right of the column, then left of it.
/// Never higher: two rows above, a label reads as naming the curve between
/// (issue 33). Below a min is the area under it, never free. A place fits when it is
/// wholly inside the plot, every cell of it is blank (no curve of any time,
/// area, mark or label drawn there), the curve under it reaches no more than
/// one cell (8 eighths) above the curve at the point (over a narrow notch a
/// label would sit on its rim and name the rim), it keeps a blank cell between it and a
/// label before it in its row, and it shares columns with a label before it
/// only as `max` over `min` (the other way round reads upside down). The first place that
/// fits is taken; when none does the label is left out. So a label is never
/// more than one cell from its point, nor over the curve of another time.
struct ExtremeLabels {
    struct Label: Hashable {
        var text: String
        var isMax: Bool
        /// The reading's cell, in plot coordinates.
        var point: Point
        /// The columns the point spans: its own, or a clipped peak's run.
        var columns: ClosedRange<Int>

        init(text: String, isMax: Bool, point: Point, columns: ClosedRange<Int>? = nil) {
            self.text = text
            self.isMax = isMax
            self.point = point
            self.columns = columns ?? point.x...point.x
        }
    }

    /// The plot, in the grid's cells.
    let plot: Rect
    /// Per plot column, the level of the curve's top; nil where none passes.
    let tops: [Int?]

    /// Writes each label that fits, in order (the first wins the room), bold
    /// in text colour; returns where they went, in the grid's cells.
    func draw(_ labels: [Label], into grid: inout CellGrid) -> [Rect] {
        var placed: [(label: Label, at: Rect)] = []
        for label in labels {
            guard let at = candidates(for: label).first(where: { fits($0, of: label, in: grid, besides: placed) })
            else { continue }
            grid.write(label.text, x: plot.x + at.x, y: plot.y + at.y, fg: .text, bold: true)
            placed.append((label, at))
        }
        return placed.map { Rect(x: plot.x + $0.at.x, y: plot.y + $0.at.y, width: $0.at.width, height: 1) }
    }

    /// The places tried for a label, in order, in plot coordinates.
    func candidates(for label: Label) -> [Rect] {
        let width = label.text.terminalColumns
        let (x, row) = (label.point.x, label.point.y)
        let (left, right) = (label.columns.lowerBound - width, label.columns.upperBound + 1)
        let centred = x - width / 2
        let over = (x - width + 1...x).sorted { (abs($0 - centred), $0) < (abs($1 - centred), $1) }
        let places = over.map { (x: $0, row: row - 1) }
            + [(x: right, row: row), (x: left, row: row), (x: right, row: row - 1), (x: left, row: row - 1)]
        return places.map { Rect(x: $0.x, y: $0.row, width: width, height: 1) }
    }

    private func fits(_ place: Rect, of label: Label, in grid: CellGrid,
                      besides placed: [(label: Label, at: Rect)]) -> Bool {
        guard place.left >= 0, place.right <= plot.width, place.top >= 0, place.top < plot.height else { return false }
        let blank = (place.left..<place.right).allSatisfy { grid[plot.x + $0, plot.y + place.top]?.symbol == " " }
        let base = tops.indices.contains(label.point.x) ? tops[label.point.x] ?? 0 : 0
        let low = (place.left..<place.right).allSatisfy { (tops.indices.contains($0) ? tops[$0] ?? 0 : 0) - base <= 8 }
        return blank && low && placed.allSatisfy { other in
            let apart = place.right < other.at.left || other.at.right < place.left
            let stacked = label.isMax ? !other.label.isMax && place.top < other.at.top
                : other.label.isMax && other.at.top < place.top
            return apart || (place.top != other.at.top && stacked)
        }
    }
}
