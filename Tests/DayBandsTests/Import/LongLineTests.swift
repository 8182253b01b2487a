import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

/// Issue 19: a CSV of one endless line was held whole, and copied, before
/// its error (2 GB: 177 s, 6.3 GB). A line over `InputFile.lineLimit` is
/// refused with its file and number once its first MiB past the limit is read.
@Suite struct LongLineTests {
    let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)

    private func error(_ text: [UInt8]) throws -> DataError {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-long-\(UUID().uuidString).csv").path
        try Data(text).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = try #require(throws: DataError.self) { try FileSource(path: path).read(in: utc) }
        #expect(error.source == path)
        #expect(error.message == "a line longer than 1 MiB (no export has one); expected CSV rows, one record per line")
        return error
    }

    private let rows = Array((0..<20_000).map { "2026-10-01T08:\(String(format: "%02d", $0 % 60)):00Z,\(100 + $0 % 50)\n" }.joined().utf8)

    @Test func aFileOfOneLongLineNamesLineOne() throws {
        let line = Array(repeating: UInt8(ascii: "9"), count: 3 << 20)
        #expect(try error(Array("2026-10-01T08:00:00Z,".utf8) + line).line == 1)
    }

    /// Past the first chunk, begun in one chunk and ended in the next: only
    /// its two parts together are over the limit.
    @Test func aLongLineAcrossTwoChunksNamesItsNumber() throws {
        let long = Array("2026-10-01T09:00:00Z,".utf8) + Array(repeating: UInt8(ascii: "9"), count: (1 << 20) + 100) + [10]
        #expect(try error(Array("timestamp,glucose\n".utf8) + rows + long + rows).line == 20_002)
    }

    @Test func aLineJustUnderTheLimitIsRead() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-long-\(UUID().uuidString).csv").path
        let note = Array("2026-10-01T09:00:00Z,100,mg/dL,".utf8) + Array(repeating: UInt8(ascii: "x"), count: (1 << 20) - 40) + [10]
        try Data(Array("timestamp,glucose,unit,note\n".utf8) + rows + note + rows).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try FileSource(path: path).read(in: utc).data.readings.count > 0)
    }
}
