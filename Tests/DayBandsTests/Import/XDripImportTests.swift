import Foundation
import Testing
@testable import DayBandsImport

@Suite("xDrip+ CSV (SiDiary) import")
struct XDripImportTests {
    /// Berlin repeats 02:00-02:59 on 25 October: the sensor block, in time
    /// order, keeps both 02:10 and 02:40 in order. A calibration is counted,
    /// not drawn; a note alone is not a treatment.
    @Test func readingsThroughAFallBackNightAndTreatments() throws {
        let file = try InputFile(path: Fixture.path("xdrip-fallback.csv"))
        #expect(try DataFormat.detect(file.read(), source: "xdrip-fallback.csv") == .xDripCSV)
        let report = try Fixture.read("xdrip-fallback.csv", zone: "Europe/Berlin")
        #expect(report.data.readings.map(\.mgdl) == [100, 105, 110, 115, 120, 125])
        #expect(report.data.readings.map(\.time) == [
            "2026-10-24T23:50:00Z", "2026-10-25T00:10:00Z", "2026-10-25T00:40:00Z",
            "2026-10-25T01:10:00Z", "2026-10-25T01:40:00Z", "2026-10-25T02:05:00Z",
        ].map(Fixture.instant))
        let mean = report.data.readings.map(\.mgdl).reduce(0, +) / 6
        #expect(mean == 112.5)
        #expect(report.data.doses.map(\.units) == [4.5, 1.5])
        #expect(report.data.doses.map(\.time) == [Fixture.instant("2026-10-25T07:00:00Z"), Fixture.instant("2026-10-25T11:00:00Z")])
        #expect(report.data.carbs.map(\.grams) == [45])
        #expect(report.warnings == ["1 calibration (BG_LEVEL) in \(Fixture.path("xdrip-fallback.csv")) not drawn: the curve shows the sensor's"])
    }
}
