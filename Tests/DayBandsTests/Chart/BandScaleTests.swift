import Testing
@testable import DayBandsRecords

/// Every boundary of the chart's bands: a value on a boundary belongs to the
/// band above it (a reading of 200 is in the 200-300 band, never drawn green).
struct BandScaleTests {
    @Test(arguments: [
        (10.0, 0), (60, 0), (74.99, 0), (75, 1), (99.99, 1), (100, 2), (199.99, 2),
        (200, 3), (299.99, 3), (300, 4), (420, 4), (600, 4),
    ])
    func standardBoundaries(mgdl: Double, index: Int) {
        #expect(BandScale.standard.index(for: mgdl) == index)
        #expect(BandScale.standard.band(for: mgdl) == BandScale.standard.bands[index])
    }

    @Test(arguments: [
        (54.99, 0), (55, 0), (69.99, 0), (70, 1), (89.99, 1), (90, 2), (179.99, 2), (180, 3), (249.99, 3), (250, 4),
    ])
    func customBoundaries(mgdl: Double, index: Int) throws {
        let scale = try #require(BandScale(boundaries: [55, 70, 90, 180, 250, 400]))
        #expect(scale.index(for: mgdl) == index)
    }

    /// A band is named by its bounds, in the display unit: never a range word.
    @Test func bandsAreNamedByTheirBounds() {
        #expect(BandScale.standard.bands.map { $0.boundsText(in: .mgdl) }
                == ["60-75", "75-100", "100-200", "200-300", "300-420"])
        #expect(BandScale.standard.bands[2].boundsText(in: .mmol, dash: "–") == "5.6–11.1")
    }

    /// Was a disagreement: on bands at 180 and 250 a reading of 180 took the
    /// orange band while its word was "in range". The consensus preset's bands
    /// are the consensus ranges, so every value's colour is its word's.
    @Test(arguments: [30.0, 40, 53.4, 53.5, 54, 69.4, 69.5, 70, 180, 180.4, 180.5, 181, 250, 250.4, 250.5, 251, 420, 500])
    func consensusBandsAreTheConsensusRanges(mgdl: Double) {
        let scale = BandScale.consensus
        #expect(scale.boundaries == [40, 54, 70, 180, 250, 420])
        #expect(scale.index(for: mgdl) == ConsensusRange.allCases.firstIndex(of: ConsensusRange(mgdl: mgdl)))
    }

    @Test func tonesFollowTheBands() {
        #expect(BandScale.standard.bands.map(\.tone) == [.red, .yellow, .green, .orange, .red])
        #expect([74.99, 75, 100, 200, 300].map { BandScale.standard.band(for: $0).tone }
                == [.red, .yellow, .green, .orange, .red])
        #expect([53, 54, 180, 250, 251].map { BandScale.consensus.band(for: $0).tone }
                == [.red, .yellow, .green, .orange, .red])
    }

    @Test(arguments: [[60, 75, 100, 200, 300], [60, 75, 75, 200, 300, 420], [60, 75, 100, 200, 300, .infinity]])
    func boundariesMustBeSixIncreasingFiniteValues(boundaries: [Double]) {
        #expect(BandScale(boundaries: boundaries) == nil)
    }
}
