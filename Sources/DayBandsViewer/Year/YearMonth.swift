import DayBandsRecords
/// A calendar month of the year view, one of its rows.
public struct YearMonth: Hashable, Comparable, Sendable {
    public let year: Int
    /// 1 to 12.
    public let month: Int

    /// Any month number, carried into the year (month 13 is January of the next).
    public init(year: Int, month: Int) {
        let index = year * 12 + (month - 1)
        self.year = index >= 0 ? index / 12 : (index - 11) / 12
        self.month = index - self.year * 12 + 1
    }

    public init(_ day: LocalDay) {
        self.init(year: day.year, month: day.month)
    }

    /// Months since the year 0, so that months subtract.
    public var index: Int { year * 12 + month - 1 }

    public func adding(_ months: Int) -> YearMonth { YearMonth(year: year, month: month + months) }

    /// The month's local days, first to last (28 to 31).
    public func days(in calendar: DayCalendar) -> [LocalDay] {
        (1...31).compactMap { calendar.day(year: year, month: month, day: $0) }
    }

    /// `Jan` to `Dec`: English, as every date the program prints is ISO.
    public var name: String {
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]
    }

    public static func < (a: YearMonth, b: YearMonth) -> Bool { a.index < b.index }
}
