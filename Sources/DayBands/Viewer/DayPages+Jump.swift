import Foundation

/// How far a jump's search beyond the page got without finding an event:
/// the same key pressed again from the same place goes on from there.
public struct JumpSearch: Hashable, Sendable {
    public var target: EventJump
    public var forward: Bool
    /// Where the search started (`ViewerState.jumpReference`).
    public var reference: Date
    /// The next day to search, of `DayPages.days`.
    public var next: Int
}

extension DayPages {
    /// `n`/`N`, `]`/`[` when the page shown has no such event: the days
    /// beyond it searched (`searchBeyond`), and what was found applied: the
    /// event's page returned, the cursor on its extreme reading, or the
    /// status line saying there is none (`no later low`), how far the
    /// search got (the same key again goes on from there), or why the store
    /// could not be read.
    func jumpBeyond(_ target: EventJump, forward: Bool, state: inout ViewerState, on timeline: Timeline,
                    offset: Int) -> Timeline? {
        let reference = state.jumpReference(in: timeline)
        var next = forward ? offset + timeline.days.count : offset - 1
        if let search = state.jumpSearch, search.target == target, search.forward == forward,
           search.reference == reference {
            next = search.next
        }
        state.jumpSearch = nil
        switch searchBeyond(target, forward: forward, from: next) {
        case .found(let event):
            return turn(to: event, target: target, state: &state, from: timeline, offset: offset)
        case .none:
            state.notice = target.notFound(forward: forward, unit: state.unit)
        case .stopped(let next):
            state.jumpSearch = JumpSearch(target: target, forward: forward, reference: reference, next: next)
            state.notice = target.notFound(forward: forward, unit: state.unit)
                + (forward ? " up to \(days[next - 1].isoDate)" : " back to \(days[next + 1].isoDate)")
                + ": \(target.key(forward: forward)) searches on"
        case .failed(let problem):
            state.notice = problem
        }
        return nil
    }

    /// Reads the days from `next` on in the jump's direction, a page's
    /// length at a time, until an event starts on them, the data ends, or
    /// `searchDays` days have been read.
    func searchBeyond(_ target: EventJump, forward: Bool, from start: Int) -> JumpSearched {
        var next = start, searched = 0
        while days.indices.contains(next) {
            if searched >= searchDays { return .stopped(next: next) }
            let chunk = forward ? next...min(next + first.count - 1, days.count - 1) : max(next - first.count + 1, 0)...next
            let interval = DateInterval(start: days[chunk.lowerBound].interval.start, end: days[chunk.upperBound].interval.end)
            let events: [GlucoseEvent]
            do {
                let read = DateInterval(start: interval.start.addingTimeInterval(-EventJump.margin),
                                        end: interval.end.addingTimeInterval(EventJump.margin))
                events = target.events(in: try store.data(in: read), startingIn: interval)
            } catch {
                return .failed("\(error)")
            }
            if let event = forward ? events.first : events.last { return .found(event) }
            searched += chunk.count
            next = forward ? chunk.upperBound + 1 : chunk.lowerBound - 1
        }
        return .none
    }

    /// The page of `event`'s extreme reading, with the cursor on it and the
    /// status line saying what was found (as a jump on the page does).
    private func turn(to event: GlucoseEvent, target: EventJump, state: inout ViewerState, from timeline: Timeline,
                      offset: Int) -> Timeline? {
        let extreme = event.extreme.time
        let index = days.partitionIndex { $0.interval.end > extreme }
        guard days.indices.contains(index) else { return nil }
        if state.mode == .profile { state.mode = .day }
        let mark = HourMark(dayIndex: index, instant: extreme, on: days[index])
        let next: Timeline
        do {
            next = try turn(to: index, hour: mark.hour, state: &state, from: timeline, offset: offset)
        } catch {
            state.notice = "\(error)"
            return nil
        }
        state.selection.cursor.instant = extreme
        state.lastJump = JumpLanding(eventStart: event.start, cursor: state.selection.cursor)
        state.notice = target.found(event, unit: state.unit, calendar: calendar)
        return next
    }
}
