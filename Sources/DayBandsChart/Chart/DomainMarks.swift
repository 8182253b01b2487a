import DayBandsRecords
import Foundation

/// The loudest marks of the plot, and those for what its domain cannot show.
/// Lows are the loudest thing on a screen: every column the curve passes
/// below 70 mg/dL (a consensus low, `ConsensusRange`) is marked in the floor
/// row, whatever the floor: `▾` in bold bright red for a low (54-69), `▼`
/// reversed too for a very low (below 54), seen without colour and in plain
/// text as well. On a floor above 70 a reading below the floor gets `▾` in its
/// band's colour (a 1/8-cell sliver would look like a sensor gap). A peak above
/// the ceiling gets `▲` (bold, not reversed: quieter than a low) in the top row.
/// Each run of marked columns also shows its lowest reading (`▼44`) on the
/// row of its point (the floor row for a value below the floor), in the
/// run's style, when the number fits whole over its own run's marks or wash,
/// or blank cells; the lowest runs are labelled first, so the day's lowest
/// value is the one that wins the room.
package struct DomainMarks {
    let valueAxis: ValueAxis
    let timeAxis: TimeAxis
    let style: RenderStyle
    let unit: GlucoseUnit

    /// Returns where the value labels went (screen cells), for callouts to leave visible.
    @discardableResult
    func draw(_ envelopes: [ColumnEnvelope?], readings: ArraySlice<GlucoseReading>, into grid: inout CellGrid,
              plot: Rect) -> [Rect] {
        let scale = valueAxis.scale
        let floorRow = plot.bottom - 1
        var lowColumns: [Int] = []
        for (column, envelope) in envelopes.enumerated() {
            guard let envelope else { continue }
            if envelope.high > scale.ceiling {
                grid.set(plot.x + column, plot.top,
                         Self.ceilingCell(tone: scale.band(for: envelope.high).tone, glyphs: style.glyphs))
            }
            if let mark = Self.lowCell(value: envelope.low, scale: scale, glyphs: style.glyphs) {
                grid.set(plot.x + column, floorRow, mark)
                lowColumns.append(column)
            }
        }
        let marked = Set(lowColumns)
        var labelled = Set<Int>()
        var placed: [Rect] = []
        let labels = runs(of: lowColumns).compactMap { lowest(in: $0, readings: readings) }
            .sorted { $0.reading.mgdl < $1.reading.mgdl }
        for label in labels {
            let text = unit.format(label.reading)
            let width = text.terminalColumns
            let row = plot.y + valueAxis.row(forLevel: max(1, valueAxis.level(for: label.reading.mgdl)))
            // Right of the point, else left of it; over its own run's columns
            // (above the floor, those the curve leaves washed) or, above the
            // floor, blank cells; never another run's marks, nor another
            // label, and never cut at the plot's edges.
            func free(_ x: Int) -> Bool {
                x >= 0 && x + width <= plot.width && (x..<(x + width)).allSatisfy { column in
                    guard !labelled.contains(column), column != label.column else { return false }
                    if label.run.contains(column) { return row == floorRow || grid[plot.x + column, row]!.isWash }
                    return row == floorRow ? !marked.contains(column) : grid[plot.x + column, row]!.symbol == " "
                }
            }
            guard let x = [label.column + 1, label.column - width].first(where: free) else { continue }
            let mark = Self.lowCell(value: label.reading.mgdl, scale: scale, glyphs: style.glyphs)!
            for (offset, character) in text.enumerated() {
                grid.set(plot.x + x + offset, row, Cell(character, fg: mark.fg, bold: true, reverse: mark.reverse))
            }
            labelled.formUnion(x..<(x + width))
            labelled.insert(label.column)
            placed.append(Rect(x: plot.x + x, y: row, width: width, height: 1))
        }
        return placed
    }

    /// The mark of a column clipped at the top: bold, in its band's colour.
    package static func ceilingCell(tone: BandTone, glyphs: GlyphSet) -> Cell {
        Cell(glyphs.ceilingMark, fg: .line(tone), bold: true)
    }

    /// The floor mark of a value: a low's or a very low's, or the one of a
    /// value below a floor above 70; nil for a value the floor row need not mark.
    package static func lowCell(value mgdl: Double, scale: BandScale, glyphs: GlyphSet) -> Cell? {
        switch ConsensusRange(mgdl: mgdl) {
        case .veryLow: return Cell(glyphs.veryLowMark, fg: .low, bold: true, reverse: true)
        case .low: return Cell(glyphs.lowMark, fg: .low, bold: true)
        default:
            return mgdl < scale.floor ? Cell(glyphs.lowMark, fg: .line(scale.band(for: mgdl).tone), bold: true) : nil
        }
    }

    /// Consecutive columns, as ranges.
    private func runs(of columns: [Int]) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        for column in columns {
            if let last = runs.last, last.upperBound + 1 == column {
                runs[runs.count - 1] = last.lowerBound...column
            } else {
                runs.append(column...column)
            }
        }
        return runs
    }

    /// The lowest marked reading (a low, or below the floor) in a run's columns, and its column.
    /// A run made only by a segment between two readings has none: no number
    /// is shown that was not read.
    private func lowest(in run: ClosedRange<Int>, readings: ArraySlice<GlucoseReading>)
        -> (reading: GlucoseReading, column: Int, run: ClosedRange<Int>)? {
        let span = DateInterval(start: timeAxis.span(ofColumn: run.lowerBound).start,
                                end: timeAxis.span(ofColumn: run.upperBound).end)
        let scale = valueAxis.scale
        guard let reading = readings.filter({ span.contains($0.time) && $0.time < span.end
                                                && Self.lowCell(value: $0.mgdl, scale: scale, glyphs: style.glyphs) != nil })
                .min(by: { $0.mgdl < $1.mgdl }),
              let column = timeAxis.column(for: reading.time)
        else { return nil }
        return (reading, column, run)
    }
}
