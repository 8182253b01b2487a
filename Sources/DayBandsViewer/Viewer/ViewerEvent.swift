import DayBandsChart
/// Everything that can happen to the viewer, already translated from keys,
/// mouse and signals by the front end.
public enum ViewerEvent: Hashable, Sendable {
    case moveHour(Int)
    /// Shift+Left/Right, `,`/`.`: to the previous or next reading of the day
    /// (the fine step; the hour keys snap to whole hours again).
    case moveReading(Int)
    case firstHour
    case lastHour
    case moveDay(Int)
    /// `{`/`}`: to the previous or next day that has readings, keeping the
    /// hour (an archive of imports years apart is mostly empty days).
    case moveToReadings(Int)
    case firstDay
    case lastDay
    /// `f` (End on the last day too, while following is possible): the
    /// cursor on the newest reading, following it as readings come.
    case follow
    /// `x`/`X`: the live window's next longer or shorter length (`LiveWindow.lengths`).
    case zoomLive(Int)
    /// `z`: the alerts silenced for a while (the run loop knows the clock).
    case snooze
    /// `n`/`N`, `]`/`[`: to the start of the next or previous low or high.
    case jump(EventJump, forward: Bool)
    /// `o`: another day's curve over this one (the pin's day, else the day before).
    case toggleOverlay
    /// `F`: all of oref's predicted curves in the live window, or the one it follows.
    case toggleForecasts
    case togglePin
    case clearPin
    case toggleHelp
    case toggleUnit
    case toggleStatistics
    case toggleProfile
    /// `w`: the week view, or back to the day.
    case toggleWeek
    /// `y`: the year view, or back from it.
    case toggleYear
    /// `P`: the patterns of the page's days (the heat map and what repeats), or back from them.
    case togglePatterns
    /// `g`: start typing a date to go to.
    case startDateEntry
    /// A printable key with no binding of its own (typed into a prompt).
    case character(Character)
    /// Backspace.
    case erase
    /// A mouse click at a screen position.
    case click(Point)
    /// A click with a modifier: the reading nearest the point, pinned.
    case clickReading(Point)
    case resize(Size)
    /// A key with no binding: it only closes the help.
    case otherKey
    /// `q`: quits, except while a prompt is open (it is a key typed there).
    case quit
    /// Ctrl-C: quits whatever is open.
    case interrupt
}
