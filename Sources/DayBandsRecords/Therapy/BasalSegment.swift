import Foundation

/// A stretch of time at one basal rate, and what set it.
public struct BasalSegment: Hashable, Sendable {
    public enum Source: String, Sendable {
        /// The profile's or the pump's schedule.
        case scheduled
        /// A temporary rate (absolute or relative to the schedule).
        case temp
        /// A rate a closed loop set.
        case automated
        /// A closed loop's day of automatic insulin known only as its total
        /// (CareLink 780G): the day's mean rate, said as such.
        case dailyMean
        /// Delivery stopped: the rate is 0.
        case suspend

        /// The callout's word after the rate, nil for the schedule's.
        public var label: String? {
            switch self {
            case .scheduled: nil
            case .temp: "temp"
            case .automated: "automated"
            case .dailyMean: "day's mean"
            case .suspend: "suspended"
            }
        }
    }

    public var interval: DateInterval
    public var unitsPerHour: Double
    public var source: Source

    public init(interval: DateInterval, unitsPerHour: Double, source: Source) {
        self.interval = interval
        self.unitsPerHour = unitsPerHour
        self.source = source
    }

    /// Units delivered over the segment's part in `window`.
    func units(in window: DateInterval) -> Double {
        guard let overlap = interval.intersection(with: window) else { return 0 }
        return unitsPerHour * overlap.duration / 3600
    }
}
