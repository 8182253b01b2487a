@testable import DayBands

/// Glooko CSV, read as if detected as such.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let rows = CSVRows(Fuzz.bytes(data, size), source: "fuzz")
    if let report = try? GlookoCSV(rows: rows, source: "fuzz").read(in: Fuzz.calendar) { Fuzz.check(report) }
    return 0
}
