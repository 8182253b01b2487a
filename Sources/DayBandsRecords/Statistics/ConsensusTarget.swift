import Foundation

/// The clinical targets of the 2019 international consensus on time in
/// range (Battelino et al., Diabetes Care 42:1593), as it words them:
/// time below 54 mg/dL < 1%, below 70 < 4%, in range 70-180 > 70%, above
/// 180 < 25%, above 250 < 5%.
///
/// The targets are cumulative: "below 70" includes below 54, "above 180"
/// includes above 250. So 3% at 54-69 and 2% below 54 is 5% below 70, which
/// misses its < 4% target although each range alone is under it.
///
/// One rule judges every target, in the panel, `stats` and the overview
/// strip: the exact share is compared strictly, as the consensus writes
/// "> 70%" and "< 4%": a day at exactly 70% in range misses its target, and
/// 0.97% below 54 meets its < 1%. A share is shown rounded toward its
/// verdict (`RangeTarget.shown`), so its number never reads as the other one.
public enum ConsensusTarget: CaseIterable, Hashable, Sendable {
    case below54
    case below70
    case inRange
    case above180
    case above250

    /// The consensus ranges the target's share is taken over.
    /// Made once: a set built at each call took a twentieth of `patterns`
    /// over ten years, which counts each hour's readings by target.
    public var ranges: Set<ConsensusRange> {
        switch self {
        case .below54: Self.veryLowRanges
        case .below70: Self.below70Ranges
        case .inRange: Self.inRangeRanges
        case .above180: Self.above180Ranges
        case .above250: Self.veryHighRanges
        }
    }

    private static let veryLowRanges: Set<ConsensusRange> = [.veryLow]
    private static let below70Ranges: Set<ConsensusRange> = [.veryLow, .low]
    private static let inRangeRanges: Set<ConsensusRange> = [.inRange]
    private static let above180Ranges: Set<ConsensusRange> = [.high, .veryHigh]
    private static let veryHighRanges: Set<ConsensusRange> = [.veryHigh]

    public var target: RangeTarget {
        switch self {
        case .below54: RangeTarget(bound: .below, percent: 1)
        case .below70: RangeTarget(bound: .below, percent: 4)
        case .inRange: RangeTarget(bound: .above, percent: 70)
        case .above180: RangeTarget(bound: .below, percent: 25)
        case .above250: RangeTarget(bound: .below, percent: 5)
        }
    }

    /// The whole mg/dL values the target covers, as `ConsensusRange.mgdlBounds`.
    public var mgdlBounds: (lowest: Int?, highest: Int?) {
        // The ranges are adjacent: from the lowest one's first value to the highest one's last.
        let bounds = ConsensusRange.allCases.filter(ranges.contains).map(\.mgdlBounds)
        return (bounds.first?.lowest ?? nil, bounds.last?.highest ?? nil)
    }
}

/// A clinical target for a share of time: strictly below or above a percent.
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

    /// Whether `share` (0...100) meets the target, judged on the exact share
    /// (see `ConsensusTarget`).
    public func isMet(byPercent share: Double) -> Bool {
        switch bound {
        case .below: share < percent
        case .above: share > percent
        }
    }

    /// `share` rounded to `decimals` places for showing beside its verdict:
    /// the nearest, or one step toward the met side where the nearest would
    /// read as missed (0.97% against < 1% is 0.9%, not 1.0%; 70.04% against
    /// > 70% is 70.1%). A missed share's nearest never reads as met.
    public func shown(_ share: Double, decimals: Int) -> Double {
        // Steps counted in whole units of the last place, divided once: 189 / 100 is 1.89 exactly printed.
        let scale = pow(10, Double(decimals))
        let steps = (share * scale).rounded()
        guard isMet(byPercent: share), !isMet(byPercent: steps / scale) else { return steps / scale }
        return (steps + (bound == .below ? -1 : 1)) / scale
    }
}
