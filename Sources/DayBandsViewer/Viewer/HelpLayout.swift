import DayBandsChart
/// Where the help's lines go on a screen: the legend beside the keys when
/// both fit whole, else under them in one column, its lines cut between words
/// to the box's width and scrolled (`top`, moved by `ViewerState`) when the
/// screen is too short for them, with a mark of the lines shown.
struct HelpLayout {
    typealias Line = HelpOverlay.Line

    /// The columns' lines, each column from its start (`columnStarts`).
    let columns: [[Line]]
    let columnStarts: [Int]
    let width: Int
    let height: Int

    init(screen: Size, keys: [Line], legend: [Line]) {
        let keysWidth = keys.map(\.width).max() ?? 0
        let legendWidth = legend.map(\.width).max() ?? 0
        // Two columns with three spaces between them, inside the border and margins.
        let besideWidth = keysWidth + 3 + legendWidth + 4
        if besideWidth <= screen.columns, max(keys.count, legend.count) + 2 <= screen.rows {
            columns = [keys, legend]
            columnStarts = [2, 2 + keysWidth + 3]
            width = besideWidth
        } else {
            let width = min(screen.columns, max(keysWidth, legendWidth) + 4)
            columns = [(keys + [Line(text: "")] + legend).flatMap { $0.wrapped(width: width - 4) }]
            self.width = width
            columnStarts = [2]
        }
        height = min(screen.rows, (columns.map(\.count).max() ?? 0) + 2)
    }

    /// The rows inside the border.
    var room: Int { height - 2 }
    var lineCount: Int { columns.map(\.count).max() ?? 0 }
    /// The first line shown when scrolled to the end; 0 when all fit.
    var lastTop: Int { max(0, lineCount - room) }
    /// What PgUp and PgDn move: a box of lines less one, which stays in view.
    var page: Int { max(1, room - 1) }

    /// When not all fit: which lines are shown, in the bottom border
    /// (`↑↓ lines 12-33 of 44`), and where, by a bar over the right border.
    func markPosition(top: Int, glyphs: GlyphSet, into grid: inout CellGrid) {
        guard lastTop > 0, room > 0 else { return }
        let arrows = glyphs == .unicode ? "↑↓" : "^v"
        let text = " \(arrows) lines \(top + 1)-\(top + room) of \(lineCount) "
        if text.terminalColumns <= width - 4 {
            grid.write(text, x: width - 2 - text.terminalColumns, y: height - 1, fg: .cursor, bold: true)
        }
        let bar = max(1, room * room / lineCount)
        let start = (top * (room - bar) + lastTop / 2) / lastTop
        for row in start..<(start + bar) {
            grid.set(width - 1, row + 1, Cell(glyphs.eighths[8], fg: .cursor))
        }
    }
}
