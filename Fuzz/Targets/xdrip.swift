@testable import DayBandsImport

extension Fuzz {
    /// xDrip+ CSV (SiDiary), read as if detected as such.
    static func xdrip(_ data: UnsafePointer<UInt8>, _ size: Int) {
        let rows = CSVRows(Fuzz.bytes(data, size), source: "fuzz")
        if let report = try? XDripCSV(rows: rows, source: "fuzz").read(in: Fuzz.calendar) { Fuzz.check(report) }
    }
}
