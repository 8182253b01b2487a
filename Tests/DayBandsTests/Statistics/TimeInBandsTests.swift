import Testing
@testable import DayBandsRecords

@Suite struct TimeInBandsTests {
    typealias F = StatisticsFixture

    @Test func readingsFallIntoTheChartBands() {
        // 40 is below the first boundary, 450 above the last; 60, 75, 300 sit on
        // boundaries (the band above), 420 on the top one (the last band).
        let readings = F.series([40, 60, 74.9, 75, 150, 300, 419, 420, 450])
        let bands = TimeInBands(readings: readings, scale: .standard)
        #expect(bands.readingCount == 9)
        #expect(bands.bands.map(\.lowerMgdl) == [60, 75, 100, 200, 300])
        #expect(bands.bands.map(\.upperMgdl) == [75, 100, 200, 300, 420])
        #expect(bands.bands.map(\.count) == [3, 1, 1, 0, 4])
        let percents = bands.bands.map { $0.percent! }
        let expected = [300.0 / 9, 100.0 / 9, 100.0 / 9, 0, 400.0 / 9]
        #expect(zip(percents, expected).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    /// On the consensus preset a reading counts where its colour puts it: 180
    /// and 250 are in range and high (as the words say), not in the band above.
    @Test func consensusPresetCountsByTheConsensusRanges() {
        let readings = F.series([53.4, 53.6, 69.6, 180, 180.6, 250, 251])
        let bands = TimeInBands(readings: readings, scale: .consensus)
        #expect(bands.bands.map(\.count) == [1, 1, 2, 2, 1])
    }

    @Test func noReadingsHaveNoShares() {
        let bands = TimeInBands(readings: [GlucoseReading](), scale: .standard)
        #expect(bands.bands.count == 5)
        #expect(bands.bands.allSatisfy { $0.count == 0 && $0.percent == nil })
    }
}
