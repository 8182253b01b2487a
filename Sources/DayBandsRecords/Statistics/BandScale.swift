/// The fixed glucose bands the chart is coloured by. The y-domain is the first to
/// the last boundary (default 60...420 mg/dL), never the day's own range.
///
/// A band is named by its bounds (`100-200`), never by a range word: the words
/// (very low ... very high) are the consensus ranges' (`ConsensusRange`), whose
/// bounds differ from the default bands'. The `consensus` preset's bands are
/// those ranges themselves, so there colour and word agree.
public struct BandScale: Hashable, Sendable {
    public struct Band: Hashable, Sendable {
        public var lower: Double
        public var upper: Double
        public var tone: BandTone

        /// The band's bounds in `unit`, `100-200` (`dash` between them).
        public func boundsText(in unit: GlucoseUnit, dash: String = "-") -> String {
            unit.format(mgdl: lower) + dash + unit.format(mgdl: upper)
        }
    }

    /// Boundaries in mg/dL, strictly increasing, one more than the bands.
    public let boundaries: [Double]
    public let bands: [Band]
    /// Whether the bands are the consensus ranges (`consensus`): a value then
    /// takes its band as `ConsensusRange` classes it (on the whole mg/dL), so
    /// 180 is green and "in range", 250 orange and "high".
    public let followsConsensus: Bool

    public static let standard = BandScale(boundaries: [60, 75, 100, 200, 300, 420])!

    /// The bands of the consensus ranges (`--bands consensus`), for users who
    /// want colour and word to agree: drawn between the thresholds as the
    /// consensus writes them, 54, 70, 180 and 250 mg/dL, on a 40...420 domain;
    /// a value's band is its `ConsensusRange`.
    public static let consensus = BandScale(
        boundaries: [40, ConsensusRange.veryLowBelow, ConsensusRange.lowBelow, ConsensusRange.highAbove, ConsensusRange.veryHighAbove, 420],
        followsConsensus: true)!

    /// A scale from six increasing boundaries (mg/dL), or nil when they are not.
    public init?(boundaries: [Double]) {
        self.init(boundaries: boundaries, followsConsensus: false)
    }

    private init?(boundaries: [Double], followsConsensus: Bool) {
        guard boundaries.count == 6,
              zip(boundaries, boundaries.dropFirst()).allSatisfy({ $0 < $1 }),
              boundaries.allSatisfy(\.isFinite)
        else { return nil }
        self.boundaries = boundaries
        self.followsConsensus = followsConsensus
        let tones: [BandTone] = [.red, .yellow, .green, .orange, .red]
        bands = (0..<5).map {
            Band(lower: boundaries[$0], upper: boundaries[$0 + 1], tone: tones[$0])
        }
    }

    public var floor: Double { boundaries[0] }
    public var ceiling: Double { boundaries[boundaries.count - 1] }

    /// The band a value falls in; values outside the domain take the nearest band.
    /// A value on a boundary belongs to the band above it (on the consensus
    /// preset, to the range `ConsensusRange` gives it).
    public func band(for mgdl: Double) -> Band {
        bands[index(for: mgdl)]
    }

    /// The index in `bands` of the band a value falls in, as `band(for:)`.
    public func index(for mgdl: Double) -> Int {
        if followsConsensus { return ConsensusRange.allCases.firstIndex(of: ConsensusRange(mgdl: mgdl))! }
        return bands.lastIndex { mgdl >= $0.lower } ?? 0
    }
}
