import DayBandsRecords
import DayBandsSources
import Foundation

/// Where a sync keeps one site's records and its `SyncState`: the archive,
/// or a test's memory. A page's records and the state they lead to are
/// committed together, so a sync stopped anywhere never holds a state that
/// claims records it lost, nor records its state does not know of.
public protocol SyncStore: AnyObject {
    /// The state of the site's collection (empty before its first sync).
    func syncState(of collection: RangeQuery.Collection) throws -> SyncState
    /// The time of the newest record of the collection held from the site.
    func newest(of collection: RangeQuery.Collection) throws -> Date?
    /// Stores `data` (one copy of what is held already) and `state`, in one
    /// transaction; how many records were new and how many were held.
    func commit(_ data: GlucoseData, state: SyncState, of collection: RangeQuery.Collection) throws -> SyncCounts
    /// Stores the basal schedules of the site's profile, which no range walks
    /// (the site sends them whole); how many were new and how many held.
    func keep(_ schedules: [BasalSchedule]) throws -> SyncCounts
    /// The time of the newest device status held from the site, nil for none.
    func newestDeviceStatus() throws -> Date?
    /// Stores device statuses, each unless held; how many were new and how many held.
    func keep(_ statuses: [DeviceStatusRecord]) throws -> SyncCounts
}

/// Records of a sync: added, already held, and rows the importers skipped.
public struct SyncCounts: Equatable, Sendable {
    public var added = 0
    public var present = 0
    public var skipped = 0

    public init(added: Int = 0, present: Int = 0, skipped: Int = 0) {
        self.added = added
        self.present = present
        self.skipped = skipped
    }

    public static func + (left: SyncCounts, right: SyncCounts) -> SyncCounts {
        SyncCounts(added: left.added + right.added, present: left.present + right.present,
                   skipped: left.skipped + right.skipped)
    }
}

/// A store that keeps what a sync reads through API v3 (the archive; a
/// store without it syncs by API v1 alone): whether the site offers it,
/// each collection's history mark, and the records each site document
/// read as, so an edit or a deletion on the site reaches the records.
package protocol HistoryStore: SyncStore {
    /// Whether the site offered API v3 when last asked, and when; nil if never asked.
    func apiV3() throws -> (offered: Bool, probed: Date)?
    func keepAPIv3(_ offered: Bool, probed: Date) throws
    /// The `srvModified` (epoch ms) the history of `collection` goes on after; nil before its first page.
    func historyMark(of collection: HistoryCollection) throws -> Int64?
    /// Applies a page's changes and keeps `mark`, in one transaction.
    func apply(_ changes: [HistoryChange], of collection: HistoryCollection, mark: Int64) throws -> HistoryTally
}
