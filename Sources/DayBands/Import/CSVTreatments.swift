import Foundation

/// The doses and carbs of CSV rows that have an insulin and a carb field,
/// each judged by `TreatmentAmount` alike in every such reader: a kept
/// amount is a dose or a carb entry, zero is nothing, anything else a
/// skipped row with its reason.
struct CSVTreatments {
    private(set) var doses: [InsulinDose] = []
    private(set) var carbs: [CarbEntry] = []

    mutating func add(insulin: String, insulinKind: String, carbs grams: String, carbKind: String,
                      at time: Date, line: Int, skipped: inout SkippedRows) {
        for (text, kind) in [(insulin, TreatmentAmount.insulin), (grams, .carbs)] where !text.isEmpty {
            switch kind.judge(field: text) {
            case .kept(let amount) where kind == .insulin: doses.append(InsulinDose(time: time, units: amount, kind: insulinKind))
            case .kept(let amount): carbs.append(CarbEntry(time: time, grams: amount, kind: carbKind))
            case .none: break
            case .refused(let problem): skipped.skip(line: line, problem)
            }
        }
    }
}
