import Foundation

/// Every day a store covers, browsed a page at a time: a page is the window of
/// days the viewer opens on (`DayWindow`, 31 by default), and only its data is
/// read and held, with the day either side (`timeline(of:)`). Browsing
/// past a page's first or last day (a day or a week at a time, a date typed
/// beyond it, the first or last day of the data, a low or high found on
/// another page) reads the page that holds the day wanted. So what the
/// viewer holds depends on the page's length (and the pin's day, when it
/// is on another page), never on how much the store has. Jumps to lows
/// and highs search the page, then the store beyond it (`jumpBeyond`).
///
/// Pages line up with the first one shown, each as long as it (the ones at the
/// ends of the data start or end there, still full length when there are
/// enough days). A page is at most `longestPage` days when one is given (the
/// viewer's `maximumPageDays`), so a longer window (`--days 3650`) is browsed
/// in pages of that length and memory stays bounded. The statistics panel's
/// window and the profile are those of the page on screen (the panel says
/// how many days); the overview strip shows every day (`summaries`), and a
/// click on one beyond the page reads its page. A window given with `--from`
/// or `--to` bounds what is browsed: nothing beyond it is read or shown.
public struct DayPages {
    /// The longest page the viewer holds: 90 days (a clinic's quarter) are
    /// 25,920 readings at 5 minutes, 129,600 at 1.
    public static let maximumPageDays = 90

    public let store: any DayStore
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
    /// says how far it got: a year, 12 page reads of 31 days (0.06 s in a
    /// release build, 0.36 s in a debug one, on ten years in the archive).
    public var searchDays = 366
    /// The overview strip's class of each of `days`.
    public let summaries: DaySummaries

    /// The pages of a store, the first one chosen by `window` (its last days
    /// by default, or those from its `day`), at most `longestPage` days long;
    /// nil when the store has no readings.
    public init?(store: any DayStore, calendar: DayCalendar, window: DayWindow,
                 defaultDays: Int?, longestPage: Int? = nil) throws(PageError) {
        let span: DateInterval?
        do { span = try store.span() } catch { throw PageError(problem: "\(error)") }
        guard let span else { return nil }
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
        self.store = store
        self.calendar = calendar
        turns = first.count < days.count
        summaries = DaySummaries(store: store, days: days, chunk: first.count)
        if turns {
            summaries.pageRead = { [first] index in
                let page = Self.page(containing: index, first: first, dayCount: days.count)
                return (page, Self.readInterval(of: page, in: days))
            }
        }
    }

    /// What the status line says on opening: that the window asked for is
    /// browsed a page at a time, when it was cut (nil otherwise).
    public var openingNotice: String? {
        guard windowDays > first.count else { return nil }
        return "\(windowDays) days asked: \(first.count) are read at a time (the panel's column); stats counts all"
    }

    /// The days of the page that holds day `index` (of `days`).
    public func page(containing index: Int) -> ClosedRange<Int> {
        Self.page(containing: index, first: first, dayCount: days.count)
    }

    private static func page(containing index: Int, first: ClosedRange<Int>, dayCount: Int) -> ClosedRange<Int> {
        let length = first.count
        let steps = (index - first.lowerBound).floorDivided(by: length)
        let lower = max(0, min(first.lowerBound + steps * length, dayCount - length))
        return lower...min(dayCount - 1, lower + length - 1)
    }

    /// What a page's read covers: its days, the day either side, and what
    /// the curve joins to across their midnights.
    private static func readInterval(of range: ClosedRange<Int>, in days: [LocalDay]) -> DateInterval {
        let before = range.lowerBound > 0 ? days[range.lowerBound - 1] : days[range.lowerBound]
        let after = range.upperBound + 1 < days.count ? days[range.upperBound + 1] : days[range.upperBound]
        return DateInterval(start: before.interval.start.addingTimeInterval(-Cadence.longestJoin),
                            end: after.interval.end.addingTimeInterval(Cadence.longestJoin))
    }

    /// The timeline of some days, with their data read from the store: and
    /// the day either side of them, for the overlay of the first day's day
    /// before and for the jumps (an event is told by the readings around
    /// it, `EventJump.margin`), each with what its curve joins to across midnight.
    public func timeline(of range: ClosedRange<Int>) throws(PageError) -> Timeline {
        let shown = Array(days[range])
        let before = range.lowerBound > 0 ? days[range.lowerBound - 1] : nil
        let interval = Self.readInterval(of: range, in: days)
        do {
            // The strip may have read this page already, running ahead of the cursor.
            let data = try summaries.takeRead(interval) ?? store.data(in: interval)
            return Timeline(data: data, calendar: calendar, days: shown,
                            dayOffset: range.lowerBound,
                            browsableDayCount: summaries.days.count, dayBefore: before)
        } catch {
            throw PageError(problem: "\(error)")
        }
    }

    /// Where `timeline`'s first day is among `days`, or nil when it is not one of them.
    func offset(of timeline: Timeline) -> Int? {
        let start = timeline.days[0].interval.start
        let index = days.partitionIndex { $0.interval.start >= start }
        return index < days.count && days[index].interval.start == start ? index : nil
    }

    /// Applies an event as the run loop does: `ViewerState.apply` on the page
    /// shown, unless the day it leads to is on another page; then that page is
    /// read and returned, with the cursor on the day (at the same hour where
    /// the day has it). A jump that finds nothing on the page searches the
    /// pages beyond it (`jumpBeyond`). When the page cannot be read, the
    /// event is applied on the page shown and the status line says why.
    public func apply(_ event: ViewerEvent, to state: inout ViewerState, on timeline: Timeline) -> Timeline? {
        let typed = state.dateEntry
        guard turns, let offset = offset(of: timeline), let wanted = dayWanted(by: event, state: state, offset: offset, timeline: timeline),
              !(offset..<(offset + timeline.days.count)).contains(wanted)
        else {
            let effects = state.apply(event, in: timeline)
            // A date beyond every page: the message names the whole data's days, not the page's.
            if turns, event == .togglePin, let typed, case .failure(let error) = days.index(iso: typed, in: calendar) {
                state.notice = "\(error)"
            }
            guard turns, let offset = offset(of: timeline) else { return nil }
            return effects.reduce(nil) { $0 ?? perform($1, state: &state, on: timeline, offset: offset) }
        }
        do {
            let next = try turn(to: wanted, hour: state.selection.cursor.hour, state: &state, from: timeline, offset: offset)
            if case .click = event {
                // A day clicked on the strip opens in the day view, as `ViewerState.clicked` opens one.
                state.mode = .day
            } else if state.mode == .year {
                // Enter on a day of another page, as `ViewerState.appliedToYear` opens one of this page.
                state.mode = .day
                state.yearCursor = nil
            } else if state.dateEntry != nil {
                // A date typed after `g`, as `ViewerState.applyToDateEntry` goes to one.
                state.dateEntry = nil
                state.mode = .day
            }
            return next
        } catch {
            state.apply(event, in: timeline)
            state.notice = "\(error)"
            return nil
        }
    }

    /// What the page could not do, done with the days beyond it: a page
    /// when the state moves to one.
    private func perform(_ effect: ViewerEffect, state: inout ViewerState, on timeline: Timeline,
                         offset: Int) -> Timeline? {
        switch effect {
        case .searchJump(let target, let forward):
            return jumpBeyond(target, forward: forward, state: &state, on: timeline, offset: offset)
        case .searchDayWithReadings:
            // The strip's classes found none beyond the page either (else the page was turned).
            if let failure = summaries.failure { state.notice = "days beyond this page could not be read: \(failure)" }
            return nil
        }
    }

    /// Reads the page that holds day `wanted` (of `days`) and puts the cursor
    /// on it, at `hour` where the day has it. The pin keeps its day and hour:
    /// when that day is on another page, it is read too and held with the
    /// page (`Timeline.pinnedDay`), so the pin's reading, `Δ pin` and the
    /// overlay of its day stay true. Nothing changes when a read fails.
    func turn(to wanted: Int, hour: Int, state: inout ViewerState, from timeline: Timeline,
              offset: Int) throws(PageError) -> Timeline {
        let range = page(containing: wanted)
        var next = try self.timeline(of: range)
        let pin = state.selection.pin.map { $0.renumbered(offset + $0.dayIndex - range.lowerBound) }
        if let pin, !next.days.indices.contains(pin.dayIndex), days.indices.contains(range.lowerBound + pin.dayIndex) {
            let day = try self.timeline(of: (range.lowerBound + pin.dayIndex)...(range.lowerBound + pin.dayIndex))
            next = next.holding(PinnedDay(index: pin.dayIndex, day: day.days[0], data: day.data))
        }
        state.selection.pin = pin
        state.notice = nil
        state.helpVisible = false
        // The week view's last day is a day of the page left: the week ends on the cursor's day again.
        state.weekEnd = nil
        let index = wanted - range.lowerBound
        state.selection.cursor = HourMark(dayIndex: index, hour: min(hour, state.hourCount(of: index, in: next) - 1))
        return next
    }

    /// The day (of `days`) an event moves the cursor to, when it moves it to a day.
    private func dayWanted(by event: ViewerEvent, state: ViewerState, offset: Int, timeline: Timeline) -> Int? {
        if let text = state.dateEntry {
            guard event == .togglePin, case .success(let index) = days.index(iso: text, in: calendar) else { return nil }
            return index
        }
        if state.mode == .year {
            guard event == .togglePin, let day = state.yearCursor, case .success(let index) = days.index(iso: day.isoDate, in: calendar)
            else { return nil }
            return index
        }
        switch event {
        case .moveDay(let step):
            return min(max(offset + state.selection.cursor.dayIndex + step, 0), days.count - 1)
        case .moveToReadings(let step):
            return summaries.dayWithReadings(after: offset + state.selection.cursor.dayIndex, forward: step > 0)
        case .firstDay:
            return 0
        case .lastDay:
            return days.count - 1
        case .click(let point):
            return state.stripDay(at: point, in: timeline)
        default:
            return nil
        }
    }
}

/// Days that cannot be found or read: a window option that does not fit the
/// data, or the store's own error.
public struct PageError: Error, CustomStringConvertible, Sendable {
    public var problem: String
    public var description: String { problem }
}
