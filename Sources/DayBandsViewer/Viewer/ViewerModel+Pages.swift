import DayBandsRecords
import Foundation

/// Events that lead beyond the page: `ViewerState.apply` decides the day an
/// event wants (`ViewerState+Days`); when another page holds it, that page
/// is asked for (`readPage`) and, once read, the state arrives on the day as
/// the event would have on this page (`ViewerState.arrive`).
extension ViewerModel {
    /// An event: `ViewerState.apply` on the page, with the strip's days;
    /// what it asks beyond the page becomes the effects that read it.
    mutating func apply(_ event: ViewerEvent) -> [ViewerEffect] {
        state.apply(event, in: page, days: strip).flatMap { ask -> [ViewerEffect] in
            switch ask {
            case .turn(let day):
                guard let plan else { return [] }
                return [.readPage(pageRead(of: day, then: .event(event), plan: plan))]
            case .classify(var read):
                read.retry = event
                return [.readStrip(read)]
            case .searchJump(let target, let forward):
                // A timeline of every day has nothing beyond it: the state said so.
                return plan == nil ? [] : [.searchJump(jumpSearch(target, forward: forward))]
            }
        }
    }

    /// The page that holds day `wanted`, with the pin's day when it is on
    /// another page, so that the pin's reading, `Δ pin` and the overlay of
    /// its day stay true.
    func pageRead(of wanted: BrowsableDay, then: PageTurn, plan: PagePlan) -> PageRead {
        let range = plan.page(containing: wanted.number)
        let pinned = state.selection.pin.map { (mark: $0, day: page.browsable($0.dayIndex)) }
        let pin = pinned.map { $0.mark.renumbered($0.day.number - range.lowerBound) }
        let pinDay = pinned.map(\.day).flatMap { range.contains($0.number) || !plan.days.indices.contains($0.number) ? nil : $0 }
        return PageRead(days: range, wanted: wanted, pin: pin, pinDay: pinDay, browsableDayCount: strip.days.count, then: then)
    }

    /// A page read (or not): the cursor on its day, the pin kept, then what
    /// the turn was for. When the read failed, the cursor goes as far toward
    /// the day as this page allows, and the status line says why.
    mutating func turned(_ read: PageRead, _ result: Result<Timeline, PageError>) -> [ViewerEffect] {
        if case .jump = read.then, state.mode == .profile { state.mode = .day }
        let next: Timeline
        switch result {
        case .success(let timeline): next = timeline
        case .failure(let error):
            if case .event(let event) = read.then {
                state.arrive(at: clamp(read.wanted.number - page.dayOffset, 0, page.days.count - 1), by: event, in: page)
            }
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
        let index = page.pageIndex(of: read.wanted) ?? clamp(read.wanted.number - page.dayOffset, 0, page.days.count - 1)
        switch read.then {
        case .event(let event):
            state.arrive(at: index, by: event, in: page)
            backToLive(after: event)
        case .jump(let event, let target):
            state.selection.cursor = HourMark(dayIndex: index, instant: event.extreme.time, on: page.days[index])
            state.lastJump = JumpLanding(eventStart: event.start, cursor: state.selection.cursor)
            state.noticeForms = target.found(event, unit: state.unit, calendar: page.calendar)
        }
        return loopHistoryWanted
    }
}
