import DayBandsRecords
import DayBandsSources
import Foundation

/// How far `daybands sync` has got with each of a site's collections
/// (`SyncState`), kept beside the site's records so the two commit together
/// (`ArchiveSyncStore`).
extension Archive {
    /// The state of `source`'s `collection` (empty before its first sync).
    func syncState(of source: ArchiveSource, _ collection: RangeQuery.Collection) throws -> SyncState {
        let query = try database.prepare("""
            SELECT covered_start, covered_end, walk_target, walk_upper, walk_reached, walk_as_of
            FROM sync_state WHERE source_id = ?1 AND collection = ?2
            """).bind(.integer(source.id), .text(collection.rawValue))
        guard try query.step() else { return SyncState() }
        func instant(_ column: Int32) -> Date? {
            query.isNull(column) ? nil : Self.bound(query.real(column))
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

    /// The time of the newest record of `collection` held from `source`.
    func newest(of collection: RangeQuery.Collection, from source: ArchiveSource) throws -> Date? {
        try extents(of: [collection == .entries ? .readings : .treatments], from: source)[0]?.upperBound
    }

    /// Stores `data` as `source`'s and `state` as its `collection`'s, in one
    /// transaction.
    func commit(_ data: GlucoseData, state: SyncState, of collection: RangeQuery.Collection,
                from source: ArchiveSource) throws -> ArchiveTally {
        try database.writeTransaction {
            let tally = try add(data, to: source)
            try database.prepare("""
                INSERT OR REPLACE INTO sync_state
                (source_id, collection, covered_start, covered_end, walk_target, walk_upper, walk_reached, walk_as_of)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
                """).bind(.integer(source.id), .text(collection.rawValue),
                          Self.bound(state.covered?.start), Self.bound(state.covered?.end),
                          Self.bound(state.walk?.target), Self.bound(state.walk?.upper),
                          Self.bound(state.walk?.reached), Self.bound(state.walk?.asOf)).run()
            return tally
        }
    }
}
