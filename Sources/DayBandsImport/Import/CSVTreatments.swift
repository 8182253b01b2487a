import DayBandsRecords
import Foundation

/// The doses and carbs of CSV rows that have an insulin and a carb field,
/// each judged by `TreatmentAmount` alike in every such reader: a kept
/// amount is a dose or a carb entry, zero or an empty field is nothing,
/// anything else a skipped row with its reason.
struct CSVTreatments {
    private(set) var doses: [InsulinDose] = []
    private(set) var carbs: [CarbEntry] = []

    /// A row's insulin field, then its carb field.
    mutating func add(insulin: String, insulinKind: String, carbs grams: String, carbKind: String,
                      at time: Date, line: Int, skipped: inout SkippedRows) {
        add(insulin: insulin, kind: insulinKind, at: time, line: line, skipped: &skipped)
        add(carbs: grams, kind: carbKind, at: time, line: line, skipped: &skipped)
    }

    mutating func add(insulin text: String, kind: String, automatic: Bool = false, duration: TimeInterval = 0,
                      at time: Date, line: Int, skipped: inout SkippedRows) {
        if let units = Self.amount(text, .insulin, line: line, skipped: &skipped) {
            doses.append(InsulinDose(time: time, units: units, kind: kind, automatic: automatic, duration: duration))
        }
    }

    mutating func add(carbs text: String, kind: String, at time: Date, line: Int, skipped: inout SkippedRows) {
        if let grams = Self.amount(text, .carbs, line: line, skipped: &skipped) {
            carbs.append(CarbEntry(time: time, grams: grams, kind: kind))
        }
    }

    private static func amount(_ text: String, _ amount: TreatmentAmount, line: Int, skipped: inout SkippedRows) -> Double? {
        guard !text.isEmpty else { return nil }
        switch amount.judge(field: text) {
        case .kept(let value): return value
        case .none: return nil
        case .refused(let problem):
            skipped.skip(line: line, problem)
            return nil
        }
    }
}
