import Foundation

/// The Glycemia Risk Index (Klonoff et al. 2022, as iglu-python's `gri`):
/// 3.0 × very low + 2.4 × low + 1.6 × very high + 0.8 × high, each the
/// percent of readings in that consensus range alone (`RangePercents`:
/// below 54, 54-69, above 250, 181-250), capped at 100; with its
/// hypoglycaemia component (very low + 0.8 × low) and hyperglycaemia
/// component (very high + 0.5 × high), of which it is 3 × hypo + 1.6 × hyper,
/// and its zone, A (0-20, the least risk) to E (over 80).
public struct GlycemiaRiskIndex: Hashable, Sendable {
    public enum Zone: String, Codable, Sendable, CaseIterable {
        case a = "A", b = "B", c = "C", d = "D", e = "E"

        /// Each zone is 20 wide.
        static let width = 20.0

        /// The zone of a GRI: A up to 20, then a zone every 20.
        init(_ value: Double) {
            let index = Int((value / Self.width).rounded(.up)) - 1
            self = Zone.allCases[min(Zone.allCases.count - 1, max(0, index))]
        }

        /// The GRIs of the zone, its upper bound included; E has none.
        package var bounds: (low: Double, high: Double?) {
            let index = Double(Zone.allCases.firstIndex(of: self)!)
            return (index * Self.width, self == .e ? nil : (index + 1) * Self.width)
        }
    }

    public var value: Double
    public var hypoComponent: Double
    public var hyperComponent: Double
    public var zone: Zone

    public init(_ shares: StatisticsSummary.RangePercents) {
        hypoComponent = shares.veryLow + 0.8 * shares.low
        hyperComponent = shares.veryHigh + 0.5 * shares.high
        value = min(100, Self.of(hypo: hypoComponent, hyper: hyperComponent))
        zone = Zone(value)
    }

    /// The GRI of its components, uncapped: 3 × hypo + 1.6 × hyper.
    package static func of(hypo: Double, hyper: Double) -> Double { 3 * hypo + 1.6 * hyper }

    /// The index of counted readings' ranges (the panel's); nil without readings.
    public init?(_ ranges: TimeInRanges) {
        guard let veryLow = ranges.percent(.veryLow), let low = ranges.percent(.low), let inRange = ranges.percent(.inRange),
              let high = ranges.percent(.high), let veryHigh = ranges.percent(.veryHigh) else { return nil }
        self.init(StatisticsSummary.RangePercents(veryLow: veryLow, low: low, inRange: inRange, high: high, veryHigh: veryHigh))
    }

    /// As the panel shows it: `18.1 A`.
    public var text: String { String(format: "%.1f %@", value, zone.rawValue) }

    /// With its zone and components, the point it is on the GRI grid (`stats`, `report --by month`):
    /// `25.5 (zone B; hypo 1.7, hyper 12.9)`.
    public var componentsText: String {
        String(format: "%.1f (zone %@; hypo %.1f, hyper %.1f)", value, zone.rawValue, hypoComponent, hyperComponent)
    }
}

extension GlycemiaRiskIndex: Codable {
    enum CodingKeys: String, CodingKey {
        case value
        case hypoComponent = "hypo_component"
        case hyperComponent = "hyper_component"
        case zone
    }

    /// Each figure to 2 decimals, as the other figures of `stats --json`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(StatisticsSummary.rounded(value), forKey: .value)
        try container.encode(StatisticsSummary.rounded(hypoComponent), forKey: .hypoComponent)
        try container.encode(StatisticsSummary.rounded(hyperComponent), forKey: .hyperComponent)
        try container.encode(zone, forKey: .zone)
    }
}
