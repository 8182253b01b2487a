@testable import DayBandsImport

extension Fuzz {
    /// Glooko CSV, read as if detected as such.
    static func glooko(_ data: UnsafePointer<UInt8>, _ size: Int) {
        let rows = CSVRows(Fuzz.bytes(data, size), source: "fuzz")
        if let report = try? GlookoCSV(rows: rows, source: "fuzz").read(in: Fuzz.calendar) { Fuzz.check(report) }
    }
}
