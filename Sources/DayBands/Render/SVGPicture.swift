import Foundation

/// A scene drawn as an SVG picture to send to a clinic: every layer as its own
/// group, bottom to top, each cell a rectangle of the same pixel size. Block
/// elements become rectangles (so the area keeps its 1/8-cell top edge and
/// half-cell band boundaries), box drawing becomes lines, the rest text in the
/// colours of the 256-colour `Palette`. A legend of the bands sits underneath.
public struct SVGPicture {
    /// Pixels per cell when no picture size is given (a terminal cell is about twice as tall as wide).
    public static let defaultCell = (width: 10.0, height: 20.0)
    /// The terminal's own colours, which the palette leaves to it (nil).
    static let background = "#1c1c1c"
    static let foreground = "#d0d0d0"

    public let scene: Scene
    public let palette: Palette
    public let width: Int
    public let height: Int
    let cellWidth: Double
    let cellHeight: Double
    /// The legend's lines of entries, each fitting the picture's width.
    let legendLines: [[LegendEntry]]

    /// A picture of `pixels` (width x height) in total, or of the default cell
    /// size. The legend takes whole rows of the same height as the scene's, plus
    /// half a row above and below; an entry wider than the picture is left out.
    public init(scene: Scene, palette: Palette, legend: [LegendEntry], pixels: Size? = nil) {
        self.scene = scene
        self.palette = palette
        let columns = max(1, scene.size.columns)
        let lines = Self.lines(of: legend, columns: columns)
        legendLines = lines
        let rows = Double(scene.size.rows) + Double(lines.count) + (lines.isEmpty ? 0 : 1)
        if let pixels {
            width = pixels.columns
            height = pixels.rows
            cellWidth = Double(pixels.columns) / Double(columns)
            cellHeight = Double(pixels.rows) / max(1, rows)
        } else {
            cellWidth = Self.defaultCell.width
            cellHeight = Self.defaultCell.height
            width = Int(Double(columns) * cellWidth)
            height = Int((max(1, rows) * cellHeight).rounded(.up))
        }
    }

    /// The picture as an SVG document.
    public var text: String { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element }

    /// The picture as one `<svg>` element, to stand alone or inside an HTML page.
    public var element: String {
        // Spaces are kept (xml:space for SVG readers, white-space for browsers):
        // each character is placed at its own cell's x.
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)" xml:space="preserve" style="white-space: pre" \
            font-family="DejaVu Sans Mono, monospace" font-size="\(SVGMarkup.number(fontSize))">
            <rect width="\(width)" height="\(height)" fill="\(Self.background)"/>

            """
        for kind in LayerKind.allCases {
            guard let layer = scene.layers[kind] else { continue }
            svg += "<g id=\"\(kind)\">\n" + draw(layer) + "</g>\n"
        }
        svg += drawLegend() + "</svg>\n"
        return svg
    }

    var fontSize: Double { min(cellHeight * 0.8, cellWidth / 0.6) }

    // MARK: Layers

    /// One layer, opaque as a terminal window is: its whole rectangle is
    /// painted, so it hides what lies below it exactly as on the screen.
    private func draw(_ layer: Layer) -> String {
        // The part of the layer inside the screen (layers may hang over its edge).
        let left = max(0, layer.origin.x), top = max(0, layer.origin.y)
        let right = min(scene.size.columns, layer.origin.x + layer.grid.size.columns)
        let bottom = min(scene.size.rows, layer.origin.y + layer.grid.size.rows)
        guard left < right, top < bottom else { return "" }
        var out = rect(x: left, y: Double(top), width: right - left, fill: Self.background, height: bottom - top)
        for row in top..<bottom {
            let cells = (left..<right).map { layer.grid[$0 - layer.origin.x, row - layer.origin.y]! }
            out += drawRow(cells, x: left, y: Double(row))
        }
        return out
    }

    /// The colours a cell is painted in, after `reverse`.
    private func colors(_ cell: Cell) -> (fg: String, bg: String?) {
        let fg = palette.color(cell.fg).map(Self.hex) ?? Self.foreground
        let bg = palette.color(cell.bg).map(Self.hex)
        return cell.reverse ? (bg ?? Self.background, fg) : (fg, bg)
    }

    func drawRow(_ cells: [Cell], x first: Int, y: Double) -> String {
        var out = ""
        // Backgrounds and filled shapes, each run of equal neighbours one rectangle.
        var index = 0
        while index < cells.count {
            let (fg, bg) = colors(cells[index])
            let shape = CellShape(cells[index].symbol)
            var end = index + 1
            while end < cells.count, colors(cells[end]) == (fg, bg), CellShape(cells[end].symbol) == shape { end += 1 }
            let x = first + index
            if let bg { out += rect(x: x, y: y, width: end - index, fill: bg) }
            switch shape {
            case .block(let eighths):
                out += rect(x: x, y: y, width: end - index, fill: fg, fromBottom: Double(eighths) / 8)
            case .upperHalf:
                // The bottom half of a cell half a row higher is this cell's top half.
                out += rect(x: x, y: y - 0.5, width: end - index, fill: fg, fromBottom: 0.5)
            case .shade(let opacity):
                out += rect(x: x, y: y, width: end - index, fill: fg, opacity: opacity)
            case .strokes(let up, let down, let left, let right, let dashed, let heavy):
                for column in x..<(x + end - index) {
                    out += strokes(column: column, y: y, up: up, down: down, left: left, right: right,
                                   dashed: dashed, heavy: heavy, color: fg)
                }
            case .glyph, .blank:
                break
            }
            index = end
        }
        // Text: runs of glyphs (with the spaces between them) of one colour and weight.
        index = 0
        while index < cells.count {
            guard CellShape(cells[index].symbol) == .glyph else { index += 1; continue }
            let color = colors(cells[index]).fg
            let bold = cells[index].bold
            var end = index + 1
            while end < cells.count, [.glyph, .blank].contains(CellShape(cells[end].symbol)),
                  cells[end].symbol == " " || (colors(cells[end]).fg == color && cells[end].bold == bold) {
                end += 1
            }
            while cells[end - 1].symbol == " " { end -= 1 }
            out += text(cells[index..<end].map(\.symbol), x: first + index, y: y, color: color, bold: bold)
            index = end
        }
        return out
    }

    private func strokes(column: Int, y: Double, up: Bool, down: Bool, left: Bool, right: Bool,
                         dashed: Bool, heavy: Bool, color: String) -> String {
        let cx = (Double(column) + 0.5) * cellWidth
        let cy = (y + 0.5) * cellHeight
        let n = SVGMarkup.number
        var path = ""
        if up || down {
            path += "M\(n(cx)) \(n(up ? y * cellHeight : cy))V\(n(down ? (y + 1) * cellHeight : cy))"
        }
        if left || right {
            path += "M\(n(left ? Double(column) * cellWidth : cx)) \(n(cy))H\(n(right ? Double(column + 1) * cellWidth : cx))"
        }
        let thickness = max(1, cellWidth * (heavy ? 0.3 : 0.12))
        let dash = dashed ? " stroke-dasharray=\"\(n(cellHeight / 6))\"" : ""
        return "<path d=\"\(path)\" stroke=\"\(color)\" stroke-width=\"\(n(thickness))\"\(dash)/>\n"
    }

    private func text(_ symbols: [Character], x: Int, y: Double, color: String, bold: Bool) -> String {
        var positions: [String] = []
        var content = ""
        for (offset, symbol) in symbols.enumerated() {
            let left = SVGMarkup.number((Double(x + offset)) * cellWidth)
            for scalar in symbol.unicodeScalars {
                positions.append(left)
                content += SVGMarkup.escaped(scalar)
            }
        }
        let weight = bold ? " font-weight=\"bold\"" : ""
        let baseline = (y + 0.78) * cellHeight
        return "<text x=\"\(positions.joined(separator: " "))\" y=\"\(SVGMarkup.number(baseline))\" fill=\"\(color)\"\(weight)>\(content)</text>\n"
    }

    // MARK: SVG text

    private func rect(x: Int, y: Double, width: Int, fill: String, height: Int = 1,
                      fromBottom share: Double = 1, opacity: Double = 1) -> String {
        let top = (y + Double(height) - Double(height) * share) * cellHeight
        let fillOpacity = opacity < 1 ? " fill-opacity=\"\(SVGMarkup.number(opacity))\"" : ""
        return "<rect x=\"\(SVGMarkup.number(Double(x) * cellWidth))\" y=\"\(SVGMarkup.number(top))\" "
            + "width=\"\(SVGMarkup.number(Double(width) * cellWidth))\" height=\"\(SVGMarkup.number(Double(height) * share * cellHeight))\" "
            + "fill=\"\(fill)\"\(fillOpacity)/>\n"
    }

    /// A 256-colour palette number as `#rrggbb`, as xterm draws it.
    static func hex(_ index: Int) -> String {
        let (r, g, b) = XtermColor.rgb(index)
        return String(format: "#%02x%02x%02x", r, g, b)
    }
}
