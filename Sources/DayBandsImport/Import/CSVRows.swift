import DayBandsRecords
/// One row of a CSV file and the line it starts on. Fields become strings
/// only when asked for: a year of 14-column rows reads just a few of them.
struct CSVRow {
    var line: Int
    /// The row's unquoted field bytes, one after another.
    fileprivate var bytes: [UInt8] = []
    fileprivate var ranges: [Range<Int>] = []
    /// Where in `bytes` the field being read begins.
    private var fieldStart = 0

    fileprivate init(line: Int) {
        self.line = line
        bytes.reserveCapacity(128)
        ranges.reserveCapacity(16)
    }

    var count: Int { ranges.count }

    /// The field at `index`, or empty when the row is shorter.
    subscript(index: Int) -> String {
        index < ranges.count ? String(decoding: bytes[ranges[index]], as: UTF8.self) : ""
    }

    var fields: [String] { (0..<count).map { self[$0] } }

    /// Runs `body` over the field's bytes (none when the row is shorter):
    /// the rows' times and values are read without a String made of each.
    func withBytes<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { all in
            body(index < ranges.count ? UnsafeBufferPointer(rebasing: all[ranges[index]]) : UnsafeBufferPointer(start: nil, count: 0))
        }
    }

    /// The field at `index` as a number's text, with a decimal comma made a
    /// point (`5,8` is `5.8`): European exports write numbers so.
    func number(_ index: Int) -> String { Self.decimalPoint(self[index]) }

    /// `digits,digits` (with a sign) as `digits.digits`; other text as it is.
    static func decimalPoint(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: ",")) else { return text }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return text }
        let whole = parts[0].first == "+" || parts[0].first == "-" ? parts[0].dropFirst() : parts[0]
        let isDigits = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }
        return isDigits(whole) && isDigits(parts[1]) ? parts[0] + "." + parts[1] : text
    }

    /// The first field that starts with `prefix` (header names carry units:
    /// `Glucose Value (mg/dL)`), or nil.
    func column(startingWith prefix: String) -> Int? {
        fields.firstIndex { $0.hasPrefix(prefix) }
    }
}

/// Splits CSV text into rows, for every CSV format: a UTF-8 BOM, quoted
/// fields (with `""` escapes and line breaks inside), CRLF or LF line ends,
/// and `,`, `;` or tab separators (translated exports use `;`). Spaces around
/// a field are dropped, and blank lines skipped.
struct CSVRows {
    private let text: [UInt8]
    private let source: String
    private var position = 0
    private var line = 1
    let separator: UInt8
    /// The bytes read so far and in all, for a reader's estimate of the rows (`reserveForFile`).
    var bytesRead: Int { position }
    var byteCount: Int { text.count }
    /// The row returned last, whose storage the next row fills again when
    /// the caller has let it go: a year of rows allocates no arrays per row.
    private var spare: CSVRow?

    init(_ text: [UInt8], source: String) {
        self.text = text
        self.source = source
        if text.starts(with: InputFile.byteOrderMark) { position = InputFile.byteOrderMark.count }
        separator = Self.separator(in: text[position...])
    }

    /// The first row that `isHeader`, past the rows before it (exports put
    /// patient details or a metadata line above their header), or nil.
    mutating func header(where isHeader: (CSVRow) -> Bool) throws -> CSVRow? {
        while let row = try next() {
            if isHeader(row) { return row }
        }
        return nil
    }

    /// The next row, or nil at the end; throws when the file ends inside quotes.
    mutating func next() throws -> CSVRow? {
        let separator = self.separator
        var position = self.position
        var line = self.line
        var row = spare ?? CSVRow(line: line)
        spare = nil
        defer { (self.position, self.line, spare) = (position, line, row) }
        // Raw pointers: this loop touches every byte of a year of exports.
        return try text.withUnsafeBufferPointer { text -> CSVRow? in
            while position < text.count {
                row.restart(line: line)
                var quoted = false
                var segmentStart = position
                var rowEnded = false
                while position < text.count, !rowEnded {
                    if quoted {
                        quoted = !Self.readQuoted(text, at: &position, line: &line, into: &row)
                        if !quoted { segmentStart = position }
                        continue
                    }
                    // Most bytes are none of the ones that matter (all of which but the separator sort at or below the quote).
                    let byte = text[position]
                    if byte > quote, byte != separator {
                        position += 1
                        continue
                    }
                    switch byte {
                    case quote:
                        row.append(text, segmentStart..<position)
                        quoted = true
                    case separator:
                        row.append(text, segmentStart..<position)
                        row.endField()
                        segmentStart = position + 1
                    case newline, carriageReturn:
                        row.append(text, segmentStart..<position)
                        if text[position] == carriageReturn, position + 1 < text.count, text[position + 1] == newline { position += 1 }
                        line += 1
                        rowEnded = true
                    default:
                        break
                    }
                    position += 1
                }
                if quoted {
                    throw DataError(source: source, line: row.line, message: "the file ends inside a quoted field; expected a closing \"")
                }
                if !rowEnded { row.append(text, segmentStart..<position) }
                row.endField()
                if row.count == 1, row.ranges[0].isEmpty { continue }
                return row
            }
            return nil
        }
    }

    /// Reads a quoted field's text up to the next quote in one copy: a `""`
    /// is a quote inside (appended, the field still quoted); returns whether
    /// the field's closing quote was read. Leaves `position` after what it read.
    @inline(__always)
    private static func readQuoted(_ text: UnsafeBufferPointer<UInt8>, at position: inout Int, line: inout Int,
                                   into row: inout CSVRow) -> Bool {
        var end = position
        while end < text.count, text[end] != quote {
            if text[end] == newline { line += 1 }
            end += 1
        }
        row.append(text, position..<end)
        if end + 1 < text.count, text[end + 1] == quote {
            row.bytes.append(quote)
            position = end + 2
            return false
        }
        position = min(end + 1, text.count)
        return end < text.count
    }

    /// The separator the first line uses most: `,`, `;` or a tab.
    private static func separator(in text: ArraySlice<UInt8>) -> UInt8 {
        let firstLine = text.prefix { $0 != newline }
        let candidates: [UInt8] = [comma, UInt8(ascii: ";"), UInt8(ascii: "\t")]
        let counts = candidates.map { candidate in firstLine.count { $0 == candidate } }
        let best = counts.indices.max { counts[$0] < counts[$1] } ?? 0
        return counts[best] > 0 ? candidates[best] : comma
    }
}

extension CSVRow {
    /// Empties the row, keeping its storage, for the row starting on `line`.
    fileprivate mutating func restart(line: Int) {
        self.line = line
        bytes.removeAll(keepingCapacity: true)
        ranges.removeAll(keepingCapacity: true)
        fieldStart = 0
    }

    /// Appends part of the file's text to the field being read.
    fileprivate mutating func append(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        if !range.isEmpty { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[range])) }
    }

    /// Ends the field being read, without its surrounding spaces.
    fileprivate mutating func endField() {
        var start = fieldStart
        var end = bytes.count
        while start < end, bytes[start] == space || bytes[start] == tab { start += 1 }
        while end > start, bytes[end - 1] == space || bytes[end - 1] == tab { end -= 1 }
        ranges.append(start..<end)
        fieldStart = bytes.count
    }
}

private let quote = UInt8(ascii: "\"")
private let comma = UInt8(ascii: ",")
private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")
private let newline = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")
