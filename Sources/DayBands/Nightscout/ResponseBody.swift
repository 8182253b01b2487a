import Foundation

/// A page of records as the site sent it, read by the same importers that
/// read exported files (`NightscoutEntries`, `NightscoutTreatments`). They
/// read files, so the body is written to a private temporary file while they
/// do; their messages then name the URL instead of that file.
struct ResponseBody {
    let data: Data
    let contentType: String
    let url: RedactedURL
    let collection: RangeQuery.Collection

    /// The page's data and warnings, with how many records it held and the
    /// oldest one's time (to ask for the next page).
    func read() throws -> (report: LoadReport, extent: PageExtent) {
        try checkIsJSON()
        return try withTemporaryFile { path in
            let file = try InputFile(path: path)
            let firstChunk = try file.read()
            let report = switch collection {
            case .entries: try NightscoutEntries(file: file, firstChunk: firstChunk).read()
            case .treatments: try NightscoutTreatments(file: file, firstChunk: firstChunk).read()
            }
            let extent = try PageExtent(path: path, collection: collection)
            let warnings = report.warnings.map { $0.replacingOccurrences(of: path, with: url.description) }
            return (LoadReport(data: report.data, warnings: warnings), extent)
        }
    }

    /// A login page, a proxy's error page or another site answers with HTML:
    /// say so rather than what the JSON parser would make of it.
    private func checkIsJSON() throws {
        let first = data.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if contentType.lowercased().contains("html") || first == UInt8(ascii: "<") {
            throw DataError(source: url.description,
                            message: "the site answered with an HTML page, not Nightscout's JSON; expected \(collection.expected) (is the address a Nightscout site?)")
        }
        if first == nil {
            throw DataError(source: url.description, message: "empty answer; expected \(collection.expected)")
        }
    }

    private func withTemporaryFile<T>(_ body: (String) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-\(UUID().uuidString)")
        let path = directory.appendingPathComponent("response.json").path
        do {
            // Health data: readable by this user only, and gone when read.
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o700])
            defer { try? FileManager.default.removeItem(at: directory) }
            try data.write(to: URL(fileURLWithPath: path))
            return try body(path)
        } catch var error as DataError {
            error.source = url.description
            error.message = error.message.replacingOccurrences(of: path, with: url.description)
            throw error
        } catch {
            throw DataError(source: url.description,
                            message: "cannot keep the answer in a temporary file (\(error.localizedDescription))")
        }
    }
}
