import DayBandsChart
import DayBandsRecords
/// The year view's callout: the cursor's day and its figures on the row
/// under the title, one fixed row whatever it says, so it never covers a
/// day or a month's bars and a cursor move redraws only it.
package struct YearReadout: Hashable {
    let day: LocalDay
    /// The day's figures; nil when its month could not be read.
    let figures: YearDay?
    /// Whether the day lies within the data's span.
    let inData: Bool
    /// Whether it lies in a year without readings (`YearRow.emptyYears`), whose months are not read.
    let inEmptyYear: Bool
    let weekday: String
    let unit: GlucoseUnit
    let width: Int

    package init(day: LocalDay, figures: YearDay?, inData: Bool, inEmptyYear: Bool, weekday: String, unit: GlucoseUnit, width: Int) {
        self.day = day
        self.figures = figures
        self.inData = inData
        self.inEmptyYear = inEmptyYear
        self.weekday = weekday
        self.unit = unit
        self.width = width
    }

    /// The phrases, in order; whole phrases only are shown.
    package var phrases: [String] {
        let date = "\(weekday) \(day.isoDate)"
        guard inData else { return [date, "outside the data"] }
        guard !inEmptyYear else { return [date, "no readings"] }
        guard let figures else { return [date, "not read"] }
        guard let inRange = figures.inRangePercent, let mean = figures.meanMgdl else { return [date, "no readings"] }
        // Events of each level apart: one long low below 70 may hold two below 54.
        let bounds = (unit.rangeText(GlucoseEventKind.level1Hypo.mgdlBounds), unit.rangeText(GlucoseEventKind.level2Hypo.mgdlBounds))
        let lows = figures.lows == 0 && figures.veryLows == 0 ? "no lows"
            : figures.veryLows == 0 ? (figures.lows == 1 ? "1 low" : "\(figures.lows) lows")
            : "lows \(figures.lows) \(bounds.0), \(figures.veryLows) \(bounds.1)"
        return [date, "in range \(NumberText.whole(ConsensusTarget.inRange.target.shown(inRange, decimals: 0)))%",
                "mean \(unit.format(mgdl: mean)) \(unit.label)", lows]
    }

    func grid() -> CellGrid {
        var grid = CellGrid(size: Size(columns: width, rows: 1))
        var x = 0
        for (index, phrase) in phrases.enumerated() {
            guard x + phrase.terminalColumns <= width else { break }
            let ink: Ink = index == 0 ? .cursor : phrase.contains("low") && figures?.lows ?? 0 > 0 ? .low : .text
            grid.write(phrase, x: x, y: 0, fg: ink, bold: index == 0 || ink == .low)
            x += phrase.terminalColumns + 3
        }
        return grid
    }
}
