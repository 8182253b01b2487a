import DayBandsChart
import DayBandsRecords
import Foundation

/// The one place an event is read as a move among the days: Up/Down,
/// PgUp/PgDn, `{`/`}`, `<`/`>`, `f` with a feed, a click on the strip, Enter
/// on a typed date and Enter in the year view. `dayWanted` decides the day;
/// `apply` goes there when the page holds it (`arrive`), else asks for its
/// page (`BeyondPage.turn`), and the model arrives by the same function once
/// the page is read (`ViewerModel.turned`): the two cannot disagree.
extension ViewerState {
    /// What an event asks of the days.
    enum DayWanted: Hashable {
        /// The day the cursor goes to.
        case day(BrowsableDay)
        /// `{`/`}`: a day on the way is not classed yet; this read classes it (then the key again).
        case unclassed(StripRead)
        /// No day: the status line says why (a date outside the data, no day with readings that way).
        case refused([String])
    }

    /// The day an event takes the cursor to, of all that may be browsed
    /// (`days`: the model's strip, asked for only by the moves that need
    /// it); nil when the event moves to no day in this state (an hour step,
    /// a key typed into the prompt, the year's own keys).
    func dayWanted(by event: ViewerEvent, in timeline: Timeline, days: () -> StripDays) -> DayWanted? {
        if let text = dateEntry {
            guard event == .togglePin else { return nil }
            // The typed date's one reading: among all the days, so a date beyond every page is said as such.
            switch days().days.index(iso: text, in: timeline.calendar) {
            case .success(let index): return .day(BrowsableDay(index))
            case .failure(let error): return .refused(["\(error)"])
            }
        }
        // The patterns' cells are the page's days: none is on another page.
        if mode == .patterns { return nil }
        if mode == .year {
            guard event == .togglePin, let day = yearCursor else { return nil }
            return days().days.firstIndex(of: day).map { .day(BrowsableDay($0)) } ?? .refused([])
        }
        let here = timeline.browsable(selection.cursor.dayIndex)
        let last = timeline.browsableDayCount - 1
        switch event {
        case .moveDay(let step): return .day(BrowsableDay(clamp(here.number + step, 0, last)))
        case .moveToReadings(let step):
            switch days().dayWithReadings(after: here, forward: step > 0) {
            case .found(let day): return .day(day)
            case .unknown(let read): return .unclassed(read)
            case .failed(let failure): return .refused(["days beyond this page could not be read: \(failure)"])
            case .none: return .refused([Self.noDayWithReadings(forward: step > 0)])
            }
        case .firstDay: return .day(BrowsableDay(0))
        case .lastDay: return .day(BrowsableDay(last))
        // `f` with a feed: the last day, then its newest reading (`followed`).
        case .follow where following != nil: return .day(BrowsableDay(last))
        case .click(let point), .clickReading(let point): return stripDay(at: point, in: timeline).map { .day($0) }
        default: return nil
        }
    }

    /// The day wanted reached when the page holds it; else its page asked for.
    mutating func go(_ wanted: DayWanted, by event: ViewerEvent, in timeline: Timeline) -> [BeyondPage] {
        switch wanted {
        case .day(let day):
            guard let index = timeline.pageIndex(of: day) else { return [.turn(to: day)] }
            arrive(at: index, by: event, in: timeline)
        case .unclassed(let read):
            return [.classify(read)]
        case .refused(let forms):
            dateEntry = nil
            noticeForms = forms
        }
        return []
    }

    /// The cursor put on the page's day `index` as `event` puts it, on the
    /// page shown or on the page read for it: the one home of what each move
    /// changes besides the day.
    package mutating func arrive(at index: Int, by event: ViewerEvent, in timeline: Timeline) {
        let cursor = moved(selection.cursor, toDay: index, in: timeline)
        if dateEntry != nil {
            // A typed date: the week view stays, ending on the day gone to; the profile has no days.
            dateEntry = nil
            if mode == .profile { mode = .day }
            weekEnd = nil
            selection.cursor = cursor
            keepWeek(in: timeline)
            return
        }
        if mode == .year {
            // Enter: the year's day in the day view.
            mode = .day
            yearCursor = nil
            selection.cursor = cursor
            return
        }
        switch event {
        case .moveDay(let step) where mode == .week && abs(step) >= WeekLayout.days:
            // PgUp/PgDn in the week view: the next or previous week, the highlight on the same row.
            weekEnd = weekEnd.map { $0 + step }
        case .lastDay:
            weekEnd = nil
        case .follow:
            // On the last day first: `followed` finds its newest reading.
            selection.cursor = cursor
        default:
            break
        }
        let final = followed(event, cursor: cursor, in: timeline)
        leaveLiveWindow(ifOutside: final, in: timeline)
        selection.cursor = final
        keepWeek(in: timeline)
    }
}
