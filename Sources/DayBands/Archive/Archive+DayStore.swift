import Foundation

/// The archive as the viewer reads it: a page of days at a time (`DayPages`).
extension Archive: DayStore {
    /// From the first to the last reading or dose held, as `Timeline` spans
    /// data in memory (a dose before the first reading opens the days
    /// earlier). Each bound is its own subquery: SQLite answers a lone
    /// min() or max() from the index's end, but scans every row for both
    /// in one SELECT (0.3 s on ten years).
    public func span() throws -> DateInterval? {
        let query = try spanQuery()
        guard try query.step(), !query.isNull(0), !query.isNull(1) else { return nil }
        func instant(_ column: Int32) -> Date { Date(timeIntervalSince1970: Double(query.integer(column))) }
        var first = instant(0), last = instant(1)
        if !query.isNull(2), !query.isNull(3) {
            first = min(first, instant(2))
            last = max(last, instant(3))
        }
        return DateInterval(start: first, end: last)
    }

    /// `span()`'s query.
    func spanQuery() throws -> SQLiteStatement {
        // Only rows that keep the rules (`ArchiveRule`), as every read.
        let readings = ArchiveRule.all(ArchiveRule.readings), doses = ArchiveRule.all(ArchiveRule.treatments)
        return try database.prepare("""
            SELECT (SELECT min(instant) FROM readings WHERE \(readings)), (SELECT max(instant) FROM readings WHERE \(readings)),
                   (SELECT min(instant) FROM treatments WHERE type = 'insulin' AND \(doses)),
                   (SELECT max(instant) FROM treatments WHERE type = 'insulin' AND \(doses))
            """)
    }
}
