import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

struct OverviewStripTests {
    /// 40 columns keep one for the space after the first date and 6 for the
    /// last: 33 days are shown, from the second column.
    @Test(arguments: [(31, 30, 40, 0..<31), (100, 0, 40, 0..<33), (100, 50, 40, 34..<67), (100, 99, 40, 67..<100)])
    func aWindowOfDaysAroundTheCurrentOneIsShown(days: Int, current: Int, width: Int, visible: Range<Int>) {
        let strip = OverviewStrip(dayCount: days, current: current, area: Rect(x: 5, y: 1, width: width, height: 1))
        #expect(strip.visibleDays == visible)
        #expect(strip.dayIndex(atScreen: Point(x: 6, y: 1)) == visible.lowerBound)
        #expect(strip.dayIndex(atScreen: Point(x: 6 + visible.count - 1, y: 1)) == visible.upperBound - 1)
        #expect(strip.dayIndex(atScreen: Point(x: 5, y: 1)) == nil, "the space before the days")
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
        // The consensus target is > 70%, judged on the exact share as the panel judges it.
        #expect(DayQuality.inRange(70.1).cell(glyphs: glyphs) == Cell("█", fg: .line(.green)))
        #expect(DayQuality.inRange(70.04).cell(glyphs: glyphs) == Cell("█", fg: .line(.green)))
        #expect(DayQuality.inRange(70).cell(glyphs: glyphs) == Cell("▅", fg: .line(.yellow)))
        #expect(DayQuality.inRange(50).cell(glyphs: glyphs) == Cell("▅", fg: .line(.yellow)))
        #expect(DayQuality.inRange(49).cell(glyphs: glyphs) == Cell("▂", fg: .line(.red)))
        #expect(DayQuality.noReadings.cell(glyphs: glyphs).symbol == "·")
    }

    /// Was a bug: the current day was a reversed block, which reads as a hole
    /// (a day without data). It keeps its glyph in the cursor's colour; without
    /// colour it is the cursor's mark.
    @Test func theCurrentDayIsInTheCursorsColourAndTheStripIsFlankedByItsDates() throws {
        let days = Array(TestData.sample.days.prefix(3))
        let strip = OverviewStrip(dayCount: 3, current: 1, area: Rect(x: 5, y: 1, width: 13, height: 1))
        let grid = strip.grid(quality: [.inRange(80), .inRange(80), .noReadings], days: days, style: RenderStyle())
        #expect(grid[6, 0] == Cell("█", fg: .line(.green)))
        #expect(grid[7, 0] == Cell("█", fg: .cursor, bold: true))
        #expect(!(0..<grid.size.columns).contains { grid[$0, 0]!.reverse })
        let mono = strip.grid(quality: [.inRange(80), .inRange(80), .noReadings], days: days,
                              style: RenderStyle(monochrome: true))
        #expect(mono.line(0) == "10-01 █▲· 10-03   ")
        #expect(grid.line(0) == "10-01 ██· 10-03   ")
        #expect(grid[0, 0]?.fg == .muted && grid[10, 0]?.fg == .muted)
        // Narrower, the window of days shrinks to keep the last date whole.
        let narrow = OverviewStrip(dayCount: 3, current: 1, area: Rect(x: 5, y: 1, width: 9, height: 1))
        #expect(narrow.grid(quality: [.inRange(80), .inRange(80), .noReadings], days: days, style: RenderStyle()).line(0)
                == "10-01 ██ 10-02")
        let one = OverviewStrip(dayCount: 1, current: 0, area: Rect(x: 5, y: 1, width: 13, height: 1))
        #expect(one.grid(quality: [.inRange(80)], days: days, style: RenderStyle()).line(0).trimmingCharacters(in: .whitespaces)
                == "10-01 █", "one day, one date")
    }

    /// Was a bug: a day with a level 2 low looked like a good day (a full
    /// green block). It is a bright red `▼` whatever its share in range.
    @Test func aDayWithAVeryLowHasAGlyphOfItsOwn() {
        let day = TestData.day
        let good = (0..<288).map { GlucoseReading(time: day.interval.start.addingTimeInterval(Double($0) * 300), mgdl: 120) }
        #expect(DayQuality(readings: good[...], day: day) == .inRange(100))
        // 20 minutes at 45 mg/dL (a level 2 event), the rest in range: 98% in range.
        let low = good.enumerated().map { $0.offset >= 36 && $0.offset < 41 ? GlucoseReading(time: $0.element.time, mgdl: 45) : $0.element }
        let quality = DayQuality(readings: low[...], day: day)
        #expect(quality == .veryLow)
        #expect(quality.cell(glyphs: .unicode) == Cell("▼", fg: .low, bold: true))
        #expect(quality.cell(glyphs: .ascii).symbol == "V")
        // One reading at 45 is no event: the day is judged on its share.
        let brief = good.enumerated().map { $0.offset == 36 ? GlucoseReading(time: $0.element.time, mgdl: 45) : $0.element }
        #expect(DayQuality(readings: brief[...], day: day) != .veryLow)
    }

    /// Was a bug: without colour the current day's `▼` became the cursor's
    /// `▲` (the clipped-above glyph), so the day of a very low read as a
    /// high. A very-low day keeps its mark when current, underlined, with or
    /// without colour.
    @Test(arguments: [RenderStyle(), RenderStyle(monochrome: true), RenderStyle(glyphs: .ascii, monochrome: true)])
    func theCurrentDayKeepsItsVeryLowMark(style: RenderStyle) {
        let days = Array(TestData.sample.days.prefix(3))
        let strip = OverviewStrip(dayCount: 3, current: 1, area: Rect(x: 5, y: 1, width: 13, height: 1))
        let grid = strip.grid(quality: [.veryLow, .veryLow, .inRange(80)], days: days, style: style)
        let mark = style.glyphs.veryLowMark
        #expect(grid[6, 0] == Cell(mark, fg: .low, bold: true), "another day's, not underlined")
        #expect(grid[7, 0] == Cell(mark, fg: .low, bold: true, underline: true))
        if !style.monochrome {
            #expect(AnsiText.render(grid, palette: Palette(depth: .ansi256)).contains("\u{1B}[0;1;4;"), "the underline is written")
        }
    }

    @Test func aWindowOfDaysShowsItsOwnFirstAndLastDate() {
        let timeline = TestData.sample
        let strip = OverviewStrip(dayCount: 31, current: 20, area: Rect(x: 5, y: 1, width: 17, height: 1))
        let quality = [DayQuality](repeating: .inRange(80), count: 31)
        #expect(strip.visibleDays == 15..<25)
        #expect(strip.grid(quality: quality, days: timeline.days, style: RenderStyle()).line(0) == "10-16 ██████████ 10-25")
    }
}
