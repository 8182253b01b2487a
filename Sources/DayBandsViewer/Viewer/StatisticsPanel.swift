import DayBandsChart
import DayBandsRecords
/// The statistics panel: the figures of the current day beside those of the
/// whole window, in a box of fixed width and whatever height the screen gives
/// it (beside the chart, full height, or over it on small screens). Its rows
/// are in `StatisticsPanelRows.swift`, most important first; a box too short
/// for all of them keeps the first and says how many were left out.
///
///     ┌─ statistics in mg/dL ────────────┐
///     │           Mon 10-05     31 days  │
///     │ readings   288 100%    8886 99%  │
///     │ <54       <1%  2.1%!       0.1%  │
///
/// Each figure ends at a fixed column with one column after it for the `!`
/// of a missed target, so figures line up whether marked or not.
public struct StatisticsPanel {
    /// Inside the border and its one-column margins.
    static let innerLeft = 2
    /// Where the day's and the window's figures end, from the inner left; each
    /// is followed by its mark column. Ten columns each hold the widest figure
    /// (`24.4 17:05`, a mmol/L extreme with its time).
    static let dayFigureEnd = 18
    static let windowFigureEnd = 30

    /// The panel `height` rows tall (two of them the border) for `day` and the
    /// `window` of days (all days given, consecutive).
    public static func grid(day: LocalDay, window: [LocalDay], context: DayChart.Context, height: Int) -> CellGrid {
        let rows = fitted(rows(day: day, window: window, context: context), room: height - 2)
        var grid = BoxedText(title: "statistics in \(context.unit.label)", lines: [], border: .muted)
            .grid(size: Size(columns: ChartLayout.statisticsWidth, rows: height), glyphs: context.style.glyphs)
        for (index, row) in rows.enumerated() {
            draw(row, y: index + 1, into: &grid)
        }
        return grid
    }

    /// The height that shows every row: what the panel asks for when there is room.
    public static func fullHeight(day: LocalDay, window: [LocalDay], context: DayChart.Context) -> Int {
        rows(day: day, window: window, context: context).count + 2
    }

    /// The rows that fit in `room` lines: all of them, or the first ones and a
    /// last line saying how many more there are. Rows are never cut, and a
    /// heading is not kept without a row under it.
    package static func fitted(_ rows: [Row], room: Int) -> [Row] {
        guard rows.count > room else { return rows }
        guard room > 0 else { return [] }
        var kept = Array(rows.prefix(room - 1))
        if case .heading = kept.last { kept.removeLast() }
        let left = rows.count - kept.count
        return kept + [.notice(left == 1 ? "+1 row needs a taller terminal" : "+\(left) rows need a taller terminal", .muted)]
    }

    private static func draw(_ row: Row, y: Int, into grid: inout CellGrid) {
        switch row {
        case .heading(let text):
            grid.write(text, x: innerLeft, y: y, fg: .title, bold: true)
        case let .notice(text, ink):
            grid.write(text, x: innerLeft, y: y, fg: ink)
        case let .figures(label, labelInk, target, day, window):
            grid.write(label, x: innerLeft, y: y, fg: labelInk)
            if let target {
                grid.write(target, x: innerLeft + label.terminalColumns + 1, y: y, fg: .muted)
            }
            draw(day, endingAt: innerLeft + dayFigureEnd, y: y, into: &grid)
            draw(window, endingAt: innerLeft + windowFigureEnd, y: y, into: &grid)
        }
    }

    /// A figure right-aligned to end at column `end`, its mark just after it.
    private static func draw(_ figure: Figure, endingAt end: Int, y: Int, into grid: inout CellGrid) {
        grid.write(figure.text, x: end + 1 - figure.text.terminalColumns, y: y, fg: figure.ink)
        if figure.marked {
            grid.set(end + 1, y, Cell("!", fg: figure.ink))
        }
    }
}
