import Foundation

/// The value of one scalar field of a JSON record.
package enum JSONScalar: Equatable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    /// An array of numbers only (a loop's predicted glucose), at most
    /// `JSONRecordParser.longestNumbers` of them.
    case numbers([Double])

    /// A number, or a string holding one (some uploaders quote numbers),
    /// read strictly (`"50\u0000"` is not 50).
    package var number: Double? {
        switch self {
        case .number(let value): value
        case .string(let text): DecimalNumber.value(text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }

    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    package var numbers: [Double]? {
        if case .numbers(let values) = self { return values }
        return nil
    }
}

/// One record of a file (an object of its top-level array, or a top-level
/// object of JSON Lines): the fields asked for and the byte offset where it
/// starts. Nested objects are read only where a field's path names them,
/// arrays only when they hold numbers alone; and MongoDB's extended-JSON wrappers (`{"$date": …}`, `{"$numberLong": "…"}`), which
/// stand for the scalar inside them.
package struct JSONRecord {
    private(set) var values: [JSONScalar?]
    private(set) var offset = 0

    init(fieldCount: Int) { values = Array(repeating: nil, count: fieldCount) }

    /// The value of a field the reader asked for.
    package subscript<Field: RawRepresentable<Int>>(_ field: Field) -> JSONScalar? { values[field.rawValue] }

    /// Empties the record for the next one, which starts at byte `offset`.
    mutating func start(at offset: Int) {
        self.offset = offset
        for index in values.indices { values[index] = nil }
    }

    /// Sets the field asked for at `index` (in the order asked).
    mutating func set(_ index: Int, to value: JSONScalar) { values[index] = value }
}
