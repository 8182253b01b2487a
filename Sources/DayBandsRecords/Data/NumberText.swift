import Foundation

/// Numbers as labels show them, for any value a reader may let through:
/// `Int(_:)` traps beyond ±9.2e18 (an `insulin: 1e20` crashed the dose
/// label), so whole numbers are printed from the `Double` itself. A label
/// that then does not fit is left out by its caller, never cut.
package enum NumberText {
    /// `value` rounded to a whole number: `4`, `-2`, `100000000000000000000`,
    /// `inf`, `nan`; never `-0`.
    package static func whole(_ value: Double) -> String {
        let rounded = value.rounded()
        if rounded == 0 { return "0" }
        if abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(format: "%.0f", rounded)
    }
}
