@testable import DayBandsImport

extension Fuzz {
    /// LibreView CSV, read as if detected as such, with the date order detected
    /// from the file (the path every file without --date-format takes).
    static func libreview(_ data: UnsafePointer<UInt8>, _ size: Int) {
        let rows = CSVRows(Fuzz.bytes(data, size), source: "fuzz")
        if let report = try? LibreViewCSV(rows: rows, source: "fuzz", dateOrder: nil).read(in: Fuzz.calendar) { Fuzz.check(report) }
    }
}
