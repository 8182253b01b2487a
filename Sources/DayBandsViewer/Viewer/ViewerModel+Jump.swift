import DayBandsRecords
import Foundation

/// How far a jump's search beyond the page got without finding an event:
/// the same key pressed again from the same place goes on from there.
public struct JumpSearch: Hashable, Sendable {
    public var target: EventJump
    public var forward: Bool
    /// Where the search started (`ViewerState.jumpReference`).
    public var reference: Date
    /// The next day to search.
    public var next: BrowsableDay
}

/// `n`/`N`, `]`/`[` when the page shown has no such event: the days beyond
/// it searched (`DayPages.searchBeyond`, an effect), and what was found
/// applied in one place: the event's page read, the cursor on its extreme
/// reading, or the status line saying there is none (`no later low`), how
/// far the search got (the same key again goes on from there), or why the
/// store could not be read.
extension ViewerModel {
    /// The search a jump asks for: from the day past the page, or on from
    /// where the same key's last search stopped.
    mutating func jumpSearch(_ target: EventJump, forward: Bool) -> JumpSearchRequest {
        let reference = state.jumpReference(in: page)
        var next = page.browsable(forward ? page.days.count : -1)
        if let search = state.jumpSearch, search.target == target, search.forward == forward,
           search.reference == reference {
            next = search.next
        }
        state.jumpSearch = nil
        return JumpSearchRequest(target: target, forward: forward, reference: reference, from: next)
    }

    mutating func searched(_ request: JumpSearchRequest, _ outcome: JumpSearched) -> [ViewerEffect] {
        let target = request.target, forward = request.forward
        switch outcome {
        case .found(let event):
            guard let plan, let day = plan.day(holding: event.extreme.time) else { return [] }
            return [.readPage(pageRead(of: day, then: .jump(event, target), plan: plan))]
        case .none:
            state.notice = target.notFound(forward: forward, unit: state.unit)
        case .stopped(let next):
            // Only a plan's days are searched beyond the page.
            guard let plan else { return [] }
            state.jumpSearch = JumpSearch(target: target, forward: forward, reference: request.reference, next: next)
            state.notice = target.notFound(forward: forward, unit: state.unit)
                + (forward ? " up to \(plan[next.advanced(by: -1)].isoDate)" : " back to \(plan[next.advanced(by: 1)].isoDate)")
                + ": \(target.key(forward: forward)) searches on"
        case .failed(let problem):
            state.notice = problem
        }
        return []
    }
}
