import DayBandsRecords
/// Rows of a file that could not be read: counted, and reported once with the
/// first one's line and reason, so nothing is dropped silently.
package struct SkippedRows {
    let source: String
    private(set) var count = 0
    private(set) var first: (line: Int, reason: String)?

    init(source: String) { self.source = source }

    /// Records a skipped row; the line and reason are only worked out for the first.
    mutating func skip(line: @autoclosure () -> Int, _ reason: @autoclosure () -> String) {
        if first == nil { first = (line(), reason()) }
        count += 1
    }

    /// Adds rows of the same file judged in another pass; the first is the
    /// one of the lower line, as if all had been judged in file order.
    mutating func add(_ other: SkippedRows) {
        count += other.count
        if let theirs = other.first, first.map({ theirs.line < $0.line }) ?? true { first = theirs }
    }

    /// `12 rows skipped in FILE: first at line N: reason`, or nil when none were.
    package var warning: String? {
        guard let first else { return nil }
        let rows = count == 1 ? "1 row" : "\(count) rows"
        return "\(rows) skipped in \(source): first at line \(first.line): \(first.reason)"
    }

    /// When no row at all could be read the file itself is wrong: that is an
    /// error at the first bad row rather than a warning.
    func failIfNothingRead(_ readCount: Int) throws {
        if readCount == 0, let first {
            throw DataError(source: source, line: first.line, message: first.reason)
        }
    }
}
