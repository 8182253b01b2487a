import Foundation

/// What the loop and the pump last said (Nightscout's `devicestatus`): each
/// figure from the newest record that holds it, with that record's time, so
/// one uploader's battery beside another's loop is still true. A figure no
/// record holds is nil, and is not shown.
public struct DeviceStatus: Hashable, Sendable {
    /// A figure and when it was said.
    public struct Stamped<Value: Hashable & Sendable>: Hashable, Sendable {
        public var value: Value
        public var time: Date

        package init(value: Value, time: Date) {
            self.value = value
            self.time = time
        }
    }

    /// A temporary basal and a bolus the loop enacted.
    public struct Enacted: Hashable, Sendable {
        /// U/h, for `duration` minutes.
        public var rate: Double?
        public var duration: Double?
        /// U: Loop's automatic bolus, an OpenAPS/AndroidAPS/Trio SMB.
        public var bolus: Double?
        /// False when the pump did not take it.
        public var received: Bool?

        package init(rate: Double? = nil, duration: Double? = nil, bolus: Double? = nil, received: Bool? = nil) {
            self.rate = rate
            self.duration = duration
            self.bolus = bolus
            self.received = received
        }
    }

    /// U of insulin on board.
    public var iob: Stamped<Double>?
    /// g of carbs on board.
    public var cob: Stamped<Double>?
    /// When the loop last ran (Loop's `loop.timestamp`, OpenAPS' suggestion),
    /// and why that run failed (Loop's `failureReason`, escaped and short).
    public var loop: Stamped<String?>?
    public var enacted: Stamped<Enacted>?
    /// U in the pump's reservoir.
    public var reservoir: Stamped<Double>?
    /// Percent.
    public var pumpBattery: Stamped<Double>?
    public var uploaderBattery: Stamped<Double>?
    /// The loop's newest prediction, stamped with the time its first value is for.
    public var prediction: Stamped<LoopPrediction>?

    public init() {}

    /// A figure is old after 15 minutes: a loop runs every 5.
    public static let oldAfter: TimeInterval = 15 * 60

    public var isEmpty: Bool { self == DeviceStatus() }

    /// The time of the newest figure, nil without any.
    public var newest: Date? {
        [iob?.time, cob?.time, loop?.time, enacted?.time, reservoir?.time, pumpBattery?.time, uploaderBattery?.time]
            .compactMap { $0 }.max()
    }

    /// Each figure from whichever of the two said it last (several device status files).
    public func merged(with other: DeviceStatus) -> DeviceStatus {
        func newer<Value>(_ a: Stamped<Value>?, _ b: Stamped<Value>?) -> Stamped<Value>? {
            guard let a, let b else { return a ?? b }
            return b.time > a.time ? b : a
        }
        var merged = self
        merged.iob = newer(iob, other.iob)
        merged.cob = newer(cob, other.cob)
        merged.loop = newer(loop, other.loop)
        merged.enacted = newer(enacted, other.enacted)
        merged.reservoir = newer(reservoir, other.reservoir)
        merged.pumpBattery = newer(pumpBattery, other.pumpBattery)
        merged.uploaderBattery = newer(uploaderBattery, other.uploaderBattery)
        return merged
    }
}
