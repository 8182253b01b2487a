import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources
@testable import DayBandsArchive

/// The site's profile (`/api/v1/profile.json`) read with its days and kept
/// by `sync`: the scheduled basal rate of a synced site. A site without the
/// API, or answering garbage, costs a line, never the entries.
@Suite(.serialized) struct ProfileSyncTests {
    typealias MemoryStore = NightscoutSyncTests.MemoryStore
    static let token = "profileTOKEN-5d1e"

    private func source(_ server: LoopbackSite, _ credentials: NightscoutCredentials = .none) -> NightscoutSource {
        NightscoutSource(site: server.site(credentials), timeout: 2, pageSize: 1_000)
    }

    @Test func theProfileIsSyncedOnceAndSetsTheScheduledRate() throws {
        try withLoopbackSite(["--days", "3", "--profile", "basal"] + LoopbackSite.anHourAgo) { server in
            let store = MemoryStore()
            let first = try NightscoutSync(source: source(server), store: store).run()
            #expect(first.complete && first.warnings.isEmpty)
            #expect(first.schedules == SyncCounts(added: 1))
            let schedule = try #require(store.data.therapy.schedules.first)
            #expect(schedule.name == "Default" && schedule.isDefault && schedule.zone == "UTC")
            #expect(schedule.rates.map(\.unitsPerHour) == [0.8, 1.2, 0.9])
            // A day of the site: the schedule's rates where no temp basal (0.5 U/h, 30 min) runs.
            let start = try #require(store.data.readings.first?.time).addingTimeInterval(86_400)
            let day = DateInterval(start: Date(timeIntervalSince1970: (start.timeIntervalSince1970 / 86_400).rounded(.up) * 86_400),
                                   duration: 86_400)
            let segments = BasalTimeline(store.data.therapy.around(day)).segments(in: day)
            #expect(Set(segments.filter { $0.source == .scheduled }.map(\.unitsPerHour)) == [0.8, 1.2, 0.9])
            #expect(Set(segments.filter { $0.source == .temp }.map(\.unitsPerHour)) == [0.5])
            #expect(segments.first?.interval.start == day.start && segments.last?.interval.end == day.end)
            let second = try NightscoutSync(source: source(server), store: store).run()
            #expect(second.schedules == SyncCounts(present: 1))
        }
    }

    @Test func theArchiveKeepsTheSitesSchedule() throws {
        try withLoopbackSite(["--days", "1", "--profile", "basal"] + LoopbackSite.anHourAgo) { server in
            let archive = try ArchiveTests.open()
            let store = try ArchiveSyncStore(archive: archive, site: server.site())
            let outcome = try NightscoutSync(source: source(server), store: store).run()
            #expect(outcome.schedules == SyncCounts(added: 1))
            let held = try archive.data(in: DateInterval(start: Date().addingTimeInterval(-86_400), end: Date()))
            #expect(held.therapy.schedules.map(\.rates.count) == [3])
            #expect(try NightscoutSync(source: source(server), store: store).run().schedules == SyncCounts(present: 1))
        }
    }

    /// 404 (no profile API) and JSON cut short: one line each, naming the
    /// profile and why, without the token; every entry and treatment synced.
    @Test(arguments: [("missing", "HTTP 404 Not Found; http://127.0.0.1:"), ("garbage", "not valid JSON")])
    func aProfileTheSiteCannotGiveIsSaidAndTheRestSynced(mode: String, reason: String) throws {
        try withLoopbackSite(["--days", "1", "--profile", mode, "--token", Self.token] + LoopbackSite.anHourAgo) { server in
            let store = MemoryStore()
            let source = source(server, .token(Secret(Self.token)))
            let outcome = try NightscoutSync(source: source, store: store).run()
            #expect(outcome.complete)
            #expect(outcome.entries.added == 288 && store.data.readings.count == 288)
            #expect(outcome.schedules == SyncCounts())
            #expect(outcome.warnings.count == 1)
            let line = try #require(outcome.warnings.first)
            #expect(line.hasPrefix("\(source.name): no basal profile read ("))
            #expect(line.contains("profile.json") && line.contains(reason), "\(line)")
            #expect(mode != "missing" || line.contains("serves no profile API"), "\(line)")
            #expect(!line.contains(Self.token))
            // The viewer's read of the site says the same, once, and shows its days.
            let report = try source.read(in: DayCalendar(timeZone: TimeZone(identifier: "UTC")!))
            #expect(report.warnings.filter { $0.contains("basal profile") } == [line])
            #expect(!report.data.readings.isEmpty)
        }
    }

    @Test func aSiteKeepingNoProfileSaysNothing() throws {
        try withLoopbackSite(["--days", "1"] + LoopbackSite.anHourAgo) { server in
            let outcome = try NightscoutSync(source: source(server), store: MemoryStore()).run()
            #expect(outcome.warnings.isEmpty && outcome.schedules == SyncCounts())
            // Asked once, for up to 100 documents.
            let log = try #require(try JSONSerialization.jsonObject(with: server.control("log")) as? [[String: Any]])
            let asked = log.filter { ($0["path"] as? String) == "/api/v1/profile.json" }.map { $0["query"] as? [String: String] }
            #expect(asked == [["count": "100"]])
        }
    }
}
