import DayBandsImport
import DayBandsRecords
import Foundation

/// A sync's device statuses: every record since the newest one held (less
/// the look-back, for records posted late), or on a first sync those of the
/// last `deviceStatusReach` (or from `--since`), newest first a page at a
/// time, each page ending at the oldest time of the one before: that time is
/// asked again, so records sharing it are not lost between two pages, and
/// the ones the last page brought are not counted twice. No `SyncState`:
/// the newest record held says where to go on.
extension NightscoutSync {
    /// How far back a first sync reads device statuses: a loop posts one
    /// every 5 minutes, a few kilobytes each, so years would be gigabytes;
    /// `--since` reaches further. A clinic's quarter.
    public static let deviceStatusReach: TimeInterval = 90 * 86_400

    /// Records a device status page asks for: 1,000 of Loop's are about
    /// 5 MB, well under the reply limit.
    static let deviceStatusPageSize = 1_000

    /// The site's device statuses into the store. A site that cannot give
    /// them (no such API, a token without the right) is said in a warning:
    /// the readings and treatments synced are no less.
    func syncDeviceStatuses(now: Date, warnings: inout SyncWarnings) throws -> SyncCounts {
        let start = try store.newestDeviceStatus().map { max($0.addingTimeInterval(-lookBack), floor) }
            ?? (floorGiven ? floor : max(floor, now.addingTimeInterval(-Self.deviceStatusReach)))
        var counts = SyncCounts()
        var through: Date?
        var boundary: Set<DeviceStatusRecord> = []
        var ahead: [Date] = []
        for _ in 0..<maximumPages {
            let page: DeviceStatusRead
            do {
                page = try source.deviceStatusPage(since: start, through: through, count: Self.deviceStatusPageSize)
            } catch {
                warnings.add("device statuses of \(source.name) not read: \(error)")
                break
            }
            page.warning.map { warnings.add($0) }
            ahead += page.ahead
            counts = counts + (try store.keep(page.records.filter { !boundary.contains($0) }))
            counts.skipped += page.setAside
            // A page holding nothing older than the last one's oldest is the end.
            guard let oldest = page.oldest, through.map({ oldest < $0 }) ?? true else { break }
            through = oldest
            boundary = Set(page.records.filter { $0.time == oldest })
        }
        FutureRecords.warning(deviceStatuses: ahead, source: source.name).map { warnings.add($0) }
        return counts
    }
}
