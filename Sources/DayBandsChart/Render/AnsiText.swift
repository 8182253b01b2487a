/// A grid as text for a terminal or a file: with ANSI colour escapes when a
/// palette has colours, plain glyphs when it has none.
public struct AnsiText {
    public static func render(_ grid: CellGrid, palette: Palette) -> String {
        var output = ""
        for y in 0..<grid.size.rows {
            var current: Style? = nil
            for x in 0..<grid.size.columns {
                let cell = grid[x, y]!
                guard let symbol = grid.shown(x: x, y: y) else { continue }
                if palette.depth != .none {
                    let style = Style(fg: palette.color(cell.fg), bg: palette.color(cell.bg),
                                      bold: cell.bold || palette.bold(cell.fg), reverse: cell.reverse,
                                      underline: cell.underline)
                    if current != style {
                        output += sgr(style, depth: palette.depth)
                        current = style
                    }
                }
                output.append(symbol)
            }
            if palette.depth != .none { output += "\u{1B}[0m" }
            output += "\n"
        }
        return output
    }

    private struct Style: Equatable {
        var fg: Int?, bg: Int?, bold: Bool, reverse: Bool, underline: Bool
    }

    private static func sgr(_ style: Style, depth: ColorDepth) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if let fg = style.fg { codes.append(depth == .ansi256 ? "38;5;\(fg)" : "\(30 + fg)") }
        if let bg = style.bg { codes.append(depth == .ansi256 ? "48;5;\(bg)" : "\(40 + bg)") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
