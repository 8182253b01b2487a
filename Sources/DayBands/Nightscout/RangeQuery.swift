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

    /// What follows a page: the query for the rest of the range, nothing
    /// (the range is covered), or a stop because the site made no progress.
    public enum Step: Equatable, Sendable {
        case more(RangeQuery)
        case done
        /// The page held nothing older than the bound asked: a site that
        /// ignores the range (and would send the same page forever).
        case stalled
    }

    /// The query for the top of the range, at most `width` and at most
    /// half of it wide (to the millisecond), or nil when the range is one
    /// millisecond. For a full page whose records all lack a readable time:
    /// where they lie is unknown, so the next page cannot start below them;
    /// they are the newest of the range (the site sends newest first), so
    /// a narrower top finds a part the site can send whole, and the paging
    /// goes on below it.
    public func narrowed(to width: TimeInterval) -> RangeQuery? {
        let start = Int64((range.start.timeIntervalSince1970 * 1000).rounded())
        let end = Int64((range.end.timeIntervalSince1970 * 1000).rounded())
        guard end - start > 1 else { return nil }
        let kept = max(1, min(Int64(width * 1000), (end - start) / 2))
        var top = self
        top.range = DateInterval(start: Date(timeIntervalSince1970: Double(end - kept) / 1000), end: range.end)
        return top
    }

    /// The step after a page of `records` records whose oldest is at
    /// `oldest`. Paging goes on below the oldest record until a page brings
    /// nothing older, whatever page size the site honours: a short page is
    /// not the end (a site may cap `count` below what was asked). The new
    /// upper bound keeps the oldest instant (1 ms above it), so records
    /// sharing it that did not fit in the page are not lost; the copies read
    /// twice are merged away (`GlucoseData.merged`). Only a full page all at
    /// that one instant excludes it, so the bound always moves down.
    /// An entry at or after the upper bound (`newest`) means the site ignores
    /// the range: a site that caps its pages would otherwise send the same
    /// short page again and look finished. (Treatments are compared by the
    /// server as text, so one written with another offset may honestly fall
    /// outside by hours: only entries are held to it.)
    public func next(afterPageOf records: Int, oldest: Date?, newest: Date? = nil) -> Step {
        if collection == .entries, let newest, newest >= range.end { return .stalled }
        guard records > 0, let oldest, oldest >= range.start else { return .done }
        guard oldest < range.end else { return .stalled }
        var end = oldest.addingTimeInterval(0.001)
        if end >= range.end {
            // Nothing older than the last page's oldest instant came back.
            guard records >= count else { return .done }
            end = oldest
        }
        guard end > range.start else { return .done }
        var next = self
        next.range = DateInterval(start: range.start, end: end)
        return .more(next)
    }
}
