import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources
@testable import DayBandsArchive

/// `NightscoutSync` against the loopback site, into a store in memory that
/// keeps one copy of each record as the archive does: the first sync, the
/// incremental one (asserted from the site's request log), back-fill, an
/// interrupted sync resumed, `--since`, and hostile sites.
@Suite(.serialized) struct NightscoutSyncTests {
    /// A store in memory; `afterCommit` lets a test change the site mid-sync.
    final class MemoryStore: SyncStore {
        var data = GlucoseData(readings: [])
        var states: [RangeQuery.Collection: SyncState] = [:]
        var commits = 0
        var afterCommit: (Int) throws -> Void = { _ in }

        func syncState(of collection: RangeQuery.Collection) -> SyncState { states[collection] ?? SyncState() }

        func newest(of collection: RangeQuery.Collection) -> Date? {
            collection == .entries ? data.readings.last?.time : max(data.doses.last?.time ?? .distantPast,
                                                                    data.carbs.last?.time ?? .distantPast)
        }

        func commit(_ page: GlucoseData, state: SyncState, of collection: RangeQuery.Collection) throws -> SyncCounts {
            let before = data.count
            data = data.merged(with: page)
            let added = collection == .entries ? data.count.readings - before.readings : data.count.treatments - before.treatments
            let records = collection == .entries ? page.count.readings : page.count.treatments
            states[collection] = state
            commits += 1
            try afterCommit(commits)
            return SyncCounts(added: added, present: records - added)
        }

        /// Device statuses by time and uploader, as the archive keys them.
        var statuses: [String: DeviceStatusRecord] = [:]

        func newestDeviceStatus() -> Date? { statuses.values.map(\.time).max() }

        func keep(_ records: [DeviceStatusRecord]) -> SyncCounts {
            var counts = SyncCounts()
            for record in records {
                let key = "\(record.time.wholeSecond) \(record.device)"
                if statuses[key] == nil { counts.added += 1 } else { counts.present += 1 }
                statuses[key] = statuses[key] ?? record
            }
            return counts
        }

        func keep(_ schedules: [BasalSchedule]) -> SyncCounts {
            let before = data.therapy.schedules.count
            data = data.merged(with: GlucoseData(readings: [], therapy: TherapyRecords(schedules: schedules)))
            let added = data.therapy.schedules.count - before
            return SyncCounts(added: added, present: schedules.count - added)
        }
    }

    let readingsInThreeDays = 3 * 288

    private func sync(_ server: LoopbackSite, _ store: MemoryStore, pageSize: Int = 100, since: Date? = nil,
                      maximumPages: Int = NightscoutSync.defaultMaximumPages) throws -> NightscoutSync.Outcome {
        let source = NightscoutSource(site: server.site(), timeout: 2, pageSize: pageSize)
        return try NightscoutSync(source: source, store: store, since: since, maximumPages: maximumPages).run()
    }

    @Test func theFirstSyncWalksTheWholeHistoryAndAStateCoveringIt() throws {
        try withLoopbackSite(["--days", "3"] + LoopbackSite.anHourAgo) { server in
            let store = MemoryStore()
            var shares: [Double] = []
            let source = NightscoutSource(site: server.site(), timeout: 2, pageSize: 100)
            let outcome = try NightscoutSync(source: source, store: store).run {
                if $0.collection == .entries { shares.append($0.fractionDone) }
            }
            #expect(outcome.complete)
            #expect(store.data.readings.count == readingsInThreeDays)
            #expect(store.data.doses.count == 12 && store.data.carbs.count == 12)
            #expect(outcome.entries.added == readingsInThreeDays)
            // 12 meal boluses (a dose and carbs each) and 12 temp basals.
            #expect(outcome.treatments.added == 36)
            // Each page asks the last one's oldest instant again; what it sends again is not "already present".
            #expect(outcome.entries.present == 0 && outcome.treatments.present == 0)
            #expect(store.states[.entries]?.covered?.start == SyncState.historyFloor)
            #expect(store.states[.entries]?.walk == nil)
            #expect(shares == shares.sorted() && shares.last == 1)
            // Pages of 100 down the history, each bound below the last.
            let bounds = try server.requests(to: .entries).compactMap { $0["find[date][$lt]"].flatMap(Int.init) }
            #expect(bounds.count >= 9 && bounds == bounds.sorted(by: >))
        }
    }

    @Test func aLaterSyncAsksOnlyTheRecentRangeAndGetsBackFilledReadings() throws {
        try withLoopbackSite(["--days", "3"] + LoopbackSite.anHourAgo) { server in
            let store = MemoryStore()
            _ = try sync(server, store)
            let newest = try #require(store.data.readings.last?.time)
            let before = try server.requests(to: .entries).count
            // Two readings back-filled an hour before the newest, one new after it.
            let step = 300_000.0
            let newestMs = newest.timeIntervalSince1970 * 1000
            try server.control("post=\(Int64(newestMs - 12 * step - 60_000))&sgv=61")
            try server.control("post=\(Int64(newestMs - 12 * step - 120_000))&sgv=62")
            try server.control("add=1")
            let outcome = try sync(server, store)
            #expect(outcome.entries.added == 3)
            #expect(store.data.readings.count == readingsInThreeDays + 3)
            let requests = try server.requests(to: .entries).dropFirst(before)
            // One page, and the one below it that brings nothing older.
            #expect(requests.count == 2)
            #expect(requests.allSatisfy { $0["find[date][$gte]"] == String(Int64(newestMs - 3 * 3_600_000)) })
        }
    }

    /// The site fails after three pages: the sync throws, what was
    /// committed stays, and the next run asks only below the last page.
    @Test func anInterruptedSyncResumesWhereItStoppedWithNothingLost() throws {
        try withLoopbackSite(["--days", "3"] + LoopbackSite.anHourAgo) { server in
            let store = MemoryStore()
            store.afterCommit = { if $0 == 3 { try server.control("fault=500") } }
            #expect(throws: DataError.self) { try sync(server, store) }
            let held = store.data.readings.count
            #expect(held >= 250 && held < readingsInThreeDays)
            let reached = try #require(store.states[.entries]?.walk?.reached)
            let before = try server.requests(to: .entries).count
            store.afterCommit = { _ in }
            try server.control("fault=none")
            let outcome = try sync(server, store)
            #expect(outcome.complete)
            #expect(store.data.readings.count == readingsInThreeDays)
            let resumed = try #require(try server.requests(to: .entries).dropFirst(before).first)
            #expect(resumed["find[date][$lt]"] == RangeQuery.Collection.entries.bound(reached))
        }
    }

    @Test func sinceStopsTheHistoryThereAndAFullSyncLaterWalksBelowIt() throws {
        try withLoopbackSite(["--days", "3"] + LoopbackSite.anHourAgo) { server in
            let store = MemoryStore()
            let since = Date().addingTimeInterval(-86_400)
            _ = try sync(server, store, since: since)
            let first = try #require(store.data.readings.first?.time)
            #expect(first >= since && first < since.addingTimeInterval(300))
            #expect(store.data.readings.count < 300)
            _ = try sync(server, store)
            #expect(store.data.readings.count == readingsInThreeDays)
        }
    }

    /// A reading five hours ahead is set aside, said and counted as skipped.
    @Test func readingsFromTheFutureAreSetAsideAndSaid() throws {
        try withLoopbackSite(["--days", "1"] + LoopbackSite.anHourAgo) { server in
            try server.control("post=\(Int64(Date().timeIntervalSince1970 * 1000) + 5 * 3_600_000)&sgv=300")
            let store = MemoryStore()
            let outcome = try sync(server, store)
            #expect(store.data.readings.count == 288)
            #expect(!store.data.readings.contains { $0.mgdl == 300 })
            #expect(outcome.entries.skipped == 1)
            #expect(outcome.warnings.contains { $0.contains("dated more than 10 min in the future set aside") })
        }
    }

    /// A site that ignores the range (the same page forever) stops the walk
    /// with a warning; what it sent is kept and the walk stays to resume.
    @Test func aSiteSendingTheSamePageForeverStopsTheSync() throws {
        try withLoopbackSite(["--days", "1", "--fault", "ignore-range"] + LoopbackSite.anHourAgo) { server in
            let store = MemoryStore()
            let outcome = try sync(server, store)
            #expect(!outcome.complete)
            #expect(outcome.warnings.contains { $0.contains("outside the range asked for") })
            #expect(try server.requests(to: .entries).count == 2)
            #expect(store.states[.entries]?.walk != nil)
            #expect(store.data.readings.count > 90 && store.data.readings.count <= 100)
        }
    }

    /// More pages than a run fetches: stopped with a warning, and the next
    /// run goes on from there.
    @Test func aPageLimitStopsARunAndTheNextGoesOn() throws {
        try withLoopbackSite(["--days", "1"] + LoopbackSite.anHourAgo) { server in
            let store = MemoryStore()
            let outcome = try sync(server, store, maximumPages: 2)
            #expect(!outcome.complete)
            #expect(outcome.warnings.contains { $0.contains("still came after 2 pages") })
            #expect(outcome.stuck == nil && outcome.rerun(site: "site") == "the sync of site stopped early; run it again to go on from there")
            #expect(store.data.readings.count > 150 && store.data.readings.count < 288)
            // Each run also asks for the recent range again: 4 pages go on.
            var runs = 1
            while try !sync(server, store, maximumPages: 4).complete, runs < 5 { runs += 1 }
            #expect(runs > 1 && runs < 5)
            #expect(store.data.readings.count == 288 && store.data.doses.count == 4)
        }
    }

    @Test func duplicateWarningsOfEveryPageAreSaidOnce() throws {
        try withLoopbackSite(["--days", "1", "--duplicates"] + LoopbackSite.anHourAgo) { server in
            let store = MemoryStore()
            let outcome = try sync(server, store, pageSize: 50)
            #expect(store.data.readings.count == 288)
            let merged = outcome.warnings.filter { $0.contains("duplicate readings merged") }
            #expect(merged.count == 1)
            #expect(merged.first?.contains("more pages: ") == true)
        }
    }

    /// A page whose records are all implausible is no error: they are
    /// skipped, counted and said once, the walk goes on below the page's own
    /// dates, and the run finishes (before, every run failed at that page).
    @Test func aPageOfOnlyBadRecordsIsSkippedAndSaidAndTheSyncGoesOnBelowIt() throws {
        try withLoopbackSite(["--days", "1"] + LoopbackSite.anHourAgo) { server in
            let newest = try #require(Int64(LoopbackSite.anHourAgo[1]))
            try server.control("post=\(newest - 6 * 3_600_000 + 1_000)&sgv=5000&repeat=250")
            let store = MemoryStore()
            let outcome = try sync(server, store)
            #expect(outcome.complete)
            #expect(store.data.readings.count == 288)
            // A page's oldest instant is asked again by the next page
            // (`RangeWalk`), so a bad record on a page's edge is
            // counted by both: at most one more per page of them.
            #expect((250...253).contains(outcome.entries.skipped))
            let said = outcome.warnings.filter { $0.contains("expected glucose from 1 to 1000 mg/dL, found 5000 mg/dL") }
            #expect(said.count == 1, "\(outcome.warnings)")
            #expect(said.first?.contains(" rows skipped in http://127.0.0.1:") == true)
            #expect(said.first?.contains("(and in 3 more pages: \(outcome.entries.skipped) in all)") == true)
            #expect(store.states[.entries]?.walk == nil && store.states[.entries]?.covered?.start == SyncState.historyFloor)
        }
    }

    /// Records the site sends without a readable time, more than a page of
    /// them: the sync asks a narrower top of the range until a page moves
    /// past them (at one millisecond, by _id), and every readable reading
    /// below them is stored.
    @Test(arguments: [1, 0])
    func pagesOfRecordsWithoutReadableTimesArePassedAndSaid(spacing: Int) throws {
        try withLoopbackSite(["--days", "1"] + LoopbackSite.anHourAgo) { server in
            let newest = try #require(Int64(LoopbackSite.anHourAgo[1]))
            try server.control("post=\(newest - 6 * 3_600_000 + 1_000)&sgv=120&repeat=150&spacing=\(spacing)&undated")
            let store = MemoryStore()
            let outcome = try sync(server, store)
            #expect(outcome.complete)
            #expect(store.data.readings.count == 288)
            #expect(outcome.entries.skipped >= 150)
            let said = outcome.warnings.filter { $0.contains("expected epoch milliseconds in date") }
            #expect(said.count == 1, "\(outcome.warnings)")
            // All 150 in one millisecond, more than a page: read by _id, every one.
            #expect(!outcome.warnings.contains { $0.contains("entries without a readable time skipped in") }, "\(outcome.warnings)")
            #expect(store.states[.entries]?.walk == nil)
            // Bounded: the narrowing costs a few dozen pages, not thousands.
            #expect(try server.requests(to: .entries).count < 80)
        }
    }

    /// 150 devices posting at one millisecond on a site sending 30 records
    /// a page: that instant is read by _id ranges and every reading stored
    /// (before: 80 of 1,014, no warning, the whole range covered, and later
    /// syncs added nothing).
    @Test func anInstantWithMoreRecordsThanAPageIsReadWhole() throws {
        try withLoopbackSite(["--days", "3", "--cap", "30"] + LoopbackSite.anHourAgo) { server in
            let newest = try #require(Int64(LoopbackSite.anHourAgo[1]))
            try server.control("post=\(newest - 6 * 3_600_000 + 1_000)&sgv=100&repeat=150&spacing=0&devices")
            let store = MemoryStore()
            let outcome = try sync(server, store, pageSize: 10_000)
            #expect(outcome.complete && outcome.warnings.isEmpty, "\(outcome.warnings)")
            #expect(store.data.readings.count == readingsInThreeDays + 150)
            #expect(outcome.entries.added == readingsInThreeDays + 150 && outcome.entries.present == 0)
            #expect(store.states[.entries]?.walk == nil && store.states[.entries]?.covered?.start == SyncState.historyFloor)
            #expect(try server.requests(to: .entries).contains { $0["find[_id][$gt]"] != nil || $0["find[_id][$lt]"] != nil })
        }
    }

    /// A site that does not apply the _id bounds cannot be read past such an
    /// instant: the sync says so, and keeps the walk to resume, not a range
    /// covered that it did not read.
    @Test func aCrowdedInstantTheSiteCannotPageStopsTheSyncWithTheWalkKept() throws {
        try withLoopbackSite(["--days", "1", "--cap", "30", "--fault", "ignore-ids"] + LoopbackSite.anHourAgo) { server in
            let newest = try #require(Int64(LoopbackSite.anHourAgo[1]))
            try server.control("post=\(newest - 6 * 3_600_000 + 1_000)&sgv=100&repeat=150&spacing=0&devices")
            let store = MemoryStore()
            let outcome = try sync(server, store, pageSize: 10_000)
            #expect(!outcome.complete)
            #expect(outcome.warnings.contains { $0.contains("than it sends in a page (30) and does not page them by _id") },
                    "\(outcome.warnings)")
            let walk = try #require(store.states[.entries]?.walk)
            #expect(walk.reached > Date(timeIntervalSince1970: Double(newest) / 1000 - 6 * 3_600))
            #expect(store.states[.entries]?.covered == nil)
            // The line says what a rerun does, and a rerun does it: the same place, the same stop.
            #expect(outcome.rerun(site: "site") == "the sync of site stopped early at \(walk.reached.ISO8601Format()), where the site "
                    + "does not page its entries; run again, it asks from there again and stops there again until the site pages them")
            let again = try sync(server, store, pageSize: 10_000)
            #expect(!again.complete && again.stuck?.at == walk.reached && store.states[.entries]?.walk?.reached == walk.reached)
        }
    }

    /// A site answering oldest first, 100 a page: every reading stored in
    /// one run, and the next adds nothing (before: 100 of 864, then 63 a run).
    @Test func aSiteAnsweringOldestFirstIsReadWhole() throws {
        try withLoopbackSite(["--days", "3", "--cap", "100", "--ascending"] + LoopbackSite.anHourAgo) { server in
            let store = MemoryStore()
            let outcome = try sync(server, store, pageSize: 10_000)
            #expect(outcome.complete && outcome.warnings.isEmpty, "\(outcome.warnings)")
            #expect(store.data.readings.count == readingsInThreeDays)
            #expect(store.data.doses.count == 12)
            #expect(outcome.entries.present == 0)
            #expect(store.states[.entries]?.walk == nil && store.states[.entries]?.covered?.start == SyncState.historyFloor)
            let again = try sync(server, store, pageSize: 10_000)
            #expect(again.entries.added == 0 && again.complete)
            // Bounded: a few pages per page of readings, not one per hour.
            #expect(try server.requests(to: .entries).count < 150)
        }
    }

    /// HTTP 429 with `Retry-After: 1` on the third request: the sync says the
    /// wait on the progress line, waits, asks the same page again and
    /// finishes with every reading (no elapsed time asserted).
    @Test func aRateLimitIsWaitedOutAndSaid() throws {
        try withLoopbackSite(["--days", "1"] + LoopbackSite.anHourAgo) { server in
            try server.control("fault=429&after=2&times=1&retry=1")
            let store = MemoryStore()
            var waits: [TimeInterval] = []
            var lines: [String] = []
            let source = NightscoutSource(site: server.site(), timeout: 5, pageSize: 100)
            let outcome = try NightscoutSync(source: source, store: store).run {
                if let wait = $0.waiting {
                    waits.append(wait)
                    lines.append(SyncProgressLine.text($0, width: 200))
                }
            }
            #expect(outcome.complete && store.data.readings.count == 288)
            #expect(waits == [1])
            #expect(lines.first?.hasSuffix("waiting 1 s: the site asked (HTTP 429)") == true, "\(lines)")
            let requests = try server.requests(to: .entries)
            #expect(requests[2] == requests[3])
        }
    }

    /// A wait longer than a minute (an HTTP date two hours ahead) stops the
    /// sync with a line naming the wait; what was committed stays and the
    /// walk is kept for the next run.
    @Test func aLongRateLimitStopsTheSyncWithTheStateKept() throws {
        try withLoopbackSite(["--days", "1"] + LoopbackSite.anHourAgo) { server in
            let later = Date().addingTimeInterval(7_200).formatted(Date.VerbatimFormatStyle(
                format: "\(weekday: .abbreviated), \(day: .twoDigits) \(month: .abbreviated) \(year: .defaultDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits) GMT",
                locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt, calendar: Calendar(identifier: .gregorian)))
            try server.control("fault=429&after=1&retry=\(later.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)")
            let store = MemoryStore()
            let error = #expect(throws: DataError.self) { try sync(server, store) }
            let message = error?.message ?? ""
            #expect(message.hasPrefix("HTTP 429 Too Many Requests: the site asks to wait 2 h (Retry-After), longer than the 60 s a read waits; stopped here: try again after 20"),
                    "\(message)")
            #expect(store.data.readings.count > 90 && store.data.readings.count <= 100 && store.states[.entries]?.walk != nil)
            #expect(try server.requests(to: .entries).count == 2)
        }
    }

    /// Measured for a progress bar, a first sync's share is of the site's
    /// own history (3 days here), not of the years back to 2000: the first
    /// page of 100 of 864 readings is about a tenth of it. The oldest day is
    /// found with a few one-record pages, and only when measuring.
    @Test func aMeasuredFirstSyncSharesTheSitesOwnHistory() throws {
        try withLoopbackSite(["--days", "3"] + LoopbackSite.anHourAgo) { server in
            var shares: [Double] = []
            var oldest: Date?
            let source = NightscoutSource(site: server.site(), timeout: 2, pageSize: 100)
            let outcome = try NightscoutSync(source: source, store: MemoryStore()).run(measuring: true) {
                if $0.collection == .entries { shares.append($0.fractionDone); oldest = $0.oldest }
            }
            #expect(outcome.complete)
            let first = try #require(shares.first)
            #expect(first > 0.05 && first < 0.2, "\(shares)")
            #expect(shares == shares.sorted() && shares.last == 1)
            let newest = try #require(Double(LoopbackSite.anHourAgo[1])) / 1000
            let start = newest - 3 * 86_400
            let found = try #require(oldest).timeIntervalSince1970
            #expect(found <= start && found > start - 86_400)
            let probes = try server.requests(to: .entries).filter { $0["count"] == "1" }.count
            #expect(probes > 5 && probes < 20)
            // Not measured: no one-record pages at all.
            let before = try server.requests(to: .entries).count
            _ = try sync(server, MemoryStore())
            #expect(try server.requests(to: .entries).dropFirst(before).allSatisfy { $0["count"] != "1" })
        }
    }
}
