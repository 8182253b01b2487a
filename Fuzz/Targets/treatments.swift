@testable import DayBandsImport

extension Fuzz {
    /// Nightscout treatments JSON, read as if detected as such.
    static func treatments(_ data: UnsafePointer<UInt8>, _ size: Int) {
        guard let file = try? InputFile(path: Fuzz.file(data, size)), let first = try? file.read() else { return }
        if let report = try? NightscoutTreatments(file: file, firstChunk: first).read() { Fuzz.check(report) }
    }
}
