@testable import DayBands

/// Tidepool JSON, read as if detected as such.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let file = try? InputFile(path: Fuzz.file(data, size)), let first = try? file.read() else { return 0 }
    if let report = try? TidepoolJSON(file: file, firstChunk: first).read() { Fuzz.check(report) }
    return 0
}
