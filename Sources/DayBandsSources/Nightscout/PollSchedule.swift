import Foundation

/// When a follow poll happens: every `interval` while the site answers; after
/// failures, exponentially later (1, 2, 4... intervals) up to `maximumDelay`,
/// so an unreachable site is not hammered and a short blip costs one interval.
public struct PollSchedule: Equatable, Sendable {
    public var interval: TimeInterval
    public var maximumDelay: TimeInterval

    public static let defaultInterval: TimeInterval = 60

    /// Retries back off to ten intervals (ten minutes at one a minute).
    public init(interval: TimeInterval = defaultInterval, maximumDelay: TimeInterval? = nil) {
        self.interval = interval
        self.maximumDelay = maximumDelay ?? interval * 10
    }

    /// Seconds to wait before the next poll after `failures` failed polls in a
    /// row (0: the last one worked).
    public func delay(afterFailures failures: Int) -> TimeInterval {
        guard failures > 0 else { return interval }
        // The exponent is capped before it can overflow; the delay is capped after.
        return min(maximumDelay, interval * pow(2, Double(min(failures - 1, 30))))
    }
}
