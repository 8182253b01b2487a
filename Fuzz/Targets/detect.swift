@testable import DayBands

/// A file as `daybands` opens it: format detection, then whichever reader
/// the content chooses.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
        Fuzz.check(try FileSource(path: Fuzz.file(data, size)).read(in: Fuzz.calendar))
    } catch {
        Fuzz.checkMessage("\(error)")
    }
    return 0
}
