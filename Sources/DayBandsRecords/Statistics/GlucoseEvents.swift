import Foundation

/// The kinds of CGM event the consensus counts (Danne et al., Diabetes Care
/// 2017;40:1631; Battelino et al., Lancet Diabetes Endocrinol 2023;11:42):
/// level 1 hypoglycaemia below 70 mg/dL, level 2 below 54, and
/// hyperglycaemia above 250. A value is judged by its whole mg/dL, as
/// `ConsensusRange` classifies it (53.4 is below 54, 53.5 is not).
public enum GlucoseEventKind: CaseIterable, Hashable, Sendable {
    case level1Hypo
    case level2Hypo
    case hyper

    /// Whether a value is beyond this kind's threshold.
    public func isBeyond(_ mgdl: Double) -> Bool {
        switch self {
        case .level1Hypo: ConsensusRange(mgdl: mgdl) == .veryLow || ConsensusRange(mgdl: mgdl) == .low
        case .level2Hypo: ConsensusRange(mgdl: mgdl) == .veryLow
        case .hyper: ConsensusRange(mgdl: mgdl) == .veryHigh
        }
    }

    /// `<70`, `<54`, `>250` in mg/dL, as the threshold's whole values.
    public var mgdlBounds: (lowest: Int?, highest: Int?) {
        switch self {
        case .level1Hypo: (nil, 69)
        case .level2Hypo: (nil, 53)
        case .hyper: (251, nil)
        }
    }
}

/// One event: from the first reading beyond the threshold to the first
/// reading of the 15 minutes back that ended it.
public struct GlucoseEvent: Hashable, Sendable {
    public let kind: GlucoseEventKind
    public let start: Date
    public let end: Date
    /// The most extreme reading (lowest for a hypo, highest for a hyper);
    /// on a tie the earliest.
    public let extreme: GlucoseReading

    public var duration: TimeInterval { end.timeIntervalSince(start) }
}

/// The events of one kind in a series of readings, by the consensus rule: an
/// event starts when readings stay beyond the threshold for at least 15
/// minutes, and ends only when they stay back (at or above 70 or 54, at or
/// below 250) for at least 15 minutes. A shorter return does not split the
/// event: a 65-minute low with one 5-minute reading of 55 in the middle is
/// one level 2 event.
///
/// Each reading stands for one sampling interval, found from the series'
/// spacing (three 5-minute readings are 15 minutes; one 15-minute Libre
/// reading is 15). A silence longer than
/// `maximumGap` between two readings is unknown: a run being counted starts
/// again after it, and an event in progress ends where the last reading
/// beyond the threshold ends (or at the first reading back, when readings
/// had come back). Data that ends inside an event ends it the same way.
public struct GlucoseEvents: Hashable, Sendable {
    public static let minimumDuration: TimeInterval = 15 * 60
    /// The longest silence between two readings that a run or an event spans.
    public static let maximumGap: TimeInterval = 15 * 60

    public let kind: GlucoseEventKind
    /// The events in time order.
    public let events: [GlucoseEvent]

    public var count: Int { events.count }
    /// The events' total duration.
    public var totalDuration: TimeInterval { events.reduce(0) { $0 + $1.duration } }

    /// `readings` in time order, as `GlucoseData` holds them; the sampling
    /// interval is found from their spacing (`Cadence`) when not given.
    public init(_ kind: GlucoseEventKind, readings: some Collection<GlucoseReading>,
                samplingInterval: TimeInterval? = nil) {
        let samplingInterval = samplingInterval ?? Cadence.interval(of: readings)
        self.kind = kind
        var run = EventRun(kind: kind, samplingInterval: samplingInterval)
        var events = readings.compactMap { run.feed($0) }
        if let last = run.finish() { events.append(last) }
        self.events = events
    }
}
