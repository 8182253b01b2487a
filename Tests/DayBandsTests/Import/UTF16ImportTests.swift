import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

/// Issue 19: a Clarity or LibreView export saved again on Windows is UTF-16
/// (little-endian with a byte order mark, or big-endian without one); it
/// was refused as "binary content (byte 0x0 at offset 3)". It is read as
/// the same export in UTF-8 is.
@Suite struct UTF16ImportTests {
    let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)

    private static func utf16(_ text: String, bigEndian: Bool, mark: Bool) -> [UInt8] {
        let units = (mark ? [0xFEFF] : []) + Array(text.utf16)
        return units.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }

    @Test(arguments: ["clarity-de.csv", "libreview-de.csv", "libreview-scans.csv", "plain.csv"],
          [(false, true), (true, false), (false, false), (true, true)])
    func utf16ExportsGiveTheSameReadings(fixture: String, encoding: (bigEndian: Bool, mark: Bool)) throws {
        let utf8 = try Fixture.read(fixture)
        var text = try String(contentsOfFile: Fixture.path(fixture), encoding: .utf8)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-utf16-\(UUID().uuidString).csv").path
        try Data(Self.utf16(text, bigEndian: encoding.bigEndian, mark: encoding.mark)).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let report = try FileSource(path: path).read(in: utc)
        #expect(!utf8.data.readings.isEmpty)
        #expect(report.data.readings == utf8.data.readings)
        #expect(report.data.doses == utf8.data.doses)
        #expect(report.warnings == utf8.warnings.map { $0.replacingOccurrences(of: Fixture.path(fixture), with: path) })
    }

    @Test func aCharacterSplitAcrossChunksIsKept() throws {
        // 😀 is a surrogate pair; the file's first chunk ends between its two halves.
        let header = "timestamp,glucose,note\n"
        let filler = String(repeating: "2026-10-01T08:00:00Z,100,x\n", count: 1)
        let pad = String(repeating: "a", count: (InputFile.chunkSize / 2) - header.utf16.count - filler.utf16.count - 1 - 26)
        let text = header + filler + "2026-10-01T08:05:00Z,110," + pad + "😀\n" + "2026-10-01T08:10:00Z,120,y\n"
        let bytes = Self.utf16(text, bigEndian: false, mark: true)
        let file = InputFile(bytes: Data(bytes), name: "split.csv")
        let converted = try #require(try UTF16Text.utf8(of: file, prefix: try file.read()))
        var all: [UInt8] = []
        while case let chunk = try converted.read(), !chunk.isEmpty { all += chunk }
        #expect(String(decoding: all, as: UTF8.self) == text)
    }

    @Test func utf8AndBinaryAreNotTakenForUTF16() throws {
        #expect(UTF16Text.encoding(of: Array("timestamp,glucose\n".utf8)) == nil)
        #expect(UTF16Text.encoding(of: Array(try Data(contentsOf: URL(fileURLWithPath: Fixture.path("binary.csv"))))) == nil)
    }
}
