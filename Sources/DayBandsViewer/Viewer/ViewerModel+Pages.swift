import DayBandsRecords
import Foundation

/// Events that lead beyond the page: the page that holds the day wanted is
/// asked for (`readPage`) and, once read, the cursor put on the day (at the
/// same hour where the day has it). When it cannot be read, the event is
/// applied on the page shown and the status line says why.
extension ViewerModel {
    /// An event: `ViewerState.apply` on the page, unless the day it leads to
    /// is on another page or not classed yet (`{`/`}` beyond the page).
    mutating func apply(_ event: ViewerEvent) -> [ViewerEffect] {
        // A day on another page is a calendar day too: the live window is left before the read.
        if state.leavesLiveWindow(event, in: page) { state.liveWindow = nil }
        guard let plan else {
            state.apply(event, in: page)
            return []
        }
        let typed = state.dateEntry
        switch dayWanted(by: event, plan: plan) {
        case .unknown(var read):
            read.retry = event
            return [.readStrip(read)]
        case .found(let wanted) where !(page.dayOffset..<(page.dayOffset + page.days.count)).contains(wanted):
            return [.readPage(pageRead(of: wanted, hour: state.selection.cursor.hour, then: .event(event), plan: plan))]
        default:
            break
        }
        let asks = state.apply(event, in: page)
        // A date beyond every page: the message names the whole data's days, not the page's.
        if event == .togglePin, let typed, case .failure(let error) = plan.days.index(iso: typed, in: plan.calendar) {
            state.notice = "\(error)"
        }
        return asks.flatMap { ask -> [ViewerEffect] in
            switch ask {
            case .searchJump(let target, let forward):
                return [.searchJump(jumpSearch(target, forward: forward))]
            case .searchDayWithReadings:
                // The strip's classes found none beyond the page either (else the page was turned).
                if let failure = strip.failure { state.notice = "days beyond this page could not be read: \(failure)" }
                return []
            }
        }
    }

    /// The page that holds day `wanted` (of the plan's days), with the pin's
    /// day when it is on another page, so that the pin's reading, `Δ pin`
    /// and the overlay of its day stay true.
    func pageRead(of wanted: Int, hour: Int, then: PageTurn, plan: PagePlan) -> PageRead {
        let range = plan.page(containing: wanted)
        let pin = state.selection.pin.map { $0.renumbered(page.dayOffset + $0.dayIndex - range.lowerBound) }
        var pinDay: Int?
        if let pin, !(0..<range.count).contains(pin.dayIndex), plan.days.indices.contains(range.lowerBound + pin.dayIndex) {
            pinDay = range.lowerBound + pin.dayIndex
        }
        return PageRead(days: range, wanted: wanted, hour: hour, pin: pin, pinDay: pinDay,
                        browsableDayCount: strip.days.count, then: then)
    }

    /// A page read (or not): the cursor on its day, the pin kept, then what
    /// the turn was for. Nothing else changes when the read failed.
    mutating func turned(_ read: PageRead, _ result: Result<Timeline, PageError>) -> [ViewerEffect] {
        if case .jump = read.then, state.mode == .profile { state.mode = .day }
        let next: Timeline
        switch result {
        case .success(let timeline): next = timeline
        case .failure(let error):
            if case .event(let event) = read.then { state.apply(event, in: page) }
            state.notice = "\(error)"
            return []
        }
        take(next)
        if holdsLastPage, let fed, let grown = page.appending(fed) { take(grown) }
        state.selection.pin = read.pin
        state.notice = nil
        state.helpVisible = false
        // The week view's last day is a day of the page left: the week ends on the cursor's day again.
        state.weekEnd = nil
        let index = read.wanted - read.days.lowerBound
        state.selection.cursor = HourMark(dayIndex: index, hour: min(read.hour, state.hourCount(of: index, in: next) - 1))
        switch read.then {
        case .event(.click):
            // A day clicked on the strip opens in the day view, as `ViewerState.clicked` opens one.
            state.mode = .day
        case .event(.follow):
            state.apply(.follow, in: page)
            backToLive(after: .follow)
        case .event where state.mode == .year:
            // Enter on a day of another page, as `ViewerState.appliedToYear` opens one of this page.
            state.mode = .day
            state.yearCursor = nil
        case .event:
            if state.dateEntry != nil {
                // A date typed after `g`, as `ViewerState.applyToDateEntry` goes to one.
                state.dateEntry = nil
                state.mode = .day
            }
        case .jump(let event, let target):
            state.selection.cursor.instant = event.extreme.time
            state.lastJump = JumpLanding(eventStart: event.start, cursor: state.selection.cursor)
            state.noticeForms = target.found(event, unit: state.unit, calendar: page.calendar)
        }
        return loopHistoryWanted
    }

    /// The day (of the plan's days) an event moves the cursor to, when it moves it to a day.
    private func dayWanted(by event: ViewerEvent, plan: PagePlan) -> StripDays.DayWithReadings {
        let here = page.dayOffset + state.selection.cursor.dayIndex
        if let text = state.dateEntry {
            guard event == .togglePin, case .success(let index) = plan.days.index(iso: text, in: plan.calendar) else {
                return .none
            }
            return .found(index)
        }
        if state.mode == .year {
            guard event == .togglePin, let day = state.yearCursor, case .success(let index) = plan.days.index(iso: day.isoDate, in: plan.calendar)
            else { return .none }
            return .found(index)
        }
        switch event {
        case .moveDay(let step): return .found(min(max(here + step, 0), plan.days.count - 1))
        case .moveToReadings(let step): return strip.dayWithReadings(after: here, forward: step > 0)
        case .firstDay: return .found(0)
        // `f` from an earlier page: the last page, then its newest reading.
        case .follow where state.following != nil: return .found(plan.days.count - 1)
        case .lastDay: return .found(plan.days.count - 1)
        case .click(let point): return state.stripDay(at: point, in: page).map { .found($0) } ?? .none
        default: return .none
        }
    }
}
