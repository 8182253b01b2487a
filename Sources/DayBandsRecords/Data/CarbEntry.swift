import Foundation

/// Carbohydrates eaten (or entered) at an instant, in grams, with the source's
/// own label (`Meal Bolus`, `Carb Correction`, `Carbs`, `Food`, ...). Shown in
/// the callout beside the insulin of the same hour; not part of the statistics.
public struct CarbEntry: Hashable, Sendable {
    public var time: Date
    public var grams: Double
    public var kind: String

    public init(time: Date, grams: Double, kind: String = "Carbs") {
        self.time = time
        self.grams = grams
        self.kind = kind
    }
}
