@testable import DayBandsImport

extension Fuzz {
    /// timestamp,glucose[,unit] CSV, read as if detected as such.
    static func plain(_ data: UnsafePointer<UInt8>, _ size: Int) {
        let rows = CSVRows(Fuzz.bytes(data, size), source: "fuzz")
        if let report = try? PlainCSV(rows: rows, source: "fuzz").read(in: Fuzz.calendar) { Fuzz.check(report) }
    }
}
