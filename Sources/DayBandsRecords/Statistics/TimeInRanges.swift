/// How readings fall into the consensus ranges, as counts and as percentages
/// of readings (not of clock time: a gap in the data weighs nothing).
///
/// Readings flagged below or above the sensor's range count at their stored
/// value, the sensor's bound: the true value lies further out, in the same
/// range (a `Low` under 40 mg/dL is very low, a `High` over 400 very high).
public struct TimeInRanges: Hashable, Sendable {
    private let counts: [ConsensusRange: Int]
    public let readingCount: Int

    public init(readings: some Sequence<GlucoseReading>) {
        // Counted by the range's place, not hashed for each of a year's readings.
        let ranges = ConsensusRange.allCases
        var counts = [Int](repeating: 0, count: ranges.count)
        for reading in readings {
            let range = ConsensusRange(mgdl: reading.mgdl)
            counts[ranges.firstIndex(of: range)!] += 1
        }
        self.init(counts: counts)
    }

    /// From the counts per range, in `ConsensusRange.allCases` order.
    public init(counts: [Int]) {
        self.counts = Dictionary(uniqueKeysWithValues: zip(ConsensusRange.allCases, counts).filter { $0.1 > 0 })
        readingCount = counts.reduce(0, +)
    }

    public func count(_ range: ConsensusRange) -> Int {
        counts[range, default: 0]
    }

    /// The share of readings in `range`, 0...100, or nil when there are none at all.
    public func percent(_ range: ConsensusRange) -> Double? {
        guard readingCount > 0 else { return nil }
        return Double(count(range)) / Double(readingCount) * 100
    }

    /// The share of readings a consensus target covers (below 70 includes
    /// below 54), 0...100, or nil when there are none at all.
    public func percent(of target: ConsensusTarget) -> Double? {
        guard readingCount > 0 else { return nil }
        return Double(target.ranges.reduce(0) { $0 + count($1) }) / Double(readingCount) * 100
    }

    /// Whether the share a consensus target covers meets it; nil without readings.
    public func meets(_ target: ConsensusTarget) -> Bool? {
        percent(of: target).map(target.target.isMet(byPercent:))
    }
}
