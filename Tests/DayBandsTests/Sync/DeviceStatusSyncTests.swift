import Foundation
import Testing
@testable import DayBandsImport
@testable import DayBandsSources
@testable import DayBandsArchive

/// A sync's device statuses (`NightscoutSync+DeviceStatus`) against the
/// loopback site: every record, page after page, none counted twice where a
/// page asks the last one's oldest time again; a later sync asks from the
/// newest held; records dated ahead are set aside and said.
@Suite(.serialized) struct DeviceStatusSyncTests {
    private func sync(_ server: LoopbackSite, _ store: NightscoutSyncTests.MemoryStore) throws -> NightscoutSync.Outcome {
        let source = NightscoutSource(site: server.site(), timeout: 2, pageSize: 100)
        return try NightscoutSync(source: source, store: store).run()
    }

    private func statusRequests(_ server: LoopbackSite) throws -> [[String: String]] {
        let log = try JSONSerialization.jsonObject(with: server.control("log")) as! [[String: Any]]
        return log.filter { ($0["path"] as? String) == "/api/v1/devicestatus.json" }.map { $0["query"] as! [String: String] }
    }

    /// 36 statuses (3 hours) in pages the site caps at 5: all kept once, each
    /// page's upper bound the last one's oldest time, down to an empty-handed end.
    @Test func everyStatusIsKeptOnceAcrossPages() throws {
        try withLoopbackSite(["--days", "1", "--status-hours", "3", "--predictions", "--cap", "5"] + LoopbackSite.anHourAgo) { server in
            let store = NightscoutSyncTests.MemoryStore()
            let outcome = try sync(server, store)
            #expect(outcome.deviceStatuses == SyncCounts(added: 36, present: 0, skipped: 0))
            #expect(store.statuses.count == 36)
            #expect(store.statuses.values.allSatisfy { $0.prediction?.value.curves.first?.values.count == 72 && $0.iob == 1.35 })
            let bounds = try statusRequests(server).compactMap { $0["find[created_at][$lte]"] }
            #expect(bounds.count >= 8 && bounds == bounds.sorted(by: >) && Set(bounds).count == bounds.count)
            // Again: from the newest held, less the look-back; nothing new.
            let again = try sync(server, store)
            #expect(again.deviceStatuses.added == 0 && again.deviceStatuses.present == 36)
            let newest = try #require(store.newestDeviceStatus())
            let since = try #require(try statusRequests(server).last?["find[created_at][$gte]"])
            #expect(since == RangeQuery.Collection.treatments.bound(newest.addingTimeInterval(-NightscoutSync.defaultLookBack)))
        }
    }

    /// A first sync reaches back `deviceStatusReach` (a quarter), not to 2000.
    @Test func aFirstSyncReachesBackAQuarter() throws {
        try withLoopbackSite(["--days", "1"] + LoopbackSite.anHourAgo) { server in
            let before = Date()
            _ = try sync(server, NightscoutSyncTests.MemoryStore())
            let since = try #require(try statusRequests(server).first?["find[created_at][$gte]"].flatMap(ISOTimestamp.instant))
            #expect(abs(since.timeIntervalSince(before.addingTimeInterval(-NightscoutSync.deviceStatusReach))) < 60)
        }
    }

    /// A status a day ahead (another phone, a wrong clock) is set aside and said.
    @Test func aStatusDatedAheadIsSetAsideAndSaid() throws {
        try withLoopbackSite(["--days", "1"] + LoopbackSite.anHourAgo) { server in
            let ahead = Int64(Date().addingTimeInterval(86_400).timeIntervalSince1970 * 1000)
            try server.control("status=\(ahead)&iob=9.99")
            let store = NightscoutSyncTests.MemoryStore()
            let outcome = try sync(server, store)
            #expect(outcome.deviceStatuses == SyncCounts(added: 12, present: 0, skipped: 1))
            #expect(!store.statuses.values.contains { $0.iob == 9.99 })
            #expect(outcome.warnings.contains { $0.hasPrefix("1 device status dated more than 10 min in the future set aside from ") })
        }
    }
}
