/// A local wall-clock time: `HH:MM`, or `h:MMam`/`h:MMpm` (`ClockFormat.parse`).
public struct ClockTime: Equatable, Sendable {
    public var hour: Int
    public var minute: Int

    public init?(_ text: String) {
        guard let time = ClockFormat.parse(text) else { return nil }
        hour = time.hour
        minute = time.minute
    }

    /// The elapsed hour of a day nearest to this clock time (on a day when the
    /// clock repeats an hour, the first occurrence).
    public func nearestHour(on day: LocalDay, calendar: DayCalendar) -> Int {
        guard let instant = calendar.instant(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute)
        else { return hour }
        let hours = (instant.timeIntervalSince(day.interval.start) / 3600).rounded()
        return clamp(Int(hours), 0, day.hourCount - 1)
    }
}
