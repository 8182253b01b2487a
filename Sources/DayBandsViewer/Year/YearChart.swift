import DayBandsChart
import DayBandsRecords
import Foundation

/// The year view's calendar layer: the title and legend, the header, and
/// one row per month of the window (its label, each day's cell in the
/// overview strip's classes, its time in range and mean as bars, its
/// numbers), a run of years without readings one row saying so. Made from these inputs alone, never from the cursor: a cursor
/// move finds it in the memo (`YearScene`).
package struct YearChart: Hashable, LayerInputs {
    let layout: YearLayout
    package let window: [YearRow]
    /// The window's months' figures, nil for one not read (unknown days) and for empty years.
    let figures: [YearMonthFigures?]
    let first: LocalDay
    let last: LocalDay
    let unit: GlucoseUnit
    let style: RenderStyle

    /// The mean's track, mg/dL: from the low line to the very high one, where
    /// monthly means lie, so a step of a cell is a few mg/dL at any width.
    package static let meanScale = ConsensusRange.lowBelow...ConsensusRange.veryHighAbove

    func make() -> CellGrid {
        var grid = CellGrid(size: layout.size)
        writeTitle(into: &grid)
        writeHeader(into: &grid)
        for (row, shown) in window.enumerated() {
            let y = YearLayout.firstMonthRow + row
            guard let month = shown.month else {
                writeEmptyYears(shown, y: y, into: &grid)
                continue
            }
            let label = (row == 0 || month.month == 1 ? String(month.year) : "    ") + " " + month.name
            grid.write(label, x: 0, y: y, fg: month.month == 1 || row == 0 ? .title : .muted)
            writeDays(of: month, figures: figures[row], y: y, into: &grid)
            if let figures = figures[row] { writeFigures(figures, y: y, into: &grid) }
        }
        return grid
    }

    /// `2017       no readings from 2017 to 2023 (7 years)`: the words
    /// two cells into the calendar, its first cell left for the cursor.
    private func writeEmptyYears(_ row: YearRow, y: Int, into grid: inout CellGrid) {
        grid.write(String(row.years.lowerBound), x: 0, y: y, fg: .title)
        let x = YearLayout.calendarX + 2
        grid.write(StatusLine.wholeWords(row.words, width: layout.size.columns - x), x: x, y: y, fg: .muted)
    }

    private func writeTitle(into grid: inout CellGrid) {
        let title = "\(first.isoDate) to \(last.isoDate)"
        grid.write(title, x: 0, y: YearLayout.titleRow, fg: .title, bold: true)
        var x = title.terminalColumns + 3
        let glyphs = style.glyphs
        // The classes by weight: a day in part or without data last, as the least it can say.
        let veryLow = unit.rangeText(GlucoseEventKind.level2Hypo.mgdlBounds)
        let samples: [(DayQuality, String)] = [(.inRange(100), ">70%"), (.inRange(60), "50-70%"), (.inRange(0), "<50% in range"),
                                               (.veryLow, veryLow), (.noReadings, "none"), (.insufficient, "part")]
        for (quality, words) in samples {
            guard x + 2 + words.terminalColumns <= layout.size.columns else { return }
            grid.set(x, YearLayout.titleRow, quality.cell(glyphs: glyphs))
            grid.write(words, x: x + 2, y: YearLayout.titleRow, fg: .muted)
            x += words.terminalColumns + 3
        }
    }

    private func writeHeader(into grid: inout CellGrid) {
        let y = YearLayout.headerRow
        for day in [1, 10, 20, 30] { grid.write(String(day), x: YearLayout.calendarX + day - 1, y: y, fg: .muted) }
        let inRange = ["time in range", "in range", "TIR"].first { $0.terminalColumns <= layout.inRangeBarWidth }
        if let inRange { grid.write(inRange, x: YearLayout.figuresX, y: y, fg: .muted) }
        if layout.meanBarWidth >= 4 { grid.write("mean", x: layout.meanBarX, y: y, fg: .muted) }
        if layout.showsNumbers { grid.write(" TIR mean   GMI", x: layout.numbersX, y: y, fg: .muted) }
    }

    private func writeDays(of month: YearMonth, figures: YearMonthFigures?, y: Int, into grid: inout CellGrid) {
        guard let figures else {
            // Days the store could not give: unknown, never "no readings".
            for number in 1...YearLayout.dayColumns {
                let date = String(format: "%04d-%02d-%02d", month.year, month.month, number)
                if date >= first.isoDate, date <= last.isoDate { grid.set(YearLayout.calendarX + number - 1, y, Cell("?", fg: .muted)) }
            }
            return
        }
        for day in figures.days {
            grid.set(YearLayout.calendarX + day.day.day - 1, y, day.quality.cell(glyphs: style.glyphs))
        }
    }

    private func writeFigures(_ figures: YearMonthFigures, y: Int, into grid: inout CellGrid) {
        guard let inRange = figures.inRangePercent, let mean = figures.meanMgdl else { return }
        let glyphs = style.glyphs
        let width = layout.inRangeBarWidth
        let target = Int((ConsensusTarget.inRange.target.percent / 100 * Double(width)).rounded())
        let filled = Int((inRange / 100 * Double(width)).rounded())
        let bar = DayQuality.inRange(inRange).cell(glyphs: glyphs)
        // The bar on its track: the share's length reads against the whole.
        for x in 0..<width {
            let cell = x < filled ? Cell(glyphs.eighths[8], fg: bar.fg)
                : x == target ? Cell(glyphs.pinGuide, fg: .muted) : Cell(glyphs.eighths[1], fg: .muted)
            grid.set(YearLayout.figuresX + x, y, cell)
        }
        if layout.meanBarWidth > 0 { writeMean(mean, y: y, into: &grid) }
        guard layout.showsNumbers, let shown = figures.numbers(in: unit) else { return }
        let numbers = pad(shown[0], 4) + " " + pad(shown[1], 4) + " " + pad(shown[2], 5)
        grid.write(numbers, x: layout.numbersX, y: y, fg: .text)
    }

    /// The mean as a dot on its whole track, the in-range part of the track
    /// thicker (a shape, for screens without colour). A mean beyond the
    /// track sits at its end as the day chart marks a value past its domain:
    /// `▾` below 70, `▲` above 250.
    func writeMean(_ mean: Double, y: Int, into grid: inout CellGrid) {
        let width = layout.meanBarWidth
        let scale = Self.meanScale
        func column(_ mgdl: Double) -> Int {
            Int(((min(max(mgdl, scale.lowerBound), scale.upperBound) - scale.lowerBound)
                 / (scale.upperBound - scale.lowerBound) * Double(width - 1)).rounded())
        }
        let glyphs = style.glyphs
        let bounds = ConsensusTarget.inRange.mgdlBounds
        let inRange = column(Double(bounds.lowest!))...column(Double(bounds.highest!))
        for x in 0..<width {
            grid.set(layout.meanBarX + x, y, Cell(glyphs.eighths[inRange.contains(x) ? 2 : 1], fg: .muted))
        }
        let ink = ConsensusRange(mgdl: mean).lineInk
        let mark = mean < scale.lowerBound ? glyphs.lowMark : mean > scale.upperBound ? glyphs.ceilingMark : glyphs.point
        grid.set(layout.meanBarX + column(mean), y, Cell(mark, fg: ink, bold: true))
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.terminalColumns)) + text
    }
}
