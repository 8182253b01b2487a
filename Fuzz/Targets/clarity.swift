@testable import DayBandsImport

extension Fuzz {
    /// Dexcom Clarity CSV, read as if detected as such.
    static func clarity(_ data: UnsafePointer<UInt8>, _ size: Int) {
        let rows = CSVRows(Fuzz.bytes(data, size), source: "fuzz")
        if let report = try? ClarityCSV(rows: rows, source: "fuzz").read(in: Fuzz.calendar) { Fuzz.check(report) }
    }
}
