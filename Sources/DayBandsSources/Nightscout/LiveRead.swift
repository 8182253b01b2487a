import DayBandsRecords
import Foundation

/// A live feed's poll: new readings (nil when none came), the device
/// status when read anew, and its word on how fresh the data is.
public struct LiveRead: Sendable {
    public var readings: GlucoseData?
    public var deviceStatus: DeviceStatus?
    /// Whether the site answered the last poll, or since when it has not.
    public var site: SiteContact
    public var notice: String?

    public init(readings: GlucoseData?, deviceStatus: DeviceStatus? = nil, site: SiteContact = .answering, notice: String?) {
        self.readings = readings
        self.deviceStatus = deviceStatus
        self.site = site
        self.notice = notice
    }
}
