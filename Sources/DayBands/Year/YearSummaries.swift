import Foundation

/// The months the year view shows, read from the store's day summaries when
/// first shown and kept while near the screen: what is held is bounded by
/// the months on screen (`limit`), whatever the archive's length.
public final class YearSummaries {
    public let store: any DayStore
    public let calendar: DayCalendar
    /// The first and last day of the data (nil when it holds none).
    public let first: LocalDay?
    public let last: LocalDay?
    /// The most months kept: the farthest from the last asked go first.
    let limit: Int
    private var kept: [YearMonth: YearMonthFigures] = [:]
    /// Months read from the store, for the tests of what a frame reads.
    public private(set) var monthsRead = 0
    /// Why the store could not give some month (shown as unknown days).
    public private(set) var failure: String?

    public init(store: any DayStore, calendar: DayCalendar, limit: Int = 240) throws {
        self.store = store
        self.calendar = calendar
        self.limit = max(1, limit)
        let span = try store.span()
        first = span.map { calendar.day(containing: $0.start) }
        last = span.map { calendar.day(containing: $0.end) }
    }

    /// The first and last month of the data.
    public var months: ClosedRange<YearMonth>? {
        guard let first, let last else { return nil }
        return YearMonth(first)...YearMonth(last)
    }

    /// The view's rows: the data's months, a run of years without a reading
    /// one row (`YearRow`). A year the store cannot answer for keeps its months.
    public private(set) lazy var rows: [YearRow] = {
        guard let months else { return [] }
        let empty = (months.lowerBound.year...months.upperBound.year).filter { year in
            guard let start = calendar.day(year: year, month: 1, day: 1), let end = calendar.day(year: year + 1, month: 1, day: 1)
            else { return false }
            return (try? store.hasReadings(in: DateInterval(start: start.interval.start, end: end.interval.start))) == false
        }
        return YearRow.rows(of: months, emptyYears: Set(empty))
    }()

    /// Whether `day` lies in a year without readings.
    public func isInEmptyYear(_ day: LocalDay) -> Bool {
        rows.contains { $0.month == nil && $0.holds(YearMonth(day)) }
    }

    /// The figures of `months`, reading those not kept; a month the store
    /// cannot give is missing (`failure` says why).
    public func figures(of months: [YearMonth]) -> [YearMonth: YearMonthFigures] {
        var found: [YearMonth: YearMonthFigures] = [:]
        for month in months {
            if let figures = kept[month] ?? read(month) { found[month] = figures }
        }
        trim(around: months)
        return found
    }

    private func read(_ month: YearMonth) -> YearMonthFigures? {
        guard let first, let last, failure == nil else { return nil }
        let days = month.days(in: calendar).filter { $0.interval.start >= first.interval.start && $0.interval.start <= last.interval.start }
        do {
            let figures = try YearMonthFigures(month: month, days: days, in: calendar, store: store)
            monthsRead += 1
            kept[month] = figures
            return figures
        } catch {
            failure = "\(error)"
            return nil
        }
    }

    private func trim(around months: [YearMonth]) {
        guard kept.count > limit, let middle = months.first?.adding(months.count / 2) else { return }
        let farthest = kept.keys.sorted { abs($0.index - middle.index) > abs($1.index - middle.index) }
        for month in farthest.prefix(kept.count - limit) { kept[month] = nil }
    }
}
