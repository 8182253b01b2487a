import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsReport

/// The report's figures against the period before of the same length
/// (Tidepool's clinic view; `stats --compare`'s `PeriodComparison`): on the
/// page, in the text and in the summary, each change judged for the person
/// in words, a worse one loud; a period before without readings says so.
struct AGPReportComparisonTests {
    static let sample = TestData.sample

    /// The sample's days `now` against the summary of its days `before`.
    static func report(now: ClosedRange<Int>, before: ClosedRange<Int>?, unit: GlucoseUnit = .mgdl,
                       paper: ReportPaper = .a4) -> AGPReport {
        let days = before.map { Array(sample.days[$0]) } ?? sample.calendar.days(now.count, before: sample.days[now.lowerBound])
        let summary = StatisticsSummary(data: sample.data, days: days, unit: unit)
        let details = AGPReport.Details(name: "A Name", source: "sample", made: "2026-11-01", paper: paper)
        return AGPReport(timeline: sample.restricted(to: now), unit: unit, details: details, before: summary)
    }

    static func texts(_ report: AGPReport, _ kind: String) -> [VectorText] {
        AGPReportTests.groups(.group(report.picture.root), kind: "comparison").flatMap { group in
            group.items.flatMap(AGPReportTests.allTexts).filter { $0.kind == kind }
        }
    }

    @Test func thePageShowsEachFigureAgainstThePeriodBefore() throws {
        let report = Self.report(now: 17...30, before: 3...16)
        let comparison = try #require(report.figures.comparison)
        // The same comparison `stats --compare` makes of those days.
        let now = StatisticsSummary(data: Self.sample.data, days: Array(Self.sample.days[17...30]), unit: .mgdl)
        let before = StatisticsSummary(data: Self.sample.data, days: Array(Self.sample.days[3...16]), unit: .mgdl)
        #expect(comparison == PeriodComparison(now: now, before: before))
        let rows = comparison.rows(unit: .mgdl)
        #expect(rows.count == ComparedFigure.allCases.count)
        #expect(Self.texts(report, "compared-label").map(\.text) == rows.map(\.label))
        #expect(Self.texts(report, "compared-now").map(\.text) == rows.map(\.now))
        #expect(Self.texts(report, "compared-before").map(\.text) == rows.map(\.before))
        #expect(Self.texts(report, "compared-change").map(\.text) == rows.map(\.change))
        #expect(Self.texts(report, "compared-verdict").map(\.text) == rows.compactMap { $0.verdict?.rawValue })
        // Time in range rose: the page says better, as its own figure reads.
        let inRange = try #require(rows.first)
        #expect(inRange.label == "in range 70-180" && inRange.verdict == .better)
        #expect(inRange.now == String(format: "%.1f%%", try #require(comparison.figures?["in_range_percent"]).now))
        #expect(Self.texts(report, "comparison-period").map(\.text)
            == ["compared with the 14 days before, 2026-10-04 to 2026-10-17"])
        // The text and the summary give the same table.
        let lines = comparison.lines(unit: .mgdl)
        #expect(AGPReport.text(report.figures, details: AGPReportTests.details).contains(lines.joined(separator: "\n")))
        #expect(AGPReport.summary(report.figures).contains(lines.joined(separator: "\n")))
        #expect(lines[2].hasPrefix("  in range 70-180") && lines[2].hasSuffix("points  better"))
    }

    /// The other way round time in range fell: "worse", bold in the low colour; "better" plain.
    @Test func aWorseChangeIsSaidLoudInWords() throws {
        let report = Self.report(now: 3...16, before: 17...30)
        let verdicts = Self.texts(report, "compared-verdict")
        let worse = verdicts.filter { $0.text == "worse" }
        #expect(!worse.isEmpty && worse.allSatisfy { $0.bold && $0.color == PictureInks(theme: .light).range(.low) })
        #expect(verdicts.filter { $0.text != "worse" }.allSatisfy { !$0.bold })
        let labels = Self.texts(report, "compared-label").map(\.text)
        let inRange = try #require(labels.firstIndex(of: "in range 70-180"))
        #expect(Self.texts(report, "compared-verdict")[inRange].text == "worse")
    }

    /// The sample's first days have no days before them with readings: one line says so, nothing is compared.
    @Test func aPeriodBeforeWithoutReadingsSaysSo() throws {
        let report = Self.report(now: 0...6, before: nil)
        let comparison = try #require(report.figures.comparison)
        #expect(comparison.figures == nil)
        let line = "compared with the 7 days before, 2026-09-24 to 2026-09-30: no readings then, nothing to compare"
        #expect(Self.texts(report, "comparison-none").map(\.text) == [line])
        #expect(Self.texts(report, "compared-label").isEmpty)
        #expect(AGPReport.text(report.figures, details: AGPReportTests.details).contains("\n" + line + "\n"))
        #expect(AGPReport.summary(report.figures).contains("\n" + line + "\n"))
    }

    /// The comparison takes its room: no text overlaps another, on either paper and in either unit.
    @Test func noTwoTextsOverlap() {
        for paper in ReportPaper.allCases {
            for unit in GlucoseUnit.allCases {
                for overlap in AGPReportTests.overlaps(in: Self.report(now: 17...30, before: 3...16, unit: unit, paper: paper).picture) {
                    Issue.record("\(paper) \(unit): \(overlap)")
                }
            }
        }
    }
}
