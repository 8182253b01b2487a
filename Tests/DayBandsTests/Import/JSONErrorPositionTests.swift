import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

/// Every JSON reader's error names the line and the byte where the parse
/// failed (USAGE.md says so): entries and treatments as an array or one
/// object per line (`mongoexport`), and Tidepool. The expected position is
/// found here from the text itself: the byte (from 1) of the second comma of
/// `,,`, or the file's length when it ends inside a record.
@Suite("JSON error positions")
struct JSONErrorPositionTests {
    /// Each reader's records, the second record broken with `,,` on line 3.
    static let documents: [(format: DataFormat, text: String)] = [
        (.nightscoutEntries, """
            [
              {"date":1790842800000,"sgv":142,"type":"sgv","device":"xDrip-DexcomG6"},
              {"date":1790843100000,"sgv":139,,"type":"sgv"}
            ]

            """),
        (.nightscoutTreatments, """
            [
              {"eventType":"Meal Bolus","created_at":"2026-10-01T08:00:00Z","insulin":4.5,"carbs":40},
              {"eventType":"Correction Bolus","created_at":"2026-10-01T09:00:00Z","insulin":1.5,,"carbs":0}
            ]

            """),
        (.nightscoutEntryLines, """
            {"_id":{"$oid":"5cd4f1e6a1b2c3d4e5f60001"},"date":{"$numberLong":"1790842800000"},"sgv":"142","type":"sgv"}
            {"_id":{"$oid":"5cd4f1e6a1b2c3d4e5f60002"},"date":1.7908431e+12,"sgv":"139","type":"sgv"}
            {"_id":{"$oid":"5cd4f1e6a1b2c3d4e5f60003"},"date":1790843400000,,"sgv":"137","type":"sgv"}

            """),
        (.nightscoutTreatmentLines, """
            {"_id":{"$oid":"5cd4f1e6a1b2c3d4e5f61001"},"eventType":"Meal Bolus","created_at":"2026-10-01T10:09:30+02:00","insulin":3.675}
            {"_id":{"$oid":"5cd4f1e6a1b2c3d4e5f61002"},"eventType":"Carb Correction","created_at":"2026-10-01T09:00:00Z","carbs":15}
            {"_id":{"$oid":"5cd4f1e6a1b2c3d4e5f61003"},"eventType":"Correction Bolus","created_at":"2026-10-01T10:00:00Z","insulin":1,,}

            """),
        (.tidepoolJSON, """
            [
              {"type":"cbg","units":"mmol/L","value":7.2,"time":"2026-10-01T08:00:00.000Z","uploadId":"u1","deviceId":"DexG6_1"},
              {"type":"cbg","units":"mmol/L","value":7.4,,"time":"2026-10-01T08:05:00.000Z","uploadId":"u1"}
            ]

            """),
    ]

    static let formats = documents.map(\.format)

    @Test(arguments: formats)
    func malformedNamesLineAndByte(format: DataFormat) throws {
        let text = try #require(Self.documents.first { $0.format == format }).text
        let comma = try #require(text.range(of: ",,"))
        let byte = text.utf8.distance(from: text.utf8.startIndex, to: comma.lowerBound) + 2
        let error = try #require(try Self.error(reading: text, expecting: format))
        #expect(error.line == 3)
        #expect(error.line == Self.line(ofByte: byte, in: text))
        #expect(error.message.hasPrefix("malformed JSON at byte \(byte): "), "\(error.message)")
    }

    /// Cut inside the first record of line 2: the file's last byte is where it ends.
    @Test(arguments: formats)
    func truncatedNamesLineAndLastByte(format: DataFormat) throws {
        let whole = try #require(Self.documents.first { $0.format == format }).text
        let lines = whole.split(separator: "\n", omittingEmptySubsequences: false)
        let text = lines[0] + "\n" + lines[1].prefix(40)
        let error = try #require(try Self.error(reading: String(text), expecting: format))
        #expect(error.line == 2)
        #expect(error.message.hasPrefix("truncated JSON: the file ends after byte \(text.utf8.count); "), "\(error.message)")
    }

    /// An object where an array of records belongs (an error answer saved
    /// to a file) names its byte too.
    @Test func anObjectForAnArrayNamesLineAndByte() throws {
        let text = "\n  {\"status\":401,\"message\":\"Unauthorized\"}\n"
        let error = try #require(Self.error(reading: text))
        #expect(error.line == 2)
        #expect(error.message == "expected a JSON array of records, found an object at byte 4")
    }

    private static func line(ofByte byte: Int, in text: String) -> Int {
        1 + text.utf8.prefix(byte - 1).filter { $0 == UInt8(ascii: "\n") }.count
    }

    /// Checks `text` is read as `format`, and returns the error reading it throws.
    private static func error(reading text: String, expecting format: DataFormat) throws -> DataError? {
        #expect(try DataFormat.detect(Array(text.utf8), source: "test") == format)
        return error(reading: text)
    }

    /// The error reading `text` from a file of its own throws (nil, and a failure, when none is).
    private static func error(reading text: String) -> DataError? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-json-\(UUID().uuidString).json").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            let report = try FileSource(path: path).read(in: Fixture.calendar("UTC"))
            Issue.record("read without an error: \(report.data.count)")
            return nil
        } catch {
            return error as? DataError
        }
    }
}
