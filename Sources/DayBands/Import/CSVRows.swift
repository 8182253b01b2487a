/// One row of a CSV file: its fields, unquoted, and the line it starts on.
struct CSVRow {
    var line: Int
    var fields: [String]

    /// The field at `index`, or empty when the row is shorter.
    subscript(index: Int) -> String { index < fields.count ? fields[index] : "" }
}

/// Splits CSV text into rows, for every CSV format: a UTF-8 BOM, quoted
/// fields (with `""` escapes and line breaks inside), CRLF or LF line ends,
/// and `,` or `;` separators (translated exports use `;`). Blank lines are
/// skipped.
struct CSVRows {
    private let bytes: [UInt8]
    private let source: String
    private var position = 0
    private var line = 1
    let separator: UInt8

    init(_ bytes: [UInt8], source: String) {
        self.bytes = bytes
        self.source = source
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        separator = Self.separator(in: bytes[position...])
    }

    /// The next row, or nil at the end; throws when the file ends inside quotes.
    mutating func next() throws -> CSVRow? {
        while position < bytes.count {
            let startLine = line
            var fields: [String] = []
            var field: [UInt8] = []
            var quoted = false
            var fieldStart = position
            var rowEnded = false
            while position < bytes.count, !rowEnded {
                let byte = bytes[position]
                if quoted {
                    // Up to the next quote in one copy; `""` is a quote inside.
                    var end = position
                    while end < bytes.count, bytes[end] != quote {
                        if bytes[end] == newline { line += 1 }
                        end += 1
                    }
                    field.append(contentsOf: bytes[position..<end])
                    if end + 1 < bytes.count, bytes[end + 1] == quote {
                        field.append(quote)
                        position = end + 2
                    } else if end < bytes.count {
                        quoted = false
                        position = end + 1
                        fieldStart = position
                    } else {
                        position = end
                    }
                    continue
                }
                switch byte {
                case quote:
                    field.append(contentsOf: bytes[fieldStart..<position])
                    quoted = true
                case separator:
                    field.append(contentsOf: bytes[fieldStart..<position])
                    fields.append(String(decoding: field, as: UTF8.self))
                    field.removeAll(keepingCapacity: true)
                    fieldStart = position + 1
                case newline, carriageReturn:
                    field.append(contentsOf: bytes[fieldStart..<position])
                    if byte == carriageReturn, position + 1 < bytes.count, bytes[position + 1] == newline { position += 1 }
                    line += 1
                    rowEnded = true
                default:
                    break
                }
                position += 1
            }
            if quoted {
                throw DataError(source: source, line: startLine, message: "the file ends inside a quoted field; expected a closing \"")
            }
            if !rowEnded { field.append(contentsOf: bytes[fieldStart..<position]) }
            fields.append(String(decoding: field, as: UTF8.self))
            if fields.count == 1, fields[0].allSatisfy(\.isWhitespace) { continue }
            return CSVRow(line: startLine, fields: fields)
        }
        return nil
    }

    /// The separator the first line uses most: `,`, `;` or a tab.
    private static func separator(in bytes: ArraySlice<UInt8>) -> UInt8 {
        let firstLine = bytes.prefix { $0 != newline }
        let candidates: [UInt8] = [comma, UInt8(ascii: ";"), UInt8(ascii: "\t")]
        let counts = candidates.map { candidate in firstLine.count { $0 == candidate } }
        let best = counts.indices.max { counts[$0] < counts[$1] } ?? 0
        return counts[best] > 0 ? candidates[best] : comma
    }
}

private let quote = UInt8(ascii: "\"")
private let comma = UInt8(ascii: ",")
private let newline = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")
