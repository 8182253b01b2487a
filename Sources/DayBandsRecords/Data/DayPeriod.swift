import Foundation

/// The periods `stats --by` gives a row each: ISO weeks (Monday to Sunday),
/// calendar months, calendar years, of local days.
public enum DayPeriod: String, CaseIterable, Hashable, Sendable {
    case week
    case month
    case year

    /// `days` (consecutive) cut where a period starts, each run labelled
    /// (`2026-W10`, `2026-03`, `2026`); the first and last may be part of theirs.
    public func runs(of days: [LocalDay], in calendar: DayCalendar) -> [(label: String, days: [LocalDay])] {
        var iso = Calendar(identifier: .iso8601)
        iso.timeZone = calendar.timeZone
        var runs: [(label: String, days: [LocalDay])] = []
        for day in days {
            let label: String
            switch self {
            case .week:
                // The day's noon: a DST change at midnight cannot move it to another day.
                let week = iso.dateComponents([.yearForWeekOfYear, .weekOfYear], from: day.interval.start.addingTimeInterval(12 * 3600))
                label = String(format: "%04d-W%02d", week.yearForWeekOfYear ?? 0, week.weekOfYear ?? 0)
            case .month: label = String(format: "%04d-%02d", day.year, day.month)
            case .year: label = String(format: "%04d", day.year)
            }
            if runs.last?.label == label { runs[runs.count - 1].days.append(day) } else { runs.append((label, [day])) }
        }
        return runs
    }
}
