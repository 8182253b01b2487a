@testable import DayBands

/// LibreView CSV, read as if detected as such, with the date order detected
/// from the file (the path every file without --date-format takes).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let rows = CSVRows(Fuzz.bytes(data, size), source: "fuzz")
    if let report = try? LibreViewCSV(rows: rows, source: "fuzz", dateOrder: nil).read(in: Fuzz.calendar) { Fuzz.check(report) }
    return 0
}
