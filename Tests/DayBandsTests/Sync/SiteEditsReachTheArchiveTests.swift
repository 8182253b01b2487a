import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources
@testable import DayBandsArchive

/// A whole `NightscoutSync` against the loopback site serving API v3
/// (`--v3`), into an archive: records edited or deleted on the site after a
/// sync reach the archive at the next one (an edit then a deletion too), a
/// history longer than a page of 1,000 is read in pages that ask the last
/// millisecond again, a site that cannot be read through API v3 is said in
/// one line (or, without it, asked once a week), and a history page that
/// fails stops the history with what was applied kept.
@Suite(.serialized) struct SiteEditsReachTheArchiveTests {
    static let token = "reader-1234567890abcdef"
    static let origin = "946684800000"

    /// Half a day of readings, no meter records: 144 readings, 2 meal boluses and 2 temp basals.
    static let halfADay = ["--v3", "--token", token, "--days", "0.5", "--no-meter", "--devicestatus", "none"] + LoopbackSite.anHourAgo

    func store(_ server: LoopbackSite) throws -> ArchiveSyncStore {
        try ArchiveSyncStore(archive: ArchiveTests.open(), site: server.site())
    }

    func sync(_ server: LoopbackSite, _ store: ArchiveSyncStore, credentials: NightscoutCredentials = .token(Secret(token)),
              pageSize: Int = 10_000, later: TimeInterval = 0) throws -> NightscoutSync.Outcome {
        let source = NightscoutSource(site: server.site(credentials), timeout: 2, pageSize: pageSize)
        return try NightscoutSync(source: source, store: store, clock: { Date().addingTimeInterval(later) }).run()
    }

    /// The `after` of each history page asked of `collection`, and its `limit`.
    func historyAsked(_ server: LoopbackSite, _ collection: String = "entries") throws -> [(after: String, limit: String?)] {
        let log = try JSONSerialization.jsonObject(with: server.control("log")) as! [[String: Any]]
        return log.compactMap { request in
            guard let path = request["path"] as? String, path.hasPrefix("/api/v3/\(collection)/history/") else { return nil }
            return (String(path.split(separator: "/").last!), (request["query"] as? [String: String])?["limit"])
        }
    }

    func versionAsked(_ server: LoopbackSite) throws -> Int {
        let log = try JSONSerialization.jsonObject(with: server.control("log")) as! [[String: Any]]
        return log.filter { ($0["path"] as? String) == "/api/v3/version" }.count
    }

    func mgdl(_ store: ArchiveSyncStore, at ms: Int64) throws -> [Double] {
        try store.archive.data(in: Archive.allTime).readings
            .filter { Int64($0.time.timeIntervalSince1970 * 1000) == ms }.map(\.mgdl)
    }

    @Test func editsAndDeletionsOnTheSiteReachTheArchiveAtTheNextSync() throws {
        try withLoopbackSite(Self.halfADay) { server in
            let store = try store(server)
            let first = try sync(server, store)
            #expect(first.warnings == [])
            // API v1 stored everything before: the history finds it all held.
            #expect(first.entries.added == 144)
            let seen = try #require(first.history)
            #expect(seen.added == 0 && seen.deleted == 0 && seen.edited == 0 && seen.present >= 144)
            let readings = try store.archive.data(in: Archive.allTime).readings
            let newest = Int64(try #require(readings.last).time.timeIntervalSince1970 * 1000)
            #expect(try store.historyMark(of: .entries) == newest, "the history goes on after the newest srvModified read")
            #expect(try historyAsked(server).map(\.limit) == ["1000"], "a page asks the most Nightscout sends")
            #expect(try historyAsked(server).map(\.after) == [Self.origin], "a first history starts at Nightscout's MIN_TIMESTAMP")

            // Hours before the look-back API v1 reads again (3 h): only the history sees them.
            let edited = newest - 100 * 300_000, deleted = newest - 110 * 300_000
            #expect(try mgdl(store, at: edited).count == 1 && mgdl(store, at: edited) != [222])
            try server.control("edit=xDrip-DexcomG6-\(edited)&sgv=222")
            try server.control("delete=xDrip-DexcomG6-\(deleted)")
            let second = try sync(server, store)
            #expect(second.warnings == [])
            #expect(second.history == HistoryTally(added: 1, deleted: 1, edited: 1))
            #expect(try mgdl(store, at: edited) == [222], "the edit replaces the value")
            #expect(try mgdl(store, at: deleted) == [], "the deletion takes the reading out")
            #expect(try store.archive.count().readings == 143)
            #expect(try store.archive.check() == [])
            // The second history asked only after the first one's mark.
            #expect(try historyAsked(server).map(\.after) == [Self.origin, String(newest)])

            // A deletion after an edit, both between two syncs: the value first stored goes too.
            let twice = newest - 120 * 300_000
            try server.control("edit=xDrip-DexcomG6-\(twice)&sgv=333")
            try server.control("delete=xDrip-DexcomG6-\(twice)")
            let third = try sync(server, store)
            #expect(third.history == HistoryTally(deleted: 1))
            #expect(try mgdl(store, at: twice) == [])
            // And the edited one deleted at a later sync: gone, its edit with it.
            try server.control("delete=xDrip-DexcomG6-\(edited)")
            #expect(try sync(server, store).history == HistoryTally(deleted: 1))
            #expect(try mgdl(store, at: edited) == [])
            #expect(try store.archive.count().readings == 141)
            #expect(try store.archive.check() == [])
        }
    }

    @Test func aTreatmentEditedAndOneDeletedOnTheSite() throws {
        try withLoopbackSite(Self.halfADay) { server in
            let store = try store(server)
            _ = try sync(server, store)
            let doses = try store.archive.data(in: Archive.allTime).doses
            #expect(doses.map(\.units) == [4.5, 4.5])
            let meal = Int64(doses[0].time.timeIntervalSince1970 * 1000), next = Int64(doses[1].time.timeIntervalSince1970 * 1000)
            try server.control("edit=t\(meal)&insulin=6")
            try server.control("delete=t\(next)")
            let outcome = try sync(server, store)
            #expect(outcome.history?.deleted == 1 && outcome.history?.edited == 1)
            let data = try store.archive.data(in: Archive.allTime)
            #expect(data.doses.map(\.units) == [6], "the edited bolus replaced, the deleted one gone")
            #expect(data.carbs.map(\.grams) == [40], "the edited meal keeps its carbs, the deleted meal's go")
            #expect(try store.archive.check() == [])
        }
    }

    /// A history of 1,008 readings: a full page of 1,000, then the next
    /// asks from its newest srvModified less a millisecond.
    @Test func aHistoryLongerThanAPageIsReadInPagesOfAThousand() throws {
        try withLoopbackSite(["--v3", "--token", Self.token, "--days", "3.5", "--no-meter", "--devicestatus", "none"]
                             + LoopbackSite.anHourAgo) { server in
            let store = try store(server)
            let outcome = try sync(server, store)
            #expect(outcome.warnings == [])
            #expect(outcome.entries.added == 1_008)
            let readings = try store.archive.data(in: Archive.allTime).readings.map { Int64($0.time.timeIntervalSince1970 * 1000) }
            #expect(try historyAsked(server).map(\.after) == [Self.origin, String(readings[999] - 1)])
            #expect(try store.historyMark(of: .entries) == readings.last)
            #expect(outcome.history?.added == 0 && outcome.history?.deleted == 0 && outcome.history?.edited == 0)
        }
    }

    /// 1,001 readings of one millisecond (as many uploaders): no page can
    /// go past them by srvModified, so the history says it and goes on after it.
    @Test func moreThanAPageAtOneMillisecondIsSaidAndPassed() throws {
        try withLoopbackSite(["--v3", "--token", Self.token, "--days", "0.1", "--no-meter", "--devicestatus", "none"]
                             + LoopbackSite.anHourAgo) { server in
            let store = try store(server)
            let readings = try sync(server, store).entries.added
            #expect(readings == 28)
            let newest = try #require(try store.historyMark(of: .entries))
            let instant = newest + 60_000 * 2 + 17
            try server.control("post=\(instant)&sgv=100&repeat=1001&spacing=0&devices")
            try server.control("add=1")
            let outcome = try sync(server, store)
            let name = server.site().name
            #expect(outcome.warnings.filter { $0.hasPrefix(name) } == ["\(name): more than 1000 of API v3's entries changed at one millisecond; "
                                         + "the history goes on after it, and may miss some of them"])
            #expect(outcome.historyStopped == false)
            #expect(try historyAsked(server).map(\.after) == [Self.origin, String(newest), String(instant - 1), String(instant)])
            // The reading added after them is where the history goes on from.
            let added = try store.archive.data(in: Archive.allTime).readings.map { Int64($0.time.timeIntervalSince1970 * 1000) }.max()
            #expect(try store.historyMark(of: .entries) == added && added! > instant)
        }
    }

    @Test func aSiteReadWithoutATokenIsSaidInOneLineAndSyncedByAPIv1() throws {
        try withLoopbackSite(["--v3", "--secret", "v3SECRET-1234", "--days", "0.1", "--no-meter", "--devicestatus", "none"]
                             + LoopbackSite.anHourAgo) { server in
            let store = try store(server)
            let outcome = try sync(server, store, credentials: .apiSecret(Secret("v3SECRET-1234")))
            #expect(outcome.entries.added == 28)
            #expect(outcome.history == nil)
            #expect(outcome.warnings == ["\(server.site().name): not read through API v3: its API v3 needs an access token "
                                         + "(--token or NIGHTSCOUT_TOKEN); an API secret alone does not open it; synced by API v1, "
                                         + "which does not see records edited or deleted on the site"])
            #expect(try historyAsked(server).isEmpty)
        }
        try withLoopbackSite(["--v3", "--days", "0.1", "--no-meter", "--devicestatus", "none"] + LoopbackSite.anHourAgo) { server in
            let outcome = try sync(server, try store(server), credentials: .none)
            #expect(outcome.warnings.count == 1)
            #expect(outcome.warnings.first?.contains("needs an access token (--token or NIGHTSCOUT_TOKEN); no access token given;") == true)
        }
    }

    /// A site without API v3 is asked once; its no is kept, and asked again a week later.
    @Test func aSiteWithoutAPIv3IsAskedOnceAWeek() throws {
        try withLoopbackSite(["--token", Self.token, "--days", "0.1", "--no-meter", "--devicestatus", "none"]
                             + LoopbackSite.anHourAgo) { server in
            let store = try store(server)
            let first = try sync(server, store)
            #expect(first.history == nil && first.warnings == [])
            #expect(try versionAsked(server) == 1)
            let kept = try #require(try store.apiV3())
            #expect(kept.offered == false)
            _ = try sync(server, store, later: 6.9 * 86_400)
            #expect(try versionAsked(server) == 1, "a no less than a week old is believed")
            _ = try sync(server, store, later: 7.1 * 86_400)
            #expect(try versionAsked(server) == 2, "a week on, the site may have been updated")
        }
    }

    /// A history page that is not API v3's answer stops the history in one
    /// line; the marks stay, and the next sync reads on from them.
    @Test func aFailingHistoryPageStopsItAndTheNextSyncCatchesUp() throws {
        try withLoopbackSite(Self.halfADay) { server in
            let store = try store(server)
            _ = try sync(server, store)
            let mark = try store.historyMark(of: .entries)
            let deleted = try #require(mark) - 100 * 300_000
            try server.control("delete=xDrip-DexcomG6-\(deleted)")
            try server.control("v3fault=html")
            let broken = try sync(server, store)
            #expect(broken.historyStopped)
            #expect(broken.history == nil, "a stopped history that changed nothing claims no count")
            #expect(broken.warnings.count == 1)
            let line = try #require(broken.warnings.first)
            #expect(line.hasPrefix("\(server.site().name): API v3's history of entries stopped: "))
            #expect(line.contains("HTTP 502"))
            #expect(line.hasSuffix("; what it applied is kept, the next sync reads on from there"))
            #expect(try store.historyMark(of: .entries) == mark)
            #expect(try mgdl(store, at: deleted).count == 1)
            try server.control("v3fault=none")
            let mended = try sync(server, store)
            #expect(mended.historyStopped == false && mended.history == HistoryTally(deleted: 1))
            #expect(try mgdl(store, at: deleted) == [])
        }
    }
}
