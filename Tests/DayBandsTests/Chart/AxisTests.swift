import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart

struct ValueAxisTests {
    let axis = ValueAxis(scale: .standard, rows: 9)  // 72 levels, 5 mg/dL each

    @Test(arguments: [(60.0, 0), (65, 1), (240, 36), (420, 72), (419, 72), (500, 72), (10, 0), (-5, 0), (Double.nan, 0)])
    func valuesMapToLevelsOnTheFixedDomain(mgdl: Double, level: Int) {
        #expect(axis.level(for: mgdl) == level)
    }

    @Test(arguments: [(1, 8), (8, 8), (9, 7), (64, 1), (65, 0), (72, 0), (0, 8)])
    func levelsSitInTheirRow(level: Int, row: Int) {
        #expect(axis.row(forLevel: level) == row)
    }
}

struct TimeAxisTests {
    @Test func instantsMapToColumnsAndOutsideTheDayToNothing() {
        let axis = TimeAxis(day: TestData.day, columns: 96)  // 15 minutes a column
        #expect(axis.column(for: TestData.time(0)) == 0)
        #expect(axis.column(for: TestData.time(0, 14)) == 0)
        #expect(axis.column(for: TestData.time(0, 15)) == 1)
        #expect(axis.column(for: TestData.time(23, 59)) == 95)
        #expect(axis.column(for: TestData.day.interval.end) == nil)
        #expect(axis.column(for: TestData.time(0).addingTimeInterval(-1)) == nil)
    }

    /// Every hour's own column snaps back to that hour, at every width from the
    /// narrowest plot up.
    @Test(arguments: [24, 25, 30, 34, 47, 94, 194, 294])
    func everyHourColumnSnapsBackToItsHour(columns: Int) {
        let axis = TimeAxis(day: TestData.day, columns: columns)
        for hour in 0..<24 {
            #expect(axis.nearestHour(toColumn: axis.column(forHour: hour)) == hour)
        }
    }

    @Test func snappingRoundsAndClampsToTheDay() {
        let axis = TimeAxis(day: TestData.day, columns: 96)  // 4 columns an hour
        #expect(axis.nearestHour(toColumn: 5) == 1)   // one column from hour 1's
        #expect(axis.nearestHour(toColumn: 6) == 1)   // halfway: the earlier hour
        #expect(axis.nearestHour(toColumn: 7) == 2)
        #expect(axis.nearestHour(toColumn: 95) == 23)  // 23.875 h would round to 24
        #expect(axis.nearestHour(toColumn: -3) == 0)
        #expect(axis.nearestHour(toColumn: 500) == 23)
    }

    @Test func daylightSavingDaysHaveTheirRealNumberOfHours() throws {
        let newYork = DayCalendar(timeZone: try #require(TimeZone(identifier: "America/New_York")))
        let spring = try #require(newYork.day(year: 2026, month: 3, day: 8))
        let fall = try #require(newYork.day(year: 2026, month: 11, day: 1))
        #expect(spring.hourCount == 23)
        #expect(fall.hourCount == 25)
        #expect(newYork.clock(fall.instant(atHour: 1)).hour == 1)
        #expect(newYork.clock(fall.instant(atHour: 2)).hour == 1)  // the repeated hour
        #expect(newYork.clock(spring.instant(atHour: 2)).hour == 3)  // 02:00 never happens
        let axis = TimeAxis(day: fall, columns: 100)
        #expect(axis.nearestHour(toColumn: 99) == 24)
    }
}
