import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsViewer

/// The year view's figures are the store's day summaries: a month's are what
/// `stats` says of its days, a day's class is the overview strip's.
@Suite struct YearFiguresTests {
    /// Forty days from mid-January, readings every 5 minutes from midnight
    /// (so one falls on each midnight), some days low in the night, some high
    /// at noon, a day with half its readings, a day without.
    static let data: GlucoseData = {
        let first = YearFixture.day("2025-01-15")
        let readings = (0..<40).flatMap { offset -> [GlucoseReading] in
            let day = YearFixture.utc.day(containing: first.interval.start.addingTimeInterval(Double(offset) * 86_400 + 3600))
            switch offset % 5 {
            case 0: return YearFixture.veryLowDay(day)
            case 1: return YearFixture.readings(on: day) { (660..<900).contains($0) ? 280 : 140 }
            case 2: return offset == 17 ? [] : YearFixture.readings(on: day) { 100 + Double($0 % 90) }
            case 3: return YearFixture.readings(on: day, every: 10) { (60..<100).contains($0) ? 62 : 190 }
            default: return YearFixture.readings(on: day).filter { $0.time < day.interval.start.addingTimeInterval(9 * 3600) }
            }
        }
        return GlucoseData(readings: readings)
    }()

    @Test func aMonthsFiguresAreStatsOfItsDays() throws {
        let month = YearMonth(year: 2025, month: 2)
        let days = month.days(in: YearFixture.utc)
        let figures = try YearMonthFigures(month: month, days: days, in: YearFixture.utc, store: Self.data)
        let expected = StatisticsSummary(data: Self.data, days: days, unit: .mgdl)
        #expect(figures.days.count == 28)
        #expect(figures.inRangePercent == expected.timeInRangesPercent?.inRange)
        #expect(figures.meanMgdl.map { abs($0 - expected.mean!) < 1e-9 } == true)
        #expect(figures.gmiPercent.map { abs($0 - expected.gmiPercent!) < 1e-9 } == true)
        #expect(expected.readings == Self.data.readings(in: days.interval!).count)
    }

    @Test func eachDaysClassIsTheStripsClass() throws {
        let last = Self.data.readings.last!.time
        var seen: Set<String> = []
        var all: [YearDay] = []
        for month in [YearMonth(year: 2025, month: 1), YearMonth(year: 2025, month: 2)] {
            let days = month.days(in: YearFixture.utc).filter { $0.isoDate >= "2025-01-15" && $0.interval.start <= last }
            let figures = try YearMonthFigures(month: month, days: days, in: YearFixture.utc, store: Self.data)
            for day in figures.days {
                let strip = DayQuality(of: day.day, in: Self.data)
                #expect(day.quality == strip, "\(day.day.isoDate)")
                seen.insert(String("\(strip)".prefix(5)))
            }
            all += figures.days
        }
        // The fixture reaches every class: none, very low, in part, in range.
        #expect(seen == ["noRea", "veryL", "insuf", "inRan"])
        #expect(all.count == 40)
        let low = all[0]
        #expect(low.quality == .veryLow && low.lows == 1 && low.veryLows == 1)
        let night = all[3]
        #expect(night.lows == 1 && night.veryLows == 0 && night.quality == .inRange(0))
    }

    /// A day whose readings cover 70% of it exactly (a Libre 3's minute
    /// readings for 16 h 48 min) has enough of them, in the year as in the
    /// strip; a minute less has not.
    @Test func aDayCoveredSeventyPercentExactlyIsSufficient() throws {
        let day = YearFixture.day("2025-03-10")
        for (minutes, quality) in [(1_008, DayQuality.inRange(100)), (1_007, .insufficient)] {
            let data = GlucoseData(readings: Array(YearFixture.readings(on: day, every: 1).prefix(minutes)))
            let figures = try YearMonthFigures(month: YearMonth(year: 2025, month: 3), days: [day], in: YearFixture.utc, store: data)
            #expect(figures.days.map(\.quality) == [quality], "\(minutes) minutes")
            #expect(DayQuality(of: day, in: data) == quality, "\(minutes) minutes")
        }
    }

    @Test func aMonthWithoutDaysInTheDataHasNoFigures() throws {
        let figures = try YearMonthFigures(month: YearMonth(year: 2020, month: 1), days: [], in: YearFixture.utc, store: Self.data)
        #expect(figures.days.isEmpty && figures.inRangePercent == nil && figures.meanMgdl == nil)
    }

    @Test func monthsCarryIntoYears() {
        #expect(YearMonth(year: 2024, month: 13) == YearMonth(year: 2025, month: 1))
        #expect(YearMonth(year: 2024, month: 1).adding(-1) == YearMonth(year: 2023, month: 12))
        #expect(YearMonth(year: 2024, month: 2).days(in: YearFixture.utc).count == 29)
        #expect(YearMonth(year: 2100, month: 2).days(in: YearFixture.utc).count == 28)
    }
}
