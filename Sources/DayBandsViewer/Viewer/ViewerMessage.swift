import DayBandsRecords
import DayBandsSources
import Foundation

/// Everything that reaches the `ViewerModel`: what the user did, what an
/// effect read, what the live feed brought. `ViewerModel.update` applies one.
public enum ViewerMessage: Sendable {
    /// A key, click, resize or signal, translated by the front end.
    case event(ViewerEvent)
    /// A page asked for by `ViewerEffect.readPage`, or why it could not be read.
    case pageRead(PageRead, Result<Timeline, PageError>)
    /// Days the strip asked for (`ViewerEffect.readStrip`), or why they could not be read.
    case stripRead(StripRead, Result<GlucoseData, PageError>)
    /// How a jump's search beyond the page ended.
    case jumpSearched(JumpSearchRequest, JumpSearched)
    /// What the loop said over an interval (`ViewerEffect.readLoopHistory`), or why it could not be read.
    case loopHistoryRead(DateInterval, Result<[LoopMoment], PageError>)
    /// What a `--follow` poll brought, and the feed's word on it.
    case liveRead(LiveRead)
    /// The run loop's clock: the live row's age, the alerts' turn.
    case tick(Date)
    /// What the year view asked for (`ViewerEffect.readYear`).
    case yearRead(YearRead)
    /// What the patterns view asked for (`ViewerEffect.readPatterns`).
    case patternsRead(PatternsRead)
    /// An alert of another person followed (the list's, while this
    /// person's screen is shown), said on the status line.
    case elsewhere(String)
    /// Where the frame drawn put the cursor's box (`Scene.calloutPlace`).
    case drawn(CalloutPlace?)
}

/// A page to read, and what to do once it is read.
public struct PageRead: Hashable, Sendable {
    /// The page's days (of `PagePlan.days`).
    public var days: ClosedRange<Int>
    /// The day the cursor goes to.
    public var wanted: BrowsableDay
    /// The pin, counted from the new page's first day.
    public var pin: HourMark?
    /// The pin's day when it is on another page: read and held with it.
    public var pinDay: BrowsableDay?
    /// How many days may be browsed (a live feed adds some).
    public var browsableDayCount: Int
    public var then: PageTurn
}

/// Why a page is read: an event's day is on it, or a jump's event.
public enum PageTurn: Hashable, Sendable {
    case event(ViewerEvent)
    case jump(GlucoseEvent, EventJump)
}

/// Days the strip classes from one read (`StripDays.read(around:)`).
public struct StripRead: Hashable, Sendable {
    /// Of `StripDays.days`.
    public var days: Range<Int>
    public var interval: DateInterval
    /// Whether the read may be kept for a page turn (`DayPages`): not the last day's page, which a live feed grows.
    public var keep: Bool
    /// `{`/`}` waiting for these days' classes: applied again once they are known.
    public var retry: ViewerEvent?
}

/// A jump's search beyond the page: from day `from` on.
public struct JumpSearchRequest: Hashable, Sendable {
    public var target: EventJump
    public var forward: Bool
    /// Where the search started (`ViewerState.jumpReference`).
    public var reference: Date
    public var from: BrowsableDay
}

/// A patterns read's result: the days read, and what repeats across them or why they could not be read.
public struct PatternsRead: Sendable {
    public var days: [LocalDay]
    public var found: Result<Patterns, PageError>

    public init(days: [LocalDay], found: Result<Patterns, PageError>) {
        self.days = days
        self.found = found
    }
}

/// A year read's result: the outline, or months' figures (with why the
/// first month that could not be read was not).
public enum YearRead: Sendable {
    case outline(Result<YearSummaries, PageError>)
    case months([YearMonth: YearMonthFigures], failure: String?)
}
