import DayBandsRecords
import Foundation

/// The loop's moments over the page's days (`ViewerModel.loopHistory`, read
/// once a page by `ViewerEffect.readLoopHistory`), in time order, so a
/// cursor step finds its hour's without a read.
public struct LoopHistory: Hashable, Sendable {
    /// What was read: the page's days.
    public var interval: DateInterval
    public var moments: [LoopMoment]

    public init(interval: DateInterval, moments: [LoopMoment]) {
        self.interval = interval
        self.moments = moments.sorted { $0.time < $1.time }
    }

    /// How old a moment may be and still say what the loop predicted at an
    /// instant: a loop runs every 5 minutes, and the live row calls a figure
    /// old after 15 (`DeviceStatus.oldAfter`). At 15 minutes exactly it is said.
    public static let freshFor = DeviceStatus.oldAfter

    /// The newest moment at or before `instant`, no older than `freshFor`; nil otherwise.
    public func moment(at instant: Date) -> LoopMoment? {
        let after = moments.partitionIndex { $0.time > instant }
        guard after > 0, instant.timeIntervalSince(moments[after - 1].time) <= Self.freshFor else { return nil }
        return moments[after - 1]
    }

    /// What a callout at `instant` of the day `day` shows (nil: the day has no moment, so no row).
    public func hour(at instant: Date, day: DateInterval) -> LoopHour? {
        let first = moments.partitionIndex { $0.time >= day.start }
        let ofDay = moments[first...].prefix { $0.time < day.end }
        let onBoard = ofDay.contains { $0.iob != nil || $0.cob != nil }, predicts = ofDay.contains { $0.outlook != nil }
        guard onBoard || predicts else { return nil }
        return LoopHour(moment: moment(at: instant), onBoardRow: onBoard, outlookRow: predicts)
    }
}

/// A callout's loop rows at its hour (`Callout.loopLines`): the moment, if
/// one is fresh, and which rows the day has (each at every hour of it, so
/// its callouts keep one size): the insulin and carbs on board, the outlook.
public struct LoopHour: Hashable, Sendable {
    public var moment: LoopMoment?
    public var onBoardRow: Bool
    public var outlookRow: Bool

    public var rows: Int { (onBoardRow ? 1 : 0) + (outlookRow ? 1 : 0) }
}
