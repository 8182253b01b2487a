import DayBandsRecords
import Foundation

/// The kinds of file daybands reads, told apart by content (never by the
/// file's extension, which exports and downloads rename freely).
public enum DataFormat: String, CaseIterable, Sendable {
    case nightscoutEntries = "Nightscout entries JSON"
    case nightscoutTreatments = "Nightscout treatments JSON"
    case nightscoutEntryLines = "Nightscout entries JSON Lines (mongoexport)"
    case nightscoutTreatmentLines = "Nightscout treatments JSON Lines (mongoexport)"
    case nightscoutProfile = "Nightscout profile JSON"
    case nightscoutDeviceStatus = "Nightscout device status JSON"
    case tidepoolJSON = "Tidepool JSON"
    case careLinkCSV = "Medtronic CareLink CSV"
    case xDripCSV = "xDrip+ CSV (SiDiary)"
    case glookoCSV = "Glooko CSV"
    case clarityCSV = "Dexcom Clarity CSV"
    case libreViewCSV = "LibreView CSV"
    case plainCSV = "timestamp,glucose CSV"
    case archiveCSV = "daybands archive CSV"

    static let expected = "expected Nightscout JSON, a Dexcom Clarity or LibreView CSV export, or CSV rows timestamp,glucose[,unit]"
        + " (also read: mongoexport JSON Lines, Tidepool JSON, Medtronic CareLink CSV, xDrip+ CSV, Glooko CSV, daybands archive CSV)"

    /// The format of a file from its first bytes (a chunk of `InputFile`).
    static func detect(_ prefix: [UInt8], source: String) throws -> DataFormat {
        var bytes = prefix[...]
        if bytes.starts(with: InputFile.byteOrderMark) { bytes = bytes.dropFirst(InputFile.byteOrderMark.count) }
        guard let first = bytes.firstIndex(where: { !Self.isSpace($0) }) else {
            throw DataError(source: source, message: prefix.isEmpty ? "empty file; \(expected)" : "blank file; \(expected)")
        }
        // Exports are often downloaded packed (Glooko and CareLink as ZIP): say how to open them.
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            throw DataError(source: source, message: "a ZIP archive, not a data file: unpack it (unzip) and open the files inside")
        }
        if bytes.starts(with: [0x1F, 0x8B]) {
            throw DataError(source: source, message: "gzip-compressed: unpack it (gunzip -k), or open it as gunzip -c FILE | daybands -")
        }
        if let binary = bytes.firstIndex(where: { $0 == 0 || ($0 < 0x20 && !Self.isSpace($0)) }) {
            throw DataError(source: source, message: "binary content (byte 0x\(String(prefix[binary], radix: 16)) at offset \(binary)), not text; \(expected)")
        }
        if bytes[first] == UInt8(ascii: "[") || bytes[first] == UInt8(ascii: "{") {
            return try json(bytes[first...], source: source)
        }
        let text = String(decoding: bytes.prefix(16_384), as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).prefix(5).map { $0.replacingOccurrences(of: "\"", with: "") }
        if let line = lines.first, [ArchiveCSV.header, ArchiveCSV.headerWithoutSeries].contains(where: { $0.joined(separator: ",") == line }) {
            return .archiveCSV
        }
        if lines.contains(where: { $0.contains("Event Type") && $0.contains("Timestamp") }) { return .clarityCSV }
        if lines.contains(where: { ClarityCSV.isTranslatedHeader(fields($0)) }) { return .clarityCSV }
        if lines.contains(where: { $0.hasPrefix("Device") && $0.contains("Serial Number") }) { return .libreViewCSV }
        if lines.contains(where: { LibreViewCSV.isTranslatedHeader(fields($0)) }) { return .libreViewCSV }
        if let line = lines.first, line.hasPrefix("DAY;TIME;UDT_CGMS") { return .xDripCSV }
        if lines.contains(where: { $0.hasPrefix("Timestamp") && (GlookoCSV.columnPrefixes + ["Glucose Value ("]).contains(where: $0.contains) }) {
            return .glookoCSV
        }
        // CareLink's section headers come after a dozen patient and device lines.
        if text.contains("Index"), ["Sensor Glucose (", "Bolus Volume Delivered", "BWZ Carb Input"].contains(where: text.contains) {
            return .careLinkCSV
        }
        if let line = lines.first, line.contains(",") || line.contains(";") || line.contains("\t") { return .plainCSV }
        throw DataError(source: source, line: 1, message: "unrecognised content; \(expected)" + (closest(to: text).map { "; \($0)" } ?? ""))
    }

    /// Entries and treatments are both arrays of objects (or, dumped from
    /// the database, objects one per line); only treatments have `eventType`
    /// or `insulin` fields. An empty array is no data either way. A file of
    /// objects without a Nightscout field (an error answer saved to a file,
    /// `{"status":401,…}`) is read as an array, which fails with a precise
    /// message.
    private static func json(_ bytes: ArraySlice<UInt8>, source: String) throws -> DataFormat {
        let head = bytes.prefix(65_536)
        // The wrapper's pattern starts with `{`: an array is not made a String to be searched.
        if bytes.first == UInt8(ascii: "{"), let key = wrapperKey(String(decoding: head, as: UTF8.self)) {
            throw DataError(source: source, line: 1, message: "a JSON object holding the records as its \"\(key)\" array, "
                            + "not the array itself; take the array out (jq '.\(key)' FILE > records.json) and open that")
        }
        // The words are looked for in the bytes: Foundation's search of a String of them was 5% of reading a year of entries.
        let has = { (word: String) in Self.bytes(head, contain: word) }
        if has("\"defaultProfile\""), has("\"store\"") { return .nightscoutProfile }
        // Tidepool's records carry an upload id and a type Nightscout does not have.
        if bytes.first == UInt8(ascii: "["), has("\"uploadId\"") || has("\"cbg\"") { return .tidepoolJSON }
        let isTreatments = has("\"eventType\"") || has("\"insulin\"")
        // Device status (Loop, OpenAPS/AndroidAPS/iAPS, the Medtronic 600 uploader) holds no glucose and no treatment.
        if !isTreatments, !has("\"sgv\""), ["\"openaps\"", "\"loop\"", "\"pump\"", "\"uploaderBattery\""].contains(where: has) {
            return .nightscoutDeviceStatus
        }
        let isLines = bytes.first == UInt8(ascii: "{")
            && ["\"sgv\"", "\"dateString\"", "\"created_at\"", "\"eventType\"", "\"insulin\"", "\"carbs\""].contains(where: has)
        switch (isTreatments, isLines) {
        case (false, false): return .nightscoutEntries
        case (true, false): return .nightscoutTreatments
        case (false, true): return .nightscoutEntryLines
        case (true, true): return .nightscoutTreatmentLines
        }
    }

    /// Whether `word`'s UTF-8 bytes occur in `bytes`.
    static func bytes(_ bytes: ArraySlice<UInt8>, contain word: String) -> Bool {
        let needle = Array(word.utf8)
        guard let first = needle.first, needle.count <= bytes.count else { return needle.isEmpty }
        return bytes.withUnsafeBufferPointer { text in
            var start = 0
            while start + needle.count <= text.count {
                if text[start] == first, needle.indices.allSatisfy({ text[start + $0] == needle[$0] }) { return true }
                start += 1
            }
            return false
        }
    }

    /// The member of a top-level object that holds the records, after any
    /// scalar members (`{"entries":[{…`, the v3 API's `{"status":200,"result":[{…`),
    /// or nil. Only these names: a JSON Lines record may hold an array of its own.
    static func wrapperKey(_ text: String) -> String? {
        let range = NSRange(text.startIndex..., in: text)
        guard let match = wrapper.firstMatch(in: text, range: range), let key = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[key])
    }

    private static let wrapper = try! NSRegularExpression(
        pattern: #"\A\{\s*(?:"[^"\\]*"\s*:\s*(?:"[^"\\]*"|[-+0-9.eE]+|true|false|null)\s*,\s*)*"#
            + #""(entries|treatments|data|result|results|records|items)"\s*:\s*\[\s*\{"#)

    /// Words each format's files have, and what a file with some of them
    /// but read as none lacks, for the message that names the closest.
    private static let resemblances: [(format: DataFormat, words: [String], lacking: String)] = [
        (.clarityCSV, ["Glucose Value", "Event Subtype", "Transmitter", "EGV"], "no header row with Timestamp and Event Type columns"),
        (.libreViewCSV, ["Serial Number", "Record Type", "Historic Glucose", "Scan Glucose", "FreeStyle"],
         "no header row starting Device,Serial Number (or its translation) with the unit in the historic glucose column"),
        (.careLinkCSV, ["MiniMed", "Sensor Glucose", "Bolus Volume", "BWZ", "Patient ID"],
         "no section header starting Index,Date,Time with Sensor Glucose, Bolus Volume Delivered or BWZ Carb Input"),
        (.tidepoolJSON, ["cbg", "smbg", "uploadId", "deviceTime"], "not a JSON array of records"),
        (.nightscoutEntries, ["sgv", "dateString", "direction", "created_at", "eventType"], "not a JSON array or one JSON object per line"),
    ]

    /// `the closest is FORMAT: what it lacks` for text that matched no
    /// format but shares words with one, or nil when it shares none.
    static func closest(to text: String) -> String? {
        let scored = resemblances.map { resemblance in (resemblance, resemblance.words.count(where: text.contains)) }
        guard let best = scored.max(by: { $0.1 < $1.1 }), best.1 > 0 else { return nil }
        return "the closest is \(best.0.format.rawValue), but there is \(best.0.lacking)"
    }

    /// A header line's names (quotes were taken out), split at its separator.
    private static func fields(_ line: String) -> [String] {
        let separator: Character = line.contains(";") ? ";" : (line.contains("\t") ? "\t" : ",")
        return line.split(separator: separator, omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
