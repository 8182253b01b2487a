import Foundation
import Testing
@testable import DayBandsRecords

/// `stats --compare`: the span against the days before it, each change judged for the person.
struct PeriodComparisonTests {
    typealias F = StatisticsFixture

    /// `count` days from 2026-10-01 (UTC), a reading every 5 minutes of `values` repeated.
    static func summary(days: ClosedRange<Int>, _ values: [Double]) -> (StatisticsSummary, [LocalDay]) {
        let all = F.utc.days(from: F.midnight, through: F.midnight.addingTimeInterval(Double(days.upperBound) * 86_400))
        let chosen = Array(all[days])
        let readings = chosen.flatMap { day in
            (0..<288).map { GlucoseReading(time: day.interval.start.addingTimeInterval(Double($0) * 300), mgdl: values[$0 % values.count]) }
        }
        return (StatisticsSummary(data: GlucoseData(readings: readings), days: chosen, unit: .mgdl), chosen)
    }

    @Test func thePeriodBeforeEndsWhereTheSpanStarts() throws {
        let days = F.utc.days(from: F.midnight, through: F.midnight.addingTimeInterval(20 * 86_400))
        let before = F.utc.days(14, before: days[14])
        #expect(before.map(\.isoDate) == Array(days[0..<14]).map(\.isoDate))
        #expect(F.utc.days(1, before: days[1]).map(\.isoDate) == ["2026-10-01"])
    }

    /// More time in range is better; less time below, a lower CV, GRI, LBGI are better; the mean is not judged.
    @Test func eachChangeIsJudgedForThePerson() throws {
        // Before: 1 of 4 readings at 60 (low), 3 at 150. Now: all at 150.
        let (before, _) = Self.summary(days: 0...1, [60, 150, 150, 150])
        let (now, _) = Self.summary(days: 2...3, [150])
        let comparison = PeriodComparison(now: now, before: before)
        let figures = try #require(comparison.figures)
        let inRange = try #require(figures["in_range_percent"])
        #expect(inRange.now == 100 && inRange.before == 75 && inRange.change == 25 && inRange.verdict == .better)
        #expect(figures["below_70_percent"]?.verdict == .better)
        #expect(figures["below_54_percent"]?.verdict == .same)
        #expect(figures["gri"]?.verdict == .better && figures["lbgi"]?.verdict == .better)
        #expect(figures["mean"]?.verdict == nil && figures["gmi_percent"]?.verdict == nil && figures["capture_percent"]?.verdict == nil)
        // The other way round, each is worse.
        let back = try #require(PeriodComparison(now: before, before: now).figures)
        #expect(back["in_range_percent"]?.verdict == .worse && back["below_70_percent"]?.verdict == .worse)
        #expect(back["cv_percent"]?.verdict == .worse)
    }

    /// A change that reads 0.0 at one decimal is the same; 0.05 reads 0.1 and is judged.
    @Test func aChangeThatReadsZeroIsTheSame() {
        #expect(ComparedFigure.inRange.verdict(now: 70.04, before: 70) == .same)
        #expect(ComparedFigure.inRange.verdict(now: 70.06, before: 70) == .better)
        #expect(ComparedFigure.cv.verdict(now: 30, before: 30.06) == .better)
        #expect(ComparedFigure.cv.verdict(now: 30, before: 30.04) == .same)
        #expect(PeriodComparison.signed(-0.04) == "0.0" && PeriodComparison.signed(0.06) == "+0.1")
        #expect(PeriodComparison.signed(-1.25) == "-1.3")
    }

    /// A period before without readings says so, and nothing is compared.
    @Test func aPeriodBeforeWithoutReadingsSaysSo() throws {
        let (now, days) = Self.summary(days: 14...15, [150])
        let empty = StatisticsSummary(data: GlucoseData(readings: []), days: F.utc.days(2, before: days[0]), unit: .mgdl)
        let comparison = PeriodComparison(now: now, before: empty)
        #expect(comparison.figures == nil)
        #expect(comparison.lines(unit: .mgdl) == ["compared with the 2 days before, 2026-10-13 to 2026-10-14: no readings then, nothing to compare"])
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(comparison)) as? [String: Any]
        #expect(json?["figures"] is NSNull)
    }

    @Test func theTextListsEachFigure() {
        let (before, _) = Self.summary(days: 0...1, [60, 150, 150, 150])
        let (now, _) = Self.summary(days: 2...3, [150])
        let lines = PeriodComparison(now: now, before: before).lines(unit: .mgdl)
        #expect(lines[0] == "compared with the 2 days before, 2026-10-01 to 2026-10-02:")
        #expect(lines.contains { $0.hasPrefix("  in range 70-180") && $0.hasSuffix("+25.0  points  better") })
        #expect(lines.contains { $0.hasPrefix("  mean ") && $0.hasSuffix("+22.5  mg/dL") })
    }
}
