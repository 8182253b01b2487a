import DayBandsImport
import DayBandsRecords
import DayBandsSources
import Foundation

/// A sync's reading of API v3's history, after the range walks: every
/// document of entries, treatments and device statuses changed on the site
/// since the last page read (`srvModified`), oldest change first, 1,000 a
/// page, each page applied with its mark in one transaction (`HistoryStore`)
/// so a sync cut short goes on after the last page applied. A deletion
/// (`isValid: false`) takes the document's records out of the archive, an
/// edit replaces them. The range walks stay: Nightscout gives a document a
/// `srvModified` only when API v3 writes it, so what API v1 uploaders
/// (xDrip+, Loop, Trio) post never shows in the history.
extension NightscoutSync {
    /// Documents a history page asks for: the most Nightscout sends (`API3_MAX_LIMIT`).
    static let historyPageSize = 1_000
    /// A site that did not offer API v3 is asked again after this long: it may have been updated.
    static let apiV3AskedAgain: TimeInterval = 7 * 86_400
    /// Where a first history starts: the oldest `srvModified` Nightscout takes (`MIN_TIMESTAMP`, 2000-01-01).
    static let historyOrigin: Int64 = 946_684_800_000

    /// Reads the history of each collection into `outcome.history`, when the
    /// store keeps it and the site offers API v3. A site that cannot be read
    /// through it (no token, a refusal) is said in one line; a history page
    /// that fails or is not API v3's shape, in one line that stops the
    /// history there (`historyStopped`), what was applied before it kept.
    func syncHistory(now: Date, into outcome: inout Outcome, warnings: inout SyncWarnings) throws {
        guard let store = store as? HistoryStore, try offersAPIv3(store, now: now, warnings: &warnings) else { return }
        let jwt: Secret
        switch source.historyAccess() {
        case .success(let token): jwt = token
        case .failure(let refusal):
            warnings.add("\(source.name): not read through API v3: \(refusal.reason); synced by API v1, "
                         + "which does not see records edited or deleted on the site")
            return
        }
        var tally = HistoryTally()
        for collection in HistoryCollection.allCases {
            let (read, failure) = try history(of: collection, into: store, jwt: jwt, now: now, warnings: &warnings)
            tally = tally + read
            if let failure {
                warnings.add("\(source.name): API v3's history of \(collection.rawValue) stopped: \(failure); "
                             + "what it applied is kept, the next sync reads on from there")
                outcome.historyStopped = true
                break
            }
        }
        // A stopped history's counts are said only when it changed something: "0 deleted" would claim it looked.
        if !outcome.historyStopped || tally.deleted + tally.edited > 0 { outcome.history = tally }
    }

    /// Whether the site offers API v3, as the store remembers it or, never
    /// asked (or a no a week old), asked now and remembered.
    private func offersAPIv3(_ store: HistoryStore, now: Date, warnings: inout SyncWarnings) throws -> Bool {
        if let known = try store.apiV3(), known.offered || now.timeIntervalSince(known.probed) < Self.apiV3AskedAgain {
            return known.offered
        }
        let offered: Bool
        do {
            offered = try source.offersAPIv3()
        } catch {
            warnings.add("\(source.name): whether it offers API v3 is not known (\(error)); synced by API v1 this time")
            return false
        }
        try store.keepAPIv3(offered, probed: now)
        return offered
    }

    /// The pages of one collection's history, each applied; what they did,
    /// and the line saying why a page stopped it (nil: read to the end).
    private func history(of collection: HistoryCollection, into store: HistoryStore, jwt: Secret, now: Date,
                         warnings: inout SyncWarnings) throws -> (HistoryTally, String?) {
        var tally = HistoryTally()
        var after = try store.historyMark(of: collection) ?? Self.historyOrigin
        for _ in 0..<maximumPages {
            let page: HistoryPage, url: RedactedURL
            do {
                (page, url) = try source.historyPage(collection, after: after, limit: Self.historyPageSize, jwt: jwt, waiting: { _ in })
            } catch {
                return (tally, "\(error)")
            }
            if page.unplaced > 0 {
                warnings.add("\(source.name): \(page.unplaced) of API v3's \(collection.rawValue) without an identifier or "
                             + "srvModified left out (the history cannot place them)")
            }
            let changes = page.documents.compactMap { document in
                change(document, of: collection, url: url, now: now, warnings: &warnings)
            }
            let full = page.documents.count + page.unplaced >= Self.historyPageSize
            let newest = page.newest ?? after
            // A full page may end inside a millisecond's changes: the next
            // asks that millisecond again (what it sends again is held),
            // unless the whole page was that millisecond.
            var next = newest
            if full, newest - 1 > after {
                next = newest - 1
            } else if full {
                warnings.add("\(source.name): more than \(Self.historyPageSize) of API v3's \(collection.rawValue) changed at "
                             + "one millisecond; the history goes on after it, and may miss some of them")
            }
            tally = tally + (try store.apply(changes, of: collection, mark: next))
            guard full else { return (tally, nil) }
            after = next
        }
        return (tally, "still more after \(maximumPages) pages; run the sync again to go on")
    }

    /// A history document as the importers read it, its records dated
    /// ahead set aside and said; nil (said) for one they cannot read.
    private func change(_ document: HistoryDocument, of collection: HistoryCollection, url: RedactedURL, now: Date,
                        warnings: inout SyncWarnings) -> HistoryChange? {
        do {
            var records = try document.records(of: collection, url: url, notAfter: FutureRecords.limit(now: now))
            let future = FutureRecords(records.data, now: now)
            future.warning(source: source.name).map { warnings.add($0) }
            records.warnings.forEach { warnings.add($0) }
            records.data = future.kept
            return HistoryChange(identifier: document.identifier, isValid: document.isValid, records: records)
        } catch {
            warnings.add("\(error)")
            return nil
        }
    }
}
