import DayBandsRecords
/// A row's glucose field as every CSV reader judges it: a number read
/// strictly (`DecimalNumber`) in the file's unit, plausible in mg/dL.
enum GlucoseField {
    /// The value in mg/dL, or nil with the row skipped and the reason said;
    /// `expected` names what the field holds (`a sensor glucose number`).
    static func mgdl(_ text: String, unit: GlucoseUnit, expected: String, line: Int, skipped: inout SkippedRows) -> Double? {
        guard let value = DecimalNumber.value(text), value.isFinite else {
            skipped.skip(line: line, "expected \(expected), found \(PrintableText.quoted(text))")
            return nil
        }
        let mgdl = unit.mgdl(from: value)
        if let problem = Plausible.problem(mgdl: mgdl) {
            skipped.skip(line: line, problem)
            return nil
        }
        return mgdl
    }
}
