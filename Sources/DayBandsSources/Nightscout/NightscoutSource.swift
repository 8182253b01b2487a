import DayBandsImport
import DayBandsRecords
import Foundation
import Synchronization

/// The last days of a Nightscout site, read through its REST API (v1):
/// entries and treatments over whole local days, paged when a page comes
/// back full. A `GlucoseSource` like the files, so the viewer, `render` and
/// `stats` do not know the difference.
public final class NightscoutSource: FollowedSource {
    public let site: NightscoutSite
    /// Whole local days read, today included.
    public let days: Int
    /// Records asked for per request: 14 days of 5-minute entries (about
    /// 4,000, twice that with two uploaders) fit in one page.
    public let pageSize: Int
    /// Seconds one request may take, whole (the client's deadline).
    public var timeout: TimeInterval { client.timeout }
    let client: NightscoutClient
    private let clock: @Sendable () -> Date
    /// The most records a page of each collection held, kept across reads:
    /// a follow's poll brings a few records, and a walk that knew no larger
    /// page would take them for a full one and ask once more below them,
    /// every poll (`RangeWalk`).
    private let largestPages = Mutex<[RangeQuery.Collection: Int]>([:])
    /// The last read of entries asked below a page in vain and learnt no
    /// larger page: its polls cost two requests each until one reads wider.
    private let pagedInVain = Mutex(false)

    /// The most entries a page of the site held, for a later process to
    /// start from (`learn(entriesPage:)`): a status refresh is a process of
    /// its own, which would otherwise read wide and ask below every time.
    public var entriesPage: Int { largestPages.withLock { $0[.entries] ?? 0 } }

    /// Starts from a page size an earlier read of the same site learnt.
    public func learn(entriesPage: Int) {
        largestPages.withLock { $0[.entries] = max($0[.entries] ?? 0, entriesPage) }
    }

    public static let defaultDays = 14
    public static let defaultTimeout: TimeInterval = 15
    /// The largest answer read, 16 MiB: a page of 10,000 entries is about
    /// 4 MB. A larger one fails as soon as it is seen to be. Kept small
    /// because an answer streamed faster than it is taken in queues up inside
    /// URLSession before the cancel lands (about 3 to 6 times the limit on
    /// loopback; docs/RELIABILITY.md).
    public static let maximumReplyBytes = 16 << 20

    public init(site: NightscoutSite, days: Int = defaultDays, timeout: TimeInterval = defaultTimeout,
                pageSize: Int = 10_000, maximumBytes: Int = maximumReplyBytes,
                clock: @escaping @Sendable () -> Date = { Date() }) {
        self.site = site
        self.days = days
        self.pageSize = pageSize
        self.clock = clock
        client = NightscoutClient(site: site, timeout: timeout, maximumBytes: maximumBytes)
    }

    public var name: String { site.name }
    /// The site's address without credentials.
    public var archiveIdentity: (kind: ArchiveSource.Kind, name: String) { (.nightscout, site.root.absoluteString) }
    /// The host (and port) only: a user, password or token in the address never shows.
    public var title: String {
        let host = site.root.host ?? "?"
        return "Nightscout " + host + (site.root.port.map { ":\($0)" } ?? "")
    }

    /// The source's clock's now.
    var now: Date { clock() }

    public func load(in calendar: DayCalendar) throws -> GlucoseData {
        try read(in: calendar).data
    }

    /// Entries and treatments of the last `days` local days, and the basal
    /// schedules of the site's profile, with warnings about records that
    /// could not be read, and about records dated in the future, which are
    /// set aside (one 2099 reading would stretch the days browsed over decades).
    public func read(in calendar: DayCalendar) throws -> LoadReport {
        let now = clock()
        let range = Self.range(days: days, endingOn: now, calendar: calendar)
        let report = try read(.entries, in: range).merged(with: read(.treatments, in: range))
        let future = FutureRecords(report.data, now: now)
        let profile = profiles()
        return LoadReport(data: future.kept.merged(with: profile.data),
                          warnings: report.warnings + [future.warning(source: name)].compactMap { $0 } + profile.warnings)
    }

    /// The basal schedules of the site's profile documents. Never thrown: a
    /// site without the profile API, or one answering something else, costs
    /// the scheduled basal rate only, said in a line; a site without a profile
    /// (an empty array) says nothing.
    public func profiles() -> LoadReport {
        do {
            let (body, contentType, url) = try client.get(ProfileQuery())
            try ResponseBody.checkIsJSON(body, contentType: contentType, url: url, expected: ProfileQuery().expected)
            return try NightscoutProfile(bytes: Array(body), source: url.description).read()
        } catch {
            return LoadReport(data: GlucoseData(readings: []),
                              warnings: ["\(name): no basal profile read (\(error)); the basal lane shows no scheduled rate"])
        }
    }

    /// What a follow poll asks for: entries from `lookBack` before the newest
    /// reading held (or before now, if that is earlier), so readings
    /// back-filled or posted late within the look-back are not lost, to a day
    /// ahead, so readings from a clock set hours ahead are seen (and said).
    /// Readings beyond the future allowance come back apart.
    ///
    /// Twice the look-back while no page of entries is known (a list's feed
    /// reads nothing before its polls) or after a read asked below a page in
    /// vain: a page as large as the largest the site sent may have been capped,
    /// so `RangeWalk` asks below it, and polls of a steady look-back all
    /// come back that large, each costing two requests. The wider read shows
    /// a larger page, so the polls after it are known whole in one.
    public func poll(newest: Date, lookBack: TimeInterval) throws -> (report: LoadReport, future: [GlucoseReading]) {
        let now = clock()
        let end = now.addingTimeInterval(86_400)
        let widened = largestPages.withLock { ($0[.entries] ?? 0) == 0 } || pagedInVain.withLock { $0 }
        let start = min(newest, now).addingTimeInterval(-lookBack * (widened ? 2 : 1))
        let report = try read(.entries, in: DateInterval(start: start, end: end))
        let future = FutureRecords(report.data, now: now)
        return (LoadReport(data: future.kept, warnings: report.warnings), future.readings)
    }

    /// What the loop and the pump said since `since` (`DeviceStatus`), a
    /// line for what was left out of it, and the times of the statuses dated
    /// in the future, set aside (`FutureRecords`).
    public func deviceStatus(since: Date) throws -> DeviceStatusRead? {
        let query = DeviceStatusQuery(since: since)
        let (body, contentType, url) = try client.get(query)
        try ResponseBody.checkIsJSON(body, contentType: contentType, url: url, expected: query.expected)
        let file = InputFile(bytes: body, name: url.description)
        return try NightscoutDeviceStatus(file: file, firstChunk: try file.read()).records(notAfter: FutureRecords.limit(now: clock()))
    }

    /// One page of a sync's device statuses: the newest `count` from
    /// `since` through `through` (nil: up to the newest), each record
    /// (`NightscoutDeviceStatus.records`, those dated ahead set aside).
    package func deviceStatusPage(since: Date, through: Date?, count: Int) throws -> DeviceStatusRead {
        let query = DeviceStatusQuery(since: since, count: count, through: through)
        let (body, contentType, url) = try client.get(query)
        try ResponseBody.checkIsJSON(body, contentType: contentType, url: url, expected: query.expected)
        let file = InputFile(bytes: body, name: url.description)
        let statuses = NightscoutDeviceStatus(file: file, firstChunk: try file.read())
        return try statuses.records(notAfter: FutureRecords.limit(now: clock()))
    }

    /// Pages a site may send for one range, at most: far more than 14 days
    /// need even at a page size of 10, so only a site that is broken in a
    /// way `RangeWalk` does not see reaches it.
    static let maximumPages = 10_000

    /// Every page of a collection over a range, merged (one copy of a
    /// record two pages or two uploaders share), with a line when records
    /// share an instant with different amounts (all kept, as the files'
    /// readers keep them; the live feed polls through here too). A site that
    /// stops making progress ends the paging with a warning, never a loop.
    func read(_ collection: RangeQuery.Collection, in range: DateInterval) throws -> LoadReport {
        var report = try pages(of: collection, in: range)
        report.warnings += Plausible.conflicts(in: report.data, source: site.name)
        report.data = report.data.naming(unnamed: title)
        return report
    }

    private func pages(of collection: RangeQuery.Collection, in range: DateInterval) throws -> LoadReport {
        var report = LoadReport(data: GlucoseData(readings: []))
        let known = largestPages.withLock { $0[collection] ?? 0 }
        var walk = RangeWalk(collection, range: range, count: pageSize, largestPage: known)
        defer {
            largestPages.withLock { $0[collection] = max($0[collection] ?? 0, walk.largestPage) }
            if collection == .entries { pagedInVain.withLock { $0 = walk.askedBelowInVain && walk.largestPage <= known } }
        }
        for _ in 0..<Self.maximumPages {
            guard let query = walk.query else { return report }
            let (pageReport, extent, url) = try page(query)
            let page = walk.read(pageReport.data, extent: extent, url: url)
            if let data = page.data {
                var kept = pageReport
                kept.data = data
                report = report.merged(with: kept)
            }
            page.warning.map { report.warnings.append($0) }
            if page.stopped { return report }
        }
        guard walk.query != nil else { return report }
        report.warnings.append("\(site.name): \(collection.rawValue) still came after \(Self.maximumPages) pages; stopped paging at \(walk.reached.ISO8601Format()), so older ones were not read")
        return report
    }

    /// One page of a query: its records read by the importers, what it shows
    /// of its range (for `RangeWalk`), and its URL
    /// (redacted) for messages. `waiting`: an HTTP 429 is waited out, each
    /// wait heard first (`NightscoutClient.get`); else it fails the page.
    package func page(_ query: RangeQuery, waiting: ((TimeInterval) -> Void)? = nil) throws
        -> (report: LoadReport, extent: PageExtent, url: RedactedURL) {
        let (body, contentType, url) = try client.get(query, waiting: waiting)
        let (report, extent) = try ResponseBody(data: body, contentType: contentType, url: url,
                                                collection: query.collection).read()
        return (report, extent, url)
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
