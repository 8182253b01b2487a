import DayBandsImport
import DayBandsRecords
import Foundation

/// A page of records as the site sent it, read by the same importers that
/// read exported files (`NightscoutEntries`, `NightscoutTreatments`), from
/// the bytes in memory: `InputFile(bytes:name:)` names them by the redacted
/// URL, so every message names the URL, and nothing reaches the disk.
struct ResponseBody {
    let data: Data
    let contentType: String
    let url: RedactedURL
    let collection: RangeQuery.Collection

    /// The page's data and warnings, with how many records it held and the
    /// oldest one's time (to ask for the next page). A page whose records
    /// are all unreadable is no error: it is one page of a range, and an
    /// error would stop every sync at it, so its records are skipped and
    /// said (`skippedRows`, the warning) and the paging goes on below it.
    func read() throws -> (report: LoadReport, extent: PageExtent) {
        try Self.checkIsJSON(data, contentType: contentType, url: url, expected: collection.expected)
        let body = InputFile(bytes: data, name: url.description)
        let firstChunk = try body.read()
        let report = switch collection {
        case .entries: try NightscoutEntries(file: body, firstChunk: firstChunk).read(requiringARecord: false)
        case .treatments: try NightscoutTreatments(file: body, firstChunk: firstChunk).read(requiringARecord: false)
        }
        let extent = try PageExtent(body: InputFile(bytes: data, name: url.description), collection: collection)
        return (report, extent)
    }

    /// A login page, a proxy's error page or another site answers with HTML:
    /// say so rather than what the JSON parser would make of it.
    static func checkIsJSON(_ data: Data, contentType: String, url: RedactedURL, expected: String) throws {
        let first = data.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if contentType.lowercased().contains("html") || first == UInt8(ascii: "<") {
            throw DataError(source: url.description,
                            message: "the site answered with an HTML page, not Nightscout's JSON; expected \(expected) (is the address a Nightscout site?)")
        }
        if first == nil {
            throw DataError(source: url.description, message: "empty answer; expected \(expected)")
        }
    }
}
