import Foundation
import Testing
@testable import DayBandsRecords

/// The consensus calls data sufficient from 70% of the expected readings on:
/// exactly 70% is enough, one reading fewer is not.
struct SufficientDataTests {
    typealias F = StatisticsFixture

    /// 10 hours at 5 minutes expect 120 readings; 84 of them are exactly 70%.
    static let tenHours = DateInterval(start: F.midnight, duration: 10 * 3600)

    func statistics(readings count: Int) -> GlucoseStatistics {
        let readings = (0..<count).map { F.reading(minute: Double($0) * 5, mgdl: 120) }
        return GlucoseStatistics(readings: readings, doses: [InsulinDose](), interval: Self.tenHours)
    }

    @Test func exactlySeventyPercentIsSufficient() {
        let statistics = statistics(readings: 84)
        #expect(statistics.expectedReadingCount == 120)
        #expect(statistics.capturePercent == 70)
        #expect(statistics.hasSufficientData)
    }

    @Test func justBelowSeventyPercentIsNot() {
        let statistics = statistics(readings: 83)
        #expect(statistics.capturePercent < 70)
        #expect(!statistics.hasSufficientData)
    }
}
