@testable import DayBandsImport

extension Fuzz {
    /// The CSV `daybands archive export` writes, read as if detected as such
    /// (with and without the series columns).
    static func archive(_ data: UnsafePointer<UInt8>, _ size: Int) {
        let rows = CSVRows(Fuzz.bytes(data, size), source: "fuzz")
        if let report = try? ArchiveCSV(rows: rows, source: "fuzz").read() { Fuzz.check(report) }
    }
}
