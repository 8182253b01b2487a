import Foundation

/// A day and an elapsed hour of it; with `instant`, a moment inside that hour
/// (a reading's, reached by a fine step or a jump), which the callout then
/// shows instead of the hour's nearest reading.
public struct HourMark: Hashable, Sendable {
    public var dayIndex: Int
    public var hour: Int
    /// nil: the whole hour, where the cursor snaps.
    public var instant: Date?

    public init(dayIndex: Int, hour: Int, instant: Date? = nil) {
        self.dayIndex = dayIndex
        self.hour = hour
        self.instant = instant
    }

    /// The mark of an instant of `day` (the `dayIndex`-th): its elapsed hour, clamped to the day.
    public init(dayIndex: Int, instant: Date, on day: LocalDay) {
        let hour = Int((instant.timeIntervalSince(day.interval.start) / 3600).rounded(.down))
        self.init(dayIndex: dayIndex, hour: clamp(hour, 0, day.hourCount - 1), instant: instant)
    }

    /// The moment marked: `instant`, or the start of the hour.
    public func moment(on day: LocalDay) -> Date {
        instant ?? day.instant(atHour: hour)
    }

    /// The same mark on another day index (a page turn renumbers the days).
    package func renumbered(_ dayIndex: Int) -> HourMark {
        HourMark(dayIndex: dayIndex, hour: hour, instant: instant)
    }
}
