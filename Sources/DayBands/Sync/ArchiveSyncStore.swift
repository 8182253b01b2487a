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
        let query = try archive.database.prepare("""
            SELECT covered_start, covered_end, walk_target, walk_upper, walk_reached, walk_as_of
            FROM sync_state WHERE source_id = ?1 AND collection = ?2
            """).bind(.integer(source.id), .text(collection.rawValue))
        guard try query.step() else { return SyncState() }
        func instant(_ column: Int32) -> Date? {
            query.isNull(column) ? nil : Date(timeIntervalSince1970: Double(query.integer(column)) / 1000)
        }
        var state = SyncState()
        if let start = instant(0), let end = instant(1), start <= end {
            state.covered = DateInterval(start: start, end: end)
        }
        if let target = instant(2), let upper = instant(3), let reached = instant(4), let asOf = instant(5) {
            state.walk = SyncState.Walk(target: target, upper: upper, reached: reached, asOf: asOf)
        }
        return state
    }

    public func newest(of collection: RangeQuery.Collection) throws -> Date? {
        let table = collection == .entries ? "readings" : "treatments"
        let query = try archive.database.prepare("SELECT max(instant) FROM \(table) WHERE source_id = ?1")
            .bind(.integer(source.id))
        guard try query.step(), !query.isNull(0) else { return nil }
        return Date(timeIntervalSince1970: Double(query.integer(0)))
    }

    public func commit(_ data: GlucoseData, state: SyncState, of collection: RangeQuery.Collection) throws -> SyncCounts {
        try archive.database.writeTransaction {
            let tally = try archive.add(data, to: source)
            if tally.readings.conflicting > 0 {
                conflicts = (conflicts.count + tally.readings.conflicting, conflicts.first ?? tally.firstConflict)
            }
            func milliseconds(_ date: Date?) -> SQLiteValue {
                date.map { .integer(Int64(($0.timeIntervalSince1970 * 1000).rounded())) } ?? .null
            }
            try archive.database.prepare("""
                INSERT OR REPLACE INTO sync_state
                (source_id, collection, covered_start, covered_end, walk_target, walk_upper, walk_reached, walk_as_of)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
                """).bind(.integer(source.id), .text(collection.rawValue),
                          milliseconds(state.covered?.start), milliseconds(state.covered?.end),
                          milliseconds(state.walk?.target), milliseconds(state.walk?.upper),
                          milliseconds(state.walk?.reached), milliseconds(state.walk?.asOf)).run()
            let counts = collection == .entries ? tally.readings : tally.treatments
            return SyncCounts(added: counts.added, present: counts.present)
        }
    }
}
