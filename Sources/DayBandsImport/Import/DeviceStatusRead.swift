import DayBandsRecords
import Foundation

/// What reading device statuses gave (`NightscoutDeviceStatus.records`):
/// each record kept, in the order read; a line for what was left out
/// (records without a time, implausible figures) or none; the latest time
/// of each record dated after the limit (`FutureRecords`), set aside whole;
/// and how many records held no figure read here (set aside too).
public struct DeviceStatusRead: Sendable {
    public var records: [DeviceStatusRecord] = []
    public var warning: String?
    public var ahead: [Date] = []
    var empty = 0
    /// Records without a time, or deleted on the site (`DeletedOnSite`; said in `warning`).
    var skipped = 0
    /// The oldest time of a record read (kept or set aside): where a sync's next page ends.
    package var oldest: Date?

    /// Records read and not kept: dated ahead, without a time, holding no figure read.
    package var setAside: Int { ahead.count + skipped + empty }

    /// The newest of each figure, as the live row shows them.
    public var status: DeviceStatus { DeviceStatus(records: records) }
}
