import Foundation

/// `stats`' lines of insulin and carbs (the report's are `AGPFigures.therapyLines`, by the same figures).
extension TherapyFigures {
    /// The doses (boluses by kind, or of unknown kind) and how much a day
    /// over the days with a dose record, `-` without one (unknown, not 0);
    /// the basal delivered and the total with its split, and carbs; each
    /// other line only where the data has its records.
    public var textLines: [String] {
        func number(_ value: Double?, _ places: Int = 1) -> String { value.map { String(format: "%.\(places)f", $0) } ?? "-" }
        func percent(_ value: Double?) -> String { number(value, 0) + "%" }
        func days(_ count: Int, _ what: String) -> String { "\(count) day\(count == 1 ? "" : "s") \(what)" }
        var lines = ["insulin     -"]
        if let daily = dailyDoseUnits {
            let kinds = unknownKindUnits > 0
                ? (bolusUnits > 0 ? ": \(number(bolusUnits)) U of boluses, \(number(unknownKindUnits)) U of unknown kind"
                                    : " of unknown kind (noted by hand)")
                : automaticBolusUnits > 0
                    ? ": \(number(automaticBolusUnits)) U automatic (\(percent(automaticPercent))), \(number(manualBolusUnits)) U manual"
                    : ""
            lines = ["insulin     \(number(doseUnits)) U of \(doseWord)\(kinds); \(number(daily)) U a day (\(days(doseDays, "with doses")))"]
        }
        if basalHours > 0 {
            let hours = "\(Int(basalHours.rounded(.down))) of \(Int(windowHours.rounded())) h"
            lines.append("basal       \(number(basalUnits)) U (rate known \(hours)); with \(doseWord) \(number(totalUnits)) U, "
                         + "basal \(percent(basalPercent)), \(doseWord) \(percent(basalPercent.map { 100 - $0 }))")
            let whole = days(wholeDays, "with the basal known throughout")
            lines.append("daily dose  " + (dailyUnits.map { "\(number($0)) U a day (\(whole))" } ?? "- (no day with the basal known throughout)"))
        }
        if carbDays > 0 {
            lines.append("carbs       \(number(carbsGrams, 0)) g, \(number(dailyCarbs, 0)) g a day (\(days(carbDays, "with carbs")))")
        }
        return lines
    }
}
