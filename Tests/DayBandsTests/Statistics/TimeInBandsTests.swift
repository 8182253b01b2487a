import Testing
@testable import DayBands

@Suite struct TimeInBandsTests {
    typealias F = StatisticsFixture
    static let chartBands: [Double] = [60, 75, 100, 200, 300, 420]

    @Test func readingsFallIntoTheChartBands() {
        // 40 is below the first boundary, 450 above the last; 60, 75, 300 sit on
        // boundaries (the band above), 420 on the top one (the last band).
        let readings = F.series([40, 60, 74.9, 75, 150, 300, 419, 420, 450])
        let bands = TimeInBands(readings: readings, boundariesMgdl: Self.chartBands)
        #expect(bands.readingCount == 9)
        #expect(bands.bands.map(\.lowerMgdl) == [60, 75, 100, 200, 300])
        #expect(bands.bands.map(\.upperMgdl) == [75, 100, 200, 300, 420])
        #expect(bands.bands.map(\.count) == [3, 1, 1, 0, 4])
        let percents = bands.bands.map { $0.percent! }
        let expected = [300.0 / 9, 100.0 / 9, 100.0 / 9, 0, 400.0 / 9]
        #expect(zip(percents, expected).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func boundaryOrderAndRepeatsDoNotMatter() {
        let readings = F.series([40, 90, 250])
        let shuffled = TimeInBands(readings: readings, boundariesMgdl: [420, 100, 60, 300, 75, 200, 100])
        #expect(shuffled == TimeInBands(readings: readings, boundariesMgdl: Self.chartBands))
    }

    @Test(arguments: [[Double](), [100]])
    func fewerThanTwoBoundariesMakeNoBands(boundaries: [Double]) {
        let bands = TimeInBands(readings: F.series([100, 120]), boundariesMgdl: boundaries)
        #expect(bands.bands.isEmpty)
        #expect(bands.readingCount == 0)
    }

    @Test func noReadingsHaveNoShares() {
        let bands = TimeInBands(readings: [GlucoseReading](), boundariesMgdl: Self.chartBands)
        #expect(bands.bands.count == 5)
        #expect(bands.bands.allSatisfy { $0.count == 0 && $0.percent == nil })
    }
}
