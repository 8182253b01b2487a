import Foundation

/// What the loop said at one time, as a past hour's callout shows it: the
/// insulin and carbs on board and the outlook of its prediction
/// (`LoopPrediction.Outlook`), from one archived device status.
public struct LoopMoment: Hashable, Sendable {
    public var time: Date
    public var iob: Double?
    public var cob: Double?
    public var outlook: LoopPrediction.Outlook?

    public init(time: Date, iob: Double? = nil, cob: Double? = nil, outlook: LoopPrediction.Outlook? = nil) {
        self.time = time
        self.iob = iob
        self.cob = cob
        self.outlook = outlook
    }

    /// A record's moment; nil for one saying none of it (a pump's battery alone).
    public init?(_ record: DeviceStatusRecord) {
        let outlook = record.prediction?.value.outlook
        guard record.iob != nil || record.cob != nil || outlook != nil else { return nil }
        self.init(time: record.time, iob: record.iob, cob: record.cob, outlook: outlook)
    }
}
