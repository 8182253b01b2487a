import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

/// Glooko's `basal_data` file into the therapy model: its rows are basal,
/// never doses.
@Suite("Glooko basal")
struct GlookoBasalTests {
    private let name = "glooko-basal.csv"
    private func at(_ clock: String) -> Date { Fixture.instant("2026-10-01T\(clock):00Z") }

    @Test func scheduledTempSuspendAndAutomatedRows() throws {
        let file = try InputFile(path: Fixture.path(name))
        #expect(try DataFormat.detect(file.read(), source: name) == .glookoCSV)
        let data = try Fixture.read(name).data
        let day = DateInterval(start: at("00:00"), duration: 86_400)
        let segments = BasalTimeline(data.therapy.around(day)).segments(in: day)
        // An automated row without a Rate runs at its units over its minutes
        // (0.075 U in 5 minutes is 0.9 U/h); after 10:10 nothing says the rate.
        let expected: [(String, Double, BasalSegment.Source)] = [
            ("00:00", 0.7, .scheduled), ("06:00", 1, .scheduled), ("07:00", 1.5, .temp), ("08:00", 1, .scheduled),
            ("08:30", 0, .suspend), ("09:00", 1, .scheduled), ("10:00", 0.9, .automated), ("10:05", 1.2, .automated)]
        #expect(segments.map(\.interval.start) == expected.map { at($0.0) })
        #expect(segments.map(\.source) == expected.map(\.2))
        #expect(zip(segments, expected).allSatisfy { abs($0.unitsPerHour - $1.1) < 1e-9 })
        #expect(segments.last?.interval.end == at("10:10"))
        // Insulin Delivered (U) of a basal file is no bolus.
        #expect(data.doses.isEmpty)
        let figures = TherapyFigures(data: data, days: [Fixture.calendar("UTC").day(containing: at("12:00"))])
        #expect(abs(figures.basalUnits - 8.375) < 1e-9)
        #expect(figures.bolusUnits == 0)
    }

    @Test func aPercentOnlyTempAndAnUnknownTypeAreSkippedAndSaid() throws {
        let report = try Fixture.read(name)
        #expect(report.skippedRows == 2)
        // Rows are read oldest first: the 10:30 temp is the first skipped.
        #expect(report.warnings.first?.contains("line 4: expected a basal Rate in U/h or Insulin Delivered (U) (a Percentage alone") == true)
    }
}
