/// Draws the filled area and its line into the plot: the area under the curve
/// only (never whole-width stripes), coloured by the fixed bands at half-cell
/// precision, its top edge at 1/8-cell precision, clipped at the ceiling and
/// resting on the floor. The area is quiet (a dark shade, or a light texture
/// where colour has none) and the line loud (its band's bright colour), so a
/// day in range carries no loud stripe along its floor.
struct AreaRaster {
    let valueAxis: ValueAxis
    let style: RenderStyle
    /// `ValueAxis.resolvesBands`, asked once a chart rather than once a cell.
    private let resolvesBands: Bool

    init(valueAxis: ValueAxis, style: RenderStyle) {
        self.valueAxis = valueAxis
        self.style = style
        resolvesBands = valueAxis.resolvesBands
    }

    func draw(_ envelopes: [ColumnEnvelope?], into grid: inout CellGrid, plot: Rect) {
        for (column, envelope) in envelopes.enumerated() {
            guard let envelope else { continue }
            drawColumn(envelope, x: plot.x + column, plot: plot, into: &grid)
        }
    }

    /// The cells of a column counted up from the floor: how many are filled,
    /// and the first that belongs to the line (the rest below it are area).
    private func cells(of envelope: ColumnEnvelope) -> (filled: Int, firstLine: Int, top: Int) {
        // A value at or below the floor still shows as one eighth: it sits on the floor.
        let top = max(1, valueAxis.level(for: envelope.high))
        let lineBottom = min(max(0, valueAxis.level(for: envelope.low)), top - 1)
        return ((top + 7) / 8, lineBottom / 8, top)
    }

    /// The plot rows (0 = top) the line of a column occupies: what a callout
    /// must not cover.
    func lineRows(of envelope: ColumnEnvelope) -> ClosedRange<Int> {
        let cells = cells(of: envelope)
        return (valueAxis.rows - cells.filled)...(valueAxis.rows - 1 - cells.firstLine)
    }

    private func drawColumn(_ envelope: ColumnEnvelope, x: Int, plot: Rect, into grid: inout CellGrid) {
        let (cellsFilled, firstLineCell, top) = cells(of: envelope)
        // The curve's top is the column's highest value, in the band
        // `BandScale.band(for:)` gives that value (as the callout names it),
        // not the band of the level it rounds to: a reading on a boundary
        // takes the band above, on the screen as in words.
        let topTone = valueAxis.scale.band(for: envelope.high).tone
        for index in 0..<cellsFilled {
            let filled = min(top, index * 8 + 8) - index * 8
            let isLine = index >= firstLineCell
            let y = plot.bottom - 1 - index
            grid.set(x, y, cell(index: index, filled: filled, isLine: isLine,
                                topTone: index == cellsFilled - 1 ? topTone : nil, envelope: envelope))
        }
    }

    /// The band of a part of a cell (levels from the floor): the band at its
    /// middle. Where a cell holds more bands than its two halves can draw (a
    /// small chart of the week, a short screen) that is often one the
    /// column's readings never reach (the 75-100 band along the floor only
    /// under a day's highs, where the floor cell is full): there a part takes
    /// the band of the readings in its rows, or under them of the column's lowest.
    private func tone(of part: ClosedRange<Double>, in envelope: ColumnEnvelope) -> BandTone {
        let middle = valueAxis.value(atLevel: (part.lowerBound + part.upperBound) / 2)
        return valueAxis.scale.band(for: resolvesBands ? middle : min(max(middle, envelope.low), envelope.high)).tone
    }

    /// `topTone`: the band of the curve's top, for the cell that holds it.
    private func cell(index: Int, filled: Int, isLine: Bool, topTone: BandTone?, envelope: ColumnEnvelope) -> Cell {
        let glyphs = style.glyphs
        let base = Double(index * 8)
        func tone(_ from: Double, _ to: Double) -> BandTone { self.tone(of: (base + from)...(base + to), in: envelope) }
        func ink(_ tone: BandTone) -> Ink { isLine ? .line(tone) : .area(tone) }
        if filled < 8 {
            return Cell(glyphs.eighths[filled], fg: ink(topTone ?? tone(0, Double(filled))))
        }
        let lower = tone(0, 4)
        let upper = topTone ?? tone(4, 8)
        if !isLine && !style.rangesByColor {
            // A texture cannot be cut in half: the band at the cell's middle.
            return style.areaCell(tone(0, 8))
        }
        if style.monochrome {
            return Cell(glyphs.eighths[8], fg: .line(upper), bold: true)
        }
        if lower == upper {
            return Cell(glyphs.eighths[8], fg: ink(lower))
        }
        return Cell(glyphs.lowerHalf, fg: ink(lower), bg: ink(upper))
    }
}
