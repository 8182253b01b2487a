import DayBandsChart
import DayBandsRecords
/// Where the patterns view puts things: the title row, the hours' row, a
/// row a day (its label, then a cell an hour of the clock), the legend's
/// two rows under the days, the cursor's readout and the status line at the bottom;
/// the sentences beside the days where 24 hours of 2 columns leave them
/// `sentenceWidth`, else under the legend where rows are left, else none.
struct PatternLayout: Hashable {
    let size: Size
    /// The day labels' column and the space after it.
    let labelWidth: Int
    /// Columns an hour: 3 where the sentences beside still have room, else 2, else 1.
    let cellWidth: Int
    /// Days shown at a time (the window scrolls a screen at a time, `window`).
    let dayRows: Int
    /// Where the sentences go; nil where there is no room for them.
    let sentences: Rect?

    static let titleRow = 0
    static let hourRow = 1
    static let firstDayRow = 2
    /// The narrowest column sentences are set in (a word of a date list and its neighbours).
    static let sentenceWidth = 32
    /// The sentence column that earns the hours 3 columns each.
    static let wideSentenceWidth = 60
    /// Rows a sentence area under the days needs to be worth it.
    static let sentenceRows = 3
    /// The legend's rows: its five ranges and the dot, in words where they fit.
    static let legendRows = 2

    /// The layout of `dayCount` days labelled in `labelWidth` columns; nil
    /// when the screen cannot hold an hour a column and one day's row.
    init?(size: Size, dayCount: Int, labelWidth: Int) {
        self.size = size
        self.labelWidth = labelWidth
        let besideRoom = size.columns - labelWidth - 2
        let rowsForDays = size.rows - Self.firstDayRow - Self.legendRows - 2
        guard size.columns >= labelWidth + 24, rowsForDays >= 1, dayCount > 0 else { return nil }
        if besideRoom - 48 >= Self.sentenceWidth {
            cellWidth = besideRoom - 72 >= Self.wideSentenceWidth ? 3 : 2
            dayRows = min(dayCount, rowsForDays)
            let x = labelWidth + 24 * cellWidth + 2
            sentences = Rect(x: x, y: Self.hourRow, width: size.columns - x, height: size.rows - 2 - Self.hourRow)
        } else {
            cellWidth = min(2, (size.columns - labelWidth) / 24)
            dayRows = min(dayCount, rowsForDays)
            let below = Self.firstDayRow + dayRows + Self.legendRows
            let height = size.rows - 2 - below
            sentences = height >= Self.sentenceRows ? Rect(x: 0, y: below, width: size.columns, height: height) : nil
        }
    }

    var gridX: Int { labelWidth }
    var legendRow: Int { Self.firstDayRow + dayRows }
    var readoutRow: Int { size.rows - 2 }

    /// The days shown with the cursor on day `day` of `dayCount`: a screen
    /// of days at a time (the last screen ending on the last day), so a
    /// cursor step inside it leaves the map as it was.
    func window(cursor day: Int, dayCount: Int) -> Range<Int> {
        let start = min((day / dayRows) * dayRows, dayCount - dayRows)
        return start..<(start + dayRows)
    }

    /// Where the cell of `cell` is drawn when its day is in `window`.
    func origin(of cell: PatternCell, in window: Range<Int>) -> Point? {
        guard window.contains(cell.day) else { return nil }
        return Point(x: gridX + cell.hour * cellWidth, y: Self.firstDayRow + cell.day - window.lowerBound)
    }
}
