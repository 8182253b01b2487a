/// How readings fall into the bands between arbitrary boundaries, such as the
/// chart's own bands (`--bands 60,75,100,200,300,420`), as percentages of readings.
///
/// `n` boundaries make `n - 1` bands. A band holds `lower <= v < upper`, so a
/// value on a boundary belongs to the band above it; the last band also holds
/// its upper boundary. Values below the first boundary count in the first band
/// and values above the last in the last band, so every reading is counted
/// once. Flagged readings count at their stored value, as in `TimeInRanges`.
public struct TimeInBands: Hashable, Sendable {
    public struct Band: Hashable, Sendable {
        public let lowerMgdl: Double
        public let upperMgdl: Double
        public let count: Int
        /// The share of all readings in this band, 0...100; nil when there are no readings.
        public let percent: Double?
    }

    /// The bands from lowest to highest; empty with fewer than two boundaries.
    public let bands: [Band]
    /// Readings counted in the bands (none when there are no bands).
    public let readingCount: Int

    /// `boundariesMgdl` may come in any order; repeated values are ignored.
    public init(readings: some Sequence<GlucoseReading>, boundariesMgdl: [Double]) {
        let boundaries = Set(boundariesMgdl).sorted()
        let bandCount = max(0, boundaries.count - 1)
        var counts = Array(repeating: 0, count: bandCount)
        if bandCount > 0 {
            for reading in readings {
                // The number of boundaries at or below the value, less one, is its band.
                let above = boundaries.partitionIndex { $0 > reading.mgdl }
                counts[min(max(above - 1, 0), bandCount - 1)] += 1
            }
        }
        let total = counts.reduce(0, +)
        readingCount = total
        bands = counts.indices.map { index in
            Band(lowerMgdl: boundaries[index], upperMgdl: boundaries[index + 1], count: counts[index],
                 percent: total > 0 ? Double(counts[index]) / Double(total) * 100 : nil)
        }
    }
}
