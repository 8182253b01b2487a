import Foundation

/// The last days of a Nightscout site, read through its REST API (v1):
/// entries and treatments over whole local days, paged when a page comes
/// back full. A `GlucoseSource` like the files, so the viewer, `render` and
/// `stats` do not know the difference.
public final class NightscoutSource: GlucoseSource, Sendable {
    public let site: NightscoutSite
    /// Whole local days read, today included.
    public let days: Int
    /// Records asked for per request: 14 days of 5-minute entries (about
    /// 4,000, twice that with two uploaders) fit in one page.
    public let pageSize: Int
    private let client: NightscoutClient
    private let clock: @Sendable () -> Date

    public static let defaultDays = 14
    public static let defaultTimeout: TimeInterval = 15

    public init(site: NightscoutSite, days: Int = defaultDays, timeout: TimeInterval = defaultTimeout,
                pageSize: Int = 10_000, clock: @escaping @Sendable () -> Date = Date.init) {
        self.site = site
        self.days = days
        self.pageSize = pageSize
        self.clock = clock
        client = NightscoutClient(site: site, timeout: timeout)
    }

    public var name: String { site.name }
    /// The host (and port) only: a user, password or token in the address never shows.
    public var title: String {
        let host = site.root.host ?? "?"
        return "Nightscout " + host + (site.root.port.map { ":\($0)" } ?? "")
    }

    public func load(in calendar: DayCalendar) throws -> GlucoseData {
        try read(in: calendar).data
    }

    /// Entries and treatments of the last `days` local days, with warnings
    /// about records that could not be read.
    public func read(in calendar: DayCalendar) throws -> LoadReport {
        let range = Self.range(days: days, endingOn: clock(), calendar: calendar)
        return try read(.entries, in: range).merged(with: read(.treatments, in: range))
    }

    /// Entries newer than `newest` (what the viewer holds) up to the end of
    /// today: what a follow poll asks for.
    public func entries(after newest: Date, in calendar: DayCalendar) throws -> GlucoseData {
        let end = calendar.day(containing: clock()).interval.end
        let start = newest.addingTimeInterval(0.001)
        guard start < end else { return GlucoseData(readings: []) }
        return try read(.entries, in: DateInterval(start: start, end: end)).data
    }

    /// Every page of a collection over a range, merged (one copy of a
    /// record two pages or two uploaders share).
    private func read(_ collection: RangeQuery.Collection, in range: DateInterval) throws -> LoadReport {
        var report = LoadReport(data: GlucoseData(readings: []))
        var query: RangeQuery? = RangeQuery(collection, range: range, count: pageSize)
        while let page = query {
            let (body, contentType, url) = try client.get(page)
            let (pageReport, extent) = try ResponseBody(data: body, contentType: contentType, url: url,
                                                        collection: collection).read()
            report = report.merged(with: pageReport)
            query = page.next(afterPageOf: extent.records, oldest: extent.oldest)
        }
        return report
    }

    /// Whole local days: from the start of the day `days - 1` before today's
    /// to the end of today.
    static func range(days: Int, endingOn now: Date, calendar: DayCalendar) -> DateInterval {
        let today = calendar.day(containing: now)
        // Noon of the first day, whatever daylight saving did in between.
        let first = calendar.day(containing: today.interval.start.addingTimeInterval(Double(1 - days) * 86_400 + 43_200))
        return DateInterval(start: first.interval.start, end: today.interval.end)
    }
}
