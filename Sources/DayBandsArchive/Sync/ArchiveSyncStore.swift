import DayBandsRecords
import DayBandsSources
import Foundation

/// A Nightscout site's records and sync state in the archive: the site is a
/// source stored by its address without credentials; each page's records
/// and the `SyncState` they lead to are written in one transaction, so a
/// sync killed at any point leaves the archive and its state in step.
public final class ArchiveSyncStore: SyncStore {
    public let archive: Archive
    public let source: ArchiveSource
    /// Readings stored beside another value the site had sent for their
    /// series at that instant (`ArchiveTally.conflicting`), and the first's time.
    public private(set) var conflicts: (count: Int, first: Date?) = (0, nil)

    public init(archive: Archive, site: NightscoutSite) throws {
        self.archive = archive
        source = try archive.source(kind: .nightscout, name: site.root.absoluteString)
    }

    public func syncState(of collection: RangeQuery.Collection) throws -> SyncState {
        try archive.syncState(of: source, collection)
    }

    public func newest(of collection: RangeQuery.Collection) throws -> Date? {
        try archive.newest(of: collection, from: source)
    }

    public func commit(_ data: GlucoseData, state: SyncState, of collection: RangeQuery.Collection) throws -> SyncCounts {
        let tally = try archive.commit(data, state: state, of: collection, from: source)
        if tally.readings.conflicting > 0 {
            conflicts = (conflicts.count + tally.readings.conflicting, conflicts.first ?? tally.firstConflict)
        }
        let counts = collection == .entries ? tally.readings : tally.treatments
        return SyncCounts(added: counts.added, present: counts.present)
    }

    public func keep(_ schedules: [BasalSchedule]) throws -> SyncCounts {
        let tally = try archive.add(GlucoseData(readings: [], therapy: TherapyRecords(schedules: schedules)), to: source)
        return SyncCounts(added: tally.treatments.added, present: tally.treatments.present)
    }

    public func newestDeviceStatus() throws -> Date? {
        try archive.newestDeviceStatus(from: source)
    }

    public func keep(_ statuses: [DeviceStatusRecord]) throws -> SyncCounts {
        let counts = try archive.add(statuses, to: source)
        return SyncCounts(added: counts.added, present: counts.present)
    }
}

extension ArchiveSyncStore: HistoryStore {
    package func apiV3() throws -> (offered: Bool, probed: Date)? {
        try archive.apiV3(of: source)
    }

    package func keepAPIv3(_ offered: Bool, probed: Date) throws {
        try archive.keepAPIv3(offered, probed: probed, of: source)
    }

    package func historyMark(of collection: HistoryCollection) throws -> Int64? {
        try archive.historyMark(of: collection, from: source)
    }

    package func apply(_ changes: [HistoryChange], of collection: HistoryCollection, mark: Int64) throws -> HistoryTally {
        try archive.applyHistory(changes, of: collection, mark: mark, from: source)
    }
}
