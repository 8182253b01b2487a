import Foundation

extension Date {
    /// The whole second since 1970 this instant falls in, toward the earlier
    /// second (10:00:00.999 is 10:00:00, as a clock shows it and as a CSV of
    /// whole seconds wrote it): what "the same instant to the second" means
    /// for every format, in memory (`GlucoseData.merged`, `Plausible`'s
    /// conflicts), in the archive (`Archive.instant`) and so in a sync.
    /// Rounding instead made a Nightscout time of .500 s one second later
    /// than the same reading in a CSV.
    package var wholeSecond: Int64 {
        let seconds = timeIntervalSince1970.rounded(.down)
        // No trap on an instant beyond Int64 (none plausible is).
        return seconds.magnitude < 9e18 ? Int64(seconds) : (seconds < 0 ? .min : .max)
    }
}
