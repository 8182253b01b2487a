import DayBandsRecords

extension GlucoseUnit {
    /// The unit a column name or unit cell names (`Glucose Value (mmol/L)`,
    /// `Historic Glucose mg/dL`, `mmol/L`), or nil when it names neither.
    init?(label: String) {
        let text = label.lowercased()
        if text.contains("mmol") {
            self = .mmol
        } else if text.contains("mg/dl") || text.contains("mgdl") {
            self = .mgdl
        } else {
            return nil
        }
    }
}
