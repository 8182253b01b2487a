import DayBandsChart
import DayBandsRecords
import Foundation

/// The year view's keys (`y`): its cursor is a day of all that may be
/// browsed, moved by day, week, month and year within them; Enter opens it
/// in the day view (a move among the days, `ViewerState+Days`).
extension ViewerState {
    /// The event applied in the year view, or nil when it is not the year's
    /// (a toggle such as `u`, `?` or `s` then does what it always does).
    mutating func appliedToYear(_ event: ViewerEvent, in timeline: Timeline) -> [BeyondPage]? {
        if event == .toggleYear, mode != .year {
            mode = .year
            yearCursor = timeline.days[selection.cursor.dayIndex]
            return []
        }
        guard mode == .year, let day = yearCursor else { return nil }
        let calendar = timeline.calendar
        switch event {
        case .moveHour(let step): yearCursor = Self.day(day, plus: step, in: calendar)
        case .moveReading(let step): yearCursor = Self.day(day, plus: step * 7, in: calendar)
        // PgUp/PgDn (a week's step in the other views) and the wheel's or Up/Down's day.
        case .moveDay(let step): yearCursor = Self.day(day, months: abs(step) >= WeekLayout.days ? 12 * step.signum() : step, in: calendar)
        case .firstDay: yearCursor = Self.browsable(in: timeline).lowerBound
        case .lastDay: yearCursor = Self.browsable(in: timeline).upperBound
        case .toggleYear:
            mode = .day
            yearCursor = nil
            return []
        case .click, .clickReading, .moveToReadings, .jump, .toggleOverlay:
            return []
        default:
            return nil
        }
        let bounds = Self.browsable(in: timeline)
        yearCursor = yearCursor.map { $0.isoDate < bounds.lowerBound.isoDate ? bounds.lowerBound
                                      : $0.isoDate > bounds.upperBound.isoDate ? bounds.upperBound : $0 }
        return []
    }

    /// The first and last day that may be browsed (the page's days placed among them).
    static func browsable(in timeline: Timeline) -> ClosedRange<LocalDay> {
        let first = timeline.days[0]
        let last = day(first, plus: timeline.browsableDayCount - timeline.dayOffset - 1, in: timeline.calendar)
        return day(first, plus: -timeline.dayOffset, in: timeline.calendar)...last
    }

    /// `count` days on: by the day's noon, which a daylight-saving change moves by an hour at most.
    static func day(_ day: LocalDay, plus count: Int, in calendar: DayCalendar) -> LocalDay {
        calendar.day(containing: day.interval.start.addingTimeInterval(12 * 3600 + Double(count) * 86_400))
    }

    /// The same day of the month `count` months on, or that month's last.
    static func day(_ day: LocalDay, months count: Int, in calendar: DayCalendar) -> LocalDay {
        let month = YearMonth(day).adding(count)
        let days = month.days(in: calendar)
        return days[min(day.day, days.count) - 1]
    }
}

extension LocalDay: Comparable {
    public static func < (a: LocalDay, b: LocalDay) -> Bool { a.interval.start < b.interval.start }
}
