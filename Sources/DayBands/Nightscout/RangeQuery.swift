import Foundation

/// One page of a Nightscout collection over a time range: both bounds always
/// sent (without them the server returns its default 10 records of the last
/// days), newest first, at most `count` records.
public struct RangeQuery: Equatable, Sendable {
    /// The collections read, with the field their time is in.
    public enum Collection: String, Sendable {
        case entries
        case treatments

        var path: String { "api/v1/\(rawValue).json" }

        /// What a good answer is, for messages.
        var expected: String { "a JSON array of Nightscout \(rawValue)" }

        var timeField: String {
            switch self {
            case .entries: "date"
            case .treatments: "created_at"
            }
        }

        /// A bound as the field is stored: entries in epoch milliseconds,
        /// treatments as the ISO text Nightscout writes (compared as text).
        /// Instants here come from milliseconds, so they are rounded to the
        /// nearest one (a Double of `ms / 1000` may fall just below it).
        func bound(_ instant: Date) -> String {
            let milliseconds = Int64((instant.timeIntervalSince1970 * 1000).rounded())
            switch self {
            case .entries:
                return String(milliseconds)
            case .treatments:
                let (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
                let whole = Date(timeIntervalSince1970: Double(seconds)).formatted(Self.isoFormat)
                return whole.dropLast() + String(format: ".%03dZ", fraction)
            }
        }

        /// `2026-10-01T08:05:00Z`, to which the milliseconds are added.
        private static let isoFormat = Date.ISO8601FormatStyle(timeZone: .gmt)
    }

    public var collection: Collection
    /// The records wanted have `range.start <= time < range.end`.
    public var range: DateInterval
    public var count: Int

    public init(_ collection: Collection, range: DateInterval, count: Int) {
        self.collection = collection
        self.range = range
        self.count = count
    }

    var queryItems: [URLQueryItem] {
        let field = collection.timeField
        return [URLQueryItem(name: "find[\(field)][$gte]", value: collection.bound(range.start)),
                URLQueryItem(name: "find[\(field)][$lt]", value: collection.bound(range.end)),
                URLQueryItem(name: "count", value: String(count))]
    }

    /// The query for the rest of the range after a page of `records` records
    /// whose oldest is at `oldest`; nil when that page was the last (not full).
    /// The new upper bound keeps the oldest instant (1 ms above it), so records
    /// sharing it that did not fit in the page are not lost; the copies read
    /// twice are merged away. Only when that would not move the bound down
    /// (a full page all at one instant) does it exclude that instant.
    public func next(afterPageOf records: Int, oldest: Date?) -> RangeQuery? {
        guard records >= count, let oldest else { return nil }
        var end = oldest.addingTimeInterval(0.001)
        if end >= range.end { end = oldest }
        guard end > range.start, end < range.end else { return nil }
        var next = self
        next.range = DateInterval(start: range.start, end: end)
        return next
    }
}
