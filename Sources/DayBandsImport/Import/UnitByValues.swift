import DayBandsRecords
/// The unit of glucose values in a file that names none (a plain CSV):
/// mmol/L when most values are below 35, which no mg/dL sensor reports
/// (and no mmol/L value reaches), else mg/dL. The choice is said whenever
/// any value looks like the other unit, with the share that decided it
/// (`values read as mmol/L: 98% are below 35`), so a typo (one 120 among
/// mmol/L values) neither flips the unit nor passes silently.
struct UnitByValues {
    /// Values below this look like mmol/L.
    static let highestMmol = 35.0

    let unit: GlucoseUnit
    /// How many values look like mmol/L, of how many.
    private let below: Int
    private let count: Int

    /// Zero and negative values are glucose in no unit (skipped either way): they do not vote.
    init?(_ values: [Double]) {
        let positive = values.filter { $0 > 0 }
        guard !positive.isEmpty else { return nil }
        below = positive.filter { $0 < Self.highestMmol }.count
        count = positive.count
        unit = below * 2 > count ? .mmol : .mgdl
    }

    /// The line that says the choice, or nil when every value agrees with it.
    func line(source: String) -> String? {
        let agreeing = unit == .mmol ? below : count - below
        guard agreeing < count || unit == .mmol else { return nil }
        let limit = Int(Self.highestMmol)
        // Never 100% for a share that is not all, nor 0% for one that is some.
        let percent = agreeing == count ? "all" : "\(min(99, max(1, agreeing * 100 / count)))%"
        let reason = unit == .mmol ? "\(percent) are below \(limit)" : "\(percent) are \(limit) or above"
        let other = unit == .mmol ? "mg/dL" : "mmol/L"
        return "values in \(source) read as \(unit.label): \(reason) and no unit is named; if they are \(other), "
            + "name the unit (a column glucose (\(other)), or \(other) in a third column)"
    }
}
