import DayBandsChart
import DayBandsRecords
/// Where the year view puts things: months as rows (a month's label, its
/// days 1 to 31 as cells, then its figures as two small bars and their
/// numbers), under a title row, the cursor's readout row and a header row;
/// the screen's last row is the status line's. Months as rows, not weeks
/// as columns: each month's line holds its days and its figures side by
/// side, so the trend down the bars is read beside the days that make it,
/// at 80 columns as at 200, and a day's cell is found by its date (row the
/// month, column the day) without counting weeks.
public struct YearLayout: Hashable, Sendable {
    public let size: Size

    /// `2024 Jan `: the year on a January and on the top row only.
    static let labelWidth = 9
    static let dayColumns = 31
    static let titleRow = 0
    static let readoutRow = 1
    static let headerRow = 2
    static let firstMonthRow = 3
    /// `100% 7.9 10.2%`: time in range, mean, GMI, each right-aligned.
    static let numbersWidth = 15
    /// Wider bars say no more and put the numbers far from the days.
    static let barLimit = 40

    public let inRangeBarWidth: Int
    public let meanBarWidth: Int
    public let showsNumbers: Bool

    public init(size: Size) {
        self.size = size
        let room = size.columns - Self.figuresX
        showsNumbers = room >= Self.numbersWidth + 6
        let bars = showsNumbers ? room - Self.numbersWidth - 2 : room - 1
        // The time in range gets the larger share: it is the trend's measure.
        let inRange = min(Self.barLimit, max(0, bars >= 16 ? (bars * 11 + 10) / 20 : bars))
        inRangeBarWidth = inRange
        meanBarWidth = min(Self.barLimit * 3 / 4, max(0, bars >= 16 ? bars - inRange - 1 : 0))
    }

    static var calendarX: Int { labelWidth }
    static var figuresX: Int { labelWidth + dayColumns + 1 }
    var meanBarX: Int { Self.figuresX + inRangeBarWidth + 1 }
    var numbersX: Int { Self.figuresX + inRangeBarWidth + (meanBarWidth > 0 ? meanBarWidth + 1 : 0) + 1 }

    /// How many months fit.
    public var monthRows: Int { max(0, size.rows - Self.firstMonthRow - 1) }

    /// The rows shown with the cursor's month among them: whole years
    /// ending at the cursor's December when a year fits, so the view
    /// scrolls by year and stands still while the cursor stays in its
    /// year; each end clamped to the data's rows (a run of empty years is
    /// one row, `YearRow`).
    public func window(cursor: YearMonth, rows: [YearRow]) -> [YearRow] {
        Self.window(of: monthRows, cursor: cursor, rows: rows)
    }

    /// `count` rows by that rule (the picture's rows too).
    package static func window(of count: Int, cursor: YearMonth, rows: [YearRow]) -> [YearRow] {
        guard count > 0, let firstRow = rows.first?.years.lowerBound, let lastRow = rows.last?.years.upperBound else { return [] }
        let year = min(max(cursor.year, firstRow), lastRow)
        let cursorRow = rows.firstIndex { $0.holds(cursor) } ?? (cursor.year < firstRow ? 0 : rows.count - 1)
        var start: Int
        if count >= 12 {
            let end = rows.lastIndex { $0.years.contains(year) } ?? cursorRow
            start = end - count + 1
        } else {
            start = min(cursorRow - count / 2, rows.count - count)
        }
        start = max(0, start)
        return Array(rows[start..<min(rows.count, start + count)])
    }

    /// A day's cell on screen, when its row is in `window`: its month's row
    /// at its day's column, or the start of its empty years' row.
    public func cell(of day: LocalDay, in window: [YearRow]) -> Point? {
        guard let row = window.firstIndex(where: { $0.holds(YearMonth(day)) }) else { return nil }
        let x = window[row].month == nil ? Self.calendarX : Self.calendarX + day.day - 1
        return Point(x: x, y: Self.firstMonthRow + row)
    }
}
