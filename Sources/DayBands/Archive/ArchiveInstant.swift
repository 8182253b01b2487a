import Foundation

/// How the archive stores an instant: seconds since 1970 UTC, the one
/// encoding of every table.
extension Archive {
    /// A record's instant: the whole second it falls in (`Date.wholeSecond`),
    /// as records are compared in memory.
    static func instant(_ time: Date) -> Int64 { time.wholeSecond }

    /// The time of a stored record's instant.
    static func date(_ instant: Int64) -> Date { Date(timeIntervalSince1970: Double(instant)) }
}
