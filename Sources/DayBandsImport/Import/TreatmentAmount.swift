import DayBandsRecords
import Foundation

/// The one rule every reader applies to a treatment's amount, insulin units
/// or carb grams, so every file format keeps and refuses the same values.
///
/// - Above zero and plausible: kept.
/// - Zero: no treatment (a Nightscout note with `insulin: 0`, a Clarity
///   `Insulin` row of 0 u), left out in every format, as there is nothing
///   to show; it is not counted as a skipped row.
/// - Negative, above the plausible maximum, not finite, or not a number:
///   the row is skipped and counted with the reason, never clamped.
package enum TreatmentAmount {
    case insulin
    case carbs

    /// What a reader does with one amount.
    enum Outcome: Equatable {
        case kept(Double)
        /// Zero: no treatment, nothing to show.
        case none
        case refused(String)

        var amount: Double? {
            if case .kept(let value) = self { return value }
            return nil
        }

        var problem: String? {
            if case .refused(let reason) = self { return reason }
            return nil
        }
    }

    /// Insulin: at most 300 U, more than any one injection or bolus (pens
    /// dial up to 80 U, pumps deliver up to 25 to 35 U; a 300 U vial is
    /// the whole supply). Carbs: at most 500 g, more than any one meal.
    /// Above is a typo or a unit mix-up (mU, servings, kJ).
    package var plausible: ClosedRange<Double> {
        switch self {
        case .insulin: 0...300
        case .carbs: 0...500
        }
    }

    private var noun: String { self == .insulin ? "insulin" : "carbs" }
    private var unit: String { self == .insulin ? "U" : "g" }

    func judge(_ number: Double) -> Outcome {
        guard number.isFinite, plausible.contains(number) else {
            return .refused("expected \(noun) from 0 to \(Int(plausible.upperBound)) \(unit), found \(String(format: "%g", number)) \(unit)")
        }
        return number == 0 ? .none : .kept(number)
    }

    /// A CSV field's amount; an empty field is not a number.
    func judge(field text: String) -> Outcome {
        guard let number = DecimalNumber.value(text) else {
            return .refused("expected \(self == .insulin ? "insulin units" : "carb grams"), found \(PrintableText.quoted(text))")
        }
        return judge(number)
    }
}
