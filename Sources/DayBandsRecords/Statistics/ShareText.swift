import Foundation

/// A share of readings as the panel, `stats`, the report and the patterns
/// write it, so they say the same figure.
package enum ShareText {
    /// A share of readings: tenths under 10% (where the < 1% and < 4% targets
    /// lie), whole percents above, so every share fits in four characters.
    package static func percent(_ percent: Double) -> String {
        let tenths = (percent * 10).rounded() / 10
        return tenths < 10 ? String(format: "%.1f%%", tenths) : "\(Int(percent.rounded()))%"
    }

    /// A capture (the share of the time readings cover) to a tenth, without
    /// the `%`: rounded down, so 100.0 means no reading missing, as `stats`
    /// and the report both say it (a capture a hair under a tenth, as a sum
    /// of seconds can leave it, is that tenth).
    package static func capture(_ percent: Double) -> String {
        String(format: "%.1f", (percent * 10 + 1e-9).rounded(.down) / 10)
    }

    /// A share judged against `target`: as `percent`, but in tenths where
    /// the whole percent would read as the target itself (69.6% is not "70%"
    /// beside > 70%), so the figure never contradicts its mark.
    /// The figure is rounded toward the verdict (`RangeTarget.shown`): 0.97% against < 1% reads 0.9%.
    package static func percent(_ percent: Double, near target: RangeTarget) -> String {
        let tenths = target.shown(percent, decimals: 1)
        guard tenths >= 10 else { return String(format: "%.1f%%", tenths) }
        return percent.rounded() == target.percent && tenths != target.percent ? String(format: "%.1f%%", tenths)
                                                   : "\(Int(target.shown(percent, decimals: 0)))%"
    }
}
