import Foundation

/// How the archive stores an instant: seconds since 1970 UTC, the one
/// encoding of every table. A record's is a whole second (INTEGER), a sync's
/// bound the exact time (REAL).
extension Archive {
    /// A record's instant: the whole second it falls in, as records are
    /// compared (`RecordKey`).
    static func instant(_ time: Date) -> Int64 { time.wholeSecond }

    /// The time of a stored record's instant.
    static func date(_ instant: Int64) -> Date { Date(timeIntervalSince1970: Double(instant)) }

    /// A sync's bound (`SyncState`), exact: a walk's is a millisecond past a
    /// record (`RangeWalk`), which a whole second would claim or lose.
    static func bound(_ time: Date?) -> SQLiteValue { time.map { .real($0.timeIntervalSince1970) } ?? .null }

    /// The time of a stored bound.
    static func bound(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }
}
