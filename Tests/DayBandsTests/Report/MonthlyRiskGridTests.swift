import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsReport

/// The monthly report's GRI grid: its zones are the bands where 3 × hypo + 1.6 × hyper lies.
struct MonthlyRiskGridTests {
    /// Zone A on Klonoff's axes (hypo 0-30, hyper 0-60) is the triangle under
    /// 3 hypo + 1.6 hyper = 20: (0, 0), (6.67, 0), (0, 12.5).
    @Test func zoneAIsTheTriangleUnderTwenty() throws {
        let band = MonthlyRiskGrid.band(low: 0, high: 20, extent: (30, 60))
        #expect(band.count == 3)
        for corner in [(0.0, 0.0), (20.0 / 3, 0.0), (0.0, 12.5)] {
            #expect(band.contains { abs($0.hypo - corner.0) < 1e-9 && abs($0.hyper - corner.1) < 1e-9 }, "\(corner)")
        }
        // Zone E (over 80) reaches the far corner; a point on 20 is zone A's, as the index says.
        let e = MonthlyRiskGrid.band(low: 80, high: nil, extent: (30, 60))
        #expect(e.contains { $0.hypo == 30 && $0.hyper == 60 })
        #expect(GlycemiaRiskIndex.Zone(GlycemiaRiskIndex.of(hypo: 0, hyper: 12.5)) == .a)
        #expect(GlycemiaRiskIndex.Zone.b.bounds.low == 20 && GlycemiaRiskIndex.Zone.b.bounds.high == 40)
    }

    /// The axes stretch in tens to the farthest month, never below Klonoff's 30 and 60.
    @Test func theAxesReachTheFarthestMonth() {
        #expect(MonthlyRiskGrid.extent([(5, 20)]) == (30, 60))
        #expect(MonthlyRiskGrid.extent([(31, 61)]) == (40, 70))
    }
}
