import DayBandsImport
import DayBandsRecords
import Foundation

/// One page of API v3's history (`{"status":200,"result":[...]}`): each
/// document with its identifier, when the site last changed it
/// (`srvModified`) and whether it still stands (`isValid: false` is a
/// deletion, the document kept as it was). A page that is not that shape
/// (an HTML error page, JSON cut short, an error object) throws one line
/// naming the URL: nothing of it is used.
package struct HistoryPage: Sendable {
    package var documents: [HistoryDocument]
    /// Documents left out: without an identifier or a `srvModified`, which
    /// the history cannot place.
    package var unplaced = 0

    /// The newest `srvModified` of the page, where the next page starts.
    package var newest: Int64? { documents.map(\.modified).max() }

    package init(documents: [HistoryDocument], unplaced: Int = 0) {
        self.documents = documents
        self.unplaced = unplaced
    }

    package init(body: Data, contentType: String, url: RedactedURL, expected: String) throws {
        try ResponseBody.checkIsJSON(body, contentType: contentType, url: url, expected: expected)
        func failure(_ found: String) -> DataError {
            DataError(source: url.description, message: "\(found); expected \(expected)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: body) else { throw failure("the answer is not JSON (cut short or malformed)") }
        guard let wrapped = object as? [String: Any], let result = wrapped["result"] as? [Any] else {
            throw failure("found no \"result\" array")
        }
        var documents: [HistoryDocument] = []
        var unplaced = 0
        for element in result {
            guard let document = element as? [String: Any], let placed = HistoryDocument(document) else {
                unplaced += 1
                continue
            }
            documents.append(placed)
        }
        self.init(documents: documents, unplaced: unplaced)
    }
}

/// A document of the history: what identifies it on the site, when it was
/// last changed, whether it still stands, and its fields as a one-document
/// JSON array for the importers that read API v1's pages.
package struct HistoryDocument: Sendable {
    package var identifier: String
    package var modified: Int64
    package var isValid: Bool
    package var body: Data

    package init(identifier: String, modified: Int64, isValid: Bool, body: Data) {
        self.identifier = identifier
        self.modified = modified
        self.isValid = isValid
        self.body = body
    }

    /// Nil without an identifier (`identifier`, else API v1's `_id`, as the
    /// site's storage names a document) or a numeric `srvModified`. The
    /// body leaves `isValid` out: a deleted document is read for the
    /// records it held, which the importers would leave out (`DeletedOnSite`).
    init?(_ fields: [String: Any]) {
        var content = fields
        content["isValid"] = nil
        guard let identifier = (fields["identifier"] ?? fields["_id"]) as? String, !identifier.isEmpty,
              let modified = Self.integer(fields["srvModified"]),
              let body = try? JSONSerialization.data(withJSONObject: [content]) else { return nil }
        self.init(identifier: identifier, modified: modified, isValid: Self.flag(fields["isValid"]) ?? true, body: body)
    }

    private static func integer(_ value: Any?) -> Int64? {
        switch value {
        case let number as Int: Int64(number)
        case let number as Int64: number
        case let number as Double where number.isFinite && abs(number) < 1e15: Int64(number)
        case let number as NSNumber: number.int64Value
        default: nil
        }
    }

    private static func flag(_ value: Any?) -> Bool? {
        switch value {
        case let flag as Bool: flag
        case let number as NSNumber: number.boolValue
        default: nil
        }
    }

    /// The records the document reads as, by the importers of API v1's
    /// pages (`NightscoutEntries`, `NightscoutTreatments`,
    /// `NightscoutDeviceStatus`), named by `url`; device statuses dated
    /// after `notAfter` set aside. A document of no record (a note, a
    /// status holding no figure) reads as none.
    package func records(of collection: HistoryCollection, url: RedactedURL, notAfter: Date) throws -> HistoryRecords {
        let file = InputFile(bytes: body, name: url.description)
        let chunk = try file.read()
        switch collection {
        case .entries:
            let report = try NightscoutEntries(file: file, firstChunk: chunk).read(requiringARecord: false)
            return HistoryRecords(data: report.data, skipped: report.skippedRows, warnings: report.warnings)
        case .treatments:
            let report = try NightscoutTreatments(file: file, firstChunk: chunk).read(requiringARecord: false)
            return HistoryRecords(data: report.data, skipped: report.skippedRows, warnings: report.warnings)
        case .devicestatus:
            let read = try NightscoutDeviceStatus(file: file, firstChunk: chunk).records(notAfter: notAfter)
            return HistoryRecords(data: GlucoseData(readings: []), statuses: read.records, skipped: read.setAside,
                                  warnings: [read.warning].compactMap { $0 })
        }
    }
}

/// What one history document reads as.
package struct HistoryRecords: Sendable {
    package var data: GlucoseData
    package var statuses: [DeviceStatusRecord] = []
    package var skipped = 0
    package var warnings: [String] = []
}
