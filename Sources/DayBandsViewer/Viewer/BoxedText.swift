import DayBandsChart
/// Lines of text in a bordered box with a title in its top edge: the shape of
/// callouts and the help overlay. Lines that do not fit are cut with an ellipsis.
struct BoxedText {
    var title: String
    var lines: [(text: String, ink: Ink)]
    var border: Ink

    func grid(size: Size, glyphs: GlyphSet) -> CellGrid {
        let width = size.columns
        var grid = CellGrid(size: size)
        guard width >= 2, size.rows >= 2 else { return grid }
        let box = glyphs.box
        let horizontal = String(repeating: String(box.horizontal), count: width - 2)
        grid.write(String(box.topLeft) + horizontal + String(box.topRight), x: 0, y: 0, fg: border)
        grid.write(" \(title) ".shortened(toColumns: width - 4, ellipsis: glyphs.ellipsis), x: 2, y: 0, fg: border, bold: true)
        for row in 1..<(size.rows - 1) {
            grid.set(0, row, Cell(box.vertical, fg: border))
            grid.set(width - 1, row, Cell(box.vertical, fg: border))
        }
        for (index, line) in lines.prefix(size.rows - 2).enumerated() {
            grid.write(line.text.shortened(toColumns: width - 4, ellipsis: glyphs.ellipsis), x: 2, y: index + 1, fg: line.ink)
        }
        grid.write(String(box.bottomLeft) + horizontal + String(box.bottomRight), x: 0, y: size.rows - 1, fg: border)
        return grid
    }
}
