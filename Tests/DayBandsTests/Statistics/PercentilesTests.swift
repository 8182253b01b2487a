import Testing
@testable import DayBandsRecords

@Suite struct PercentilesTests {
    // Hand-computed with rank h = (n - 1) * p / 100 on [15, 20, 35, 40, 50]
    // (the same as numpy.percentile's default).
    @Test(arguments: [
        (0.0, 15.0),   // the minimum
        (5, 16),       // h = 0.2: 15 + 0.2 * 5
        (25, 20),      // h = 1
        (40, 29),      // h = 1.6: 20 + 0.6 * 15
        (50, 35),      // the median
        (75, 40),      // h = 3
        (95, 48),      // h = 3.8: 40 + 0.8 * 10
        (100, 50),     // the maximum
    ])
    func oddCount(percent: Double, expected: Double) {
        let percentiles = Percentiles([50, 15, 40, 20, 35])
        #expect(percentiles.value(atPercent: percent)! == expected)
    }

    // [1, 2, 3, 4]: the median is the mean of the middle two.
    @Test(arguments: [(10.0, 1.3), (25, 1.75), (50, 2.5), (90, 3.7)])
    func evenCount(percent: Double, expected: Double) {
        #expect(abs(Percentiles([4, 1, 3, 2]).value(atPercent: percent)! - expected) < 1e-12)
    }

    @Test func singleValueIsEveryPercentile() {
        let percentiles = Percentiles([7])
        #expect([0.0, 5, 50, 95, 100].map { percentiles.value(atPercent: $0) } == [7, 7, 7, 7, 7])
    }

    @Test func noValuesHaveNoPercentile() {
        let percentiles = Percentiles([Double]())
        #expect(percentiles.isEmpty)
        #expect(percentiles.value(atPercent: 50) == nil)
    }

    @Test func keepsTheValuesSorted() {
        #expect(Percentiles([3, 1, 2, 1]).sorted == [1, 1, 2, 3])
    }
}
