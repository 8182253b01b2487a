/// The glucose ranges of the 2019 international consensus on time in range;
/// their clinical targets, which are cumulative, are `ConsensusTarget`s.
///
/// The consensus defines the ranges on whole mg/dL: very low < 54, low 54-69,
/// in range 70-180, high 181-250, very high > 250. A value is classified by its
/// value rounded to the nearest whole mg/dL (halves away from zero), so the
/// ranges leave no holes for non-integer values and the mmol/L thresholds land
/// where the consensus puts them: 10.0 mmol/L (180.16 mg/dL) is in range,
/// 3.0 mmol/L (54.05) is low, 13.9 mmol/L (250.42) is high. In raw mg/dL:
/// very low v < 53.5, low 53.5 <= v < 69.5, in range 69.5 <= v < 180.5,
/// high 180.5 <= v < 250.5, very high v >= 250.5.
public enum ConsensusRange: CaseIterable, Hashable, Sendable {
    case veryLow
    case low
    case inRange
    case high
    case veryHigh

    /// The consensus's thresholds, in mg/dL, and the one home of these
    /// numbers: very low below 54, low below 70, high above 180, very high
    /// above 250 (the alerts' defaults, the band scale, the report's and the
    /// year's guides take them from here).
    public static let veryLowBelow = 54.0
    public static let lowBelow = 70.0
    public static let highAbove = 180.0
    public static let veryHighAbove = 250.0

    public init(mgdl: Double) {
        switch mgdl.rounded() {
        case ..<Self.veryLowBelow: self = .veryLow
        case ..<Self.lowBelow: self = .low
        case ...Self.highAbove: self = .inRange
        case ...Self.veryHighAbove: self = .high
        default: self = .veryHigh
        }
    }

    /// The whole mg/dL values the range holds, inclusive; nil where it is open.
    public var mgdlBounds: (lowest: Int?, highest: Int?) {
        let (veryLow, low, high, veryHigh) = (Int(Self.veryLowBelow), Int(Self.lowBelow), Int(Self.highAbove), Int(Self.veryHighAbove))
        return switch self {
        case .veryLow: (nil, veryLow - 1)
        case .low: (veryLow, low - 1)
        case .inRange: (low, high)
        case .high: (high + 1, veryHigh)
        case .veryHigh: (veryHigh + 1, nil)
        }
    }
}

extension ConsensusRange {
    /// The range's word, as every screen, panel, report and `stats` says it.
    public var name: String {
        switch self {
        case .veryLow: "very low"
        case .low: "low"
        case .inRange: "in range"
        case .high: "high"
        case .veryHigh: "very high"
        }
    }

    /// The raw mg/dL value every value below which is in this range or a lower
    /// one (69.5 for low); nil for the open top range.
    public var rawCeiling: Double? { mgdlBounds.highest.map { Double($0) + 0.5 } }

    /// Whether the range is a low (below 70 mg/dL): what the screen makes loudest.
    public var isLow: Bool { self == .veryLow || self == .low }
}
