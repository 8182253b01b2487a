import Foundation
import Testing
@testable import DayBands

struct OverviewStripTests {
    @Test(arguments: [(31, 30, 40, 0..<31), (100, 0, 40, 0..<40), (100, 50, 40, 30..<70), (100, 99, 40, 60..<100)])
    func aWindowOfDaysAroundTheCurrentOneIsShown(days: Int, current: Int, width: Int, visible: Range<Int>) {
        let strip = OverviewStrip(dayCount: days, current: current, area: Rect(x: 5, y: 1, width: width, height: 1))
        #expect(strip.visibleDays == visible)
        #expect(strip.dayIndex(atScreen: Point(x: 5, y: 1)) == visible.lowerBound)
        #expect(strip.dayIndex(atScreen: Point(x: 4, y: 1)) == nil)
        #expect(strip.dayIndex(atScreen: Point(x: 5, y: 2)) == nil)
    }

    @Test func daysAreClassedByTimeInRangeAndData() {
        let day = TestData.day
        func quality(_ values: [Double], every step: Int = 5) -> DayQuality {
            let readings = values.isEmpty ? [] : TestData.readings(every: step) { values[$0 / step % values.count] }
            return DayQuality(readings: readings[...], day: day)
        }
        #expect(quality([]) == .noReadings)
        #expect(quality([120], every: 30) == .insufficient, "48 of 288 readings")
        #expect(quality([120]) == .inRange(100))
        #expect(quality([120, 250]) == .inRange(50))
        let glyphs = GlyphSet.unicode
        #expect(DayQuality.inRange(70).cell(glyphs: glyphs) == Cell("█", fg: .line(.green)))
        #expect(DayQuality.inRange(69).cell(glyphs: glyphs) == Cell("▅", fg: .line(.yellow)))
        #expect(DayQuality.inRange(49).cell(glyphs: glyphs) == Cell("▂", fg: .line(.red)))
        #expect(DayQuality.noReadings.cell(glyphs: glyphs).symbol == "·")
    }

    @Test func theCurrentDayIsReversed() {
        let strip = OverviewStrip(dayCount: 3, current: 1, area: Rect(x: 0, y: 0, width: 10, height: 1))
        let grid = strip.grid(quality: [.inRange(80), .inRange(80), .noReadings], glyphs: .unicode)
        #expect(grid[0, 0]?.reverse == false)
        #expect(grid[1, 0]?.reverse == true)
        #expect(grid.line(0) == "██·       ")
    }
}
