import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsReport

/// The heat map: a cell an hour with readings, coloured by what the hour
/// was, lows before highs (the loudest); none without readings.
@Suite struct PatternHeatMapTests {
    static func hour(veryLow: Int = 0, low: Int = 0, inRange: Int = 0, high: Int = 0, veryHigh: Int = 0) -> PatternDay {
        var bucket = HourBucket()
        (bucket.veryLow, bucket.low, bucket.inRange, bucket.high, bucket.veryHigh) = (veryLow, low, inRange, high, veryHigh)
        let day = PatternFixture.start
        return PatternDay(day: day, weekday: "Mon", hours: [bucket] + Array(repeating: HourBucket(), count: 23), interval: 300)
    }

    /// 15 minutes of lows make the hour low whatever else it holds; 10 do not.
    @Test func anHourIsItsLowsFirstThenItsHighs() {
        #expect(Self.hour(veryLow: 3, high: 9).range(at: 0) == .veryLow)
        #expect(Self.hour(veryLow: 2, low: 1, veryHigh: 9).range(at: 0) == .low)
        #expect(Self.hour(low: 2, high: 3).range(at: 0) == .high)
        #expect(Self.hour(low: 2, high: 1, veryHigh: 2).range(at: 0) == .high)
        #expect(Self.hour(low: 2, veryHigh: 3).range(at: 0) == .veryHigh)
        #expect(Self.hour(low: 2, inRange: 10).range(at: 0) == .inRange)
        #expect(Self.hour().range(at: 0) == nil && Self.hour(inRange: 1).range(at: 1) == nil)
    }

    @Test func aCellAnHourWithReadingsInItsRangesColour() throws {
        var fixture = PatternsTests.lows(on: [1, 4, 8])
        fixture.hours = 20
        let patterns = try fixture.patterns()
        let inks = PictureInks(theme: .light, colored: true)
        let map = PatternHeatMap(days: patterns.days, words: PatternWords(unit: .mgdl, calendar: PatternFixture.calendar), inks: inks)
        let cells = map.picture.root.items.compactMap { item -> VectorGroup? in
            if case .group(let group) = item, group.kind == "cells" { return group }
            return nil
        }.first
        let fills = try #require(cells).items.compactMap { item -> VectorColor? in
            if case .rect(_, _, _, _, let style) = item { return style.fill }
            return nil
        }
        #expect(fills.count == 14 * 20)
        #expect(fills.filter { $0 == inks.range(.low) }.count == 3)
        #expect(fills.filter { $0 == inks.range(.inRange) }.count == 14 * 20 - 3)
        #expect(map.picture.document.contains("Lows and highs by hour of the day, 2026-03-02 to 2026-03-15 (14 days)"))
    }
}
