import Foundation
import Testing
@testable import DayBandsRecords

/// Kovatchev's LBGI and HBGI of `stats` and the panel, as iglu's `lbgi` and `hbgi`.
struct BloodGlucoseRiskTests {
    static func risk(_ values: [Double]) -> BloodGlucoseRisk {
        BloodGlucoseRisk(readings: values.enumerated().map {
            GlucoseReading(time: TestData.day.interval.start.addingTimeInterval(Double($0.offset) * 300), mgdl: $0.element)
        })
    }

    /// By hand: ln 40 = 3.688879, ^1.084 = 4.116362, − 5.381 = −1.264638,
    /// × 1.509 = −1.908339, squared × 10 = 36.4175: a low risk. ln 250 =
    /// 5.521461, ^1.084 = 6.373625, − 5.381 = 0.992625, × 1.509 = 1.497871,
    /// squared × 10 = 22.4362: a high risk. Two readings: LBGI 18.209, HBGI 11.218.
    @Test func twoReadingsByHand() throws {
        let risk = Self.risk([40, 250])
        #expect(abs(try #require(risk.lbgi) - 18.2088) < 0.001)
        #expect(abs(try #require(risk.hbgi) - 11.2181) < 0.001)
    }

    /// iglu's R (4.3.0): 22.77 × sum((ln(gl)^1.084 − 5.381)²) over gl < 112.5
    /// (LBGI) or gl >= 112.5 (HBGI), over all n; 7.829078 and 10.901143 here
    /// (computed in Python), to 0.01 (10 × 1.509² is 22.7708, not 22.77).
    @Test func equalsIgluToAHundredth() throws {
        let risk = Self.risk([40, 54, 70, 112, 113, 180, 250, 400])
        #expect(abs(try #require(risk.lbgi) - 7.829078) < 0.01)
        #expect(abs(try #require(risk.hbgi) - 10.901143) < 0.01)
    }

    /// The risk changes side where the symmetric glucose is 0, 112.517 mg/dL:
    /// 112 is a (tiny) low risk, 113 a high one; iglu splits at 112.5.
    @Test func theSidesMeetAt112Point5() {
        let below = BloodGlucoseRisk.risk(mgdl: 112), above = BloodGlucoseRisk.risk(mgdl: 113)
        #expect(below.low > 0 && below.high == 0)
        #expect(above.high > 0 && above.low == 0)
        #expect(abs(below.low - 0.000738) < 1e-5 && abs(above.high - 0.000636) < 1e-5)
    }

    @Test func noReadingsHaveNoIndexAndSumsAdd() {
        #expect(Self.risk([]).lbgi == nil && Self.risk([]).hbgi == nil)
        let both = Self.risk([40, 250]) + Self.risk([70, 180, 300])
        let all = Self.risk([40, 250, 70, 180, 300])
        #expect(both.count == 5 && abs(both.lowSum - all.lowSum) < 1e-9 && abs(both.highSum - all.highSum) < 1e-9)
    }

    /// `stats --json` writes both to 2 decimals, null without readings.
    @Test func statsJsonWritesThemRounded() throws {
        let json = try JSONSerialization.jsonObject(with: try GlycemiaRiskIndexTests.summary([40, 250]).json()) as? [String: Any]
        #expect(json?["lbgi"] as? Double == 18.21 && json?["hbgi"] as? Double == 11.22)
        let empty = try JSONSerialization.jsonObject(with: try GlycemiaRiskIndexTests.summary([]).json()) as? [String: Any]
        #expect(empty?["lbgi"] is NSNull && empty?["hbgi"] is NSNull)
    }
}
