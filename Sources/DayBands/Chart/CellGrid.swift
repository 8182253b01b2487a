/// A rectangle of cells that layers draw into (ratatui's buffer, without the terminal).
public struct CellGrid: Hashable, Sendable {
    public let size: Size
    public private(set) var cells: [Cell]

    public init(size: Size, filling cell: Cell = .blank) {
        self.size = Size(columns: max(0, size.columns), rows: max(0, size.rows))
        cells = Array(repeating: cell, count: self.size.columns * self.size.rows)
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: size.columns, height: size.rows) }

    /// The cell at a point, or nil outside the grid.
    public subscript(x: Int, y: Int) -> Cell? {
        guard bounds.contains(Point(x: x, y: y)) else { return nil }
        return cells[y * size.columns + x]
    }

    /// Sets one cell; writes outside the grid are dropped.
    public mutating func set(_ x: Int, _ y: Int, _ cell: Cell) {
        guard bounds.contains(Point(x: x, y: y)) else { return }
        cells[y * size.columns + x] = cell
    }

    /// Writes text from (x, y) rightwards, clipped at the grid edge.
    public mutating func write(_ text: String, x: Int, y: Int, fg: Ink = .text, bg: Ink = .none, bold: Bool = false) {
        for (offset, character) in text.enumerated() {
            set(x + offset, y, Cell(character, fg: fg, bg: bg, bold: bold))
        }
    }

    /// Copies another grid in with its top-left at `origin`, clipped.
    public mutating func draw(_ other: CellGrid, at origin: Point) {
        for y in 0..<other.size.rows {
            for x in 0..<other.size.columns {
                set(origin.x + x, origin.y + y, other.cells[y * other.size.columns + x])
            }
        }
    }

    /// One row's glyphs as text.
    public func line(_ y: Int) -> String {
        String(cells[(y * size.columns)..<((y + 1) * size.columns)].map(\.symbol))
    }

    /// All rows' glyphs, one line each.
    public var lines: [String] { (0..<size.rows).map(line) }
}
