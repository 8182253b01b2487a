import DayBandsChart
import DayBandsRecords
import Foundation

/// Where the cursor goes: hour steps that snap to whole hours, the fine step
/// from reading to reading, jumps to an event's extreme reading, and clicks.
extension ViewerState {
    /// An hour step in the profile (every day's hours folded into one): from
    /// a reading inside an hour, a step back lands on that hour's own start
    /// first; the result is always a whole hour.
    func steppedHour(_ cursor: HourMark, by step: Int, hours: Int, in timeline: Timeline) -> HourMark {
        let inside = cursor.instant.map { $0 > timeline.days[cursor.dayIndex].instant(atHour: cursor.hour) } ?? false
        let hour = cursor.hour + step + (inside && step < 0 ? 1 : 0)
        return HourMark(dayIndex: cursor.dayIndex, hour: clamp(hour, 0, hours - 1))
    }

    /// An hour step in a day: to the next (or previous) of the day's stops,
    /// its whole hours, its first and last readings, the pin and where the
    /// last jump landed (on that day), so every place the cursor opens or
    /// is put on can be stepped back to; from a reading inside an hour a
    /// step back lands on that hour's own start first. At the day's first
    /// or last stop it stays, and the status line says so.
    mutating func steppedStop(_ cursor: HourMark, by step: Int, in timeline: Timeline) -> HourMark {
        let stops = self.stops(on: cursor.dayIndex, in: timeline)
        let day = timeline.days[cursor.dayIndex]
        var moved = cursor
        for _ in 0..<abs(step) {
            let from = moved.moment(on: day)
            guard let next = step > 0 ? stops.first(where: { $0.moment(on: day) > from })
                                      : stops.last(where: { $0.moment(on: day) < from })
            else {
                notice = Self.noReading(forward: step > 0)
                break
            }
            moved = next
        }
        return moved
    }

    /// The day's stops, in time order, one a moment (a whole hour before
    /// any other mark at its instant).
    func stops(on dayIndex: Int, in timeline: Timeline) -> [HourMark] {
        let day = timeline.days[dayIndex]
        let readings = timeline.data.readings(in: day.interval)
        var marks = (0..<day.hourCount).map { HourMark(dayIndex: dayIndex, hour: $0) }
        marks += [readings.first, readings.last].compactMap { $0 }.map { HourMark(dayIndex: dayIndex, instant: $0.time, on: day) }
        marks += [selection.pin, lastJump?.cursor].compactMap { $0 }.filter { $0.dayIndex == dayIndex }
        var seen = Set<Date>()
        return marks.sorted { ($0.moment(on: day), $0.instant != nil ? 1 : 0) < ($1.moment(on: day), $1.instant != nil ? 1 : 0) }
            .filter { seen.insert($0.moment(on: day)).inserted }
    }

    /// The fine step: the day's next (or previous) reading after the one the
    /// callout shows (or after the cursor's moment, when it shows none), so
    /// every reading can be put in the callout. At the day's end it stays,
    /// and the status line says so.
    mutating func steppedReading(_ cursor: HourMark, by step: Int, in timeline: Timeline) -> HourMark {
        let day = timeline.days[cursor.dayIndex]
        let readings = timeline.data.readings(in: day.interval)
        let from = HourWindow(cursor, in: timeline).reading?.time ?? cursor.moment(on: day)
        guard let next = step > 0 ? readings.first(where: { $0.time > from }) : readings.last(where: { $0.time < from })
        else {
            notice = Self.noReading(forward: step > 0)
            return cursor
        }
        return HourMark(dayIndex: cursor.dayIndex, instant: next.time, on: day)
    }

    static func noReading(forward: Bool) -> String {
        forward ? "no later reading on this day" : "no earlier reading on this day"
    }

    /// What `{`/`}` says when no day that way has readings.
    static func noDayWithReadings(forward: Bool) -> String {
        forward ? "no later day with readings" : "no earlier day with readings"
    }

    /// The cursor on the next (or previous) event's extreme reading (its
    /// lowest for a low, highest for a high), in the day view (or the week
    /// view), with a notice saying what was found; nil (the cursor stays)
    /// when the page has none.
    mutating func jumped(to target: EventJump, forward: Bool, in timeline: Timeline) -> HourMark? {
        guard let event = target.event(forward: forward, from: jumpReference(in: timeline), in: timeline),
              let found = mark(of: event.extreme.time, in: timeline) ?? mark(of: event.start, in: timeline)
        else {
            notice = target.notFound(forward: forward, unit: unit)
            return nil
        }
        // The week view stays, highlighting the day found.
        if mode == .profile { mode = .day }
        lastJump = JumpLanding(eventStart: event.start, cursor: found)
        noticeForms = target.found(event, unit: unit, calendar: timeline.calendar)
        return found
    }

    /// Where a jump's search starts: the cursor's moment, or the start of the
    /// event found last while the cursor is still where that jump put it
    /// (its extreme comes after its start).
    func jumpReference(in timeline: Timeline) -> Date {
        let cursor = selection.cursor
        if let lastJump, lastJump.cursor == cursor { return lastJump.eventStart }
        return cursor.moment(on: timeline.days[cursor.dayIndex])
    }

    /// The mark of an instant on the days browsed, or nil outside them.
    func mark(of instant: Date, in timeline: Timeline) -> HourMark? {
        guard let index = timeline.days.firstIndex(where: { $0.interval.contains(instant) && instant < $0.interval.end })
        else { return nil }
        return HourMark(dayIndex: index, instant: instant, on: timeline.days[index])
    }

    /// A click in the plot moves the cursor to the nearest hour (`fine`: to
    /// the nearest reading) and pins it (clicking it again keeps the pin);
    /// anywhere else it does nothing (a click on the strip is a move among
    /// the days, `ViewerState+Days`).
    mutating func clicked(_ point: Point, cursor: HourMark, fine: Bool, in timeline: Timeline) -> HourMark {
        if mode == .week { return clickedInWeek(point, cursor: cursor, fine: fine, in: timeline) }
        guard let layout = SceneBuilder.layout(for: self, lanes: TherapyLanes(timeline.data)) else { return cursor }
        guard let inPlot = layout.plotPoint(fromScreen: point) else { return cursor }
        switch mode {
        case .day:
            let axis = TimeAxis(day: timeline.days[cursor.dayIndex], columns: layout.plot.width)
            let result = mark(atColumn: inPlot.x, on: axis, dayIndex: cursor.dayIndex, fine: fine, in: timeline)
            selection.pin = result
            return result
        case .profile:
            return HourMark(dayIndex: cursor.dayIndex,
                            hour: TimeAxis.profile(columns: layout.plot.width).nearestHour(toColumn: inPlot.x))
        case .week, .year, .patterns:
            return cursor
        }
    }

    /// What a click at a plot column selects: the nearest hour, or (`fine`)
    /// the reading nearest the column's middle within half an hour, else
    /// the nearest hour.
    private func mark(atColumn column: Int, on axis: TimeAxis, dayIndex: Int, fine: Bool, in timeline: Timeline) -> HourMark {
        let hour = HourMark(dayIndex: dayIndex, hour: axis.nearestHour(toColumn: column))
        guard fine else { return hour }
        let span = axis.span(ofColumn: column)
        let middle = span.start.addingTimeInterval(span.duration / 2)
        let window = DateInterval(start: max(axis.interval.start, middle.addingTimeInterval(-HourWindow.halfWidth)),
                                  end: min(axis.interval.end, middle.addingTimeInterval(HourWindow.halfWidth)))
        guard let reading = timeline.data.nearestReading(to: middle, in: window) else { return hour }
        return HourMark(dayIndex: dayIndex, instant: reading.time, on: timeline.days[dayIndex])
    }

    /// The day (of all `timeline` may browse) under a screen point on the
    /// overview strip, or nil (the strip is not shown in the profile or the week).
    func stripDay(at point: Point, in timeline: Timeline) -> BrowsableDay? {
        guard mode == .day, let layout = SceneBuilder.layout(for: self, lanes: TherapyLanes(timeline.data)) else { return nil }
        return OverviewStrip(timeline: timeline, dayIndex: selection.cursor.dayIndex, area: layout.overview)
            .dayIndex(atScreen: point).map(BrowsableDay.init)
    }

    /// In the week view a click on a day's chart highlights that day; in its
    /// plot it also moves the cursor to the nearest hour (or reading) and
    /// pins it, as in the day view.
    private mutating func clickedInWeek(_ point: Point, cursor: HourMark, fine: Bool, in timeline: Timeline) -> HourMark {
        guard let days = weekDays(in: timeline),
              let layout = WeekLayout(size: size, dayCount: timeline.days.count),
              let index = layout.tile(atScreen: point)
        else { return cursor }
        var result = moved(cursor, toDay: days.lowerBound + index, in: timeline)
        let tile = layout.tiles[index]
        let inTile = Point(x: point.x - tile.x, y: point.y - tile.y)
        let tileLayout = layout.tileLayout(index)
        if let inPlot = tileLayout.plotPoint(fromScreen: inTile) {
            let axis = TimeAxis(day: timeline.days[result.dayIndex], columns: tileLayout.plot.width)
            result = mark(atColumn: inPlot.x, on: axis, dayIndex: result.dayIndex, fine: fine, in: timeline)
            selection.pin = result
        }
        return result
    }
}
