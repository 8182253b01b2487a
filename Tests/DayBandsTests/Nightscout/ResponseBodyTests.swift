import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
@testable import DayBandsSources

/// A site's answer is read from memory by the importers that read files:
/// nothing of it (health data) is written to disk, and its messages name the
/// redacted URL with the line and byte, as a file's name the path.
@Suite struct ResponseBodyTests {
    static let token = "reader-0a1b2c3d4e5f6789"
    static let url = RedactedURL(URL(string: "https://cgm.example/api/v1/entries.json?count=3&token=\(token)")!)
    static let shownURL = "https://cgm.example/api/v1/entries.json?count=3&token=***"

    static func body(_ text: String, _ collection: RangeQuery.Collection = .entries) -> ResponseBody {
        ResponseBody(data: Data(text.utf8), contentType: "application/json", url: url, collection: collection)
    }

    /// The same bytes read as a file, the way `FileSource` reads an export:
    /// its warnings (the path shown as the URL) and readings, or its error.
    static func fileResult(_ text: String) throws -> Result<(warnings: [String], readings: Int), DataError> {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-body-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("entries.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let file = try InputFile(path: path)
        do {
            let report = try NightscoutEntries(file: file, firstChunk: try file.read()).read()
            return .success((report.warnings.map { $0.replacingOccurrences(of: path, with: shownURL) }, report.data.readings.count))
        } catch var error as DataError {
            #expect(error.source == path)
            error.source = shownURL
            return .failure(error)
        }
    }

    @Test func aMalformedAnswerNamesTheRedactedURLWithLineAndByte() throws {
        let text = "[\n{\"type\":\"sgv\",\"sgv\":120,\"date\":1790841600000},\n{\"type\":\"sgv\",\"sgv\":,\"date\":1790841900000}\n]"
        let error = #expect(throws: DataError.self) { try Self.body(text).read() }
        #expect(error?.source == Self.shownURL)
        #expect(error?.line == 3)
        // Byte 70 (counting from 1) is the `,` where a value should be.
        #expect(error?.message.hasPrefix("malformed JSON at byte 70: ") == true, "\(String(describing: error))")
        #expect(error?.message.hasSuffix("; expected a JSON array of records") == true)
        #expect(!"\(String(describing: error))".contains(Self.token))
        // Word for word what the same bytes in a file give, the URL for the path.
        guard case .failure(let fileError) = try Self.fileResult(text) else {
            Issue.record("the same bytes in a file were read")
            return
        }
        #expect(fileError == error)
    }

    @Test func aTruncatedAnswerSaysWhereItEnds() throws {
        let text = "[{\"sgv\": 120, \"date\": 1760000000000},\n {\"sgv\": 1"
        let error = #expect(throws: DataError.self) { try Self.body(text).read() }
        #expect(error?.description == "\(Self.shownURL):2: truncated JSON: the file ends after byte 48; expected the rest of the records and a closing ]")
    }

    /// Over one chunk (`InputFile.chunkSize`) of answer: read in chunks from
    /// memory, with the line of a skipped record far into the second one.
    @Test func aLargeAnswerReadsInChunksWithLinesAndExtent() throws {
        let start = 1_790_841_600_000
        var records = (0..<12_000).reversed().map { index in
            #"{"_id":"\#(index)","date":\#(start + index * 300_000),"sgv":\#(60 + index % 200),"direction":"Flat","type":"sgv","noise":1}"#
        }
        records[11_000] = #"{"_id":"bad","date":\#(start),"sgv":"high","type":"sgv"}"#
        let text = "[" + records.joined(separator: ",\n") + "]"
        #expect(text.utf8.count > InputFile.chunkSize)
        let (report, extent) = try Self.body(text).read()
        #expect(report.data.readings.count == 11_999)
        #expect(report.warnings == ["1 row skipped in \(Self.shownURL): first at line 11001: expected a number in sgv"])
        let file = try Self.fileResult(text).get()
        #expect(file.warnings == report.warnings && file.readings == report.data.readings.count)
        #expect(extent.records == 12_000)
        #expect(extent.oldest == Date(timeIntervalSince1970: Double(start) / 1000))
    }

    @Test func treatmentsAreReadFromMemoryToo() throws {
        let text = #"[{"eventType":"Meal Bolus","created_at":"2026-10-01T12:00:00Z","insulin":4.5,"carbs":40},"#
            + #"{"eventType":"Note","created_at":"2026-10-01T08:00:00Z","carbs":"lots"}]"#
        let (report, extent) = try Self.body(text, .treatments).read()
        #expect(report.data.doses.map(\.units) == [4.5])
        #expect(report.data.carbs.map(\.grams) == [40])
        #expect(report.warnings == ["1 row skipped in \(Self.shownURL): first at line 1: expected a number in carbs"])
        #expect(extent.records == 2)
        #expect(extent.oldest == ISOTimestamp.instant("2026-10-01T08:00:00Z"))
    }

    // MARK: The program: nothing in the temporary directory

    /// `TMPDIR` names a directory that does not exist, inside an empty one:
    /// writing the answer anywhere under it would fail the load, and the
    /// empty directory stays empty.
    static func withMissingTemporaryDirectory(_ body: (String) throws -> Void) throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-no-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: empty) }
        try body(empty.appendingPathComponent("missing").path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path) == [])
    }

    @Test func theProgramReadsASiteWithoutATemporaryFile() throws {
        try Self.withMissingTemporaryDirectory { tmp in
            try withLoopbackSite(["--days", "1", "--token", Self.token]) { server in
                let run = try Daybands.run(["stats", "--json", "--nightscout", server.address],
                                           environment: ["NIGHTSCOUT_TOKEN": Self.token, "TMPDIR": tmp])
                #expect(run.status == 0, "\(run.stderr)")
                #expect(run.stdout.contains("\"readings\" : 288") || run.stdout.contains("\"readings\":288"), "\(run.stdout)")
            }
        }
    }

    @Test func theProgramNamesTheRedactedURLOfAMalformedAnswer() throws {
        try Self.withMissingTemporaryDirectory { tmp in
            try withLoopbackSite(["--token", Self.token, "--fault", "malformed"]) { server in
                let run = try Daybands.run(["stats", "--nightscout", server.address],
                                           environment: ["NIGHTSCOUT_TOKEN": Self.token, "TMPDIR": tmp])
                #expect(run.status == 1)
                let message = ":1: truncated JSON: the file ends after byte 47; expected the rest of the records and a closing ]"
                #expect(run.stderr.contains("\(server.address)api/v1/entries.json?find[date][$gte]="), "\(run.stderr)")
                #expect(run.stderr.contains("token=***\(message)"), "\(run.stderr)")
                #expect(!run.stderr.contains(Self.token) && !run.stderr.contains(tmp))
            }
        }
    }
}
