import DayBandsLive
import DayBandsRecords
import Foundation

/// What the `ViewerModel` asks for: it reads and rings nothing itself. The
/// run loop has `DayPages` perform each read (`perform`), and what it read
/// comes back as a `ViewerMessage`; an alarm is the terminal's. A value, so
/// tests see what was asked.
public enum ViewerEffect: Hashable, Sendable {
    /// A page of days (and the pin's day when it is on another), for a page turn.
    case readPage(PageRead)
    /// Days the overview strip shows (or `{`/`}` passes) and has not classed.
    case readStrip(StripRead)
    /// The days beyond the page, for a low or high the page does not have.
    case searchJump(JumpSearchRequest)
    /// The year view's outline (the data's span and empty years), or figures of its months on screen.
    case readYear(YearRequest)
    /// What repeats across the page's days (`Patterns`, from their day summaries), for the patterns view;
    /// with the readings a live feed brought to those days (`fed`), which the store does not hold.
    case readPatterns([LocalDay], fed: GlucoseData?)
    /// What the loop said over the page's days (`LoopHistory`), for a past hour's callout.
    case readLoopHistory(DateInterval)
    /// An alert's bell or desktop notification (`LiveStatus.tick`).
    case alarm(LiveAlarm)
}

/// What the year view asks of the store (`ViewerEffect.readYear`).
public enum YearRequest: Hashable, Sendable {
    /// The data's first and last day and its years without readings, when the view first opens.
    case outline
    /// The figures of months on screen not read yet, of the data's days.
    case months([YearMonth], within: ClosedRange<LocalDay>)
}

/// What an event asks of the days beyond the page, which
/// `ViewerState.apply` cannot see: the model turns it into an effect.
public enum BeyondPage: Hashable, Sendable {
    /// `n`/`N`, `]`/`[` found no such event on the page: search the days beyond it.
    case searchJump(EventJump, forward: Bool)
    /// The event's day is on another page: read it, then arrive there as the event does (`ViewerState.arrive`).
    case turn(to: BrowsableDay)
    /// `{`/`}` passes days the strip has not classed: this read classes them, then the key is applied again.
    case classify(StripRead)
}

/// What a jump's search beyond the page found (`DayPages.searchBeyond`).
public enum JumpSearched: Hashable, Sendable {
    case found(GlucoseEvent)
    /// No such event before the data ends.
    case none
    /// `searchDays` read without one: the same key goes on from day `next`.
    case stopped(next: BrowsableDay)
    /// The store could not be read.
    case failed(String)
}
