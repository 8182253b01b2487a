import DayBandsChart
import DayBandsRecords
import Foundation

/// What the chart area shows: one day, the profile of all days folded onto
/// 24 hours (AGP), a week of days stacked as small charts, or the history
/// as a calendar (`YearScene`), or the page's days by hour of the day with
/// what repeats across them (`PatternsScene`).
public enum ViewMode: Hashable, Sendable {
    case day
    case profile
    case week
    case year
    case patterns
}

/// The whole state of the viewer. It changes only in `apply`, a pure function of
/// the event and the timeline; what the screen shows is derived from it.
public struct ViewerState: Hashable, Sendable {
    public var selection: Selection
    public var size: Size
    public var unit: GlucoseUnit = .mgdl
    public var mode: ViewMode = .day
    public var helpVisible = false
    /// The help's first line shown, when it is taller than the screen (`scrolledHelp`).
    public var helpTop = 0
    /// `o`: another day's curve over the day chart (`DayOverlay`).
    public var overlay = false
    /// The statistics panel: nil follows the screen (shown when it fits beside
    /// the chart), true or false once the user has chosen with `s`.
    public var statisticsChoice: Bool?
    /// The date being typed after `g`, or nil.
    public var dateEntry: String?
    /// A one-line message for the status line until the next event, in its
    /// forms longest first: the status line shows the longest that fits
    /// whole (`StatusLine.noticeText`). Empty: none.
    public var noticeForms: [String] = []
    /// The notice's longest form; setting it sets the notice in one form.
    public var notice: String? {
        get { noticeForms.first }
        set { noticeForms = newValue.map { [$0] } ?? [] }
    }
    public var quitRequested = false
    /// Opened from the list of people (`PeopleModel`): Esc with no pin goes back to it.
    public var listed = false
    /// Esc asked for the list again (`listed`).
    public var backRequested = false
    /// The last jump's event and where it put the cursor: the next jump goes
    /// on from the event's start while the cursor stays there.
    public var lastJump: JumpLanding?
    /// How far the last jump searched beyond the page without finding (`ViewerModel`).
    public var jumpSearch: JumpSearch?
    /// The last day the week view shows; nil ends the week on the cursor's
    /// day. Up and Down move the cursor's day (the highlighted one) inside
    /// the week, which scrolls when the cursor leaves it.
    public var weekEnd: Int?
    /// `--follow`: whether the cursor follows the newest reading (`f`);
    /// nil when there is nothing to follow.
    public var following: Bool?
    /// Whether the live row (the glucose now) is on top of the day and profile views.
    public var liveRow = false
    /// The trailing window the day view shows while the data is live
    /// (`ViewerState+Live`); nil: the cursor's calendar day.
    public var liveWindow: LiveWindow?
    /// The live window's length chosen (`x`/`X`, the config file's `window`); nil: by the screen's width.
    public var liveHours: Int?
    /// `F`: all of oref's predicted curves in the live window, not only the one it follows.
    public var allForecasts = false
    /// The year view's cursor (`ViewerState+Year`): a day of all that may be browsed.
    public var yearCursor: LocalDay?
    /// The patterns view's cursor (`ViewerState+Patterns`): a cell of the page's days by clock hour.
    public var patternCell: PatternCell?

    public init(selection: Selection, size: Size) {
        self.selection = selection
        self.size = size
    }

    public var statisticsVisible: Bool {
        statisticsChoice ?? (size.columns >= ChartLayout.sidePanelMinimumColumns)
    }

    /// The state a viewer opens in: the given day (default the last), at the
    /// given hour; with none, on the day's newest reading (at noon on a day without).
    public static func opening(_ timeline: Timeline, dayIndex: Int? = nil, hour: Int? = nil, size: Size) -> ViewerState {
        let index = min(max(dayIndex ?? timeline.days.count - 1, 0), timeline.days.count - 1)
        let day = timeline.days[index]
        let cursor: HourMark
        if hour == nil, let newest = timeline.data.readings(in: day.interval).last {
            cursor = HourMark(dayIndex: index, instant: newest.time, on: day)
        } else {
            cursor = HourMark(dayIndex: index, hour: min(max(hour ?? 12, 0), day.hourCount - 1))
        }
        return ViewerState(selection: Selection(cursor: cursor), size: size)
    }

    /// Applies an event; returns what it asks of the days beyond the page
    /// (nothing for a timeline of all the days, which has none). `days`: all
    /// the days that may be browsed, classed where known (the model's strip);
    /// without it, the page's own days and what they say of the rest.
    @discardableResult
    public mutating func apply(_ event: ViewerEvent, in timeline: Timeline, days: StripDays? = nil) -> [BeyondPage] {
        notice = nil
        if case .resize(let newSize) = event {
            size = newSize
            if liveHours == nil { liveWindow?.hours = LiveWindow.defaultHours(columns: size.columns) }
            keepWeek(in: timeline)
            return []
        }
        if event == .interrupt {
            quitRequested = true
            return []
        }
        if leavesLiveWindow(event, in: timeline) { liveWindow = nil }
        // While the prompt is open every other key belongs to it: `q` typed
        // after `g 2026` must not throw the viewer away.
        if dateEntry == nil {
            if event == .quit {
                quitRequested = true
                return []
            }
            if helpVisible, takenByHelp(event) { return [] }
        }
        if let wanted = dayWanted(by: event, in: timeline, days: { days ?? StripDays(page: timeline) }) {
            return go(wanted, by: event, in: timeline)
        }
        if dateEntry != nil {
            applyToDateEntry(event)
            return []
        }
        return appliedToYear(event, in: timeline) ?? appliedToPatterns(event, in: timeline) ?? applyKey(event, in: timeline)
    }

    /// A key (or click) with the prompt and the help closed.
    private mutating func applyKey(_ event: ViewerEvent, in timeline: Timeline) -> [BeyondPage] {
        if applyToggle(event, in: timeline) {
            keepWeek(in: timeline)
            return []
        }
        if let asks = appliedToLive(event, in: timeline) { return asks }
        var effects: [BeyondPage] = []
        var cursor = selection.cursor
        let hours = hourCount(of: cursor.dayIndex, in: timeline)
        switch event {
        case .moveHour(let step):
            cursor = mode == .profile ? steppedHour(cursor, by: step, hours: hours, in: timeline)
                                      : steppedStop(cursor, by: step, in: timeline)
        case .moveReading(let step):
            cursor = mode == .profile ? steppedHour(cursor, by: step, hours: hours, in: timeline)
                                      : steppedReading(cursor, by: step, in: timeline)
        case .firstHour:
            cursor = HourMark(dayIndex: cursor.dayIndex, hour: 0)
        case .lastHour:
            cursor = HourMark(dayIndex: cursor.dayIndex, hour: hours - 1)
        case .jump(let target, let forward):
            if let found = jumped(to: target, forward: forward, in: timeline) { cursor = found } else {
                effects.append(.searchJump(target, forward: forward)) }
        case .toggleProfile:
            mode = mode == .profile ? .day : .profile
            // The profile has no readings: its cursor is on whole hours.
            cursor = HourMark(dayIndex: cursor.dayIndex, hour: min(cursor.hour, hourCount(of: cursor.dayIndex, in: timeline) - 1))
        case .toggleWeek:
            // The week opens ending on the current day.
            mode = mode == .week ? .day : .week
            weekEnd = nil
            cursor.hour = min(cursor.hour, hourCount(of: cursor.dayIndex, in: timeline) - 1)
        case .click(let point):
            cursor = clicked(point, cursor: cursor, fine: false, in: timeline)
        case .clickReading(let point):
            cursor = clicked(point, cursor: cursor, fine: true, in: timeline)
        default:
            break
        }
        leaveLiveWindow(ifOutside: cursor, in: timeline)
        selection.cursor = followed(event, cursor: cursor, in: timeline)
        keepWeek(in: timeline)
        return effects
    }

    /// A key that shows, hides or chooses something and leaves the cursor
    /// where it is; false for any other.
    private mutating func applyToggle(_ event: ViewerEvent, in timeline: Timeline) -> Bool {
        switch event {
        case .toggleOverlay:
            overlay.toggle()
            if overlay { noticeForms = mode == .day ? overlayNotice(in: timeline) : ["overlay: shown in the day view"] }
        case .toggleForecasts:
            allForecasts.toggle()
            noticeForms = liveWindow == nil
                ? ["F: the forecast's curves, in the live window (f shows it)", "F: forecast curves, in the live window (f)",
                   "F: curves in the live window (f)"]
                : [allForecasts ? "forecast: every curve the loop predicts" : "forecast: the curve the loop follows"]
        case .togglePin:
            // A pin is an hour of a day; the profile has no days.
            if mode != .profile { selection.togglePin() }
        case .clearPin:
            if listed, selection.pin == nil { backRequested = true }
            selection.pin = nil
        case .toggleHelp:
            helpVisible = true
        case .toggleUnit:
            unit = unit == .mgdl ? .mmol : .mgdl
        case .toggleStatistics:
            statisticsChoice = !statisticsVisible
        case .startDateEntry:
            dateEntry = ""
        case .zoomLive(let step):
            zoomLive(step)
        default:
            return false
        }
        return true
    }

    /// The days the week view shows: up to a week (as many as the screen
    /// fits) ending on `weekEnd`, moved as little as keeps the cursor's day
    /// in it, and inside the data; nil below the minimum size.
    public func weekDays(in timeline: Timeline) -> Range<Int>? {
        guard let layout = WeekLayout(size: size, dayCount: timeline.days.count) else { return nil }
        let count = layout.tiles.count
        let day = selection.cursor.dayIndex
        let end = clamp(clamp(weekEnd ?? day, day, day + count - 1), count - 1, timeline.days.count - 1)
        return (end - count + 1)..<(end + 1)
    }

    /// Holds the week where it is shown, so that it scrolls only when the
    /// cursor leaves it.
    mutating func keepWeek(in timeline: Timeline) {
        guard mode == .week, let days = weekDays(in: timeline) else { return }
        weekEnd = days.upperBound - 1
    }

    /// What `o` shows, when the status line's own label does not say it all:
    /// that there is no other day yet, or how two days of different lengths
    /// share the clock.
    private func overlayNotice(in timeline: Timeline) -> [String] {
        guard let other = DayOverlay.dayIndex(for: selection, in: timeline).flatMap({ timeline.day(at: $0) }) else {
            return ["overlay: no day before this one; pin an hour on another day or go to a later day",
                    "overlay: no day before this one; pin another day", "overlay: no day before this one"]
        }
        let day = timeline.days[selection.cursor.dayIndex], overlaid = other.day
        return DayOverlay.clockNote(day: day, other: overlaid).map {
            ["overlay \(timeline.calendar.dayText(overlaid)) (\(overlaid.hourCount) h) by clock time: \($0)"]
        } ?? []
    }

    /// Hours on the x axis: the day's own (23, 24 or 25), or 24 in the profile.
    func hourCount(of dayIndex: Int, in timeline: Timeline) -> Int {
        mode == .profile ? 24 : timeline.days[dayIndex].hourCount
    }

    func moved(_ cursor: HourMark, toDay index: Int, in timeline: Timeline) -> HourMark {
        let day = clamp(index, 0, timeline.days.count - 1)
        return HourMark(dayIndex: day, hour: min(cursor.hour, hourCount(of: day, in: timeline) - 1))
    }

    /// A key typed into the date prompt (Enter is a move among the days, `dayWanted`).
    private mutating func applyToDateEntry(_ event: ViewerEvent) {
        guard let text = dateEntry else { return }
        switch event {
        case .character(let character) where (character.isASCII && character.isNumber) || character == "-":
            if text.count < 10 { dateEntry = text + String(character) }
        case .erase:
            dateEntry = String(text.dropLast())
        case .clearPin:
            dateEntry = nil
        default:
            break
        }
    }
}
