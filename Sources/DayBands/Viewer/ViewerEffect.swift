/// What an event asks of the days beyond the page, which `ViewerState.apply`
/// cannot read: the run loop (`DayPages.apply`) reads them and applies what
/// it found (`JumpSearched`). A value, so tests see what was asked.
public enum ViewerEffect: Hashable, Sendable {
    /// `n`/`N`, `]`/`[` found no such event on the page: search the days beyond it.
    case searchJump(EventJump, forward: Bool)
    /// `{`/`}` found no day with readings on the page that way: the strip's classes of the days beyond it say.
    case searchDayWithReadings(forward: Bool)
}

/// What a jump's search beyond the page found (`DayPages.searchBeyond`).
public enum JumpSearched: Hashable, Sendable {
    case found(GlucoseEvent)
    /// No such event before the data ends.
    case none
    /// `searchDays` read without one: the same key goes on from day `next`.
    case stopped(next: Int)
    /// The store could not be read.
    case failed(String)
}
