import DayBandsChart
import DayBandsRecords
import Foundation

/// The keys in the live window (`LiveWindow`): the cursor is still an hour
/// (or a reading) of a day of the page, and steps on through midnight
/// inside the window; Up/Down, `{`/`}`, `<`/`>`, a date, the strip and the
/// other views open calendar days instead. `x`/`X` change its length.
extension ViewerState {
    /// The live window's instants on this screen, or nil when the day view
    /// shows a calendar day (or the screen is too small for a chart).
    package func liveInterval(in timeline: Timeline) -> DateInterval? {
        guard mode == .day, let liveWindow,
              let layout = SceneBuilder.layout(for: self, lanes: TherapyLanes(timeline.data)) else { return nil }
        return liveWindow.interval(columns: layout.plot.width)
    }

    /// The live window on `now`, at the chosen length or the screen's.
    mutating func enterLiveWindow(now: Date) {
        liveWindow = LiveWindow(hours: liveHours ?? LiveWindow.defaultHours(columns: size.columns), now: now,
                                forecast: liveWindow?.forecast ?? 0)
    }

    /// Whether an event opens calendar days: it leaves the live window.
    func leavesLiveWindow(_ event: ViewerEvent, in timeline: Timeline) -> Bool {
        guard liveWindow != nil else { return false }
        if dateEntry != nil { return event == .togglePin }
        // The patterns view's moves are over its cells; Enter opens a day.
        if mode == .patterns { return event == .togglePin }
        switch event {
        case .moveDay, .moveToReadings, .firstDay, .lastDay, .toggleWeek, .toggleProfile, .toggleYear: return true
        case .click(let point), .clickReading(let point): return stripDay(at: point, in: timeline) != nil
        default: return false
        }
    }

    /// A cursor put outside the window (a jump to an event before it) opens its calendar day.
    mutating func leaveLiveWindow(ifOutside cursor: HourMark, in timeline: Timeline) {
        guard let window = liveInterval(in: timeline) else { return }
        if !window.contains(cursor.moment(on: timeline.days[cursor.dayIndex])) { liveWindow = nil }
    }

    /// `x`/`X`: the window's next length; outside it, the status line says where it is.
    mutating func zoomLive(_ step: Int) {
        guard var window = liveWindow else {
            noticeForms = ["x: the live window's length, while the data is live (f shows it)",
                           "x: the live window's length, when live (f)", "x: live window's length (f)"]
            return
        }
        window.hours = LiveWindow.length(after: window.hours, step: step)
        liveHours = window.hours
        liveWindow = window
        notice = "live window: last \(window.hours) h"
    }

    /// The event applied in the live window, or nil when it is not the
    /// window's own (a toggle, or what any view does with it).
    mutating func appliedToLive(_ event: ViewerEvent, in timeline: Timeline) -> [BeyondPage]? {
        guard let window = liveInterval(in: timeline), let now = liveWindow?.now else { return nil }
        let cursor = selection.cursor
        let moved: HourMark
        switch event {
        case .moveHour(let step):
            moved = liveHour(from: cursor, by: step, window: window, now: now, in: timeline)
        case .moveReading(let step):
            moved = liveReading(from: cursor, by: step, window: window, now: now, in: timeline)
        case .firstHour:
            moved = firstLiveHour(in: window, timeline: timeline) ?? cursor
        case .lastHour:
            moved = newestLive(in: window, timeline: timeline) ?? cursor
            if following != nil { following = true }
            selection.cursor = moved
            return []
        case .click(let point), .clickReading(let point):
            guard let clicked = liveClicked(point, fine: event != .click(point), window: window, in: timeline) else { return [] }
            selection.pin = clicked
            moved = clicked
        default:
            return nil
        }
        if moved != cursor, following == true { following = false }
        selection.cursor = moved
        return []
    }

    /// An hour step through midnight: whole hours of the cursor's day, then
    /// of the next; held inside the window (past its start, the first whole
    /// hour in it; past now, the newest reading).
    private func liveHour(from cursor: HourMark, by step: Int, window: DateInterval, now: Date, in timeline: Timeline) -> HourMark {
        let days = timeline.days
        let inside = cursor.instant.map { $0 > days[cursor.dayIndex].instant(atHour: cursor.hour) } ?? false
        var index = cursor.dayIndex, hour = cursor.hour + step + (inside && step < 0 ? 1 : 0)
        while hour >= days[index].hourCount, index + 1 < days.count {
            hour -= days[index].hourCount
            index += 1
        }
        while hour < 0, index > 0 {
            index -= 1
            hour += days[index].hourCount
        }
        let instant = days[index].instant(atHour: clamp(hour, 0, days[index].hourCount - 1))
        if instant < window.start { return firstLiveHour(in: window, timeline: timeline) ?? cursor }
        if instant > now { return newestLive(in: window, timeline: timeline) ?? cursor }
        return HourMark(dayIndex: index, hour: clamp(hour, 0, days[index].hourCount - 1))
    }

    /// The fine step through midnight: the window's next (or previous) reading.
    private mutating func liveReading(from cursor: HourMark, by step: Int, window: DateInterval, now: Date,
                                      in timeline: Timeline) -> HourMark {
        let readings = timeline.data.readings(in: DateInterval(start: window.start, end: max(window.start, min(window.end, now.addingTimeInterval(1)))))
        let from = HourWindow(cursor, in: timeline).reading?.time ?? cursor.moment(on: timeline.days[cursor.dayIndex])
        guard let next = step > 0 ? readings.first(where: { $0.time > from }) : readings.last(where: { $0.time < from }),
              let mark = mark(of: next.time, in: timeline)
        else {
            notice = step > 0 ? "no later reading: this is the newest" : "no earlier reading in the live window"
            return cursor
        }
        return mark
    }

    /// The first whole hour (of its day) in the window.
    private func firstLiveHour(in window: DateInterval, timeline: Timeline) -> HourMark? {
        guard let index = timeline.days.firstIndex(where: { $0.holds(window.start) }) else {
            return timeline.days.isEmpty ? nil : HourMark(dayIndex: 0, hour: 0)
        }
        let day = timeline.days[index]
        let hour = Int((window.start.timeIntervalSince(day.interval.start) / 3600).rounded(.up))
        if hour < day.hourCount { return HourMark(dayIndex: index, hour: hour) }
        return index + 1 < timeline.days.count ? HourMark(dayIndex: index + 1, hour: 0) : nil
    }

    /// The newest reading in the window, or nil when it has none.
    func newestLive(in window: DateInterval, timeline: Timeline) -> HourMark? {
        timeline.data.readings(in: window).last.flatMap { mark(of: $0.time, in: timeline) }
    }

    /// A click in the window's plot: the reading nearest the column within
    /// half an hour (`fine`), else the nearest whole hour of its day.
    private func liveClicked(_ point: Point, fine: Bool, window: DateInterval, in timeline: Timeline) -> HourMark? {
        guard let layout = SceneBuilder.layout(for: self, lanes: TherapyLanes(timeline.data)),
              let inPlot = layout.plotPoint(fromScreen: point) else { return nil }
        let span = TimeAxis(interval: window, columns: layout.plot.width).span(ofColumn: inPlot.x)
        let middle = span.start.addingTimeInterval(span.duration / 2)
        if fine, let reading = timeline.data.nearestReading(
            to: middle, in: DateInterval(start: max(window.start, middle.addingTimeInterval(-HourWindow.halfWidth)),
                                         end: min(window.end, middle.addingTimeInterval(HourWindow.halfWidth)))) {
            return mark(of: reading.time, in: timeline)
        }
        guard let found = mark(of: middle, in: timeline) else { return nil }
        let day = timeline.days[found.dayIndex]
        let hour = Int((middle.timeIntervalSince(day.interval.start) / 3600).rounded())
        return hour < day.hourCount ? HourMark(dayIndex: found.dayIndex, hour: hour)
            : found.dayIndex + 1 < timeline.days.count ? HourMark(dayIndex: found.dayIndex + 1, hour: 0) : found
    }
}
