import DayBandsRecords
import Foundation

/// The alert settings written back in the forms `AlertLevels` reads, so the
/// options' help shows the defaults the rules hold rather than a copy of them.
extension AlertLevels {
    /// `urgent-low=54,low=70,high=250,stale=30` (glucose in mg/dL).
    public static func written(_ thresholds: AlertThresholds) -> String {
        [("urgent-low", thresholds.urgentLow), ("low", thresholds.low), ("high", thresholds.high),
         ("stale", thresholds.stale / 60)].map { "\($0)=\(written($1))" }.joined(separator: ",")
    }

    /// `15,30`.
    public static func written(_ limits: StaleLimits) -> String {
        minutesWritten([limits.stale, limits.urgent])
    }

    /// `1,5`.
    public static func written(_ repeats: AlertRepeat) -> String {
        minutesWritten([repeats.urgentLow, repeats.others])
    }

    /// Seconds as minutes, comma-separated: `15,30,60`.
    public static func minutesWritten(_ seconds: [TimeInterval]) -> String {
        seconds.map { written($0 / 60) }.joined(separator: ",")
    }
}
