import Foundation

/// What the chart area shows: one day, the profile of all days folded onto
/// 24 hours (AGP), or a week of days stacked as small charts.
public enum ViewMode: Hashable, Sendable {
    case day
    case profile
    case week
}

/// The whole state of the viewer. It changes only in `apply`, a pure function of
/// the event and the timeline; what the screen shows is derived from it.
public struct ViewerState: Hashable, Sendable {
    public var selection: Selection
    public var size: Size
    public var unit: GlucoseUnit = .mgdl
    public var mode: ViewMode = .day
    public var helpVisible = false
    /// `o`: another day's curve over the day chart (`DayOverlay`).
    public var overlay = false
    /// The statistics panel: nil follows the screen (shown when it fits beside
    /// the chart), true or false once the user has chosen with `s`.
    public var statisticsChoice: Bool?
    /// The date being typed after `g`, or nil.
    public var dateEntry: String?
    /// A one-line message for the status line until the next event.
    public var notice: String?
    public var quitRequested = false
    /// The start of the event the last jump found: the next jump goes on from
    /// it while the cursor stays on its hour (two lows may share an hour).
    public var jumpedTo: Date?
    /// How far the last jump searched beyond the page without finding (`DayPages`).
    public var jumpSearch: JumpSearch?
    /// The last day the week view shows; nil ends the week on the cursor's
    /// day. Up and Down move the cursor's day (the highlighted one) inside
    /// the week, which scrolls when the cursor leaves it.
    public var weekEnd: Int?

    public init(selection: Selection, size: Size) {
        self.selection = selection
        self.size = size
    }

    public var statisticsVisible: Bool {
        statisticsChoice ?? (size.columns >= ChartLayout.sidePanelMinimumColumns)
    }

    /// The state a viewer opens in: the given day (default the last), at the
    /// given hour (default the day's last hour that has a reading).
    public static func opening(_ timeline: Timeline, dayIndex: Int? = nil, hour: Int? = nil, size: Size) -> ViewerState {
        let index = min(max(dayIndex ?? timeline.days.count - 1, 0), timeline.days.count - 1)
        let day = timeline.days[index]
        let lastReadingHour = timeline.data.readings(in: day.interval).last.map {
            Int($0.time.timeIntervalSince(day.interval.start) / 3600)
        }
        let chosen = min(max(hour ?? lastReadingHour ?? 12, 0), day.hourCount - 1)
        return ViewerState(selection: Selection(cursor: HourMark(dayIndex: index, hour: chosen)), size: size)
    }

    public mutating func apply(_ event: ViewerEvent, in timeline: Timeline) {
        notice = nil
        if case .resize(let newSize) = event {
            size = newSize
            keepWeek(in: timeline)
            return
        }
        if event == .interrupt {
            quitRequested = true
            return
        }
        // While the prompt is open every other key belongs to it: `q` typed
        // after `g 2026` must not throw the viewer away.
        if dateEntry != nil {
            applyToDateEntry(event, in: timeline)
            return
        }
        if event == .quit {
            quitRequested = true
            return
        }
        if helpVisible {
            // Any key closes the help; Esc and ? only close it.
            helpVisible = false
            if event == .toggleHelp || event == .clearPin { return }
        }
        var cursor = selection.cursor
        let hours = hourCount(of: cursor.dayIndex, in: timeline)
        switch event {
        case .moveHour(let step):
            cursor.hour = clamp(cursor.hour + step, 0, hours - 1)
        case .firstHour:
            cursor.hour = 0
        case .lastHour:
            cursor.hour = hours - 1
        case .moveDay(let step):
            cursor = moved(cursor, toDay: cursor.dayIndex + step, in: timeline)
            // A week's step (PgUp/PgDn) in the week view shows the next or
            // previous week, the highlight on the same row.
            if mode == .week, abs(step) >= WeekLayout.days { weekEnd = weekEnd.map { $0 + step } }
        case .firstDay:
            cursor = moved(cursor, toDay: 0, in: timeline)
        case .lastDay:
            cursor = moved(cursor, toDay: timeline.days.count - 1, in: timeline)
            weekEnd = nil
        case .jump(let target, let forward):
            cursor = jumped(to: target, forward: forward, from: cursor, in: timeline)
        case .toggleOverlay:
            overlay.toggle()
            if overlay { notice = mode == .day ? overlayNotice(in: timeline) : "overlay: shown in the day view" }
        case .togglePin:
            // A pin is an hour of a day; the profile has no days.
            if mode != .profile { selection.togglePin() }
        case .clearPin:
            selection.pin = nil
        case .toggleHelp:
            helpVisible = true
        case .toggleUnit:
            unit = unit == .mgdl ? .mmol : .mgdl
        case .toggleStatistics:
            statisticsChoice = !statisticsVisible
        case .toggleProfile:
            mode = mode == .profile ? .day : .profile
            cursor.hour = min(cursor.hour, hourCount(of: cursor.dayIndex, in: timeline) - 1)
        case .toggleWeek:
            // The week opens ending on the current day.
            mode = mode == .week ? .day : .week
            weekEnd = nil
            cursor.hour = min(cursor.hour, hourCount(of: cursor.dayIndex, in: timeline) - 1)
        case .startDateEntry:
            dateEntry = ""
        case .click(let point):
            cursor = clicked(point, cursor: cursor, in: timeline)
        case .character, .erase, .otherKey, .resize, .quit, .interrupt:
            break
        }
        selection.cursor = cursor
        keepWeek(in: timeline)
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
    private mutating func keepWeek(in timeline: Timeline) {
        guard mode == .week, let days = weekDays(in: timeline) else { return }
        weekEnd = days.upperBound - 1
    }

    /// The cursor on the hour where the next (or previous) event starts, in
    /// the day view (or the week view), with a notice saying what was found. The search runs
    /// from the start of the cursor's hour, or from the event found last
    /// while the cursor is still on its hour.
    private mutating func jumped(to target: EventJump, forward: Bool, from cursor: HourMark,
                                 in timeline: Timeline) -> HourMark {
        guard let event = target.event(forward: forward, from: jumpReference(in: timeline), in: timeline),
              let found = mark(of: event.start, in: timeline)
        else {
            notice = target.notFound(forward: forward)
            return cursor
        }
        // The week view stays, highlighting the day found.
        if mode == .profile { mode = .day }
        jumpedTo = event.start
        notice = target.found(event, unit: unit, calendar: timeline.calendar)
        return found
    }

    /// Where a jump's search starts: the start of the cursor's hour, or the
    /// event found last while the cursor is still on its hour.
    func jumpReference(in timeline: Timeline) -> Date {
        let cursor = selection.cursor
        let hourStart = timeline.days[cursor.dayIndex].instant(atHour: cursor.hour)
        return jumpedTo.flatMap { mark(of: $0, in: timeline) == cursor ? $0 : nil } ?? hourStart
    }

    /// What `o` shows, when the status line's own label does not say it all:
    /// that there is no other day yet, or how two days of different lengths
    /// share the clock.
    private func overlayNotice(in timeline: Timeline) -> String? {
        guard let other = DayOverlay.dayIndex(for: selection, in: timeline).flatMap({ timeline.day(at: $0) }) else {
            return "overlay: no day before this one; pin an hour on another day or go to a later day"
        }
        let day = timeline.days[selection.cursor.dayIndex], overlaid = other.day
        return DayOverlay.clockNote(day: day, other: overlaid).map {
            "overlay \(timeline.calendar.dayText(overlaid)) (\(overlaid.hourCount) h) by clock time: \($0)"
        }
    }

    /// The day and elapsed hour an instant falls in, or nil outside the days browsed.
    private func mark(of instant: Date, in timeline: Timeline) -> HourMark? {
        guard let index = timeline.days.firstIndex(where: { $0.interval.contains(instant) && instant < $0.interval.end })
        else { return nil }
        let day = timeline.days[index]
        return HourMark(dayIndex: index, hour: clamp(Int(instant.timeIntervalSince(day.interval.start) / 3600), 0,
                                                      day.hourCount - 1))
    }

    /// Hours on the x axis: the day's own (23, 24 or 25), or 24 in the profile.
    func hourCount(of dayIndex: Int, in timeline: Timeline) -> Int {
        mode == .profile ? 24 : timeline.days[dayIndex].hourCount
    }

    private func moved(_ cursor: HourMark, toDay index: Int, in timeline: Timeline) -> HourMark {
        let day = clamp(index, 0, timeline.days.count - 1)
        return HourMark(dayIndex: day, hour: min(cursor.hour, hourCount(of: day, in: timeline) - 1))
    }

    /// A click in the plot moves the cursor to the nearest hour and pins it
    /// (clicking it again keeps the pin); a click on a day of the overview
    /// strip (not shown in the profile) opens that day; anywhere else it does nothing.
    private mutating func clicked(_ point: Point, cursor: HourMark, in timeline: Timeline) -> HourMark {
        if mode == .week { return clickedInWeek(point, cursor: cursor, in: timeline) }
        guard let layout = ChartLayout(size: size, sidePanel: statisticsVisible) else { return cursor }
        if let day = stripDay(at: point, in: timeline) {
            // A day of another page is `DayPages`' to read; this timeline does not hold it.
            let index = day - timeline.dayOffset
            guard timeline.days.indices.contains(index) else { return cursor }
            mode = .day
            return moved(cursor, toDay: index, in: timeline)
        }
        guard let inPlot = layout.plotPoint(fromScreen: point) else { return cursor }
        var result = cursor
        switch mode {
        case .day:
            result.hour = TimeAxis(day: timeline.days[cursor.dayIndex], columns: layout.plot.width).nearestHour(toColumn: inPlot.x)
            selection.pin = result
        case .profile:
            result.hour = TimeAxis.profile(columns: layout.plot.width).nearestHour(toColumn: inPlot.x)
        case .week:
            break
        }
        return result
    }

    /// The day (of all `timeline` may browse) under a screen point on the
    /// overview strip, or nil (the strip is not shown in the profile or the week).
    func stripDay(at point: Point, in timeline: Timeline) -> Int? {
        guard mode == .day, let layout = ChartLayout(size: size, sidePanel: statisticsVisible) else { return nil }
        return OverviewStrip(timeline: timeline, dayIndex: selection.cursor.dayIndex, area: layout.overview).dayIndex(atScreen: point)
    }

    /// In the week view a click on a day's chart highlights that day; in its
    /// plot it also moves the cursor to the nearest hour and pins it, as in
    /// the day view.
    private mutating func clickedInWeek(_ point: Point, cursor: HourMark, in timeline: Timeline) -> HourMark {
        guard let days = weekDays(in: timeline),
              let layout = WeekLayout(size: size, dayCount: timeline.days.count),
              let index = layout.tile(atScreen: point)
        else { return cursor }
        var result = moved(cursor, toDay: days.lowerBound + index, in: timeline)
        let tile = layout.tiles[index]
        let inTile = Point(x: point.x - tile.x, y: point.y - tile.y)
        let tileLayout = layout.tileLayout(index)
        if let inPlot = tileLayout.plotPoint(fromScreen: inTile) {
            result.hour = TimeAxis(day: timeline.days[result.dayIndex], columns: tileLayout.plot.width)
                .nearestHour(toColumn: inPlot.x)
            selection.pin = result
        }
        return result
    }

    private mutating func applyToDateEntry(_ event: ViewerEvent, in timeline: Timeline) {
        guard let text = dateEntry else { return }
        switch event {
        case .character(let character) where (character.isASCII && character.isNumber) || character == "-":
            if text.count < 10 { dateEntry = text + String(character) }
        case .erase:
            dateEntry = String(text.dropLast())
        case .clearPin:
            dateEntry = nil
        case .togglePin:
            dateEntry = nil
            switch timeline.dayIndex(iso: text) {
            case .success(let index):
                // The week view stays, ending on the day gone to.
                if mode == .profile { mode = .day }
                weekEnd = nil
                selection.cursor = moved(selection.cursor, toDay: index, in: timeline)
                keepWeek(in: timeline)
            case .failure(let error):
                notice = "\(error)"
            }
        default:
            break
        }
    }
}

func clamp(_ value: Int, _ low: Int, _ high: Int) -> Int { min(max(value, low), high) }
