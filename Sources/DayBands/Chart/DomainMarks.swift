import Foundation

/// Marks for the parts of the curve the plot's domain cannot show: a reading
/// below the floor would be a 1/8-cell sliver that looks like a sensor gap,
/// and a peak above the ceiling a plain full column. Every column the curve
/// leaves the domain in gets a mark in reverse video (seen without colour too):
/// `▼` in the floor row, `▲` in the top row. Each run of low columns also
/// shows its lowest reading (`▼44`) in the floor row when the number fits
/// whole; the lowest runs are labelled first, so the day's lowest value is
/// the one that wins the room.
struct DomainMarks {
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
                grid.set(plot.x + column, plot.top, mark(style.glyphs.ceilingMark, value: envelope.high))
            }
            if envelope.low < scale.floor {
                grid.set(plot.x + column, floorRow, mark(style.glyphs.lowMark, value: envelope.low))
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
            let width = text.count
            // Right of the mark, else left of it; over its own run's marks
            // only (never another run's, nor another label), and never cut
            // at the plot's edges.
            func free(_ x: Int) -> Bool {
                x >= 0 && x + width <= plot.width && (x..<(x + width)).allSatisfy {
                    !labelled.contains($0) && $0 != label.column && (!marked.contains($0) || label.run.contains($0))
                }
            }
            guard let x = [label.column + 1, label.column - width].first(where: free) else { continue }
            for (offset, character) in text.enumerated() {
                grid.set(plot.x + x + offset, floorRow, mark(character, value: label.reading.mgdl))
            }
            labelled.formUnion(x..<(x + width))
            labelled.insert(label.column)
            placed.append(Rect(x: plot.x + x, y: floorRow, width: width, height: 1))
        }
        return placed
    }

    private func mark(_ symbol: Character, value: Double) -> Cell {
        Cell(symbol, fg: .line(valueAxis.scale.band(for: value).tone), bold: true, reverse: true)
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

    /// The lowest reading below the floor in a run's columns, and its column.
    /// A run made only by a segment between two readings has none: no number
    /// is shown that was not read.
    private func lowest(in run: ClosedRange<Int>, readings: ArraySlice<GlucoseReading>)
        -> (reading: GlucoseReading, column: Int, run: ClosedRange<Int>)? {
        let span = DateInterval(start: timeAxis.span(ofColumn: run.lowerBound).start,
                                end: timeAxis.span(ofColumn: run.upperBound).end)
        guard let reading = readings.filter({ span.contains($0.time) && $0.time < span.end
                                                && $0.mgdl < valueAxis.scale.floor })
                .min(by: { $0.mgdl < $1.mgdl }),
              let column = timeAxis.column(for: reading.time)
        else { return nil }
        return (reading, column, run)
    }
}
