/// The glucose ranges of the 2019 international consensus on time in range,
/// each with its clinical target, so a screen can show both side by side.
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

    public init(mgdl: Double) {
        switch mgdl.rounded() {
        case ..<54: self = .veryLow
        case ..<70: self = .low
        case ...180: self = .inRange
        case ...250: self = .high
        default: self = .veryHigh
        }
    }

    /// The whole mg/dL values the range holds, inclusive; nil where it is open.
    public var mgdlBounds: (lowest: Int?, highest: Int?) {
        switch self {
        case .veryLow: (nil, 53)
        case .low: (54, 69)
        case .inRange: (70, 180)
        case .high: (181, 250)
        case .veryHigh: (251, nil)
        }
    }

    /// The consensus target for the share of readings in this range, as
    /// written per range (< 1%, < 4%, > 70%, < 25%, < 5%). The consensus states
    /// the < 4% and < 25% targets for everything below 70 and above 180 mg/dL.
    public var target: RangeTarget {
        switch self {
        case .veryLow: RangeTarget(bound: .below, percent: 1)
        case .low: RangeTarget(bound: .below, percent: 4)
        case .inRange: RangeTarget(bound: .above, percent: 70)
        case .high: RangeTarget(bound: .below, percent: 25)
        case .veryHigh: RangeTarget(bound: .below, percent: 5)
        }
    }
}

/// A clinical target for a share of readings: strictly below or above a percent.
public struct RangeTarget: Hashable, Sendable {
    public enum Bound: Hashable, Sendable {
        case below
        case above
    }

    public var bound: Bound
    public var percent: Double

    public init(bound: Bound, percent: Double) {
        self.bound = bound
        self.percent = percent
    }

    public func isMet(byPercent share: Double) -> Bool {
        switch bound {
        case .below: share < percent
        case .above: share > percent
        }
    }
}
