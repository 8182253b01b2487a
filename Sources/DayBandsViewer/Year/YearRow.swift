/// A row of the year view: a month, or a run of whole years without a
/// reading, said in one row instead of a screen of empty months (an archive
/// of imports years apart).
public enum YearRow: Hashable, Sendable {
    case month(YearMonth)
    case emptyYears(ClosedRange<Int>)

    /// The rows of the data's months, first to last: each year's months
    /// (the first and last year's from and to the data's), consecutive
    /// years in `emptyYears` one row.
    static func rows(of data: ClosedRange<YearMonth>, emptyYears: Set<Int>) -> [YearRow] {
        var rows: [YearRow] = []
        for year in data.lowerBound.year...data.upperBound.year {
            if emptyYears.contains(year) {
                if case .emptyYears(let run) = rows.last, run.upperBound == year - 1 {
                    rows[rows.count - 1] = .emptyYears(run.lowerBound...year)
                } else {
                    rows.append(.emptyYears(year...year))
                }
                continue
            }
            let first = year == data.lowerBound.year ? data.lowerBound.month : 1
            let last = year == data.upperBound.year ? data.upperBound.month : 12
            rows += (first...last).map { .month(YearMonth(year: year, month: $0)) }
        }
        return rows
    }

    /// The years the row covers.
    package var years: ClosedRange<Int> {
        switch self {
        case .month(let month): month.year...month.year
        case .emptyYears(let years): years
        }
    }

    /// The row's month; nil for empty years.
    package var month: YearMonth? {
        if case .month(let month) = self { return month }
        return nil
    }

    package func holds(_ month: YearMonth) -> Bool {
        switch self {
        case .month(let own): own == month
        case .emptyYears(let years): years.contains(month.year)
        }
    }

    /// `no readings in 2017` or `no readings from 2017 to 2023 (7 years)`.
    package var words: String {
        guard case .emptyYears(let years) = self else { return "" }
        return years.count == 1 ? "no readings in \(years.lowerBound)"
            : "no readings from \(years.lowerBound) to \(years.upperBound) (\(years.count) years)"
    }
}
