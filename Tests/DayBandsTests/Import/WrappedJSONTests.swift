import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

/// Issue 19: a JSON object wrapping the records' array (`{"entries":[…]}`,
/// the v3 API's `{"status":200,"result":[…]}`) was read as one JSON Lines
/// record and refused as "expected a number in sgv". It is named as such,
/// with how to take the array out.
@Suite struct WrappedJSONTests {
    let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)

    private func error(_ json: String) throws -> DataError {
        try #require(throws: DataError.self) {
            try FileSource(path: "wrapped.json").read(InputFile(bytes: Data(json.utf8), name: "wrapped.json"), in: utc)
        }
    }

    @Test(arguments: [
        (#"{"entries":[{"type":"sgv","sgv":120,"date":1790000000000}]}"#, "entries"),
        (#"{ "treatments" : [ {"eventType":"Bolus","insulin":2,"created_at":"2026-10-01T08:00:00Z"}]}"#, "treatments"),
        (#"{"status":200,"result":[{"type":"sgv","sgv":120,"date":1790000000000}]}"#, "result"),
        ("{\"data\":\n  [\n    {\"sgv\":120}]}", "data"),
    ])
    func aWrappedArrayIsNamed(json: String, key: String) throws {
        let error = try error(json)
        #expect(error.description == "wrapped.json:1: a JSON object holding the records as its \"\(key)\" array, not the array itself; "
            + "take the array out (jq '.\(key)' FILE > records.json) and open that")
    }

    /// JSON Lines records are no wrappers, even with an array of their own.
    @Test func aRecordPerLineIsStillRead() throws {
        let lines = #"{"type":"sgv","sgv":120,"date":1790000000000,"tags":[{"a":1}]}"# + "\n"
            + #"{"type":"sgv","sgv":130,"date":1790000300000}"# + "\n"
        let report = try FileSource(path: "lines.json").read(InputFile(bytes: Data(lines.utf8), name: "lines.json"), in: utc)
        #expect(report.data.readings.map(\.mgdl) == [120, 130])
    }
}
