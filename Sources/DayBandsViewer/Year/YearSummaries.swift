import DayBandsRecords
import Foundation

/// The months the year view shows, as the model holds them
/// (`ViewerModel.year`): the data's first and last day and its rows, read
/// once (`ViewerEffect.readYear(nil)`), and the figures of the months
/// read as they came on screen (`readYear(months)`), kept while near it:
/// what is held is bounded by `limit`, whatever the archive's length. A
/// value: a frame only reads it; the store is read by `DayPages`.
public struct YearSummaries: Hashable, Sendable {
    public let calendar: DayCalendar
    /// The first and last day of the data (nil when it holds none).
    public let first: LocalDay?
    public let last: LocalDay?
    /// The view's rows: the data's months, a run of years without a reading
    /// one row (`YearRow`). A year the store cannot answer for keeps its months.
    public let rows: [YearRow]
    /// The most months kept: the farthest from the last read go first.
    let limit: Int
    private var kept: [YearMonth: YearMonthFigures] = [:]
    /// Why the store could not give some month (shown as unknown days).
    public private(set) var failure: String?

    /// Reads the data's span and its years without readings from `store`.
    public init(store: some DayStore, calendar: DayCalendar, limit: Int = 240) throws {
        self.calendar = calendar
        self.limit = max(1, limit)
        let span = try store.span()
        first = span.map { calendar.day(containing: $0.start) }
        last = span.map { calendar.day(containing: $0.end) }
        guard let first, let last else {
            rows = []
            return
        }
        let empty = (first.year...last.year).filter { year in
            guard let start = calendar.day(year: year, month: 1, day: 1), let end = calendar.day(year: year + 1, month: 1, day: 1)
            else { return false }
            return (try? store.hasReadings(in: DateInterval(start: start.interval.start, end: end.interval.start))) == false
        }
        rows = YearRow.rows(of: YearMonth(first)...YearMonth(last), emptyYears: Set(empty))
    }

    /// Whether `day` lies in a year without readings.
    public func isInEmptyYear(_ day: LocalDay) -> Bool {
        rows.contains { $0.month == nil && $0.holds(YearMonth(day)) }
    }

    /// The figures held of `months` (a month not read yet, or that could not be, is missing).
    public func figures(of months: [YearMonth]) -> [YearMonth: YearMonthFigures] {
        months.reduce(into: [:]) { found, month in found[month] = kept[month] }
    }

    /// The read that the months of `shown` still need, or nil: none once a
    /// read failed (it says why instead), or when the data holds no day.
    public func request(for shown: [YearMonth]) -> YearRequest? {
        guard failure == nil, let first, let last else { return nil }
        let unread = shown.filter { kept[$0] == nil }
        return unread.isEmpty ? nil : .months(unread, within: first...last)
    }

    /// The figures of `months` (of the days in `span`) read from `store`, and
    /// why the first that could not be read was not (`DayPages` performs `readYear` with it).
    public static func read(_ months: [YearMonth], within span: ClosedRange<LocalDay>, calendar: DayCalendar,
                            from store: some DayStore) -> (figures: [YearMonth: YearMonthFigures], failure: String?) {
        let (first, last) = (span.lowerBound, span.upperBound)
        var figures: [YearMonth: YearMonthFigures] = [:]
        for month in months {
            let days = month.days(in: calendar).filter { $0.interval.start >= first.interval.start && $0.interval.start <= last.interval.start }
            do {
                figures[month] = try YearMonthFigures(month: month, days: days, in: calendar, store: store)
            } catch {
                return (figures, "\(error)")
            }
        }
        return (figures, nil)
    }

    /// Takes a read's figures, then lets go of the months farthest from them beyond `limit`.
    public mutating func take(_ figures: [YearMonth: YearMonthFigures], failure: String?) {
        kept.merge(figures) { _, new in new }
        self.failure = self.failure ?? failure
        let months = figures.keys.sorted { $0.index < $1.index }
        guard kept.count > limit, let middle = months.first?.adding(months.count / 2) else { return }
        let farthest = kept.keys.sorted { abs($0.index - middle.index) > abs($1.index - middle.index) }
        for month in farthest.prefix(kept.count - limit) { kept[month] = nil }
    }
}
