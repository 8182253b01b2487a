import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// Golden screens of hand-built days in New York: the 23-hour spring-forward
/// day and the 25-hour fall-back day, and the 23-hour day again in mmol/L,
/// with custom bands, in ASCII and in monochrome. Beside each picture the
/// rules it shows are asserted on their own (cells per band, labels), so a
/// re-recorded golden cannot change a rule without a failing test.
///
/// Each day is two plateaus: 150 mg/dL for its first 10 elapsed hours, no data
/// for the next hour, then 250 mg/dL to its end. The screens are sized so that
/// a column is 15 minutes and a row 20 mg/dL: 98x23 (92x18 plot) for 23 hours,
/// 106x23 (100x18 plot) for 25. The first plateau fills columns 0-39, the gap
/// leaves 40-43 empty, the second fills 44 to the last.
struct DaylightSavingGoldenTests {
    static let calendar = DayCalendar(timeZone: TimeZone(identifier: "America/New_York")!)
    static let spring = calendar.day(year: 2026, month: 3, day: 8)!
    static let fall = calendar.day(year: 2026, month: 11, day: 1)!

    static func readings(on day: LocalDay) -> [GlucoseReading] {
        let minutes = Int(day.interval.duration / 60)
        return stride(from: 0, to: minutes, by: 5).compactMap { minute in
            guard minute < 600 || minute >= 660 else { return nil }
            return GlucoseReading(time: day.interval.start.addingTimeInterval(Double(minute) * 60),
                                  mgdl: minute < 600 ? 150 : 250)
        }
    }

    static func scene(_ day: LocalDay, columns: Int, hour: Int, scale: BandScale = .standard,
                      unit: GlucoseUnit = .mgdl, style: RenderStyle = RenderStyle()) -> Scene {
        let data = GlucoseData(readings: readings(on: day), doses: [InsulinDose(time: day.instant(atHour: 12), units: 3)])
        let timeline = Timeline(data: data, calendar: calendar)!
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, dayIndex: 0, hour: hour, size: Size(columns: columns, rows: 23)))
        model.state.unit = unit
        let context = DayChart.Context(data: data, calendar: calendar, scale: scale, unit: unit, style: style)
        return SceneBuilder(settings: context.settings).scene(for: model)
    }

    /// The chart layer's plot cells counted by colour letter (`ColorMap`), or
    /// by glyph, keeping only the keys in `kept` (the extremes labels are text);
    /// the cursor and callouts are other layers and count nothing.
    static func plotCells(_ scene: Scene, columns: Int, kept: String, by key: (Cell) -> Character) -> [Character: Int] {
        let layout = ChartLayout(size: Size(columns: columns, rows: 23))!
        let chart = scene.layers[.chart]!.grid
        var counts: [Character: Int] = [:]
        for y in layout.plot.top..<layout.plot.bottom {
            for x in layout.plot.left..<layout.plot.right {
                let cell = chart[x, y]!
                if kept.contains(key(cell)) { counts[key(cell), default: 0] += 1 }
            }
        }
        return counts
    }

    static func letters(_ scene: Scene, columns: Int) -> [Character: Int] {
        plotCells(scene, columns: columns, kept: "rygoRYGO") { ColorMap.letter($0.fg) }
    }

    /// Per column, rows from the bottom at 20 mg/dL: 60-80 split red/yellow
    /// (`r`, its lower band), 80-100 yellow; at 150 two green rows and the line
    /// (`G`) in 140-160; at 250 five green rows (100-200), two orange (200-240)
    /// and the line (`O`) in 240-260. Spring: 40 columns at 150, 48 at 250.
    static let springCounts: [Character: Int] = ["r": 88, "y": 88, "g": 40 * 2 + 48 * 5, "G": 40, "o": 48 * 2, "O": 48]

    @Test func springForwardDayHasTwentyThreeHours() throws {
        let scene = Self.scene(Self.spring, columns: 98, hour: 14)
        let grid = scene.composed()
        #expect(Self.spring.hourCount == 23)
        #expect(Self.letters(scene, columns: 98) == Self.springCounts)
        // The local clock skips 02: labels every 2 elapsed hours (at 98 columns)
        // read 00, 03, 05...: elapsed hour 2 is 03 on the clock, and no 02.
        let labels = grid.line(21)
        #expect(labels.hasPrefix("     00") && labels.contains("03") && !labels.contains("02"), "\(labels)")
        // 14 elapsed hours is 15:00 local: the callout says so, and the value's band.
        let screen = grid.lines.joined(separator: "\n")
        #expect(screen.contains("15:00  250 mg/dL"))
        #expect(screen.contains("high"))
        Snapshot.expect(ColorMap.golden(grid), named: "dst-2026-03-08-98x23")
    }

    /// 40 columns at 150, 56 at 250.
    @Test func fallBackDayHasTwentyFiveHours() throws {
        let scene = Self.scene(Self.fall, columns: 106, hour: 2)
        let grid = scene.composed()
        #expect(Self.fall.hourCount == 25)
        #expect(Self.letters(scene, columns: 106)
                == ["r": 96, "y": 96, "g": 40 * 2 + 56 * 5, "G": 40, "o": 56 * 2, "O": 56])
        // 01:00 happens twice: elapsed hours 1 and 2 are both 01 on the clock.
        let screen = grid.lines.joined(separator: "\n")
        #expect(screen.contains("01:00  150 mg/dL"))
        Snapshot.expect(ColorMap.golden(grid), named: "dst-2026-11-01-106x23")
    }

    /// The unit changes the labels, never the colours.
    @Test func mmolChangesLabelsNotBands() throws {
        let scene = Self.scene(Self.spring, columns: 98, hour: 14, unit: .mmol)
        let grid = scene.composed()
        #expect(Self.letters(scene, columns: 98) == Self.springCounts)
        let screen = grid.lines.joined(separator: "\n")
        // 420, 300, 200, 100 and 60 mg/dL on the value axis, in mmol/L.
        let axis = (2..<20).map { String(grid.line($0).prefix(4)).trimmingCharacters(in: .whitespaces) }
        for label in ["23.3", "16.7", "11.1", "5.6", "3.3"] {
            #expect(axis.contains(label), "\(label) on the value axis \(axis)")
        }
        #expect(screen.contains("15:00  13.9 mmol/L"))
        #expect(grid.line(0).contains("mmol/L") && !screen.contains("mg/dL"))
        Snapshot.expect(ColorMap.golden(grid), named: "dst-2026-03-08-98x23-mmol")
    }

    /// Bands 40, 70, 100, 180, 250, 400: a row is still 20 mg/dL. At 150 two red
    /// rows (40-60, and 60-80 split), one yellow, two green and the line; at
    /// 250 two red, one yellow, four green (100-180), three orange (180-240)
    /// and the line in 240-260. 250 itself is on the boundary of the top band,
    /// but its line is its consensus range's, high: orange.
    @Test func customBandsMoveTheColours() throws {
        let scale = try #require(BandScale(boundaries: [40, 70, 100, 180, 250, 400]))
        let scene = Self.scene(Self.spring, columns: 98, hour: 14, scale: scale)
        let grid = scene.composed()
        #expect(Self.letters(scene, columns: 98)
                == ["r": 88 * 2, "y": 88, "g": 40 * 2 + 48 * 4, "G": 40, "o": 48 * 3, "O": 48])
        let screen = grid.lines.joined(separator: "\n")
        // The callout says the consensus word (250 is high), not the band's (the 250-400 band).
        #expect(screen.contains("│ high "))
        let axis = (2..<20).map { String(grid.line($0).prefix(4)).trimmingCharacters(in: .whitespaces) }
        #expect(axis.contains("400") && axis.contains("40"), "\(axis)")
        Snapshot.expect(ColorMap.golden(grid), named: "dst-2026-03-08-98x23-custom-bands")
    }

    /// ASCII glyphs, colours unchanged.
    @Test func asciiKeepsTheColours() throws {
        let scene = Self.scene(Self.spring, columns: 98, hour: 14, style: RenderStyle(glyphs: .ascii))
        let grid = scene.composed()
        #expect(grid.lines.joined().unicodeScalars.allSatisfy { $0.isASCII })
        #expect(Self.letters(scene, columns: 98) == Self.springCounts)
        Snapshot.expect(ColorMap.golden(grid), named: "dst-2026-03-08-98x23-ascii")
    }

    /// Monochrome tells bands apart by light textures: red `▒`, yellow and
    /// orange `░`, green `·` (quiet, under the solid line); the line is a block
    /// (the plateau tops are half cells, `▄`).
    @Test func monochromeShadesTheBands() throws {
        let scene = Self.scene(Self.spring, columns: 98, hour: 14, style: RenderStyle(glyphs: .unicode, monochrome: true))
        let glyphs = Self.plotCells(scene, columns: 98, kept: "▓▒░·▁▂▃▄▅▆▇█") { $0.symbol }
        #expect(glyphs == ["▒": 88, "░": 88 + 48 * 2, "·": 40 * 2 + 48 * 5, "▄": 40 + 48])
        Snapshot.expect(scene.composed().lines.joined(separator: "\n") + "\n", named: "dst-2026-03-08-98x23-mono")
    }
}
