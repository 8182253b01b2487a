@testable import DayBandsImport

extension Fuzz {
    /// Tidepool JSON, read as if detected as such.
    static func tidepool(_ data: UnsafePointer<UInt8>, _ size: Int) {
        guard let file = try? InputFile(path: Fuzz.file(data, size)), let first = try? file.read() else { return }
        if let report = try? TidepoolJSON(file: file, firstChunk: first).read() { Fuzz.check(report) }
    }
}
