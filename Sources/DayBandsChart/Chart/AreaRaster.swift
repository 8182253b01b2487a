import DayBandsRecords
/// Draws the filled area and its line into the plot: the area under the curve
/// only (never whole-width stripes), coloured by the fixed bands at half-cell
/// precision, its top edge at 1/8-cell precision, clipped at the ceiling and
/// resting on the floor. The area is quiet (a dark shade, or a light texture
/// where colour has none) and the line loud in its reading's consensus range
/// (`ConsensusRange.lineInk`, the seed's line switched by thresholds), so a
/// day in range carries no loud stripe along its floor and a 72 in the
/// 60-75 band is green. A column whose curve goes below 70 is washed over
/// the plot's whole height above the curve (`RenderStyle.washCell`): the
/// loudest thing drawn; a high has no wash.
package struct AreaRaster {
    let valueAxis: ValueAxis
    let style: RenderStyle
    /// `ValueAxis.resolvesBands`, asked once a chart rather than once a cell.
    private let resolvesBands: Bool

    package init(valueAxis: ValueAxis, style: RenderStyle) {
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
    package func lineRows(of envelope: ColumnEnvelope) -> ClosedRange<Int> {
        let cells = cells(of: envelope)
        return (valueAxis.rows - cells.filled)...(valueAxis.rows - 1 - cells.firstLine)
    }

    private func drawColumn(_ envelope: ColumnEnvelope, x: Int, plot: Rect, into grid: inout CellGrid) {
        let (cellsFilled, firstLineCell, top) = cells(of: envelope)
        // The curve's top is the column's highest value, in the band and
        // range that value has (as the callout names it), not those of the
        // level it rounds to: a reading on a boundary takes the one above.
        let topTone = valueAxis.scale.band(for: envelope.high).tone
        let wash = ConsensusRange(mgdl: envelope.low).washInk
        for index in 0..<cellsFilled {
            let filled = min(top, index * 8 + 8) - index * 8
            let isLine = index >= firstLineCell
            let y = plot.bottom - 1 - index
            var drawn = cell(index: index, filled: filled, isLine: isLine,
                             top: index == cellsFilled - 1 ? (topTone, envelope.high) : nil, envelope: envelope)
            if filled < 8 { drawn.bg = style.washBehind(wash) }
            grid.set(x, y, drawn)
        }
        guard let wash else { return }
        for y in plot.top..<(plot.bottom - cellsFilled) { grid.set(x, y, style.washCell(wash)) }
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

    /// The line's ink over a part of a cell: the range of the curve's value
    /// at its middle (within the column's envelope).
    private func lineInk(of part: ClosedRange<Double>, in envelope: ColumnEnvelope) -> Ink {
        let middle = valueAxis.value(atLevel: (part.lowerBound + part.upperBound) / 2)
        return ConsensusRange(mgdl: min(max(middle, envelope.low), envelope.high)).lineInk
    }

    /// `top`: the band and value of the curve's top, for the cell that holds it.
    private func cell(index: Int, filled: Int, isLine: Bool, top: (tone: BandTone, mgdl: Double)?,
                      envelope: ColumnEnvelope) -> Cell {
        let glyphs = style.glyphs
        let base = Double(index * 8)
        func ink(_ from: Double, _ to: Double) -> Ink {
            let part = (base + from)...(base + to)
            return isLine ? lineInk(of: part, in: envelope) : .area(tone(of: part, in: envelope))
        }
        let topInk = top.map { isLine ? ConsensusRange(mgdl: $0.mgdl).lineInk : .area($0.tone) }
        if filled < 8 {
            return Cell(glyphs.eighths[filled], fg: topInk ?? ink(0, Double(filled)))
        }
        let lower = ink(0, 4)
        let upper = topInk ?? ink(4, 8)
        if !isLine && !style.rangesByColor {
            // A texture cannot be cut in half: the band at the cell's middle.
            return style.areaCell(tone(of: base...(base + 8), in: envelope))
        }
        if style.monochrome {
            // Without colour, attributes rank: a low's line bold (its wash
            // reversed), a high's plain.
            return Cell(glyphs.eighths[8], fg: upper, bold: upper == .low)
        }
        if lower == upper {
            return Cell(glyphs.eighths[8], fg: lower)
        }
        return Cell(glyphs.lowerHalf, fg: lower, bg: upper)
    }
}
