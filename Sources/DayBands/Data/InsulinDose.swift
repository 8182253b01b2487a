import Foundation

/// An insulin dose: units at an instant, with the source's own label
/// (`Meal Bolus`, `Fast-Acting`, ...).
public struct InsulinDose: Hashable, Sendable {
    public var time: Date
    public var units: Double
    public var kind: String

    public init(time: Date, units: Double, kind: String = "bolus") {
        self.time = time
        self.units = units
        self.kind = kind
    }
}
