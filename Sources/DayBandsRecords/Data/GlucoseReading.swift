import Foundation

/// One glucose value at an absolute instant, always stored in mg/dL.
public struct GlucoseReading: Hashable, Sendable {
    public var time: Date
    public var mgdl: Double
    public var trend: Trend?
    public var flag: ReadingFlag
    /// Its series' index in the `GlucoseData.series` that holds it.
    public var series: UInt16

    public init(time: Date, mgdl: Double, trend: Trend? = nil, flag: ReadingFlag = .measured, series: UInt16 = 0) {
        self.time = time
        self.mgdl = mgdl
        self.trend = trend
        self.flag = flag
        self.series = series
    }
}

extension GlucoseReading {
    /// The same reading in another series.
    func inSeries(_ index: UInt16) -> GlucoseReading {
        var moved = self
        moved.series = index
        return moved
    }
}

/// Whether a value was measured or is a sensor's out-of-range report
/// (Clarity's `Low`/`High`), which is real but only a bound.
public enum ReadingFlag: String, CaseIterable, Hashable, Sendable {
    case measured
    case belowSensorRange
    case aboveSensorRange

    /// What a value shown for the reading starts with: `<` or `>` for a
    /// sensor's bound (`<40`, `>400`), nothing for a measured one.
    public var boundMark: String {
        switch self {
        case .measured: ""
        case .belowSensorRange: "<"
        case .aboveSensorRange: ">"
        }
    }
}

/// The trend arrow of a reading, as Nightscout's `direction` names it.
public enum Trend: String, CaseIterable, Hashable, Sendable {
    case tripleUp = "TripleUp"
    case doubleUp = "DoubleUp"
    case singleUp = "SingleUp"
    case fortyFiveUp = "FortyFiveUp"
    case flat = "Flat"
    case fortyFiveDown = "FortyFiveDown"
    case singleDown = "SingleDown"
    case doubleDown = "DoubleDown"
    case tripleDown = "TripleDown"

    /// The trend for a rate of change, using the thresholds CGM apps use (mg/dL per minute).
    public init(mgdlPerMinute rate: Double) {
        switch rate {
        case 3...: self = .doubleUp
        case 2..<3: self = .singleUp
        case 1..<2: self = .fortyFiveUp
        case -1..<1: self = .flat
        case -2 ..< -1: self = .fortyFiveDown
        case -3 ..< -2: self = .singleDown
        default: self = .doubleDown
        }
    }
}
