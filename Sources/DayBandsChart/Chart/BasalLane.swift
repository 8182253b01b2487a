import DayBandsRecords
import Foundation

/// The basal rate in effect over the day as a filled step line in its lane
/// under the plot: per column the rate averaged over the time it is known
/// there, its height to 1/8 cell against the day's highest rate (written at
/// the lane's top in the label column); a temp or a loop's rate in its own
/// ink (bold without colour), a rate of 0 (a zero temp, a suspend) as a
/// dotted floor, and no rate known as nothing.
package struct BasalLane {
    let rect: Rect
    let labels: Rect
    let timeAxis: TimeAxis
    let style: RenderStyle

    /// What one column shows.
    struct Column: Equatable {
        var unitsPerHour: Double
        /// Whether a temp, a loop's rate or a suspend held most of its known time.
        var temp: Bool
    }

    /// Each column's rate, nil where none is known: one sweep, as the
    /// segments are in time order and do not overlap.
    func columns(_ segments: [BasalSegment]) -> [Column?] {
        var first = 0
        return (0..<timeAxis.columns).map { column in
            let span = timeAxis.span(ofColumn: column)
            var known = 0.0, units = 0.0, tempTime = 0.0
            while first < segments.count, segments[first].interval.end <= span.start { first += 1 }
            for segment in segments[first...] {
                if segment.interval.start >= span.end { break }
                guard let overlap = segment.interval.intersection(with: span), overlap.duration > 0 else { continue }
                known += overlap.duration
                units += segment.unitsPerHour * overlap.duration
                if segment.source != .scheduled { tempTime += overlap.duration }
            }
            return known > 0 ? Column(unitsPerHour: units / known, temp: tempTime * 2 > known) : nil
        }
    }

    /// The highest rate drawn, rounded up to a tenth: the lane's full height.
    static func top(of columns: [Column?]) -> Double {
        top(highest: columns.compactMap { $0?.unitsPerHour }.max() ?? 0)
    }

    /// A lane's full height for its highest rate: that rate rounded up to a tenth.
    package static func top(highest: Double) -> Double {
        max(0.1, (highest * 10 - 1e-9).rounded(.up) / 10)
    }

    func draw(_ segments: [BasalSegment], into grid: inout CellGrid) {
        let columns = columns(segments)
        guard rect.height > 0, columns.contains(where: { $0 != nil }) else { return }
        let top = Self.top(of: columns)
        // With its unit: under the glucose axis's labels a bare "1.9" reads as 1.9 mmol/L.
        let label = DayChart.unitsText(top) + "U"
        if label.terminalColumns <= labels.width {
            grid.write(label, x: labels.right - label.terminalColumns, y: rect.y, fg: .muted)
        }
        let eighths = rect.height * 8
        for (x, column) in columns.enumerated() {
            guard let column else { continue }
            let ink: Ink = column.temp ? .basalTemp : .basal
            let bold = column.temp && style.monochrome
            guard column.unitsPerHour > 0 else {
                grid.set(rect.x + x, rect.bottom - 1, Cell(style.glyphs.basalZero, fg: ink, bold: bold))
                continue
            }
            // A rate above zero is never drawn as none.
            var level = max(1, Int((column.unitsPerHour / top * Double(eighths)).rounded()))
            for y in stride(from: rect.bottom - 1, through: rect.y, by: -1) where level > 0 {
                grid.set(rect.x + x, y, Cell(style.glyphs.eighths[min(8, level)], fg: ink, bold: bold))
                level -= 8
            }
        }
    }
}
