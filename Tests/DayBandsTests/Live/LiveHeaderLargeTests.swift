import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsLive
@testable import DayBandsViewer

/// The glucose now in large digits where the live area has 3 rows or more.
struct LiveHeaderLargeTests {
    let time = Date(timeIntervalSince1970: 1_773_489_600)

    func header(_ values: [Double], age: TimeInterval = 60) -> LiveHeader {
        let readings = values.enumerated().map {
            GlucoseReading(time: time.addingTimeInterval(Double($0.offset - values.count + 1) * 300), mgdl: $0.element,
                           trend: .fortyFiveDown)
        }
        return LiveHeader(now: GlucoseNow(readings: readings), status: DeviceStatus(), at: time.addingTimeInterval(age),
                          limits: StaleLimits(), flash: false, calendar: DayCalendar(timeZone: TimeZone(identifier: "UTC")!))
    }

    @Test func theAreasRowsFollowTheScreen() {
        #expect([12, 23, 24, 39, 40, 60].map { ChartLayout.liveRows(screenRows: $0) } == [1, 1, 3, 3, 5, 5])
    }

    @Test func threeRowsOfDigitsWithTheTrendChangeRangeAndAgeBeside() {
        let grid = header([130, 121]).grid(size: Size(columns: 60, rows: 3), unit: .mgdl, glyphs: .unicode)
        #expect(grid.line(0).hasPrefix(" ▄█  ▀▀█ ▄█ ") && grid.line(2).hasPrefix(" ▄█▄ █▄▄ ▄█▄"), "121: \(grid.lines)")
        #expect(grid.line(0).contains("mg/dL ↘ -9/5 min") && grid.line(1).contains("in range   1 min ago"))
        #expect(grid[1, 0]?.fg == .line(.green) && grid[1, 0]?.reverse == false)
    }

    /// A very low is reversed, the loudest thing on screen; mmol/L has its
    /// one decimal as a point of the font, in 5 rows.
    @Test func aVeryLowIsReversedAndMmolHasItsDecimal() {
        let low = header([60, 50]).grid(size: Size(columns: 60, rows: 5), unit: .mmol, glyphs: .unicode)
        #expect(low.line(4).hasPrefix("  ███ █ ███"), "2.8: \(low.lines)")
        #expect(low[1, 0]?.reverse == true && low[1, 0]?.fg == .low && low.line(1).contains("very low"))
        #expect(low.lines.allSatisfy { !$0.contains("2.8") } && low.line(0).contains("mmol/L"))
    }

    /// A stale value is quiet: muted, not reversed; an area of one row, or
    /// too narrow for the digits, is the one line.
    @Test func staleIsMutedAndSmallAreasAreTheLine() {
        let stale = header([60, 50], age: 20 * 60).grid(size: Size(columns: 60, rows: 3), unit: .mgdl, glyphs: .ascii)
        #expect(stale[1, 0]?.fg == .muted && stale[1, 0]?.reverse == false && stale.line(1).contains("no reading for 20 min"))
        #expect(stale.line(0).hasPrefix(" #\"\" #\"#"), "ASCII blocks: \(stale.lines)")
        let line = header([130, 121]).grid(size: Size(columns: 60, rows: 1), unit: .mgdl, glyphs: .unicode)
        #expect(line.line(0).hasPrefix(" 121 mg/dL"))
        let narrow = header([130, 121]).grid(size: Size(columns: 14, rows: 3), unit: .mgdl, glyphs: .unicode)
        #expect(narrow.line(0).hasPrefix(" 121 mg/dL") && narrow.line(1).trimmingCharacters(in: .whitespaces).isEmpty)
    }
}
