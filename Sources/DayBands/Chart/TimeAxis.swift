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

    /// The hour nearest to a plot column: round(offset / step), clamped to the
    /// day, with the offset taken at the column's centre so that every hour's own
    /// column maps back to it even when an hour is narrower than two columns.
    public func nearestHour(toColumn column: Int) -> Int {
        let columnsPerHour = Double(columns) / (day.interval.duration / 3600)
        let hour = Int(((Double(column) + 0.5) / columnsPerHour).rounded())
        return min(max(hour, 0), day.hourCount - 1)
    }
}
