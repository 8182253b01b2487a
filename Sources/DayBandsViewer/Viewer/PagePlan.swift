import DayBandsRecords
import Foundation

/// How every day a store covers is browsed a page at a time: a page is the
/// window of days the viewer opens on (`DayWindow`, 31 by default), and only
/// its data is read and held, with the day either side (`readInterval`).
/// Browsing past a page's first or last day (a day or a week at a time, a
/// date typed beyond it, the first or last day of the data, a low or high
/// found on another page) reads the page that holds the day wanted. So what
/// the viewer holds depends on the page's length (and the pin's day, when it
/// is on another page), never on how much the store has. A value of the
/// `ViewerModel`: it reads nothing (`DayPages` does).
///
/// Pages line up with the first one shown, each as long as it (the ones at the
/// ends of the data start or end there, still full length when there are
/// enough days). A page is at most `longestPage` days when one is given (the
/// viewer's `DayPages.maximumPageDays`), so a longer window (`--days 3650`)
/// is browsed in pages of that length and memory stays bounded. The
/// statistics panel's window and the profile are those of the page on
/// screen (the panel says how many days); the overview strip shows every
/// day (`StripDays`). A window given with `--from` or `--to` bounds what is
/// browsed: nothing beyond it is read or shown.
public struct PagePlan: Hashable, Sendable {
    public let calendar: DayCalendar
    /// Every day that may be browsed: from the store's first record to its
    /// last (gaps included), or the days `--from`/`--to` give.
    public let days: [LocalDay]
    /// The first page: its days among `days`.
    public let first: ClosedRange<Int>
    /// How many days the window asked for has: more than a page when it was cut to `longestPage`.
    public let windowDays: Int
    /// Whether there are days beyond a page (browsing past it reads the next one).
    public let turns: Bool
    /// The most days one jump reads beyond the page before it stops and
    /// says how far it got: a year, 12 page reads of 31 days (figures in docs/PERFORMANCE.md).
    public var searchDays = 366

    /// The plan over the days of `span`, the first page chosen by `window`
    /// (its last days by default, or those from its `day`), at most `longestPage` days long.
    init(span: DateInterval, calendar: DayCalendar, window: DayWindow, defaultDays: Int?,
         longestPage: Int?) throws(PageError) {
        let all = calendar.days(from: span.start, through: span.end)
        let range: ClosedRange<Int>
        switch window.range(in: all, calendar: calendar, defaultDays: defaultDays) {
        case .success(let found): range = found
        case .failure(let error): throw PageError(problem: "\(error)")
        }
        let bounded = window.from != nil || window.to != nil
        let days = bounded ? Array(all[range]) : all
        var first = bounded ? 0...(range.count - 1) : range
        windowDays = first.count
        if let longestPage, first.count > longestPage {
            // The window's last days, or the page that starts on the day asked for.
            let wanted = window.day.flatMap { try? days.index(iso: $0, in: calendar).get() } ?? first.upperBound
            let lower = min(wanted, first.upperBound - longestPage + 1)
            first = lower...(lower + longestPage - 1)
        }
        self.first = first
        self.days = days
        self.calendar = calendar
        turns = first.count < days.count
    }

    /// What the status line says on opening: that the window asked for is
    /// browsed a page at a time, when it was cut (nil otherwise).
    public var openingNotice: String? {
        guard windowDays > first.count else { return nil }
        return "\(windowDays) days asked: \(first.count) are read at a time (the panel's column); stats counts all"
    }

    /// The days of the page that holds day `index` (of `days`).
    public func page(containing index: Int) -> ClosedRange<Int> {
        let length = first.count
        let steps = (index - first.lowerBound).floorDivided(by: length)
        let lower = max(0, min(first.lowerBound + steps * length, days.count - length))
        return lower...min(days.count - 1, lower + length - 1)
    }

    /// What a page's read covers: its days, the day either side, and what
    /// the curve joins to across their midnights (an event is told by the
    /// readings around it, `EventJump.margin`, and the overlay shows the first day's day before).
    func readInterval(of range: ClosedRange<Int>) -> DateInterval {
        let before = range.lowerBound > 0 ? days[range.lowerBound - 1] : days[range.lowerBound]
        let after = range.upperBound + 1 < days.count ? days[range.upperBound + 1] : days[range.upperBound]
        return DateInterval(start: before.interval.start.addingTimeInterval(-Cadence.longestJoin),
                            end: after.interval.end.addingTimeInterval(Cadence.longestJoin))
    }

    /// The day `day` of those browsed.
    subscript(_ day: BrowsableDay) -> LocalDay { days[day.number] }

    /// Whether `day` is one of those browsed.
    func holds(_ day: BrowsableDay) -> Bool { days.indices.contains(day.number) }

    /// The day browsed that holds `instant`, if any.
    func day(holding instant: Date) -> BrowsableDay? {
        let index = days.partitionIndex { $0.interval.end > instant }
        return days.indices.contains(index) ? BrowsableDay(index) : nil
    }

    /// The days a jump's search reads next from day `next` on in its
    /// direction: a page's length at most.
    func searchChunk(from next: BrowsableDay, forward: Bool) -> ClosedRange<BrowsableDay> {
        let last = BrowsableDay(days.count - 1)
        return forward ? next...min(next.advanced(by: first.count - 1), last)
                       : max(next.advanced(by: 1 - first.count), BrowsableDay(0))...next
    }
}

/// Days that cannot be found or read: a window option that does not fit the
/// data, or the store's own error.
public struct PageError: Error, CustomStringConvertible, Hashable, Sendable {
    public var problem: String
    public var description: String { problem }
}
