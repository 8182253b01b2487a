import Foundation

/// One series' share of an interval: its readings, the cadence found from
/// its own spacing, and the share of the interval its readings cover, each
/// standing for one interval of its cadence (readings per slot, not rows).
/// Scans have no cadence: they are counted, never measured for capture.
public struct SeriesCapture: Hashable, Sendable {
    public let series: GlucoseSeries
    public let readingCount: Int
    /// Those of its readings the figures count (`CountedReadings`): all of a
    /// periodic series', fewer of scans beside their device's periodic series.
    public let countedCount: Int
    /// nil for scans.
    public let samplingInterval: TimeInterval?
    /// 0...100; nil for scans.
    public let capturePercent: Double?

    /// Each series with a reading in `interval`, in the order of `series`:
    /// `readings` are those taken in `interval`, in time order, each naming
    /// its series by index in `series`; `counted` those of them the figures
    /// count (all when not given).
    public static func all(readings: some Collection<GlucoseReading>, series: [GlucoseSeries],
                           interval: DateInterval, counted: ArraySlice<GlucoseReading>? = nil) -> [SeriesCapture] {
        var readingCounts = [Int](repeating: 0, count: series.count)
        for reading in readings { readingCounts[Int(reading.series)] += 1 }
        // Each series' array made at its size: a year's readings are not regrown by doubling.
        var members = readingCounts.map { count in
            var member: [GlucoseReading] = []
            member.reserveCapacity(count)
            return member
        }
        for reading in readings { members[Int(reading.series)].append(reading) }
        var countedCounts = readingCounts
        if let counted {
            countedCounts = countedCounts.map { _ in 0 }
            for reading in counted { countedCounts[Int(reading.series)] += 1 }
        }
        return zip(series, zip(members, countedCounts)).filter { !$0.1.0.isEmpty }.map { series, member in
            let (readings, countedCount) = member
            guard series.sampling == .periodic else {
                return SeriesCapture(series: series, readingCount: readings.count, countedCount: countedCount,
                                     samplingInterval: nil, capturePercent: nil)
            }
            let cadence = Cadence.interval(of: readings)
            let covered = Cadence.coveredDuration(by: readings, interval: cadence, within: interval)
            return SeriesCapture(series: series, readingCount: readings.count, countedCount: countedCount,
                                 samplingInterval: cadence,
                                 capturePercent: interval.duration > 0 ? covered / interval.duration * 100 : 0)
        }
    }

    /// The cadence of the periodic series with the most readings: the one
    /// the curve's gap rule and the events follow. Nil when there is none
    /// (no readings, or scans only).
    static func mainInterval(of captures: [SeriesCapture]) -> TimeInterval? {
        captures.filter { $0.samplingInterval != nil }.max { $0.readingCount < $1.readingCount }?.samplingInterval
    }
}
