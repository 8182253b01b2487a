@testable import DayBands

/// The CSV `daybands archive export` writes, read as if detected as such
/// (with and without the series columns).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let rows = CSVRows(Fuzz.bytes(data, size), source: "fuzz")
    if let report = try? ArchiveCSV(rows: rows, source: "fuzz").read() { Fuzz.check(report) }
    return 0
}
