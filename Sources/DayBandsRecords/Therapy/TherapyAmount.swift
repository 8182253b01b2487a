import Foundation

/// The plausibility rule for what the therapy records carry, as
/// `TreatmentAmount` is the doses' and carbs': beyond it a record is
/// skipped and counted with the reason, never clamped.
package enum TherapyAmount {
    /// Units per hour: pumps deliver up to 35 U/h.
    static let basalRate: ClosedRange<Double> = 0...50
    /// A temporary target's bounds, mg/dL.
    static let target: ClosedRange<Double> = 40...400
    /// Any duration: a week at most (a profile switch may run for days).
    static let duration: ClosedRange<Double> = 0...(7 * 86_400)
    /// A profile switch's percentage of the scheduled rates.
    package static let percentage: ClosedRange<Double> = 0...1000

    package static func problem(rate: Double) -> String? {
        basalRate.contains(rate) ? nil : "expected a basal rate from 0 to 50 U/h, found \(String(format: "%g", rate)) U/h"
    }

    package static func problem(duration seconds: Double) -> String? {
        duration.contains(seconds) ? nil : "expected a duration from 0 to 7 days, found \(String(format: "%g", seconds / 60)) min"
    }

    package static func problem(target low: Double, _ high: Double) -> String? {
        target.contains(low) && target.contains(high) && low <= high ? nil
            : "expected a target range within 40 to 400 mg/dL, found \(String(format: "%g", low))-\(String(format: "%g", high)) mg/dL"
    }
}
