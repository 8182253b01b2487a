import DayBandsRecords
import Foundation

/// One page of a Nightscout collection over a time range: both bounds always
/// sent (without them the server returns its default 10 records of the last
/// days), at most `count` records. What a page proves read, and what to ask
/// next, is `RangeWalk`'s.
public struct RangeQuery: SiteQuery, Equatable, Sendable {
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
        /// nearest one (`Date.epochMilliseconds`).
        func bound(_ instant: Date) -> String {
            let milliseconds = instant.epochMilliseconds
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
    /// Only records whose `_id` is above the first and at most the second
    /// (compared as Nightscout does, as ObjectIds when they are 24 hex
    /// digits): to page through one instant holding more records than the
    /// site sends a page.
    public var ids: (above: String?, atMost: String?) = (nil, nil)

    public init(_ collection: Collection, range: DateInterval, count: Int) {
        self.collection = collection
        self.range = range
        self.count = count
    }

    public static func == (left: RangeQuery, right: RangeQuery) -> Bool {
        left.collection == right.collection && left.range == right.range && left.count == right.count
            && left.ids.above == right.ids.above && left.ids.atMost == right.ids.atMost
    }

    var path: String { collection.path }
    var expected: String { collection.expected }
    var overLimit: String { "ask for fewer days with --days" }

    var queryItems: [URLQueryItem] {
        let field = collection.timeField
        return [URLQueryItem(name: "find[\(field)][$gte]", value: collection.bound(range.start)),
                URLQueryItem(name: "find[\(field)][$lt]", value: collection.bound(range.end))]
            + [ids.above.map { URLQueryItem(name: "find[_id][$gt]", value: $0) },
               ids.atMost.map { URLQueryItem(name: "find[_id][$lte]", value: $0) }].compactMap { $0 }
            + [URLQueryItem(name: "count", value: String(count))]
    }

    /// The query for the top of the range, at most `width` and at most
    /// half of it wide (to the millisecond), or nil when the range is one
    /// millisecond. For a full page that shows nothing of the range's top
    /// (`RangeWalk`: records without a readable time, or sent oldest first or
    /// in no order): a narrower top finds a part the site sends whole, and
    /// the paging goes on below it.
    public func narrowed(to width: TimeInterval) -> RangeQuery? {
        let start = range.start.epochMilliseconds
        let end = range.end.epochMilliseconds
        guard end - start > 1 else { return nil }
        let kept = max(1, min(Int64(width * 1000), (end - start) / 2))
        var top = self
        top.range = DateInterval(start: Date(epochMilliseconds: Double(end - kept)), end: range.end)
        return top
    }
}
