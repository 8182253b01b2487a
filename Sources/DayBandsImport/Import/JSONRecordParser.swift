import CYajl
import DayBandsRecords
import Foundation

/// The state yajl's callbacks work on: where in the document they are, and
/// the record being filled.
///
/// The callbacks run for every key and value of a file (millions in a
/// year of entries), one at a time on the parsing thread, and nothing they
/// call reaches the parser: the state they change is marked
/// `@exclusivity(unchecked)`, and they borrow the parser without retaining
/// it, as those checks and reference counts were a third of a year's read.
package final class JSONRecordParser {
    private let fieldKeys: JSONKeys
    /// Fields inside nested objects, named by their path (`nutrition.carbohydrate.net`).
    private let nestedFields: [(index: Int, path: [[UInt8]])]
    /// The keys from the record down to the current one, kept only when a
    /// nested field is asked for.
    @exclusivity(unchecked) private var keyPath: [[UInt8]] = []
    private let layout: JSONLayout
    /// The depth of a record's object: inside the array, or at the top.
    private let recordDepth: Int
    /// The bytes parsed, and what messages call them.
    private let file: InputFile
    private let each: (JSONRecord, inout SkippedRows) -> Void
    @exclusivity(unchecked) private(set) var skipped: SkippedRows

    private var handle: yajl_handle?
    private let callbacks = UnsafeMutablePointer<yajl_callbacks>.allocate(capacity: 1)
    @exclusivity(unchecked) private var chunkStart = 0
    @exclusivity(unchecked) private var depth = 0
    @exclusivity(unchecked) private var inRecord = false
    /// The field asked for whose value comes next: after its key, and
    /// inside a wrapper object of its value while every key is a wrapper's.
    @exclusivity(unchecked) private var field: Int?
    @exclusivity(unchecked) private var record: JSONRecord
    /// Why the document is not an array of records, when it is not.
    @exclusivity(unchecked) private var shapeError: String?
    /// The array of numbers being read as a field's value: the field, the
    /// depth of its elements, and the numbers so far (nil once an element
    /// is not a number, or there are too many: the field is then not set).
    @exclusivity(unchecked) private var collecting: (field: Int, depth: Int, values: [Double]?)?

    /// The most numbers an array field holds (a loop predicts 6 h in 5-minute steps: 72).
    static let longestNumbers = 1_000

    init(fields: [String], layout: JSONLayout, skipped: SkippedRows, file: InputFile,
         each: @escaping (JSONRecord, inout SkippedRows) -> Void) {
        fieldKeys = JSONKeys(fields)
        nestedFields = fields.enumerated().filter { $0.element.contains(".") }.map { field in
            (field.offset, field.element.split(separator: ".").map { Array($0.utf8) })
        }
        self.layout = layout
        recordDepth = layout == .array ? 1 : 0
        self.skipped = skipped
        self.file = file
        self.each = each
        record = JSONRecord(fieldCount: fields.count)
        callbacks.initialize(to: Self.callbackTable)
    }

    deinit {
        if let handle { yajl_free(handle) }
        callbacks.deallocate()
    }

    func parse(firstChunk: [UInt8]) throws {
        handle = yajl_alloc(callbacks, nil, Unmanaged.passUnretained(self).toOpaque())
        if layout == .lines { cyajl_allow_multiple_values(handle) }
        var chunk = firstChunk
        if chunk.starts(with: InputFile.byteOrderMark) {  // an editor may have added one
            chunk.removeFirst(InputFile.byteOrderMark.count)
            chunkStart = InputFile.byteOrderMark.count
        }
        try chunk.withUnsafeBufferPointer { try parse($0) }
        // The chunks after the first are read into one buffer, whose pages are faulted in once.
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: InputFile.chunkSize)
        defer { buffer.deallocate() }
        while true {
            let count = try file.read(into: UnsafeMutableRawBufferPointer(buffer))
            if count == 0 { break }
            try parse(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
        try check(yajl_complete_parse(handle), atEnd: true)
    }

    private func parse(_ chunk: UnsafeBufferPointer<UInt8>) throws {
        guard !chunk.isEmpty else { return }
        try check(yajl_parse(handle, chunk.baseAddress, chunk.count), atEnd: false)
        chunkStart += chunk.count
    }

    /// Throws for a failed parse. Byte numbers count from 1, like lines.
    private func check(_ status: yajl_status, atEnd: Bool) throws {
        if status == yajl_status_ok { return }
        // At the end yajl has parsed a padding byte of its own, not the file's.
        let offset = atEnd ? chunkStart : self.offset
        let line = file.line(ofByte: offset)
        if let shapeError {
            throw DataError(source: file.name, line: line, message: "\(shapeError) at byte \(offset)")
        }
        if atEnd {
            let expected = switch (layout, depth > 0) {
            case (.array, true): "the rest of the records and a closing ]"
            case (.lines, true): "the rest of the record and its closing }"
            case (_, false): layout.expected
            }
            throw DataError(source: file.name, line: line, message: "truncated JSON: the file ends after byte \(offset); expected \(expected)")
        }
        var reason = "invalid JSON"
        if let text = yajl_get_error(handle, 0, nil, 0) {
            reason = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
            yajl_free_error(handle, text)
        }
        throw DataError(source: file.name, line: line, message: "malformed JSON at byte \(offset): \(reason); expected \(layout.expected)")
    }

    private var offset: Int { chunkStart + yajl_get_bytes_consumed(handle) }

    // MARK: Events (each returns false to stop the parse)

    fileprivate func scalar(_ value: @autoclosure () -> JSONScalar, kind: String) -> Bool {
        if depth < recordDepth {
            shapeError = "expected a JSON array of records, found a \(kind)"
            return false
        }
        if depth == recordDepth {
            let start = offset
            skipped.skip(line: file.line(ofByte: start), "expected a record (a JSON object), found a \(kind)")
        } else if let array = collecting, depth == array.depth {
            if case .number(let number) = value(), (array.values?.count ?? .max) < Self.longestNumbers {
                collecting?.values?.append(number)
            } else {
                collecting?.values = nil
            }
        } else if inRecord, let field {
            record.set(field, to: value())
        }
        field = nil
        return true
    }

    fileprivate func key(_ text: UnsafePointer<UInt8>?, _ length: Int) {
        guard inRecord, let text else { return }
        if !nestedFields.isEmpty {
            // The path has one key per object level; a level without one (an array) leaves a gap that matches nothing.
            let level = depth - recordDepth - 1
            keyPath.removeSubrange(min(level, keyPath.count)...)
            keyPath.append(Array(UnsafeBufferPointer(start: text, count: length)))
            if level > 0, keyPath.count == level + 1, let nested = nestedFields.first(where: { $0.path == keyPath }) {
                field = nested.index
                return
            }
        }
        if depth == recordDepth + 1 {
            field = fieldKeys.index(of: text, length: length)
        } else if field != nil, Self.wrapperKeys.index(of: text, length: length) == nil {
            field = nil  // an object of other fields, not a wrapper
        }
    }

    /// MongoDB extended JSON (`mongoexport`): `{"$date": …}` (epoch
    /// milliseconds, an ISO text, or `{"$numberLong": …}`), and numbers as
    /// text in `{"$numberLong": "…"}` and its kin.
    private static let wrapperKeys = JSONKeys(["$date", "$numberLong", "$numberInt", "$numberDouble", "$numberDecimal"])

    /// A number as its text: only the fields asked for are converted.
    fileprivate func number(_ text: UnsafePointer<CChar>?, _ length: Int) -> Bool {
        scalar(.number(Self.double(text, length)), kind: "number")
    }

    /// Integers (epoch milliseconds, mg/dL) directly; others through `strtod`.
    private static func double(_ text: UnsafePointer<CChar>?, _ length: Int) -> Double {
        guard let text else { return .nan }
        var value = 0
        var index = text[0] == 45 ? 1 : 0  // "-"
        if length - index < 18 {
            while index < length, text[index] >= 48, text[index] <= 57 {
                value = value * 10 + Int(text[index] - 48)
                index += 1
            }
            if index == length { return Double(text[0] == 45 ? -value : value) }
        }
        return String(decoding: UnsafeRawBufferPointer(start: text, count: length), as: UTF8.self).withCString { strtod($0, nil) }
    }

    fileprivate func startMap() -> Bool {
        if depth < recordDepth {
            shapeError = "expected a JSON array of records, found an object"
            return false
        }
        if depth == recordDepth {
            inRecord = true
            field = nil
            record.start(at: offset - 1)
        }
        // Inside a record `field` is kept: the object may be a wrapper of its value.
        if let array = collecting, depth == array.depth { collecting?.values = nil }
        depth += 1
        return true
    }

    fileprivate func endMap() {
        depth -= 1
        field = nil
        if depth == recordDepth, inRecord {
            inRecord = false
            each(record, &skipped)
        }
    }

    fileprivate func startArray() {
        if depth == recordDepth {
            let start = offset
            skipped.skip(line: file.line(ofByte: start), "expected a record (a JSON object), found an array")
        } else if let array = collecting, depth == array.depth {
            collecting?.values = nil  // an array inside: not numbers alone
        } else if inRecord, collecting == nil, let field {
            collecting = (field, depth + 1, [])
        }
        field = nil
        depth += 1
    }

    fileprivate func endArray() {
        depth -= 1
        if let array = collecting, depth + 1 == array.depth {
            if let values = array.values { record.set(array.field, to: .numbers(values)) }
            collecting = nil
        }
    }

    private static let callbackTable: yajl_callbacks = {
        var table = yajl_callbacks()
        table.yajl_null = { withParser($0) { $0.scalar(.null, kind: "null") ? 1 : 0 } }
        table.yajl_boolean = { context, value in withParser(context) { $0.scalar(.bool(value != 0), kind: "boolean") ? 1 : 0 } }
        table.yajl_number = { context, text, length in withParser(context) { $0.number(text, length) ? 1 : 0 } }
        table.yajl_string = { context, text, length in
            withParser(context) {
                $0.scalar(.string(String(decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self)),
                          kind: "string") ? 1 : 0
            }
        }
        table.yajl_map_key = { context, text, length in withParser(context) { $0.key(text, length); return 1 } }
        table.yajl_start_map = { withParser($0) { $0.startMap() ? 1 : 0 } }
        table.yajl_end_map = { withParser($0) { $0.endMap(); return 1 } }
        table.yajl_start_array = { withParser($0) { $0.startArray(); return 1 } }
        table.yajl_end_array = { withParser($0) { $0.endArray(); return 1 } }
        return table
    }()
}

/// Runs a callback on the parser yajl was given, borrowed: `parse` holds it
/// for as long as yajl runs.
private func withParser(_ context: UnsafeMutableRawPointer?, _ body: (JSONRecordParser) -> Int32) -> Int32 {
    Unmanaged<JSONRecordParser>.fromOpaque(context!)._withUnsafeGuaranteedRef(body)
}
