import Foundation
import Testing
@testable import DayBandsRecords

/// The Glycemia Risk Index of `stats`: Klonoff's weights over the consensus
/// ranges' own shares (as iglu-python's `gri`), its components, its cap and zones.
struct GlycemiaRiskIndexTests {
    /// 100 readings 5 minutes apart on one day: the values given, in order.
    static func summary(_ values: [Double]) -> StatisticsSummary {
        let day = TestData.day
        let readings = values.enumerated().map {
            GlucoseReading(time: day.interval.start.addingTimeInterval(Double($0.offset) * 300), mgdl: $0.element)
        }
        return StatisticsSummary(data: GlucoseData(readings: readings), days: [day], unit: .mgdl)
    }

    @Test func theWeightsTakeEachRangeAloneAndTheThresholdsAsTheRanges() throws {
        // 2 very low, 5 low (54 itself is low), 60 in range (180 itself), 25 high (250 itself), 8 very high.
        let values = [Double](repeating: 53, count: 2) + [54, 60, 60, 69, 69] + [Double](repeating: 180, count: 60)
            + [Double](repeating: 250, count: 25) + [Double](repeating: 251, count: 8)
        let gri = try #require(Self.summary(values).gri)
        // 3.0 × 2 + 2.4 × 5 + 1.6 × 8 + 0.8 × 25 (iglu's R gri, which counts below 70 with below 54, would say 62.0).
        #expect(abs(gri.value - 50.8) < 1e-9)
        #expect(abs(gri.hypoComponent - 6) < 1e-9 && abs(gri.hyperComponent - 20.5) < 1e-9)
        #expect(abs(gri.value - (3 * gri.hypoComponent + 1.6 * gri.hyperComponent)) < 1e-9)
        #expect(gri.zone == .c)
    }

    @Test func itIsCappedAt100AndItsZonesEndAt20_40_60_80() throws {
        let all = try #require(Self.summary([Double](repeating: 40, count: 100)).gri)
        #expect(all.value == 100 && all.hypoComponent == 100 && all.zone == .e)
        #expect(Self.summary([]).gri == nil)
        let zones = [(20.0, GlycemiaRiskIndex.Zone.a), (20.01, .b), (40, .b), (40.01, .c), (60, .c), (60.01, .d), (80, .d), (80.01, .e)]
        for (value, zone) in zones { #expect(GlycemiaRiskIndex.Zone(value) == zone, "\(value)") }
        // 25 highs of 100: 0.8 × 25 = 20, zone A at its edge.
        let edge = try #require(Self.summary([Double](repeating: 200, count: 25) + [Double](repeating: 120, count: 75)).gri)
        #expect(abs(edge.value - 20) < 1e-9 && edge.zone == .a)
    }

    @Test func statsJsonWritesItRounded() throws {
        let json = try JSONSerialization.jsonObject(with: try Self.summary([53, 120, 120]).json()) as? [String: Any]
        let gri = try #require(json?["gri"] as? [String: Any])
        // One very low of three: 3.0 × 33.33...% = 100, capped; its hypo component 33.33.
        #expect(gri["value"] as? Double == 100 && gri["hypo_component"] as? Double == 33.33 && gri["zone"] as? String == "E")
    }
}
