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

    /// Grams an entry can really have: above zero and at most 500, more than
    /// any one meal; above is a typo or a unit mix-up (a servings or kJ
    /// count), skipped like an implausible reading rather than clamped.
    public static let plausibleGrams = 0.0...500.0

    /// A CSV field's grams when they can be kept, or why not; the readers
    /// share this so every file format says the same.
    static func grams(fromField text: String) -> Result<Double, CarbProblem> {
        guard let grams = Double(text) else { return .failure(CarbProblem("expected carb grams, found \(PrintableText.quoted(text))")) }
        if let problem = problem(grams: grams) { return .failure(CarbProblem(problem)) }
        return .success(grams)
    }

    /// Why an amount cannot be kept, or nil when it can. Zero is plausible
    /// (it is "no carbs", which the readers leave out without a warning).
    static func problem(grams: Double) -> String? {
        guard grams.isFinite, plausibleGrams.contains(grams) else {
            return "expected carbs from 0 to 500 g, found \(String(format: "%g", grams)) g"
        }
        return nil
    }
}

/// Why a carb field was skipped, as the skipped-rows warning says it.
struct CarbProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
