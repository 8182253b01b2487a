/// Draws the filled area and its line into the plot: the area under the curve
/// only (never whole-width stripes), coloured by the fixed bands at half-cell
/// precision, its top edge at 1/8-cell precision, clipped at the ceiling and
/// resting on the floor.
struct AreaRaster {
    let valueAxis: ValueAxis
    let style: RenderStyle

    func draw(_ envelopes: [ColumnEnvelope?], into grid: inout CellGrid, plot: Rect) {
        for (column, envelope) in envelopes.enumerated() {
            guard let envelope else { continue }
            drawColumn(envelope, x: plot.x + column, plot: plot, into: &grid)
        }
    }

    private func drawColumn(_ envelope: ColumnEnvelope, x: Int, plot: Rect, into grid: inout CellGrid) {
        // A value at or below the floor still shows as one eighth: it sits on the floor.
        let top = max(1, valueAxis.level(for: envelope.high))
        let lineBottom = min(max(0, valueAxis.level(for: envelope.low)), top - 1)
        let firstLineCell = lineBottom / 8
        let cellsFilled = (top + 7) / 8
        for index in 0..<cellsFilled {
            let filled = min(top, index * 8 + 8) - index * 8
            let isLine = index >= firstLineCell
            let y = plot.bottom - 1 - index
            grid.set(x, y, cell(index: index, filled: filled, isLine: isLine))
        }
    }

    private func tone(atLevel level: Double) -> BandTone {
        valueAxis.scale.band(for: valueAxis.value(atLevel: level)).tone
    }

    private func cell(index: Int, filled: Int, isLine: Bool) -> Cell {
        let glyphs = style.glyphs
        let base = Double(index * 8)
        func ink(_ tone: BandTone) -> Ink { isLine ? .line(tone) : .area(tone) }
        if filled < 8 {
            return Cell(glyphs.eighths[filled], fg: ink(tone(atLevel: base + Double(filled) / 2)))
        }
        let lower = tone(atLevel: base + 2)
        let upper = tone(atLevel: base + 6)
        if style.monochrome {
            return isLine ? Cell(glyphs.eighths[8], fg: .line(upper), bold: true)
                          : Cell(glyphs.shade(tone(atLevel: base + 4)), fg: .area(upper))
        }
        if lower == upper {
            return Cell(glyphs.eighths[8], fg: ink(lower))
        }
        return Cell(glyphs.lowerHalf, fg: ink(lower), bg: ink(upper))
    }
}
