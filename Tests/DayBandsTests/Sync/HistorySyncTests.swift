import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
@testable import DayBandsSources
@testable import DayBandsArchive

/// API v3's history applied to the archive: an edit replaces the records
/// its document read as, a deletion takes them out, each counted; a record
/// another document of the site still reads as stays; the day summaries
/// stay a function of the records; a page and its mark commit together.
struct HistorySyncTests {
    let site = NightscoutSite(root: URL(string: "https://ns.example/")!, credentials: .token(Secret("reader-1234567890abcdef")))
    let t0 = ArchiveTests.t0
    let url = RedactedURL(URL(string: "https://ns.example/api/v3/entries/history/0")!)

    /// A history document as the site sends it, read as the sync reads it.
    func change(_ fields: [String: Any], of collection: HistoryCollection) throws -> HistoryChange {
        let body = try JSONSerialization.data(withJSONObject: ["status": 200, "result": [fields]])
        let document = try #require(try HistoryPage(body: body, contentType: "application/json", url: url, expected: "history").documents.first)
        return HistoryChange(identifier: document.identifier, isValid: document.isValid,
                             records: try document.records(of: collection, url: url, notAfter: .distantFuture))
    }

    func entry(_ id: String, _ sgv: Double, minutes: Double, device: String = "xDrip", valid: Bool = true) -> [String: Any] {
        let ms = Int64(ArchiveTests.minutes(minutes).timeIntervalSince1970 * 1000)
        return ["identifier": id, "srvModified": ms, "date": ms, "sgv": sgv, "type": "sgv", "device": device, "isValid": valid]
    }

    func bolus(_ id: String, _ units: Double, minutes: Double, valid: Bool = true) -> [String: Any] {
        let time = ArchiveTests.minutes(minutes)
        return ["identifier": id, "srvModified": Int64(time.timeIntervalSince1970 * 1000), "eventType": "Correction Bolus",
                "created_at": time.ISO8601Format(), "insulin": units, "isValid": valid]
    }

    func store() throws -> ArchiveSyncStore {
        let archive = try ArchiveTests.open()
        try archive.keepSummaries(in: DayCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!))
        return try ArchiveSyncStore(archive: archive, site: site)
    }

    @Test func anEditReplacesAndADeletionRemovesEachCounted() throws {
        let store = try store()
        let first = try store.apply([change(entry("a", 120, minutes: 0), of: .entries), change(entry("b", 140, minutes: 5), of: .entries)],
                                    of: .entries, mark: 10)
        #expect(first == HistoryTally(added: 2))
        _ = try store.apply([change(bolus("d", 2, minutes: 1), of: .treatments)], of: .treatments, mark: 10)
        #expect(try store.historyMark(of: .entries) == 10)
        #expect(try store.historyMark(of: .devicestatus) == nil)

        let edits = try store.apply([change(entry("a", 131, minutes: 0), of: .entries), change(entry("b", 140, minutes: 5, valid: false), of: .entries)],
                                    of: .entries, mark: 20)
        #expect(edits == HistoryTally(added: 1, deleted: 1, edited: 1))
        #expect(try store.archive.data(in: Archive.allTime).readings.map(\.mgdl) == [131])
        let deletion = try store.apply([change(bolus("d", 2, minutes: 1, valid: false), of: .treatments)], of: .treatments, mark: 30)
        #expect(deletion == HistoryTally(deleted: 1))
        #expect(try store.archive.data(in: Archive.allTime).doses.isEmpty)
        #expect(try store.archive.check() == [], "the day summaries are made again from what stays")
        #expect(try store.historyMark(of: .entries) == 20)
        // Seen again (a page asked from its last millisecond again): nothing more.
        #expect(try store.apply([change(entry("a", 131, minutes: 0), of: .entries)], of: .entries, mark: 20) == HistoryTally(present: 1))
    }

    /// A deletion the sync never saw the document of (read by API v1, or
    /// created and deleted between two syncs) takes out what it read as.
    @Test func aDeletedDocumentNeverSeenTakesOutTheRecordsItHeld() throws {
        let store = try store()
        _ = try store.commit(GlucoseData(readings: [GlucoseReading(time: t0, mgdl: 120)], series: [GlucoseSeries(name: "xDrip")]),
                             state: SyncState(), of: .entries)
        #expect(try store.apply([change(entry("a", 120, minutes: 0, valid: false), of: .entries)], of: .entries, mark: 5)
                == HistoryTally(deleted: 1))
        #expect(try store.archive.count().readings == 0)
        // One that left nothing in the archive is not counted.
        #expect(try store.apply([change(entry("z", 99, minutes: 9, valid: false), of: .entries)], of: .entries, mark: 6) == HistoryTally())
    }

    /// Two uploaders' copies of one reading are one record: deleting one
    /// copy on the site leaves the record while the other stands.
    @Test func aRecordAnotherDocumentStillReadsAsStays() throws {
        let store = try store()
        _ = try store.apply([change(entry("a", 120, minutes: 0), of: .entries), change(entry("a2", 120, minutes: 0), of: .entries)],
                            of: .entries, mark: 1)
        #expect(try store.apply([change(entry("a2", 120, minutes: 0, valid: false), of: .entries)], of: .entries, mark: 2) == HistoryTally())
        #expect(try store.archive.count().readings == 1)
        #expect(try store.apply([change(entry("a", 120, minutes: 0, valid: false), of: .entries)], of: .entries, mark: 3)
                == HistoryTally(deleted: 1))
        #expect(try store.archive.count().readings == 0)
    }

    /// The probe's answer is kept with its time.
    @Test func whetherTheSiteOffersAPIv3IsKept() throws {
        let store = try store()
        #expect(try store.apiV3() == nil)
        try store.keepAPIv3(true, probed: t0)
        let known = try #require(try store.apiV3())
        #expect(known.offered && known.probed == t0)
    }
}
