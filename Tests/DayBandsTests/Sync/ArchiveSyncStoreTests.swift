import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources
@testable import DayBandsArchive

/// The sync's store in a real archive: its state read back as written, a
/// page and its state committed together or not at all, the site stored
/// without its token.
struct ArchiveSyncStoreTests {
    let site = NightscoutSite(root: URL(string: "https://ns.example/")!, credentials: .token(Secret("reader-1234")))
    let t0 = ArchiveTests.t0

    /// An instant as the site's bounds are: whole milliseconds.
    func millisecondsBefore(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(Int64(t0.timeIntervalSince1970) * 1000 - milliseconds) / 1000)
    }

    @Test func theStateIsReadBackAsWrittenToTheMillisecond() throws {
        let store = try ArchiveSyncStore(archive: ArchiveTests.open(), site: site)
        #expect(try store.syncState(of: .entries) == SyncState())
        let state = SyncState(covered: DateInterval(start: SyncState.historyFloor, end: t0),
                              walk: SyncState.Walk(target: t0.addingTimeInterval(-3_600), upper: t0.addingTimeInterval(86_400),
                                                   reached: millisecondsBefore(60_001), asOf: t0))
        let page = GlucoseData(readings: [GlucoseReading(time: t0.addingTimeInterval(-60), mgdl: 120)])
        #expect(try store.commit(page, state: state, of: .entries) == SyncCounts(added: 1))
        #expect(try store.syncState(of: .entries) == state)
        #expect(try store.syncState(of: .treatments) == SyncState())
        #expect(try store.newest(of: .entries) == t0.addingTimeInterval(-60))
        #expect(try store.newest(of: .treatments) == nil)
        #expect(try store.commit(page, state: state, of: .entries) == SyncCounts(present: 1))
        #expect(try store.archive.sources().map(\.name) == ["https://ns.example/"])
    }

    /// A page the database refuses (a reading the archive's checks reject)
    /// rolls its state back too: the next run fetches that page again.
    @Test func aPageThatFailsLeavesTheStateWhereItWas() throws {
        let store = try ArchiveSyncStore(archive: ArchiveTests.open(), site: site)
        let before = SyncState(walk: SyncState.Walk(target: SyncState.historyFloor, upper: t0, asOf: t0))
        _ = try store.commit(GlucoseData(readings: []), state: before, of: .entries)
        var after = before
        after.advance(try #require(before.walk), to: t0.addingTimeInterval(-3_600))
        let refused = GlucoseData(readings: [GlucoseReading(time: t0.addingTimeInterval(-60), mgdl: 120),
                                             GlucoseReading(time: t0.addingTimeInterval(-120), mgdl: 5_000)])
        #expect(throws: (any Error).self) { try store.commit(refused, state: after, of: .entries) }
        #expect(try store.syncState(of: .entries) == before)
        #expect(try store.archive.count().readings == 0)
    }
}
