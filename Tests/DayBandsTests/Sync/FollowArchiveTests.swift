import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources
@testable import DayBandsArchive

/// `--follow`'s writes into the archive happen off the run loop: while
/// another writer (a `daybands sync`) holds the archive's write lock,
/// `keep` returns at once, the readings wait and are stored with a later
/// poll's, the status line says so while writes keep failing, and what is
/// left unstored at the end is said.
struct FollowArchiveTests {
    let site = NightscoutSite(root: URL(string: "https://ns.example/")!, credentials: .token(Secret("reader-1234")))

    func reading(_ minutes: Double, _ mgdl: Double = 120) -> GlucoseData {
        GlucoseData(readings: [GlucoseReading(time: ArchiveTests.minutes(minutes), mgdl: mgdl)])
    }

    /// A new archive, its `FollowArchive`, and another connection holding
    /// its write lock, as a sync's page does.
    func lockedArchive(busyTimeout: TimeInterval) throws -> (path: String, follow: FollowArchive, writer: SQLiteDatabase) {
        let path = ArchiveTests.temporaryPath()
        _ = try ArchiveTests.open(path)
        let writer = try SQLiteDatabase(path: path, readOnly: false, create: false, busyTimeout: 1)
        try writer.execute("BEGIN IMMEDIATE")
        return (path, FollowArchive(path: path, source: NightscoutSource(site: site), busyTimeout: busyTimeout), writer)
    }

    func stored(_ path: String) throws -> Int64 {
        try ArchiveTests.open(path).database.integer("SELECT count(*) FROM readings")
    }

    /// Waits (bounded) until `condition` holds.
    func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<200 where !condition() { Thread.sleep(forTimeInterval: 0.02) }
        return condition()
    }

    @Test func readingsKeptWhileAnotherWriterHoldsTheArchiveAreStoredLater() throws {
        let (path, follow, writer) = try lockedArchive(busyTimeout: 0.1)
        follow.keep(reading(0))
        // The first write fails on the lock: said once for the log; the
        // status line waits for a second failure in a row.
        var said: [String] = []
        #expect(eventually { said += follow.collectWarnings(); return !said.isEmpty })
        #expect(said.count == 1 && said.first?.contains("the archive is busy") == true, "\(said)")
        #expect(follow.notice == nil)
        follow.keep(reading(5))
        #expect(eventually { follow.notice != nil })
        #expect(follow.notice?.hasPrefix("2 readings not stored in the archive yet: the archive is busy") == true)
        #expect(follow.collectWarnings().isEmpty)
        try writer.execute("COMMIT")
        // The next poll's write takes the readings that waited with it.
        follow.keep(reading(10))
        #expect(follow.finish(waiting: 5).isEmpty)
        #expect(try stored(path) == 3)
        #expect(follow.notice == nil)
    }

    /// A poll's device statuses wait with its readings while the archive is
    /// busy, and are stored once each, though every poll reads the last hour again.
    @Test func deviceStatusesWaitWithTheReadingsAndAreStoredOnce() throws {
        let (path, follow, writer) = try lockedArchive(busyTimeout: 0.1)
        let statuses = ArchiveDeviceStatusTests.loop(3)
        follow.keep(reading(0), statuses: statuses)
        var said: [String] = []
        #expect(eventually { said += follow.collectWarnings(); return !said.isEmpty })
        try writer.execute("COMMIT")
        follow.keep(reading(5), statuses: Array(statuses.suffix(2)) + ArchiveDeviceStatusTests.loop(4).suffix(1))
        #expect(follow.finish(waiting: 5).isEmpty)
        let archive = try ArchiveTests.open(path)
        #expect(try archive.deviceStatuses(in: Archive.allTime) == ArchiveDeviceStatusTests.loop(4).map { record in
            var rounded = record
            rounded.prediction?.value.curves[0].values = record.prediction!.value.curves[0].values.map { $0.rounded() }
            return rounded
        })
    }

    @Test func readingsStillUnstoredAtTheEndAreSaid() throws {
        let (path, follow, writer) = try lockedArchive(busyTimeout: 0.1)
        follow.keep(reading(0))
        follow.keep(reading(5))
        let lines = follow.finish(waiting: 5)
        #expect(lines.contains { $0.hasPrefix("2 readings followed not stored in the archive \(path) (the archive is busy") }, "\(lines)")
        #expect(lines.contains { $0.contains("'daybands sync' fetches them from the site") })
        try writer.execute("ROLLBACK")
        #expect(try stored(path) == 0)
    }

    /// A write still waiting for the lock when the viewer ends: its
    /// readings are said as not stored, not lost without a word.
    @Test func readingsOfAWriteStillWaitingAtTheEndAreSaid() throws {
        let (path, follow, writer) = try lockedArchive(busyTimeout: 5)
        follow.keep(reading(0))
        // The write waits for the lock (up to 5 s): the end comes while it is under way.
        #expect(eventually { follow.isWriting })
        let lines = follow.finish(waiting: 0.3)
        #expect(lines == ["1 reading followed not stored in the archive \(path) (its write did not end in time); "
                          + "'daybands sync' fetches them from the site"])
        try writer.execute("ROLLBACK")
    }

    /// No archive at the default place: following alone creates none.
    @Test func followingWithoutAnArchiveCreatesNone() {
        let home = NSTemporaryDirectory() + "daybands-follow-\(UUID().uuidString)"
        #expect(FollowArchive.open(path: nil, source: NightscoutSource(site: site), environment: ["HOME": home]) == nil)
        #expect(!FileManager.default.fileExists(atPath: home))
    }
}
