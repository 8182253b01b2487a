import Foundation

/// Maps the instants of one local day onto the plot's columns, and hours onto
/// their columns and back. A 23- or 25-hour day spreads its real hours over the
/// same width, so the axis is honest about daylight-saving days.
public struct TimeAxis: Hashable, Sendable {
    public let day: LocalDay
    public let columns: Int

    public init(day: LocalDay, columns: Int) {
        self.day = day
        self.columns = columns
    }

    private var secondsPerColumn: Double { day.interval.duration / Double(columns) }

    /// The column an instant falls in, or nil outside the day.
    public func column(for instant: Date) -> Int? {
        let offset = instant.timeIntervalSince(day.interval.start)
        guard offset >= 0, offset < day.interval.duration else { return nil }
        return min(columns - 1, Int(offset / secondsPerColumn))
    }

    /// The instants column `column` covers, half-open.
    public func span(ofColumn column: Int) -> DateInterval {
        DateInterval(start: day.interval.start.addingTimeInterval(Double(column) * secondsPerColumn),
                     duration: secondsPerColumn)
    }

    /// The column of the start of an elapsed hour of the day.
    public func column(forHour hour: Int) -> Int {
        column(for: day.instant(atHour: hour)) ?? 0
    }

    /// The column of a mark: its instant's, or its hour's.
    public func column(for mark: HourMark) -> Int {
        mark.instant.flatMap(column(for:)) ?? column(forHour: mark.hour)
    }

    /// The hour whose own column is nearest to a plot column (the earlier on a
    /// tie), clamped to the day: round(offset / step) measured in whole columns,
    /// so every hour's column maps back to that hour at any width.
    public func nearestHour(toColumn column: Int) -> Int {
        let columnsPerHour = Double(columns) / (day.interval.duration / 3600)
        let estimate = Int((Double(column) / columnsPerHour).rounded(.down))
        let candidates = (estimate - 1...estimate + 2).map { clamp($0, 0, day.hourCount - 1) }
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
