import DayBandsRecords
import Foundation

/// A cell of the patterns view's heat map: a day of the page and an hour of the local clock.
public struct PatternCell: Hashable, Sendable {
    /// Of the page's days.
    public var day: Int
    /// 0 to 23, of the clock (a day the clocks change has 23 or 25 elapsed hours).
    public var hour: Int

    public init(day: Int, hour: Int) {
        self.day = day
        self.hour = hour
    }
}

/// The patterns view's keys (`P`): its cursor is a cell of the page's days
/// by clock hour, moved by hour and day within them (the page is what the
/// patterns were found in: no page is turned); Enter opens the day at that
/// hour in the day view; Esc or `P` goes back.
extension ViewerState {
    /// The event applied in the patterns view, or nil when it is not the
    /// view's (a toggle such as `u`, `?`, `w` or `y` then does what it always does).
    mutating func appliedToPatterns(_ event: ViewerEvent, in timeline: Timeline) -> [BeyondPage]? {
        if event == .togglePatterns, mode != .patterns {
            let cursor = selection.cursor
            let day = timeline.days[cursor.dayIndex]
            mode = .patterns
            yearCursor = nil
            patternCell = PatternCell(day: cursor.dayIndex, hour: timeline.calendar.clock(cursor.moment(on: day)).hour)
            return []
        }
        guard mode == .patterns, var cell = patternCell else { return nil }
        let last = timeline.days.count - 1
        switch event {
        case .moveHour(let step): cell.hour = clamp(cell.hour + step, 0, 23)
        case .firstHour: cell.hour = 0
        case .lastHour: cell.hour = 23
        // Up/Down, the wheel's day; PgUp/PgDn a week.
        case .moveDay(let step): cell.day = clamp(cell.day + step, 0, last)
        case .firstDay: cell.day = 0
        case .lastDay: cell.day = last
        case .togglePin:
            liveWindow = nil
            selection.cursor = HourMark(dayIndex: cell.day, hour: Self.elapsedHour(of: cell.hour, on: timeline.days[cell.day],
                                                                                   in: timeline.calendar))
            leavePatterns()
            return []
        case .togglePatterns, .clearPin:
            leavePatterns()
            return []
        case .moveReading, .moveToReadings, .click, .clickReading, .jump, .toggleOverlay, .follow, .startDateEntry:
            return []
        default:
            return nil
        }
        patternCell = cell
        return []
    }

    private mutating func leavePatterns() {
        mode = .day
        patternCell = nil
    }

    /// The day's first elapsed hour that reads `clockHour` on the clock (the
    /// hour skipped when the clocks go forward: the one after it).
    static func elapsedHour(of clockHour: Int, on day: LocalDay, in calendar: DayCalendar) -> Int {
        let hours = 0..<day.hourCount
        return hours.first { calendar.clock(day.instant(atHour: $0)).hour >= clockHour } ?? hours.upperBound - 1
    }
}
