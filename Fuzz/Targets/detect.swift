@testable import DayBandsImport

extension Fuzz {
    /// A file as `daybands` opens it: format detection, then whichever reader
    /// the content chooses.
    static func detect(_ data: UnsafePointer<UInt8>, _ size: Int) {
        do {
            Fuzz.check(try FileSource(path: Fuzz.file(data, size)).read(in: Fuzz.calendar))
        } catch {
            Fuzz.checkMessage("\(error)")
        }
    }
}
