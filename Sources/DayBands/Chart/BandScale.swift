/// The fixed glucose bands the chart is coloured by. The y-domain is the first to
/// the last boundary (default 60...420 mg/dL), never the day's own range.
public struct BandScale: Hashable, Sendable {
    public struct Band: Hashable, Sendable {
        public var lower: Double
        public var upper: Double
        public var name: String
        public var tone: BandTone
    }

    /// Boundaries in mg/dL, strictly increasing, one more than the bands.
    public let boundaries: [Double]
    public let bands: [Band]

    public static let standard = BandScale(boundaries: [60, 75, 100, 200, 300, 420])!

    /// A scale from six increasing boundaries (mg/dL), or nil when they are not.
    public init?(boundaries: [Double]) {
        guard boundaries.count == 6,
              zip(boundaries, boundaries.dropFirst()).allSatisfy({ $0 < $1 }),
              boundaries.allSatisfy(\.isFinite)
        else { return nil }
        self.boundaries = boundaries
        let names = ["low", "borderline low", "in range", "high", "very high"]
        let tones: [BandTone] = [.red, .yellow, .green, .orange, .red]
        bands = (0..<5).map {
            Band(lower: boundaries[$0], upper: boundaries[$0 + 1], name: names[$0], tone: tones[$0])
        }
    }

    public var floor: Double { boundaries[0] }
    public var ceiling: Double { boundaries[boundaries.count - 1] }

    /// The band a value falls in; values outside the domain take the nearest band.
    /// A value on a boundary belongs to the band above it.
    public func band(for mgdl: Double) -> Band {
        bands.last { mgdl >= $0.lower } ?? bands[0]
    }
}
