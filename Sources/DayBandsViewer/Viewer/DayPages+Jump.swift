import DayBandsRecords
import Foundation

extension DayPages {
    /// A jump's search beyond the page (`ViewerEffect.searchJump`): reads
    /// the days from `start` on in the jump's direction, a page's length at
    /// a time, until an event starts on them, the data ends, or
    /// `searchDays` days have been read.
    func searchBeyond(_ target: EventJump, forward: Bool, from start: BrowsableDay) -> JumpSearched {
        var next = start, searched = 0
        while plan.holds(next) {
            if searched >= searchDays { return .stopped(next: next) }
            let chunk = plan.searchChunk(from: next, forward: forward)
            let interval = DateInterval(start: plan[chunk.lowerBound].interval.start, end: plan[chunk.upperBound].interval.end)
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
            next = forward ? chunk.upperBound.advanced(by: 1) : chunk.lowerBound.advanced(by: -1)
        }
        return .none
    }
}
