/// How readings fall into the chart's own bands (`--bands`), as percentages of
/// readings: each reading counts in the band `BandScale.band(for:)` gives it,
/// the band the chart colours it by, so a share and the colour never disagree
/// (a value on a boundary in the band above; outside the domain in the nearest
/// band; on the consensus preset, in its consensus range). Flagged readings
/// count at their stored value, as in `TimeInRanges`.
public struct TimeInBands: Hashable, Sendable {
    public struct Band: Hashable, Sendable {
        public let lowerMgdl: Double
        public let upperMgdl: Double
        public let count: Int
        /// The share of all readings in this band, 0...100; nil when there are no readings.
        public let percent: Double?
    }

    /// The bands from lowest to highest, as the scale's.
    public let bands: [Band]
    public let readingCount: Int

    public init(readings: some Sequence<GlucoseReading>, scale: BandScale) {
        var counts = Array(repeating: 0, count: scale.bands.count)
        for reading in readings {
            counts[scale.index(for: reading.mgdl)] += 1
        }
        let total = counts.reduce(0, +)
        readingCount = total
        bands = zip(scale.bands, counts).map { band, count in
            Band(lowerMgdl: band.lower, upperMgdl: band.upper, count: count,
                 percent: total > 0 ? Double(count) / Double(total) * 100 : nil)
        }
    }
}
