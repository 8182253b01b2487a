import DayBandsRecords
import DayBandsViewer
import Foundation

/// One calendar month of the monthly report (`report --by month`): its
/// figures over the days of the span it holds, as `stats --by month` gives
/// them (`StatisticsSummary` from the store's day summaries), and how much
/// of the month had readings.
public struct ReportMonth: Sendable {
    public let month: YearMonth
    /// The month's days on the calendar (28 to 31).
    public let calendarDays: Int
    public let summary: StatisticsSummary

    /// The months of `days` (consecutive local days), each read as one span
    /// from `store`: the archive's day summaries, or made from data in memory.
    public static func months(of days: [LocalDay], in calendar: DayCalendar, store: some DayStore,
                              unit: GlucoseUnit) throws -> [ReportMonth] {
        try DayPeriod.month.runs(of: days, in: calendar).map { run in
            let month = YearMonth(run.days[0])
            var summary = StatisticsSummary(span: try SpanSummary(days: run.days, in: calendar, store: store), unit: unit)
            summary.period = run.label
            return ReportMonth(month: month, calendarDays: month.days(in: calendar).count, summary: summary)
        }
    }

    public init(month: YearMonth, calendarDays: Int, summary: StatisticsSummary) {
        self.month = month
        self.calendarDays = calendarDays
        self.summary = summary
    }

    /// No reading in the month: a gap in the charts, never a zero.
    public var isEmpty: Bool { summary.readings == 0 }
    /// Readings on fewer of its days than the month has (the span's first
    /// and last month may hold only part of theirs).
    public var isPartial: Bool { !isEmpty && summary.daysWithData < calendarDays }

    /// `2026-03`, as `stats --by month` labels it.
    public var label: String { String(format: "%04d-%02d", month.year, month.month) }

    /// (Of a month with readings.) `2026-03  31 of 31 days  very low 0.2%  low 1.9%  in range 71.4%  high 20.1%  very high 6.4%
    /// GMI 7.0%  CV 35.2%  GRI 25.5 (zone B; hypo 1.7, hyper 12.9)`: the shares in the AGP report's words
    /// (`AGPFigures`), each rounded toward its verdict; the GRI with the grid's point, its components.
    public func line(in unit: GlucoseUnit) -> String {
        let days = "\(summary.daysWithData) of \(calendarDays) days"
        let figures = AGPFigures(summary: summary, unit: unit)
        let shares = figures.ranges.reversed().map { "\($0.range.name) \($0.share)" }
        let gmi = summary.gmiPercent.map { String(format: "GMI %.1f%%", $0) } ?? "GMI -"
        return ([label, days] + shares + [gmi, "CV \(figures.cv ?? "-")", "GRI " + (summary.gri?.componentsText ?? "-")])
            .joined(separator: "  ")
    }
}
