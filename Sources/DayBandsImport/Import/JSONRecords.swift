import Foundation

/// How a document holds its records.
package enum JSONLayout {
    /// One top-level array of objects (the API, `mongoexport --jsonArray`).
    case array
    /// Top-level objects one after another, usually one per line (JSON
    /// Lines, `mongoexport`'s default output).
    case lines

    /// What a document of this layout is, for messages.
    var expected: String {
        switch self {
        case .array: "a JSON array of records"
        case .lines: "JSON records (one object per line)"
        }
    }
}

/// Streams a JSON file (or an answer in memory, through the same
/// `InputFile`) that is an array of objects, one record at a time,
/// with yajl's event parser: memory holds one chunk and one record, never the
/// document, and only the fields asked for become Swift values.
package struct JSONRecords {
    let file: InputFile
    /// The bytes already read from `file` (to detect its format).
    let firstChunk: [UInt8]
    let fields: [String]
    let layout: JSONLayout

    /// Reads the fields an enum's cases name, in case order.
    package init<Field: RawRepresentable<Int> & CaseIterable>(file: InputFile, firstChunk: [UInt8], fields: Field.Type,
                                                       layout: JSONLayout = .array) {
        self.file = file
        self.firstChunk = firstChunk
        self.fields = fields.allCases.map { String(describing: $0) }
        self.layout = layout
    }

    /// The line a record starts on, found by reading the bytes again: only
    /// needed for the one message that names it.
    func line(of record: JSONRecord) -> Int {
        file.line(ofByte: record.offset)
    }

    /// Calls `each` for every record; elements that are not objects are
    /// counted in the returned skipped rows, as are records `each` rejects.
    /// Throws for malformed or truncated JSON, naming the byte and line.
    package func forEach(_ each: (JSONRecord, inout SkippedRows) -> Void) throws -> SkippedRows {
        try withoutActuallyEscaping(each) { each in
            let parser = JSONRecordParser(fields: fields, layout: layout, skipped: SkippedRows(source: file.name), file: file, each: each)
            try parser.parse(firstChunk: firstChunk)
            return parser.skipped
        }
    }
}
