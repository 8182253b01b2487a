import DayBandsImport
import DayBandsSources
import Foundation

/// `daybands sync`: brings a Nightscout site's entries and treatments into
/// a `SyncStore`, walk after walk as `SyncState.nextWalk` plans them, one
/// committed page at a time, then the basal schedules of its profile, then
/// its device statuses (`NightscoutSync+DeviceStatus`), then, from a site
/// offering API v3, the records edited or deleted on it (`NightscoutSync+History`). Records dated in the future are set aside
/// with a warning (`FutureRecords`), never stored. A site that stops making
/// progress, or sends more pages than any history needs, ends the sync with
/// a warning and the state where the last committed page left it, so the
/// next run resumes there.
public final class NightscoutSync {
    public let source: NightscoutSource
    public let store: SyncStore
    /// `--since`, else `SyncState.historyFloor`.
    public let floor: Date
    /// Whether `--since` set the floor (else a first sync's device statuses reach back `deviceStatusReach`).
    let floorGiven: Bool
    public let lookBack: TimeInterval
    /// Pages one run fetches at most: 10 years of 5-minute readings from two
    /// uploaders is about 210 pages of 10,000, or 2,100 from a site that caps
    /// pages at 1,000; a site sending pages without end stops here.
    public let maximumPages: Int
    private let clock: @Sendable () -> Date

    /// How far a sync has got, after each page: for the progress bar.
    public struct Progress: Sendable {
        public var collection: RangeQuery.Collection
        public var walk: SyncState.Walk
        public var counts: SyncCounts
        public var pages: Int
        /// The start of the day of the site's oldest record in the walk,
        /// when measured (`run(measuring:)`).
        public var oldest: Date?

        /// Seconds the sync now waits because the site asked (HTTP 429).
        public var waiting: TimeInterval?

        /// The share of the walk done, down to `oldest` when known.
        public var fractionDone: Double { walk.fractionDone(above: oldest) }
    }

    /// What a run did: the counts of each collection, its warnings (each
    /// kind once), and whether every walk it planned reached its target.
    public struct Outcome: Sendable {
        public var entries = SyncCounts()
        public var treatments = SyncCounts()
        /// The profile's basal schedules (`BasalSchedule`).
        public var schedules = SyncCounts()
        /// The device statuses (`DeviceStatusRecord`); skipped: set aside
        /// (dated ahead, without a time, or holding no figure read).
        public var deviceStatuses = SyncCounts()
        /// What API v3's history did (`NightscoutSync+History`); nil when the site was not read through it.
        public var history: HistoryTally?
        /// A history page failed or was not API v3's: said in a warning; the next sync reads on from there.
        public var historyStopped = false
        public var warnings: [String] = []
        public var complete = true
        /// Where the site's paging stopped a walk (it ignored the range, or
        /// cannot page an instant): a rerun asks from there again.
        public var stuck: (collection: RangeQuery.Collection, at: Date)?

        /// After a run that stopped early, what running it again does: go on,
        /// or, where the site's paging stopped it, ask the same and stop there again.
        public func rerun(site: String) -> String? {
            guard !complete else { return nil }
            guard let stuck else { return "the sync of \(site) stopped early; run it again to go on from there" }
            return "the sync of \(site) stopped early at \(stuck.at.ISO8601Format()), where the site does not page its "
                + "\(stuck.collection.rawValue); run again, it asks from there again and stops there again until the site pages them"
        }

        subscript(collection: RangeQuery.Collection) -> SyncCounts {
            get { collection == .entries ? entries : treatments }
            set { if collection == .entries { entries = newValue } else { treatments = newValue } }
        }
    }

    public static let defaultLookBack: TimeInterval = LiveFeed.defaultLookBack
    public static let defaultMaximumPages = 20_000

    public init(source: NightscoutSource, store: SyncStore, since: Date? = nil,
                lookBack: TimeInterval = defaultLookBack, maximumPages: Int = defaultMaximumPages,
                clock: @escaping @Sendable () -> Date = { Date() }) {
        self.source = source
        self.store = store
        floor = max(since ?? SyncState.historyFloor, SyncState.historyFloor)
        floorGiven = since != nil
        self.lookBack = lookBack
        self.maximumPages = maximumPages
        self.clock = clock
    }

    /// Syncs entries, then treatments, each walk's pages planned by a
    /// `RangeWalk`: a page's state moves only over what the pages proved
    /// read, so a range is covered only once read. A network or store error
    /// ends the run (thrown); what was committed before it stays. `measuring`: a walk
    /// down to the history floor first finds the day of the site's oldest
    /// record (`oldestDay`), for a progress bar that moves evenly; only
    /// worth its requests when a bar is shown.
    public func run(measuring: Bool = false, progress: @escaping (Progress) -> Void = { _ in }) throws -> Outcome {
        var outcome = Outcome()
        var warnings = SyncWarnings()
        var pages = 0
        let now = clock()
        collections: for collection in [RangeQuery.Collection.entries, .treatments] {
            var state = try store.syncState(of: collection)
            walks: while let walk = state.nextWalk(now: now, floor: floor, newestHeld: try store.newest(of: collection),
                                                   lookBack: lookBack) {
                var pager = RangeWalk(collection, range: walk.remaining, count: source.pageSize)
                let oldest = measuring && walk.target <= SyncState.historyFloor ? oldestDay(of: collection, in: walk.remaining) : nil
                while let query = pager.query {
                    guard pages < maximumPages else {
                        warnings.add("\(source.name): \(collection.rawValue) still came after \(maximumPages) pages; stopped at \(pager.reached.ISO8601Format()); run the sync again to go on")
                        outcome.complete = false
                        break collections
                    }
                    pages += 1
                    let (report, extent, url) = try source.page(query) { seconds in
                        progress(Progress(collection: collection, walk: state.walk ?? walk, counts: outcome[collection], pages: pages,
                                          oldest: oldest, waiting: seconds))
                    }
                    let page = pager.read(report.data, extent: extent, url: url)
                    page.warning.map { warnings.add($0) }
                    // A page that proved nothing is read again narrower: its
                    // records are stored and counted then.
                    guard let data = page.data else { continue }
                    let future = FutureRecords(data, now: now)
                    report.warnings.forEach { warnings.add($0) }
                    future.warning(source: source.name).map { warnings.add($0) }
                    var next = state
                    if page.stopped {
                        outcome.complete = false
                        outcome.stuck = (collection, (state.walk ?? walk).reached)
                    } else if pager.query == nil {
                        next.finish(walk)
                    } else {
                        next.advance(walk, to: pager.reached)
                    }
                    outcome[collection] = outcome[collection] + (try store.commit(future.kept, state: next, of: collection))
                    outcome[collection].skipped += report.skippedRows + future.readings.count + future.doses.count + future.carbs.count
                    state = next
                    progress(Progress(collection: collection, walk: state.walk ?? walk.finished, counts: outcome[collection], pages: pages,
                                      oldest: oldest))
                    if page.stopped { break walks }
                }
            }
        }
        // A profile the site cannot give is said, and costs the entries and treatments nothing.
        let profile = source.profiles()
        profile.warnings.forEach { warnings.add($0) }
        outcome.schedules = try store.keep(profile.data.therapy.schedules)
        outcome.deviceStatuses = try syncDeviceStatuses(now: now, warnings: &warnings)
        try syncHistory(now: now, into: &outcome, warnings: &warnings)
        outcome.warnings = warnings.lines
        return outcome
    }

    /// The start of the day the oldest record of `collection` in `range`
    /// lies in, found by halving the range with one-record pages (about 14
    /// for 26 years); nil when it holds none. A site that fails to answer
    /// leaves the bound found so far (the sync itself then says why), one
    /// that ignores the range leaves the range's start: the bar is then
    /// measured as without.
    func oldestDay(of collection: RangeQuery.Collection, in range: DateInterval) -> Date? {
        func holdsAny(_ part: DateInterval) -> Bool? {
            (try? source.page(RangeQuery(collection, range: part, count: 1)))
                .map { $0.extent.records > 0 }
        }
        guard holdsAny(range) == true else { return nil }
        // [range.start, low) holds no record, [low, high) holds one.
        var low = range.start, high = range.end
        while high.timeIntervalSince(low) > 86_400 {
            let middle = low.addingTimeInterval(high.timeIntervalSince(low) / 2)
            switch holdsAny(DateInterval(start: low, end: middle)) {
            case true?: high = middle
            case false?: low = middle
            case nil: return low
            }
        }
        return low
    }
}
