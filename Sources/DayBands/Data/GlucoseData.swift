import Foundation

/// Everything read from the sources: readings, doses and carbs, each sorted
/// by time, with binary-search access to any time interval.
public struct GlucoseData: Sendable {
    public private(set) var readings: [GlucoseReading]
    public private(set) var doses: [InsulinDose]
    public private(set) var carbs: [CarbEntry]

    public init(readings: [GlucoseReading], doses: [InsulinDose] = [], carbs: [CarbEntry] = []) {
        self.readings = readings.sorted { $0.time < $1.time }
        self.doses = doses.sorted { $0.time < $1.time }
        self.carbs = carbs.sorted { $0.time < $1.time }
    }

    /// Readings with `interval.start <= time < interval.end`.
    public func readings(in interval: DateInterval) -> ArraySlice<GlucoseReading> {
        let lower = readings.partitionIndex { $0.time >= interval.start }
        let upper = readings.partitionIndex { $0.time >= interval.end }
        return readings[lower..<max(lower, upper)]
    }

    /// Doses with `interval.start <= time < interval.end`.
    public func doses(in interval: DateInterval) -> ArraySlice<InsulinDose> {
        let lower = doses.partitionIndex { $0.time >= interval.start }
        let upper = doses.partitionIndex { $0.time >= interval.end }
        return doses[lower..<max(lower, upper)]
    }

    /// Carb entries with `interval.start <= time < interval.end`.
    public func carbs(in interval: DateInterval) -> ArraySlice<CarbEntry> {
        let lower = carbs.partitionIndex { $0.time >= interval.start }
        let upper = carbs.partitionIndex { $0.time >= interval.end }
        return carbs[lower..<max(lower, upper)]
    }

    /// The reading nearest in time to `instant` inside `window` (half-open);
    /// on a tie the earlier one.
    public func nearestReading(to instant: Date, in window: DateInterval) -> GlucoseReading? {
        readings(in: window).min {
            abs($0.time.timeIntervalSince(instant)) < abs($1.time.timeIntervalSince(instant))
        }
    }

    /// Merges other data in, keeping one copy of a reading posted twice
    /// (same instant and value). Doses and carbs are all kept, none merged
    /// away: two equal entries at one instant can be two real ones.
    public func merged(with other: GlucoseData) -> GlucoseData {
        var seen = Set<ReadingKey>()
        let readings = (self.readings + other.readings).filter {
            seen.insert(ReadingKey(time: $0.time, mgdl: $0.mgdl)).inserted
        }
        return GlucoseData(readings: readings, doses: doses + other.doses, carbs: carbs + other.carbs)
    }

    private struct ReadingKey: Hashable {
        var time: Date
        var mgdl: Double
    }
}

extension RandomAccessCollection {
    /// The first index whose element satisfies `predicate`, for a predicate
    /// that is false and then true along the collection.
    func partitionIndex(where predicate: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if predicate(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
