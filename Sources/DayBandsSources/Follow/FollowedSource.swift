import DayBandsImport
import DayBandsRecords
import Foundation

/// A source `--follow` polls (`LiveFeed`) and `sync` keeps in the archive:
/// a Nightscout site, a LibreLinkUp follower account, a Dexcom Share account.
public protocol FollowedSource: GlucoseSource, Sendable {
    /// What `load` gives, with the warnings of its reading (items skipped,
    /// readings dated in the future), which are said, never dropped.
    func read(in calendar: DayCalendar) throws -> LoadReport
    /// Seconds one request may take (the feed's watchdog allows a few).
    var timeout: TimeInterval { get }
    /// The readings from `lookBack` before `newest` (or now, if earlier) on,
    /// and apart those dated in the future.
    func poll(newest: Date, lookBack: TimeInterval) throws -> (report: LoadReport, future: [GlucoseReading])
    /// What the loop and the pump said since `since`: each record, a line
    /// for what was left out and the times of statuses dated in the future
    /// (`FutureRecords`); nil for a source that has no such thing.
    func deviceStatus(since: Date) throws -> DeviceStatusRead?
    /// How the archive names it (`ArchiveSource`): its kind and a name
    /// without any credential.
    var archiveIdentity: (kind: ArchiveSource.Kind, name: String) { get }
}
