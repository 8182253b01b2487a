import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

/// Every file that cannot be read fails with a `DataError` naming the file,
/// the line (JSON also the byte) and what was expected, and never crashes.
@Suite("Bad input")
struct BadInputTests {
    @Test(arguments: [
        ("entries-malformed.json", 3, "malformed JSON at byte 108: parse error: invalid object key (must be a string); expected a JSON array of records"),
        ("entries-truncated.json", 3, "truncated JSON: the file ends after byte 105; expected the rest of the records and a closing ]"),
        ("entries-not-array.json", 1, "expected a JSON array of records, found an object"),
        ("plain-wrong-columns.csv", 1, "expected the columns timestamp,glucose[,unit], or a header naming a time column (timestamp, time, date) and a glucose column (glucose, bg, value, sgv), found 4: time,level,unit,device"),
        ("plain-bad-numbers.csv", 2, "expected a glucose number, found 'high'"),
        ("plain-bad-date.csv", 2, "expected an ISO 8601 time, epoch seconds or milliseconds, or YYYY-MM-DD HH:MM[:SS], found '2026/10/01 9h00'"),
        ("plain-unterminated-quote.csv", 3, "the file ends inside a quoted field; expected a closing \""),
        ("clarity-wrong-columns.csv", 1, "expected a Clarity header with Timestamp, Event Type and Glucose Value columns, found Index,"),
        ("libreview-wrong-columns.csv", 2, "expected LibreView columns Device Timestamp, Record Type and Historic Glucose mg/dL (or mmol/L), found Device,"),
        ("notes.txt", 1, "unrecognised content; expected Nightscout JSON, a Dexcom Clarity or LibreView CSV export"),
    ])
    func unreadableFileNamesFileLineAndExpectation(fixture: String, line: Int, message: String) throws {
        let error = try #require(Fixture.error(fixture))
        #expect(error.source == Fixture.path(fixture))
        #expect(error.line == line)
        #expect(error.message.hasPrefix(message))
        #expect(error.description.hasPrefix("\(Fixture.path(fixture)):\(line): \(message)"))
    }

    @Test(arguments: [
        ("empty.csv", "empty file; expected Nightscout JSON, a Dexcom Clarity or LibreView CSV export"),
        ("binary.csv", "binary content (byte 0x1a at offset 6), not text; expected"),
    ])
    func fileWithNoTextNamesTheFile(fixture: String, message: String) throws {
        let error = try #require(Fixture.error(fixture))
        #expect(error.description.hasPrefix("\(Fixture.path(fixture)): \(message)"))
    }

    @Test(arguments: [
        ([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00] as [UInt8], "a ZIP archive, not a data file: unpack it (unzip)"),
        ([0x1F, 0x8B, 0x08, 0x00], "gzip-compressed: unpack it (gunzip -k)"),
    ])
    func packedExportSaysHowToOpenIt(bytes: [UInt8], message: String) throws {
        let error = try #require(throws: DataError.self) { try DataFormat.detect(bytes, source: "export") }
        #expect(error.source == "export")
        #expect(error.message.hasPrefix(message))
    }

    @Test func missingFile() throws {
        let path = Fixture.path("no-such-file.json")
        let error = try #require(Fixture.error("no-such-file.json"))
        #expect(error.description == "\(path): cannot open: No such file or directory; expected a data file")
    }

    @Test func directoryInsteadOfFile() throws {
        let error = try #require(Fixture.error("."))
        #expect(error.message == "is a directory; expected a data file")
    }

    @Test func oneBadFileStopsASetWithItsOwnName() throws {
        let files = FileSet(paths: [Fixture.path("plain.csv"), Fixture.path("entries-truncated.json")])
        #expect(throws: DataError.self) { try files.read(in: Fixture.calendar("UTC")) }
        do {
            _ = try files.read(in: Fixture.calendar("UTC"))
        } catch let error as DataError {
            #expect(error.source == Fixture.path("entries-truncated.json"))
        }
    }
}
