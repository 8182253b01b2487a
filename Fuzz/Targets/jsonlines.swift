@testable import DayBandsImport

extension Fuzz {
    /// Nightscout JSON Lines (`mongoexport`), entries and then treatments, read
    /// as if detected as such.
    static func jsonlines(_ data: UnsafePointer<UInt8>, _ size: Int) {
        let path = Fuzz.file(data, size)
        if let file = try? InputFile(path: path), let first = try? file.read(),
           let report = try? NightscoutEntries(file: file, firstChunk: first, layout: .lines).read() {
            Fuzz.check(report)
        }
        if let file = try? InputFile(path: path), let first = try? file.read(),
           let report = try? NightscoutTreatments(file: file, firstChunk: first, layout: .lines).read() {
            Fuzz.check(report)
        }
    }
}
