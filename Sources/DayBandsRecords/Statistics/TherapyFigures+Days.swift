import Foundation

/// A span's therapy figures from its days' (`SpanSummary`): every figure
/// is a sum over the days, taken in the days' order as `init(data:days:)` takes it.
extension TherapyFigures {
    public init(days: [TherapyFigures]) {
        basalUnits = days.reduce(0) { $0 + $1.basalUnits }
        basalHours = days.reduce(0) { $0 + $1.basalHours }
        windowHours = days.reduce(0) { $0 + $1.windowHours }
        automaticBolusUnits = days.reduce(0) { $0 + $1.automaticBolusUnits }
        manualBolusUnits = days.reduce(0) { $0 + $1.manualBolusUnits }
        unknownKindUnits = days.reduce(0) { $0 + $1.unknownKindUnits }
        doseDays = days.reduce(0) { $0 + $1.doseDays }
        carbsGrams = days.reduce(0) { $0 + $1.carbsGrams }
        wholeDays = days.reduce(0) { $0 + $1.wholeDays }
        wholeDaysUnits = days.reduce(0) { $0 + $1.wholeDaysUnits }
        carbDays = days.reduce(0) { $0 + $1.carbDays }
    }
}
