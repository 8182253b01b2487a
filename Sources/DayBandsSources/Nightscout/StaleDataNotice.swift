import DayBandsRecords
import Foundation

/// What the status line says while the site cannot be reached: how old the
/// newest reading held is, and when the next try is.
public enum StaleDataNotice {
    /// `last reading 12 min ago, retrying in 2 min`.
    public static func text(lastReading: Date?, nextAttempt: Date, now: Date) -> String {
        let age = lastReading.map { "last reading \(DurationText.glance(now.timeIntervalSince($0))) ago" } ?? "no readings yet"
        let wait = nextAttempt.timeIntervalSince(now)
        return "\(age), " + (wait < 1 ? "retrying now" : "retrying in \(DurationText.glance(wait))")
    }
}
