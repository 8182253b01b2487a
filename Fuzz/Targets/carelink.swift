@testable import DayBandsImport

extension Fuzz {
    /// Medtronic CareLink CSV, read as if detected as such.
    static func carelink(_ data: UnsafePointer<UInt8>, _ size: Int) {
        let rows = CSVRows(Fuzz.bytes(data, size), source: "fuzz")
        if let report = try? CareLinkCSV(rows: rows, source: "fuzz").read(in: Fuzz.calendar) { Fuzz.check(report) }
    }
}
