import Foundation
import FoundationXML
import Testing
@testable import DayBandsRecords
@testable import DayBandsReport

/// The report's insulin and carbs: `TherapyFigures`' figures where the data
/// holds doses, a basal or carbs, and nothing of them where it holds none.
struct AGPReportTherapyTests {
    /// Two days of readings; with `therapy`, a scheduled 1 U/h basal all the
    /// way, 6 U of boluses a day (2 of them automatic) and 50 g of carbs a day.
    static func timeline(therapy: Bool, basalDuration: TimeInterval = 3 * 86_400) -> Timeline {
        let start = TestData.day.interval.start
        let readings = stride(from: 0, to: 2 * 1440, by: 5).map {
            GlucoseReading(time: start.addingTimeInterval(Double($0 * 60)), mgdl: 120)
        }
        guard therapy else { return TestData.timeline(readings) }
        func at(_ day: Int, _ hour: Int) -> Date { start.addingTimeInterval(Double(day * 86_400 + hour * 3600)) }
        var doses: [InsulinDose] = []
        var carbs: [CarbEntry] = []
        for day in 0..<2 {
            doses.append(InsulinDose(time: at(day, 8), units: 4))
            doses.append(InsulinDose(time: at(day, 14), units: 2, automatic: true))
            carbs.append(CarbEntry(time: at(day, 8), grams: 50))
        }
        let basal = [BasalEvent(time: start.addingTimeInterval(-3600), duration: basalDuration, kind: .scheduled, value: 1)]
        let data = GlucoseData(readings: readings, doses: doses, carbs: carbs, therapy: TherapyRecords(basal: basal))
        return Timeline(data: data, calendar: TestData.utc)!
    }

    static func lines(_ report: AGPReport) throws -> [String] {
        let document = try XMLDocument(data: Data(report.picture.document.utf8))
        return try document.nodes(forXPath: "//*[local-name()='text'][@class='therapy-label' or @class='therapy-value']")
            .compactMap(\.stringValue)
    }

    @Test func theFiguresAreTheTherapyFiguresOfTheReportsDays() throws {
        let timeline = Self.timeline(therapy: true)
        let report = AGPReport(timeline: timeline, unit: .mgdl, details: AGPReportTests.details)
        let figures = StatisticsSummary(data: timeline.data, days: timeline.days, unit: .mgdl).therapy
        #expect(figures.dailyUnits.map { abs($0 - 30) < 1e-9 } == true, "24 U of basal and 6 of boluses a day")
        #expect(try Self.lines(report) == ["Total daily insulin", "30.0 U (2 days with the basal known throughout)",
                                           "Basal / boluses", "80% / 20%", "Automatic share of boluses", "33%",
                                           "Carbs a day", "50 g (2 days with carbs)"])
        #expect(report.figures.lines.contains("  Carbs a day  50 g (2 days with carbs)"), "the text report says them too")
        let texts = AGPReportTests.allTexts(.group(report.picture.root)).map(LabelRoom.box)
        for (index, a) in texts.enumerated() {
            #expect(!texts[(index + 1)...].contains { $0.intersects(a) }, "no two texts overlap")
        }
    }

    /// A basal known for all but the last 20 minutes of the two days: its
    /// hours are rounded down (47 of 48), never up to the whole window,
    /// which would hide the gap, and only the first day is known throughout.
    @Test func aBasalKnownAllButTwentyMinutesIsNotKnownThroughout() throws {
        let timeline = Self.timeline(therapy: true, basalDuration: 3_600 + 2 * 86_400 - 20 * 60)
        let report = AGPReport(timeline: timeline, unit: .mgdl, details: AGPReportTests.details)
        let lines = try Self.lines(report)
        #expect(lines.prefix(4) == ["Total daily insulin", "30.0 U (1 day with the basal known throughout)",
                                    "Basal / boluses", "80% / 20% (basal known 47 of 48 h)"], "\(lines)")
    }

    @Test func glucoseAloneShowsNoInsulinOrCarbs() throws {
        let report = AGPReport(timeline: Self.timeline(therapy: false), unit: .mgdl, details: AGPReportTests.details)
        #expect(try Self.lines(report).isEmpty)
        #expect(report.figures.therapy.isEmpty && !report.figures.lines.contains("insulin and carbs"))
        let headings = AGPReportTests.allTexts(.group(report.picture.root)).filter { $0.kind == "stat-heading" }.map(\.text)
        #expect(headings == ["Ranges"])
    }
}
