import Foundation

/// What the status line says while the site cannot be reached: how old the
/// newest reading held is, and when the next try is.
public enum StaleDataNotice {
    /// `last reading 12 min ago, retrying in 2 min`.
    public static func text(lastReading: Date?, nextAttempt: Date, now: Date) -> String {
        let age = lastReading.map { "last reading \(duration(now.timeIntervalSince($0))) ago" } ?? "no readings yet"
        let wait = nextAttempt.timeIntervalSince(now)
        return "\(age), " + (wait < 1 ? "retrying now" : "retrying in \(duration(wait))")
    }

    /// Whole seconds under a minute, minutes under two hours, then hours,
    /// then days: as precise as a glance needs.
    package static func duration(_ seconds: TimeInterval) -> String {
        let seconds = max(0, Int(seconds.rounded()))
        switch seconds {
        case ..<60: return "\(seconds) s"
        case ..<7_200: return "\(seconds / 60) min"
        case ..<172_800: return "\(seconds / 3_600) h"
        default: return "\(seconds / 86_400) days"
        }
    }
}
