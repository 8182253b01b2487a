import Foundation

/// How often a series of readings was sampled, found from its own spacing:
/// CGMs report every minute (Libre 3, Dexcom G7 on some receivers), every 5
/// minutes (Dexcom, Libre 3 historic, Medtronic) or every 15 (Libre 1 and 2
/// historic data). Capture, the time each reading stands for and the gap the
/// curve spans all follow from it, so a complete Libre day is 100% and 300
/// one-minute readings in 5 hours are 5 hours, not a day.
public enum Cadence {
    /// The sampling intervals sensors use.
    public static let intervals: [TimeInterval] = [60, 300, 900]
    /// Assumed when there is no spacing to go by (fewer than two readings).
    public static let assumed: TimeInterval = 300

    /// The median of the series' positive spacings (readings at one instant
    /// are copies or conflicts, not a spacing; spacings over an hour are gaps),
    /// snapped to the nearest sensor interval by ratio (under 2.2 minutes is
    /// 1, under 8.7 is 5, else 15). Scans beside Libre historic data add a
    /// few short spacings, which the median passes over.
    public static func interval(of readings: some Sequence<GlucoseReading>) -> TimeInterval {
        var spacings: [TimeInterval] = []
        var previous: Date?
        for reading in readings {
            if let previous {
                let spacing = reading.time.timeIntervalSince(previous)
                if spacing > 0, spacing <= longestSpacing { spacings.append(spacing) }
            }
            previous = reading.time
        }
        guard !spacings.isEmpty else { return assumed }
        spacings.sort()
        return intervals[nearestIndex(to: spacings[spacings.count / 2])]
    }

    /// The longest spacing that is a sampling interval, not a gap.
    static let longestSpacing: TimeInterval = 3600

    /// The index in `intervals` of the one nearest `spacing` by ratio. It
    /// never decreases as the spacing grows, so the median's is found from
    /// how many spacings are nearest each (`SpanSummary`).
    static func nearestIndex(to spacing: TimeInterval) -> Int {
        intervals.indices.min { abs(log(intervals[$0] / spacing)) < abs(log(intervals[$1] / spacing)) }!
    }

    /// The interval the median of spacings counted by `nearestIndex` is
    /// nearest, as `interval(of:)` finds it; `assumed` when there are none.
    static func interval(ofSpacings counts: [Int]) -> TimeInterval {
        let total = counts.reduce(0, +)
        guard total > 0 else { return assumed }
        var below = 0
        for (index, count) in counts.enumerated() {
            below += count
            if below > total / 2 { return intervals[index] }
        }
        return assumed
    }

    /// The cadence the curve's gap rule follows in `window`: its main
    /// periodic series' (`SeriesCapture.mainInterval`), scans left out.
    public static func interval(of data: GlucoseData, in window: DateInterval) -> TimeInterval {
        SeriesCapture.mainInterval(of: SeriesCapture.all(readings: data.readings(in: window), series: data.series, interval: window))
            ?? assumed
    }

    /// The time of `window` the readings cover, each standing for one
    /// `interval` from its instant: the union, so copies and readings closer
    /// than the interval count once (readings per slot, not rows).
    public static func coveredDuration(by readings: some Sequence<GlucoseReading>, interval: TimeInterval,
                                       within window: DateInterval) -> TimeInterval {
        coveredDuration(by: readings, within: window) { _ in interval }
    }

    /// The same union with each reading standing for its own series'
    /// interval (`interval(reading)`), several series together; a reading
    /// whose interval is nil (a scan) stands for nothing.
    static func coveredDuration(by readings: some Sequence<GlucoseReading>, within window: DateInterval,
                                interval: (GlucoseReading) -> TimeInterval?) -> TimeInterval {
        var covered: TimeInterval = 0
        var reach = window.start
        // Readings come in time order, so the union grows from its start.
        for reading in readings {
            guard let interval = interval(reading) else { continue }
            let start = max(reading.time, reach)
            let end = min(reading.time.addingTimeInterval(interval), window.end)
            if end > start { covered += end.timeIntervalSince(start) }
            reach = max(reach, end)
        }
        return covered
    }

    /// The longest silence between two readings the curve joins: three
    /// intervals (15 minutes at 5, 45 at Libre's 15), never under 15 minutes.
    public static func maximumJoin(for interval: TimeInterval) -> TimeInterval {
        max(15 * 60, 3 * interval)
    }

    /// The longest join of any cadence: how far past a day's edges readings
    /// can carry its curve.
    public static let longestJoin = maximumJoin(for: intervals.max()!)
}
