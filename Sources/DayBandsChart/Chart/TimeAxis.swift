import DayBandsRecords
import Foundation

/// Maps the instants of one local day (or of a live window, `LiveWindow`)
/// onto the plot's columns, and the hours elapsed from its start onto their
/// columns and back. A 23- or 25-hour day spreads its real hours over the
/// same width, so the axis is honest about daylight-saving days.
public struct TimeAxis: Hashable, Sendable {
    /// The instants drawn: a day from its midnight, or a live window.
    public let interval: DateInterval
    public let columns: Int

    public init(interval: DateInterval, columns: Int) {
        self.interval = interval
        self.columns = columns
    }

    public init(day: LocalDay, columns: Int) {
        self.init(interval: day.interval, columns: columns)
    }

    private var secondsPerColumn: Double { interval.duration / Double(columns) }
    /// Whole hours elapsed from the start to the end (a day's 23, 24 or 25).
    private var hourCount: Int { Int((interval.duration / 3600).rounded()) }

    /// The column an instant falls in, or nil outside the interval.
    public func column(for instant: Date) -> Int? {
        let offset = instant.timeIntervalSince(interval.start)
        guard offset >= 0, offset < interval.duration else { return nil }
        return min(columns - 1, Int(offset / secondsPerColumn))
    }

    /// The column of an instant, the first or last column for one before or after the interval.
    public func column(clamping instant: Date) -> Int {
        column(for: instant) ?? (instant < interval.start ? 0 : columns - 1)
    }

    /// The instants column `column` covers, half-open.
    public func span(ofColumn column: Int) -> DateInterval {
        DateInterval(start: interval.start.addingTimeInterval(Double(column) * secondsPerColumn),
                     duration: secondsPerColumn)
    }

    /// The column of the start of an elapsed hour of the day.
    public func column(forHour hour: Int) -> Int {
        column(for: interval.start.addingTimeInterval(Double(hour) * 3600)) ?? 0
    }

    /// The column of a mark: its instant's, or its hour's.
    public func column(for mark: HourMark) -> Int {
        mark.instant.flatMap(column(for:)) ?? column(forHour: mark.hour)
    }

    /// The hour whose own column is nearest to a plot column (the earlier on a
    /// tie), clamped to the day: round(offset / step) measured in whole columns,
    /// so every hour's column maps back to that hour at any width.
    public func nearestHour(toColumn column: Int) -> Int {
        let columnsPerHour = Double(columns) / (interval.duration / 3600)
        let estimate = Int((Double(column) / columnsPerHour).rounded(.down))
        let candidates = (estimate - 1...estimate + 2).map { clamp($0, 0, hourCount - 1) }
        return candidates.min { a, b in
            let da = abs(self.column(forHour: a) - column), db = abs(self.column(forHour: b) - column)
            return da != db ? da < db : a < b
        } ?? 0
    }
}

extension TimeAxis {
    /// The axis of the profile (AGP): a plain 24-hour clock day. Minute m of
    /// the local clock sits where m minutes after the reference midnight does.
    public static func profile(columns: Int) -> TimeAxis {
        let reference = LocalDay(year: 2000, month: 1, day: 1,
                                 interval: DateInterval(start: Date(timeIntervalSinceReferenceDate: 0), duration: 86_400))
        return TimeAxis(day: reference, columns: columns)
    }
}
