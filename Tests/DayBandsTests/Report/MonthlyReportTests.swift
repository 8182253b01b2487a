import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer
@testable import DayBandsReport

/// The monthly report (`report --by month`) on four months of readings:
/// January whole, February without readings, March on ten of its days,
/// April whole (a lower month). Its figures are `stats --by month`'s, an
/// empty month is a gap in the bars and the lines, a part month is marked
/// with its days, and no two labels overlap.
struct MonthlyReportTests {
    static let calendar = TestData.utc

    /// Readings every 5 minutes over `days`, swinging through every
    /// consensus range in a day (`base` moves the month up or down).
    static func readings(_ days: [LocalDay], base: Double) -> [GlucoseReading] {
        days.flatMap { day in
            (0..<288).map { step in
                GlucoseReading(time: day.interval.start.addingTimeInterval(Double(step) * 300),
                               mgdl: base + 110 * sin(Double(step) / 288 * 2 * .pi))
            }
        }
    }

    static func month(_ number: Int) -> [LocalDay] { YearMonth(year: 2026, month: number).days(in: calendar) }

    static let data = GlucoseData(readings: readings(month(1), base: 150) + readings(Array(month(3)[9..<19]), base: 160)
                                      + readings(month(4), base: 130))
    static let days = month(1) + month(2) + month(3) + month(4)
    static let details = AGPReport.Details(name: nil, source: "test <data>", made: "2026-05-01")

    static func months(unit: GlucoseUnit = .mgdl) throws -> [ReportMonth] {
        try ReportMonth.months(of: days, in: calendar, store: data, unit: unit)
    }

    @Test func eachMonthsFiguresAreStatsByMonth() throws {
        let months = try Self.months()
        #expect(months.map(\.label) == ["2026-01", "2026-02", "2026-03", "2026-04"])
        for month in months {
            let reference = StatisticsSummary(data: Self.data, days: month.month.days(in: Self.calendar), unit: .mgdl)
            #expect(month.summary.readings == reference.readings)
            #expect(month.summary.daysWithData == reference.daysWithData)
            #expect(abs((month.summary.gmiPercent ?? -1) - (reference.gmiPercent ?? -1)) < 1e-9)
            #expect(abs((month.summary.cvPercent ?? -1) - (reference.cvPercent ?? -1)) < 1e-9)
            #expect(abs((month.summary.timeInRangesPercent?.veryLow ?? -1) - (reference.timeInRangesPercent?.veryLow ?? -1)) < 1e-9)
        }
        #expect(months.map(\.isEmpty) == [false, true, false, false])
        #expect(months.map(\.isPartial) == [false, false, true, false])
        #expect(months[2].line(in: .mgdl).hasPrefix("2026-03  10 of 31 days  very low "))
    }

    @Test func anEmptyMonthIsAGapAndAPartMonthSaysItsDays() throws {
        let report = MonthlyReport(months: try Self.months(), unit: .mgdl, details: Self.details)
        let root = VectorItem.group(report.picture.root)
        // Bars for the three months with readings, none (not a zero) for February.
        let bars = Self.groups(root, "month-bar")
        #expect(bars.count == 3)
        let xs = bars.compactMap { bar -> Double? in
            guard case .rect(let x, _, _, _, _) = bar.items.first else { return nil }
            return x
        }
        #expect(xs.count == 3 && xs[1] - xs[0] > 1.9 * (xs[2] - xs[1]), "February's slot is left empty: \(xs)")
        #expect(Self.texts(root, "partial-days") == ["10"])
        // GMI and CV: January alone (a dot, no line across February), March to April joined.
        for kind in ["monthly-gmi-line", "monthly-cv-line"] {
            let items = Self.groups(root, kind).flatMap(\.items)
            let lines = items.filter { if case .path = $0 { return true } else { return false } }
            let dots = items.filter { if case .rect = $0 { return true } else { return false } }
            #expect((lines.count, dots.count) == (1, 3), "\(kind)")
        }
        // Under each of the three charts.
        #expect(Self.texts(root, "month-label") == Array(repeating: ["Jan", "Feb", "Mar", "Apr"], count: 3).flatMap { $0 })
        #expect(Self.texts(root, "year-label").allSatisfy { $0 == "2026" })
        #expect(Self.texts(root, "report-period") == ["2026-01-01 to 2026-04-30 (4 months, 3 with readings, 1 partial) · mg/dL"])
    }

    /// The grid's points in words: each month's line ends with its GRI, zone and components, to one decimal.
    @Test func eachMonthsLineGivesItsGRIAndItsPointOnTheGrid() throws {
        let months = try Self.months().filter { !$0.isEmpty }
        #expect(months.count == 3)
        for month in months {
            let gri = try #require(month.summary.gri)
            let words = String(format: "  GRI %.1f (zone %@; hypo %.1f, hyper %.1f)", gri.value, gri.zone.rawValue,
                               gri.hypoComponent, gri.hyperComponent)
            #expect(month.line(in: .mgdl).hasSuffix(words), "\(month.line(in: .mgdl))")
            #expect(MonthlyReport.text(try Self.months(), unit: .mmol, details: Self.details).contains(words + "\n"))
        }
    }

    /// Beside the grid, its points in words: each month with readings, GRI, zone and components to one decimal.
    @Test func theGridsPointsAreListedBesideIt() throws {
        let months = try Self.months()
        let root = VectorItem.group(MonthlyReport(months: months, unit: .mgdl, details: Self.details).picture.root)
        let expected = months.compactMap { month in
            month.summary.gri.map { [month.label, String(format: "%.1f", $0.value), $0.zone.rawValue,
                                     String(format: "%.1f", $0.hypoComponent), String(format: "%.1f", $0.hyperComponent)] }
        }.flatMap { $0 }
        #expect(expected.count == 15)
        #expect(Self.texts(root, "gri-table-cell") == expected)
        #expect(Self.texts(root, "gri-table-more").isEmpty)
    }

    @Test func theTextSaysARunOfEmptyMonthsOnce() throws {
        let months = try Self.months()
        let text = MonthlyReport.text(months, unit: .mmol, details: Self.details)
        #expect(text.contains("\n2026-02  no readings\n"))
        #expect(text.contains("2026-03  10 of 31 days  very low "))
        let empty = [months[1], months[1], months[1]].enumerated().map { index, month in
            ReportMonth(month: month.month.adding(index), calendarDays: 28, summary: month.summary)
        }
        let collapsed = MonthlyReport.text([months[0]] + empty + [months[3]], unit: .mgdl, details: Self.details)
        #expect(collapsed.contains("\n2026-02 to 2026-04  no readings (3 months)\n"))
        #expect(text.hasSuffix(AGPReport.notMedicalDevice + "\n"))
    }

    @Test func noTwoTextsOverlapOverTenYearsOrFourMonths() throws {
        let short = try Self.months()
        // Ten years, a month with readings every fifth: thin bars, years only under them.
        let long = (0..<120).map { index in
            ReportMonth(month: YearMonth(year: 2016, month: 1 + index), calendarDays: 30,
                        summary: short[index % 5 == 0 ? 0 : 1].summary)
        }
        for (months, unit) in [(short, GlucoseUnit.mgdl), (long, .mmol)] {
            for paper in ReportPaper.allCases {
                let details = AGPReport.Details(name: "A Name", source: "sample", made: "2026-11-01", paper: paper)
                let picture = MonthlyReport(months: months, unit: unit, details: details).picture
                #expect(AGPReportTests.overlaps(in: picture) == [], "\(months.count) months, \(paper)")
            }
        }
        let picture = MonthlyReport(months: long, unit: .mgdl, details: Self.details).picture
        #expect(Self.texts(.group(picture.root), "month-label") == [])
        #expect(Self.texts(.group(picture.root), "year-label").prefix(3) == ["2016", "2017", "2018"])
    }

    @Test func theScaleIsWholePercentsAroundTheValues() {
        #expect(MonthlyLine.scale([6.2, 7.9]) == (6, 8, 1))
        #expect(MonthlyLine.scale([6.5]) == (5, 8, 1))
        #expect(MonthlyLine.scale([18, 36, 47]) == (15, 50, 5))
    }

    static func groups(_ item: VectorItem, _ kind: String) -> [VectorGroup] {
        guard case .group(let group) = item else { return [] }
        return (group.kind == kind ? [group] : []) + group.items.flatMap { groups($0, kind) }
    }

    static func texts(_ item: VectorItem, _ kind: String) -> [String] {
        AGPReportTests.allTexts(item).filter { $0.kind == kind }.map(\.shown)
    }
}
