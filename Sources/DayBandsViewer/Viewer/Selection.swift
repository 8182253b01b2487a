import DayBandsRecords
import Foundation

/// What the user is looking at: the cursor's day and hour, and an optional pin
/// that persists across days until it is unpinned or cleared.
public struct Selection: Hashable, Sendable {
    public var cursor: HourMark
    public var pin: HourMark?

    public init(cursor: HourMark, pin: HourMark? = nil) {
        self.cursor = cursor
        self.pin = pin
    }

    /// Enter: pins the cursor, or unpins when the cursor is on the pin.
    public mutating func togglePin() {
        pin = pin == cursor ? nil : cursor
    }
}
