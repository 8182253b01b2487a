import Testing
@testable import DayBands

/// Every boundary of the chart's bands: a value on a boundary belongs to the
/// band above it (a reading of 200 is "high", never drawn green).
struct BandScaleTests {
    @Test(arguments: [
        (10.0, "low"), (60, "low"), (74.99, "low"),
        (75, "borderline low"), (99.99, "borderline low"),
        (100, "in range"), (199.99, "in range"),
        (200, "high"), (299.99, "high"),
        (300, "very high"), (420, "very high"), (600, "very high"),
    ])
    func standardBoundaries(mgdl: Double, name: String) {
        #expect(BandScale.standard.band(for: mgdl).name == name)
    }

    @Test(arguments: [
        (54.99, "low"), (55, "low"), (69.99, "low"), (70, "borderline low"), (89.99, "borderline low"),
        (90, "in range"), (179.99, "in range"), (180, "high"), (249.99, "high"), (250, "very high"),
    ])
    func customBoundaries(mgdl: Double, name: String) throws {
        let scale = try #require(BandScale(boundaries: [55, 70, 90, 180, 250, 400]))
        #expect(scale.band(for: mgdl).name == name)
    }

    @Test func tonesFollowTheBands() {
        #expect(BandScale.standard.bands.map(\.tone) == [.red, .yellow, .green, .orange, .red])
        #expect([74.99, 75, 100, 200, 300].map { BandScale.standard.band(for: $0).tone }
                == [.red, .yellow, .green, .orange, .red])
    }

    @Test(arguments: [[60, 75, 100, 200, 300], [60, 75, 75, 200, 300, 420], [60, 75, 100, 200, 300, .infinity]])
    func boundariesMustBeSixIncreasingFiniteValues(boundaries: [Double]) {
        #expect(BandScale(boundaries: boundaries) == nil)
    }
}
