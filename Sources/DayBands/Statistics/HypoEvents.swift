import Foundation

/// One hypoglycaemic episode: a run of very low readings (< 54 mg/dL, as
/// `ConsensusRange.veryLow` classifies them).
public struct HypoEvent: Hashable, Sendable {
    /// The first and the last very low reading of the run.
    public let start: Date
    public let end: Date
    /// From the first reading to the last, plus the one sampling interval the
    /// last reading stands for: three 5-minute readings make 15 minutes.
    public let duration: TimeInterval
    public let readingCount: Int
    public let lowest: GlucoseReading
}

/// The hypoglycaemic events in a series of readings: episodes of 15 minutes
/// or more below 54 mg/dL, the consensus definition of a CGM event.
///
/// An episode is a run of consecutive very low readings. It ends at the first
/// reading that is not very low, or at a gap of more than 15 minutes between
/// two readings (nothing is known across it, so the low is not assumed to go
/// on); the run after such a gap is a new episode. Its duration counts each
/// reading as one sampling interval (see `HypoEvent.duration`), and it is an
/// event when that is at least 15 minutes. Readings flagged below the sensor's
/// range count at their stored value, which is very low.
public struct HypoEvents: Hashable, Sendable {
    public static let minimumDuration: TimeInterval = 15 * 60
    /// The longest silence between two readings that an episode spans.
    public static let maximumGap: TimeInterval = 15 * 60

    /// The events in time order.
    public let events: [HypoEvent]

    public var count: Int { events.count }

    /// `readings` in time order, as `GlucoseData` holds them.
    public init(readings: some Sequence<GlucoseReading>,
                samplingInterval: TimeInterval = GlucoseStatistics.defaultSamplingInterval) {
        var events: [HypoEvent] = []
        var run: [GlucoseReading] = []
        func closeRun() {
            if let first = run.first, let last = run.last {
                let duration = last.time.timeIntervalSince(first.time) + samplingInterval
                if duration >= Self.minimumDuration {
                    events.append(HypoEvent(start: first.time, end: last.time, duration: duration,
                                            readingCount: run.count,
                                            lowest: run.min { $0.mgdl < $1.mgdl }!))
                }
            }
            run = []
        }
        for reading in readings {
            if let last = run.last, reading.time.timeIntervalSince(last.time) > Self.maximumGap {
                closeRun()
            }
            if ConsensusRange(mgdl: reading.mgdl) == .veryLow {
                run.append(reading)
            } else {
                closeRun()
            }
        }
        closeRun()
        self.events = events
    }
}
