import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart

struct ProfileChartTests {
    /// Fourteen days at 150 mg/dL, except 250 from 12:00 to 12:59 on half of
    /// them (and, with `nightLow`, 45 from 03:00 to 03:59 on two of them).
    func chart(days: Int = 14, size: Size = Size(columns: 101, rows: 14), nightLow: Bool = false) throws -> ProfileChart {
        let calendar = TestData.utc
        var readings: [GlucoseReading] = []
        var day = TestData.day
        var window: [LocalDay] = []
        for index in 0..<days {
            window.append(day)
            for minute in stride(from: 0, to: 1440, by: 5) {
                let value = index % 2 == 0 && minute / 60 == 12 ? 250.0 : nightLow && index < 2 && minute / 60 == 3 ? 45 : 150
                readings.append(GlucoseReading(time: day.interval.start.addingTimeInterval(Double(minute * 60)), mgdl: value))
            }
            day = calendar.day(after: day)
        }
        let profile = AmbulatoryProfile(readings: readings, calendar: calendar)
        let layout = try #require(ChartLayout(size: size))
        return ProfileChart(profile: profile, window: window, layout: layout,
                            context: .init(data: GlucoseData(readings: readings), calendar: calendar))
    }

    func column(_ chart: ProfileChart, atMinute minute: Int) -> [Cell] {
        let x = chart.layout.plot.x + minute * chart.layout.plot.width / 1440
        return (0..<chart.layout.plot.height).map { chart.grid[x, chart.layout.plot.y + $0]! }
    }

    @Test func aSteadyHourIsAMedianLineAndNothingElse() throws {
        let chart = try chart()
        // 150 mg/dL: level 18 of 72 (9 rows of 40 mg/dL), 2 eighths into row 6 from the top.
        let cells = column(chart, atMinute: 3 * 60)
        #expect(cells[6] == Cell("▂", fg: .line(.green), bold: true), "the top edge to 1/8 of a cell")
        #expect(cells.enumerated().allSatisfy { $0.offset == 6 || $0.element.symbol == " " || $0.element.symbol == "┈" })
    }

    /// Was a bug: a 5th percentile below the floor was drawn as touching it,
    /// and the in-range target was not drawn. A column whose 5th percentile is
    /// a low is marked on the floor as the day chart marks one (here 45: very
    /// low, reversed), and 70 and 180 are guides in the empty cells.
    @Test func lowPercentilesAreMarkedAndTheTargetIsDrawn() throws {
        let chart = try chart(size: Size(columns: 101, rows: 24), nightLow: true)
        let floor = column(chart, atMinute: 3 * 60 + 30).last!
        #expect(floor == Cell("▼", fg: .low, bold: true, reverse: true))
        #expect(column(chart, atMinute: 8 * 60).last!.fg != .low, "a steady hour has no mark")
        let valueAxis = chart.valueAxis
        for mgdl in [70.0, 180] {
            let y = chart.layout.plot.y + valueAxis.row(forLevel: valueAxis.level(for: mgdl))
            let row = String((chart.layout.plot.x..<chart.layout.plot.right).map { chart.grid[$0, y]!.symbol })
            #expect(row.hasSuffix(mgdl == 70 ? "┈70" : "┈180") && row.filter { $0 == "┈" }.count > 50, "\(row)")
        }
    }

    /// Was a bug: the 70 guide sat on the row the axis labelled 60 (and 180 on
    /// 200's at 40x12). A guide's row is labelled with the guide's value, and
    /// no other row carries that label.
    @Test(arguments: [Size(columns: 40, rows: 12), Size(columns: 101, rows: 24), Size(columns: 200, rows: 60)])
    func theAxisLabelsEachGuideOnItsRow(size: Size) throws {
        let chart = try chart(size: size, nightLow: true)
        let valueAxis = chart.valueAxis, layout = chart.layout
        func label(_ y: Int) -> String {
            String((layout.yLabels.x..<layout.axisColumn).map { chart.grid[$0, y]!.symbol }).trimmingCharacters(in: .whitespaces)
        }
        for mgdl in [70.0, 180] {
            let y = layout.plot.y + valueAxis.row(forLevel: valueAxis.level(for: mgdl))
            #expect(chart.grid[layout.plot.x, y]!.symbol == "┈", "the guide is on row \(y)")
            #expect(label(y) == (mgdl == 70 ? "70" : "180"), "row \(y) is labelled \(label(y))")
        }
    }

    /// Was a bug: where the median's top cell is part filled, the rest of the
    /// cell was the default background, a hole in the 25-75% band. It is the
    /// band's colour.
    @Test func theMedianIsDrawnOnItsBandsColour() throws {
        let chart = try chart()
        // Half the days at 150, half at 250 at 12:30: median 200 (level 28 of
        // 72, half of row 3 up), 25-75% 150-250 in the 200-300 band's colour above it.
        let cell = column(chart, atMinute: 12 * 60 + 30)[chart.layout.plot.height - 1 - 3]
        #expect(cell.symbol == "▄" && cell.bg == .inner(.orange), "\(cell)")
        for x in chart.layout.plot.x..<chart.layout.plot.right {
            for y in chart.layout.plot.y..<chart.layout.plot.bottom {
                let cell = chart.grid[x, y]!
                guard case .line = cell.fg, cell.symbol != "█", let above = chart.grid[x, y - 1] else { continue }
                if case .inner = above.fg { #expect(cell.bg != .none, "a hole at \(x), \(y)") }
            }
        }
    }

    /// A rise of 100 mg/dL between two buckets is one continuous line: in
    /// every column the median covers the rows between its neighbours'
    /// (it broke into dashes, one row per column).
    @Test func theMedianIsContinuousOnASteepRise() throws {
        let chart = try chart(size: Size(columns: 200, rows: 30))
        let rows = chart.curveRows
        let rise = (chart.layout.plot.width * 11 / 24)..<(chart.layout.plot.width * 13 / 24)
        for column in rise.dropFirst() {
            let a = try #require(rows[column - 1]), b = try #require(rows[column])
            #expect(max(a.lowerBound, b.lowerBound) <= min(a.upperBound, b.upperBound) + 1,
                    "columns \(column - 1) and \(column): \(a) then \(b)")
        }
        let tall = rise.compactMap { rows[$0] }.filter { $0.count > 1 }
        #expect(!tall.isEmpty, "the steep columns are drawn several rows tall")
    }

    @Test func medianEnvelopesJoinBucketCentresAcrossMidnight() throws {
        let calendar = TestData.utc
        // 100 mg/dL at 23:45-24:00 and 200 at 00:00-00:15 on 10 days: the
        // segment between their centres crosses midnight.
        var readings: [GlucoseReading] = []
        for day in 0..<10 {
            let start = TestData.day.interval.start.addingTimeInterval(Double(day) * 86400)
            readings.append(GlucoseReading(time: start.addingTimeInterval(5 * 60), mgdl: 200))
            readings.append(GlucoseReading(time: start.addingTimeInterval(23 * 3600 + 50 * 60), mgdl: 100))
        }
        let profile = AmbulatoryProfile(readings: readings, calendar: calendar)
        let envelopes = ProfileChart.medianEnvelopes(profile, columns: 96)
        let last = try #require(envelopes[95]), first = try #require(envelopes[0])
        #expect(last.low == 100 && last.high == 150, "half way to 00:07:30 by midnight")
        #expect(first.low == 150 && first.high == 200)
        #expect(envelopes[1] == nil && envelopes[94] == nil, "no join to buckets without enough readings")
    }

    /// 60-420 mg/dL on 9 rows: 40 mg/dL a cell, 20 a half cell. Each range
    /// edge below falls on a cell's middle, so a rule off by half a cell
    /// changes that cell.
    static let edges = AmbulatoryProfile.Profile(p5: 120, p25: 200, median: 240, p75: 280, p95: 320)
    static let nineRows = ValueAxis(scale: .standard, rows: 9)

    static func rangeCells(_ style: RenderStyle) -> [Cell?] {
        (0..<9).map { ProfileChart.rangeCell(edges, index: $0, valueAxis: nineRows, style: style) }
    }

    @Test func rangesEndToHalfACellInColour() {
        let cells = Self.rangeCells(RenderStyle())
        let expected: [Cell?] = [
            nil,                                               // 60-100
            Cell("▀", fg: .outer(.green)),                     // 100-140: the 5th percentile at 120
            Cell("█", fg: .outer(.green)),                     // 140-180
            Cell("▄", fg: .outer(.green), bg: .inner(.orange)), // 180-220: the 25th at 200, the 200 band edge too
            Cell("█", fg: .inner(.orange)),                     // 220-260
            Cell("▄", fg: .inner(.orange), bg: .outer(.orange)), // 260-300: the 75th at 280
            Cell("▄", fg: .outer(.red)),                       // 300-340: the 95th at 320
            nil,                                               // 340-380
            nil,                                               // 380-420
        ]
        for index in 0..<9 {
            #expect(cells[index] == expected[index], "cell \(index) up from the floor")
        }
    }

    /// Without colours that tell the ranges apart (none, 8, or ASCII), whole
    /// cells in two textures: a cell is in a range when it covers its middle.
    @Test(arguments: [RenderStyle(monochrome: true), RenderStyle(rangesByColor: false),
                      RenderStyle(glyphs: .ascii)])
    func rangesAreWholeTexturedCellsWithoutTheirOwnColours(style: RenderStyle) {
        let outer = style.glyphs.profileOuter, inner = style.glyphs.profileInner
        #expect(outer != inner && !style.glyphs.eighths.contains(inner), "the inner range is not the median's glyph")
        let expected: [Cell?] = [
            nil, Cell(outer, fg: .outer(.green)), Cell(outer, fg: .outer(.green)),
            Cell(inner, fg: .inner(.orange)), Cell(inner, fg: .inner(.orange)), Cell(inner, fg: .inner(.orange)),
            Cell(outer, fg: .outer(.red)), nil, nil,
        ]
        let cells = Self.rangeCells(style)
        for index in 0..<9 {
            #expect(cells[index] == expected[index], "cell \(index) up from the floor")
        }
    }

    @Test func aSpreadHourShadesItsPercentileRanges() throws {
        let chart = try chart()
        let cells = column(chart, atMinute: 12 * 60 + 30)
        // Half the days at 150, half at 250: median 200, 25-75% 150-250, 5-95% 150-250.
        #expect(cells.contains { $0.fg == .line(.green) || $0.fg == .line(.orange) }, "the median line")
        #expect(cells.contains { $0.fg == .inner(.orange) }, "the inner range")
        #expect(cells[4].fg == .inner(.orange) || cells[4].fg == .line(.orange), "220-260 is in the high band")
    }

    @Test func tooFewDaysLeaveThePlotEmptyAndSaySo() throws {
        let chart = try chart(days: 1)
        #expect(chart.grid.lines.contains { $0.contains("not enough readings for a profile") })
        #expect(chart.grid.line(0).contains("profile (AGP)  2026-03-10 to 2026-03-10  1 day  "))
    }

    @Test func hourLabelsAreTheTwentyFourClockHours() throws {
        let chart = try chart(size: Size(columns: 160, rows: 14))
        let labels = chart.grid.line(chart.layout.hourLabels.y).split(separator: " ")
        #expect(labels.count == 24 && labels.first == "00" && labels.last == "23")
    }
}
