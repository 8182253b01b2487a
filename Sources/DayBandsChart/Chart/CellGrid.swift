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

    /// Writes text from (x, y) rightwards, a column per column it takes
    /// (`terminalColumns`: a wide character fills its second with
    /// `Cell.wideTail`), clipped at the grid edge, where a wide character
    /// that would straddle it is left out. Returns the column after the text.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, fg: Ink = .text, bg: Ink = .none, bold: Bool = false,
                               reverse: Bool = false) -> Int {
        var column = x
        for character in text {
            let columns = character.terminalColumns
            guard columns > 0 else { continue }
            guard columns == 1 || column + 1 < size.columns else { return column + columns }
            set(column, y, Cell(character, fg: fg, bg: bg, bold: bold, reverse: reverse))
            if columns == 2 { set(column + 1, y, Cell(Cell.wideTail, fg: fg, bg: bg, bold: bold, reverse: reverse)) }
            column += columns
        }
        return column
    }

    /// What a terminal shows at (x, y): the cell's symbol, nothing for the
    /// tail its wide character draws, and a space for half a wide character
    /// a layer above cut (its other half overwritten).
    public func shown(x: Int, y: Int) -> Character? {
        let symbol = cells[y * size.columns + x].symbol
        if symbol == Cell.wideTail {
            return x > 0 && cells[y * size.columns + x - 1].symbol.terminalColumns == 2 ? nil : " "
        }
        guard symbol.terminalColumns == 2 else { return symbol }
        return x + 1 < size.columns && cells[y * size.columns + x + 1].symbol == Cell.wideTail ? symbol : " "
    }

    /// Copies another grid in with its top-left at `origin`, clipped.
    public mutating func draw(_ other: CellGrid, at origin: Point) {
        for y in 0..<other.size.rows {
            for x in 0..<other.size.columns {
                set(origin.x + x, origin.y + y, other.cells[y * other.size.columns + x])
            }
        }
    }

    /// One row's glyphs as text, as a terminal shows them.
    public func line(_ y: Int) -> String {
        String((0..<size.columns).compactMap { shown(x: $0, y: y) })
    }

    /// All rows' glyphs, one line each.
    public var lines: [String] { (0..<size.rows).map(line) }
}
