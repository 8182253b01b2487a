import Foundation

/// One device status as uploaded (a Nightscout `devicestatus` record): what
/// the loop and the pump said at `time`, each figure nil where the record
/// holds no plausible one. `DeviceStatus` is the newest of each figure over
/// many of them (the live row); the archive keeps each record (schema step
/// 11), so a past hour shows what the loop said then.
public struct DeviceStatusRecord: Hashable, Sendable {
    /// The record's own time (`created_at`).
    public var time: Date
    /// The uploader's name (`device`: `loop://iPhone`, `medtronic-600://...`),
    /// escaped and short; empty when it names none. With `time`, the record's
    /// identity: the same record synced and imported is kept once.
    public var device: String
    public var iob: Double?
    public var cob: Double?
    public var reservoir: Double?
    public var pumpBattery: Double?
    public var uploaderBattery: Double?
    /// When the loop ran, and why that run failed.
    public var loop: DeviceStatus.Stamped<String?>?
    public var enacted: DeviceStatus.Stamped<DeviceStatus.Enacted>?
    /// The newest prediction the record holds, stamped with its first value's time.
    public var prediction: DeviceStatus.Stamped<LoopPrediction>?

    public init(time: Date, device: String = "") {
        self.time = time
        self.device = device
    }

    /// Whether it holds any figure read here (a record of nothing but a
    /// time, or of implausible figures only, is set aside).
    public var holdsFigures: Bool {
        iob != nil || cob != nil || reservoir != nil || pumpBattery != nil || uploaderBattery != nil || loop != nil
            || enacted != nil || prediction != nil
    }
}

extension DeviceStatus {
    /// The newest of each figure over `records` (in any order); of two
    /// figures of one time, the first given.
    public init(records: some Sequence<DeviceStatusRecord>) {
        self.init()
        for record in records { take(record) }
    }

    /// Each of the record's figures where it is newer than the one held.
    mutating func take(_ record: DeviceStatusRecord) {
        func newer<Value>(_ held: Stamped<Value>?, _ value: Value?) -> Stamped<Value>? {
            guard let value, held.map({ record.time > $0.time }) ?? true else { return held }
            return Stamped(value: value, time: record.time)
        }
        func later<Value>(_ held: Stamped<Value>?, _ given: Stamped<Value>?) -> Stamped<Value>? {
            guard let given, held.map({ given.time > $0.time }) ?? true else { return held }
            return given
        }
        iob = newer(iob, record.iob)
        cob = newer(cob, record.cob)
        reservoir = newer(reservoir, record.reservoir)
        pumpBattery = newer(pumpBattery, record.pumpBattery)
        uploaderBattery = newer(uploaderBattery, record.uploaderBattery)
        loop = later(loop, record.loop)
        enacted = later(enacted, record.enacted)
        prediction = later(prediction, record.prediction)
    }
}
