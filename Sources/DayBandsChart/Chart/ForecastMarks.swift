import DayBandsRecords
import Foundation

/// The forecast on the live window's plot, ahead of the newest reading
/// (`GlucoseForecast`): AR2's cone as a light shade, then each line a dot a
/// column (the followed one over the others), in the forecast's own ink.
/// Only blank cells are drawn on: a label or the readings stay readable.
struct ForecastMarks {
    let timeAxis: TimeAxis
    let valueAxis: ValueAxis
    let plot: Rect
    let glyphs: GlyphSet

    func draw(_ forecast: GlucoseForecast, into grid: inout CellGrid) {
        func row(_ mgdl: Double) -> Int { valueAxis.row(forLevel: max(1, valueAxis.level(for: mgdl))) }
        func put(_ symbol: Character, column: Int, row: Int) {
            let x = plot.x + column, y = plot.y + row
            guard let below = grid[x, y], below.symbol == " " || below.fg == .forecast && symbol != glyphs.lightShade else { return }
            grid.set(x, y, Cell(symbol, fg: .forecast))
        }
        for column in 0..<plot.width {
            let span = timeAxis.span(ofColumn: column)
            let middle = span.start.addingTimeInterval(span.duration / 2)
            guard middle > forecast.start.time else { continue }
            if let spread = forecast.spread(at: middle) {
                for y in row(spread.high)...row(spread.low) { put(glyphs.lightShade, column: column, row: y) }
            }
            for (index, line) in forecast.lines.enumerated().reversed() {
                guard let value = forecast.value(of: line, at: middle) else { continue }
                put(index == 0 ? glyphs.forecast : glyphs.otherForecast, column: column, row: row(value))
            }
        }
    }
}
