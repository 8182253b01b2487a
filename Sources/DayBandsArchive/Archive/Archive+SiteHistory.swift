import DayBandsRecords
import DayBandsSources
import Foundation

/// What the archive keeps of a site's API v3 (schema step 14): whether it
/// offers it, how far each collection's history has been read, and the
/// changes each history page brings, applied in one transaction with the
/// point the next page starts from.
extension Archive {
    /// Whether `source` offered API v3 when last asked, and when; nil if never asked.
    func apiV3(of source: ArchiveSource) throws -> (offered: Bool, probed: Date)? {
        let query = try database.prepare("SELECT v3, probed FROM site_api WHERE source_id = ?1").bind(.integer(source.id))
        guard try query.step() else { return nil }
        return (query.integer(0) == 1, Self.bound(query.real(1)))
    }

    func keepAPIv3(_ offered: Bool, probed: Date, of source: ArchiveSource) throws {
        try database.prepare("INSERT OR REPLACE INTO site_api (source_id, v3, probed) VALUES (?1, ?2, ?3)")
            .bind(.integer(source.id), .integer(offered ? 1 : 0), Self.bound(probed)).run()
    }

    /// The site's `srvModified` the history of `collection` goes on after; nil before its first page.
    func historyMark(of collection: HistoryCollection, from source: ArchiveSource) throws -> Int64? {
        let query = try database.prepare("SELECT last_modified FROM history_state WHERE source_id = ?1 AND collection = ?2")
            .bind(.integer(source.id), .text(collection.rawValue))
        return try query.step() ? query.integer(0) : nil
    }

    /// Applies a history page's `changes` and keeps `mark`, in one
    /// transaction: a deleted document's records (as it reads and as it
    /// read when last seen) go; an edited one's old records that it no
    /// longer reads as go and its new ones are added; a document first
    /// seen is added as any record (present when a range walk brought it).
    func applyHistory(_ changes: [HistoryChange], of collection: HistoryCollection, mark: Int64,
                      from source: ArchiveSource) throws -> HistoryTally {
        try database.writeTransaction {
            var tally = HistoryTally()
            var standing: [GlucoseData] = []
            var statuses: [DeviceStatusRecord] = []
            for change in changes {
                let held = try siteRecords(of: change.identifier, in: collection, from: source)
                let reads = SiteRecord.of(change.records.data, statuses: change.records.statuses, in: source)
                let gone = change.isValid ? held.subtracting(reads) : held.union(reads)
                let removed = try removeSiteRecords(gone, but: change.identifier, in: collection, from: source)
                if !change.isValid, removed > 0 { tally.deleted += 1 }
                if change.isValid, !held.isEmpty, held != reads { tally.edited += 1 }
                try keepSiteRecords(change.isValid ? reads : [], of: change.identifier, in: collection, from: source)
                if change.isValid {
                    standing.append(change.records.data)
                    statuses += change.records.statuses
                }
            }
            let added = try add(GlucoseData.joined(standing), to: source)
            let kept = try add(statuses, to: source)
            tally.added = added.readings.added + added.treatments.added + kept.added
            tally.present = added.readings.present + added.treatments.present + kept.present
            try database.prepare("INSERT OR REPLACE INTO history_state (source_id, collection, last_modified) VALUES (?1, ?2, ?3)")
                .bind(.integer(source.id), .text(collection.rawValue), .integer(mark)).run()
            return tally
        }
    }
}
