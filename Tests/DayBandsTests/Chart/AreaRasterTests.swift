import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart

/// At 102x14 the plot is 96 columns (15 minutes each) by 9 rows of 40 mg/dL
/// (5 mg/dL an eighth): row 8 (bottom) is 60-100, row 0 (top) 380-420.
struct AreaRasterTests {
    static let size = Size(columns: 102, rows: 14)

    func plotCell(_ chart: DayChart, column: Int, row: Int) -> Cell {
        chart.grid[chart.layout.plot.x + column, chart.layout.plot.y + row]!
    }

    func column(_ chart: DayChart, _ column: Int) -> [Cell] {
        (0..<chart.layout.plot.height).map { plotCell(chart, column: column, row: $0) }
    }

    @Test func areaFillsUnderTheCurveOnlyWithBandsAtHalfCellPrecision() {
        let chart = TestData.chart(TestData.readings { _ in 150 }, size: Self.size)
        for x in [20, 40, 95] {  // away from the max label over column 0
            let cells = column(chart, x)
            #expect(cells[0...5].allSatisfy { $0.symbol == " " }, "nothing above the curve")
            #expect(cells[6] == Cell("▂", fg: .line(.green)), "top edge: 150 is 2 eighths into 140-180")
            #expect(cells[7] == Cell("█", fg: .area(.green)))
            // 60-80 is red below 75 mostly, 80-100 yellow: the boundary cell is split.
            #expect(cells[8] == Cell("▄", fg: .area(.red), bg: .area(.yellow)))
        }
    }

    @Test func aPeakAboveTheDomainIsClippedAndStillFilledBelow() {
        let readings = TestData.readings { $0 == 12 * 60 ? 500 : 150 }
        let chart = TestData.chart(readings, size: Self.size)
        let peak = column(chart, 48)
        #expect(peak.allSatisfy { $0.symbol != " " }, "no hole under the peak")
        #expect(peak[0] == Cell("▲", fg: .line(.red), bold: true), "the ceiling mark (DomainMarks)")
        #expect(peak[1] == Cell("█", fg: .line(.red)))
        #expect(peak[8] == Cell("▄", fg: .area(.red), bg: .area(.yellow)))
        let labelRow = chart.grid.line(chart.layout.plot.y)
        #expect(labelRow.contains("max 500"), "the label moves beside a clipped peak, not onto it")
        #expect(column(chart, 47)[0].symbol != " ", "the segment rising to the peak reaches the top too")
    }

    @Test func aReadingBelowTheFloorSitsOnTheFloor() {
        let chart = TestData.chart(TestData.readings { _ in 40 }, size: Self.size)
        let cells = column(chart, 10)
        #expect(cells[8] == Cell("▼", fg: .low, bold: true, reverse: true),
                "on the floor, marked as a very low (DomainMarks) rather than a sliver")
        #expect(cells[0...7].allSatisfy { $0.symbol == " " })
    }

    @Test func gapsLongerThanFifteenMinutesStayEmpty() {
        let readings = TestData.readings(to: 8 * 60) { _ in 150 } + TestData.readings(from: 9 * 60) { _ in 150 }
        let chart = TestData.chart(readings, size: Self.size)
        for x in 32...35 {
            #expect(column(chart, x).allSatisfy { $0.symbol == " " }, "column \(x) is inside the gap")
        }
        #expect(column(chart, 31)[7].symbol == "█")
        #expect(column(chart, 36)[7].symbol == "█")
    }

    /// At 390x14 the plot is 384 columns of 3.75 minutes: readings 15 minutes
    /// apart have three empty columns between them unless they are joined.
    static let wide = Size(columns: 390, rows: 14)

    @Test func readingsFifteenMinutesApartAreJoined() throws {
        let readings = TestData.readings(every: 15) { _ in 150 }
        let chart = TestData.chart(readings, size: Self.wide)
        try #require(chart.layout.plot.width == 384)
        // The last reading, 23:45, is in column 380; the day's last quarter hour holds none.
        let filled = (0..<384).filter { column(chart, $0)[7].symbol == "█" }
        #expect(filled == Array(0...380))
    }

    /// The gap the curve spans follows the series' own cadence (`Cadence`):
    /// three intervals, at least 15 minutes.
    @Test func aSixteenMinuteGapInAFiveMinuteSeriesIsNotJoined() throws {
        let readings = TestData.readings(every: 5, to: 12 * 60 + 1) { _ in 150 }
            + TestData.readings(every: 5, from: 12 * 60 + 16) { _ in 150 }
        let chart = TestData.chart(readings, size: Self.wide)
        try #require(chart.layout.plot.width == 384)
        // 12:00 is column 192, 12:16 column 196 (away from the extremes labels at the start).
        #expect((193...195).allSatisfy { x in column(chart, x).allSatisfy { $0.symbol == " " } }, "between 12:00 and 12:16")
        #expect(column(chart, 192)[7].symbol == "█" && column(chart, 196)[7].symbol == "█")
    }

    /// Was a bug: a 15-minute Libre series whose clock runs a little slow
    /// (16 minutes apart) was drawn as dots; its own cadence is 15 minutes,
    /// so it is joined up to 45 minutes, and a longer gap stays empty.
    @Test func aLibreSeriesIsJoinedByItsOwnCadence() throws {
        let readings = TestData.readings(every: 16, to: 12 * 60) { _ in 150 }
            + TestData.readings(every: 16, from: 12 * 60 + 46) { _ in 150 }
        let chart = TestData.chart(readings, size: Self.wide)
        let filled = Set((0..<384).filter { column(chart, $0)[7].symbol == "█" })
        #expect(Set(40...185).isSubset(of: filled))  // joined between readings 16 minutes apart
        // 11:44 (column 187) to 12:46 (column 204): 62 minutes, more than 45: empty between.
        #expect((190...203).allSatisfy { !filled.contains($0) })
    }

    /// Readings just outside the day carry the curve to its edges: the first
    /// column (00:00-00:03:45) and the last hold no reading of their own and are
    /// filled only by the segments that cross each midnight.
    @Test func theCurveCrossesMidnight() throws {
        let inside = [GlucoseReading(time: TestData.time(0, 7), mgdl: 150),
                      GlucoseReading(time: TestData.time(23, 53), mgdl: 150)]
        let outside = [GlucoseReading(time: TestData.time(0, -8), mgdl: 150),
                       GlucoseReading(time: TestData.time(24, 8), mgdl: 150)]
        let crossing = TestData.chart(outside[0...0] + inside + outside[1...1], size: Self.wide)
        try #require(crossing.layout.plot.width == 384)
        #expect(column(crossing, 0)[7].symbol == "█", "from 23:52 the evening before")
        #expect(column(crossing, 383)[7].symbol == "█", "to 00:08 the next morning")
        let alone = TestData.chart(inside, size: Self.wide)
        // (Rows 6 and up: the extremes labels may sit above the curve.)
        #expect(column(alone, 0)[6...].allSatisfy { $0.symbol == " " } && column(alone, 383)[6...].allSatisfy { $0.symbol == " " },
                "without readings beyond midnight the edges stay empty")
    }

    @Test func anIsolatedReadingStillShows() {
        let chart = TestData.chart([GlucoseReading(time: TestData.time(6), mgdl: 150)], size: Self.size)
        #expect(column(chart, 24)[6] == Cell("▂", fg: .line(.green)))
        #expect(column(chart, 23)[6...].allSatisfy { $0.symbol == " " })
        #expect(column(chart, 25)[6...].allSatisfy { $0.symbol == " " })
    }

    @Test func theLineTakesTheRangeOfTheValueItPassesThrough() {
        // A straight rise from 100 to 300 over an hour: the line's cells in the
        // steep column take the colour of their own consensus range.
        let readings = [GlucoseReading(time: TestData.time(10), mgdl: 100),
                        GlucoseReading(time: TestData.time(10, 15), mgdl: 300)]
        let chart = TestData.chart(readings, size: Self.size)
        let cells = column(chart, 40)  // 10:00-10:15 covers the whole rise
        #expect(cells[3] == Cell("█", fg: .line(.red)), "260-300: very high")
        #expect(cells[6] == Cell("█", fg: .line(.green)))   // 140-180
        #expect(cells[5] == Cell("█", fg: .line(.orange)), "180-220: high, though it holds the 200 band boundary")
        #expect(cells[8] == Cell("▄", fg: .area(.red), bg: .area(.yellow)), "below the line it is area, in its bands")
    }

    /// With custom bands a boundary (250) falls anywhere in a cell; the
    /// line's top is the range the callout names for its value (180 in
    /// range, 180.5 high, 250 high, 250.5 very high: on the whole mg/dL), at
    /// every height, whatever band it is in.
    @Test(arguments: [12, 16, 20, 23, 24, 30, 40, 60])
    func aReadingOnAThresholdTakesTheRangeTheCalloutNames(rows: Int) throws {
        let scale = try #require(BandScale(boundaries: [60, 70, 180, 250, 350, 420]))
        let layout = try #require(ChartLayout(size: Size(columns: 100, rows: rows)))
        for (value, ink) in [(250.0, Ink.line(.orange)), (250.5, .line(.red)), (180, .line(.green)), (180.5, .line(.orange))] {
            let context = DayChart.Context(data: GlucoseData(readings: TestData.readings { _ in value }),
                                           calendar: TestData.utc, scale: scale)
            let chart = DayChart(day: TestData.day, dayNumber: 1, dayCount: 1, layout: layout, context: context)
            let x = layout.plot.x + layout.plot.width / 2
            let row = try #require((layout.plot.y..<layout.plot.bottom).first { chart.grid[x, $0]?.symbol != " " })
            let top = try #require(chart.grid[x, row])
            // A split cell's upper half is behind its lower one.
            #expect((top.bg == .none ? top.fg : top.bg) == ink, "\(value) on \(rows) rows: \(top)")
        }
    }

    @Test func monochromeTellsBandsApartByShade() {
        let chart = TestData.chart(TestData.readings { _ in 250 }, size: Self.size,
                                   style: RenderStyle(glyphs: .unicode, monochrome: true))
        let cells = column(chart, 10)
        #expect(cells[7].symbol == "·")  // 100-140: the 100-200 band
        #expect(cells[8].symbol == "░")  // 60-100: centre 80 is in the 75-100 band
        #expect(cells[4] == Cell("▆", fg: .line(.orange)), "250 is 6 eighths into 220-260")
        #expect(Set([cells[7].symbol, cells[8].symbol, GlyphSet.unicode.shade(.red)]).count == 3)
    }

    /// Was the loud stripe: every day's floor carried a saturated red and
    /// yellow fill. The area is a quiet shade of its band and only the top edge
    /// is in the band's bright colour, on 256 colours (solid dark shades) and
    /// on 8 (a light texture in the band's colour).
    @Test func theFillIsQuietAndTheLineLoud() throws {
        let readings = TestData.readings { _ in 150 }
        let chart = TestData.chart(readings, size: Self.size)
        let cells = column(chart, 10)
        let top = try #require(cells.firstIndex { $0.symbol != " " })
        #expect(cells[top].fg == .line(.green))
        #expect(cells[(top + 1)...].allSatisfy { if case .area = $0.fg { return true } else { return false } })
        let palette = Palette(depth: .ansi256)
        // The fill's colours are the dark shades, none of them the line's.
        for tone in BandTone.allCases {
            #expect(palette.color(.area(tone)) != palette.color(.line(tone)))
        }
        #expect(BandTone.allCases.map { palette.color(.area($0))! } == [52, 58, 22, 94])
        let eight = TestData.chart(readings, size: Self.size, style: RenderStyle(glyphs: .unicode, rangesByColor: false))
        let textured = column(eight, 10)
        // 60-100 (its middle, 80, in the 75-100 band), then 100-140.
        #expect(textured.last == Cell("░", fg: .area(.yellow)) && textured[textured.count - 2] == Cell("░", fg: .area(.green)))
        #expect(textured[top].fg == .line(.green) && textured[top].symbol != "░")
    }

    @Test func asciiGlyphsContainNoUnicode() {
        let chart = TestData.chart(TestData.readings { $0 % 300 + 50 > 200 ? 330 : 90 }, size: Self.size,
                                   style: RenderStyle(glyphs: .ascii, monochrome: true))
        #expect(chart.grid.cells.allSatisfy { $0.symbol.isASCII })
    }
}

struct DayChartTests {
    @Test func theDaysExtremesAreLabelled() {
        let readings = TestData.readings { $0 == 14 * 60 ? 330 : ($0 == 3 * 60 ? 70 : 150) }
        let chart = TestData.chart(readings, size: Size(columns: 102, rows: 30))
        let text = chart.grid.lines.joined(separator: "\n")
        #expect(text.contains("max 330"))
        #expect(text.contains("min 70"))
        #expect(chart.grid.line(0).contains("max 330 at 14:00"))
        #expect(chart.grid.line(0).contains("min 70 at 03:00"))
    }

    @Test func dosesAreFixedSizeMarkersWithUnitsWhereThereIsRoom() {
        let doses = [InsulinDose(time: TestData.time(7), units: 4.5), InsulinDose(time: TestData.time(7, 5), units: 1),
                     InsulinDose(time: TestData.time(7, 30), units: 2), InsulinDose(time: TestData.time(18), units: 6)]
        let chart = TestData.chart(TestData.readings { _ in 150 }, doses: doses, size: Size(columns: 102, rows: 14))
        let lane = chart.grid.line(chart.layout.doseLane.y)
        let plotX = chart.layout.plot.x
        let laneCells = Array(lane)
        #expect(laneCells[plotX + 28] == "◆")  // 07:00 and 07:05 share a column: one marker
        #expect(laneCells[plotX + 30] == "◆")  // 07:30: no room for the first label
        #expect(laneCells[plotX + 72] == "◆")
        #expect(lane.contains("◆2U"))
        #expect(lane.contains("◆6U"))
        #expect(!lane.contains("5.5U"), "the first label would run into the next marker")
    }

    @Test func aDayWithoutReadingsSaysSo() {
        let other = [GlucoseReading(time: TestData.time(0).addingTimeInterval(-86_400 * 2), mgdl: 100)]
        let chart = TestData.chart(other)
        #expect(chart.grid.lines.contains { $0.contains("no readings on this day") })
    }

    @Test func hourLabelsShowTheLocalClockOnADaylightSavingDay() throws {
        let newYork = DayCalendar(timeZone: try #require(TimeZone(identifier: "America/New_York")))
        let fall = try #require(newYork.day(year: 2026, month: 11, day: 1))
        let readings = stride(from: 0.0, to: fall.interval.duration, by: 300).map {
            GlucoseReading(time: fall.interval.start.addingTimeInterval($0), mgdl: 120)
        }
        let layout = try #require(ChartLayout(size: Size(columns: 160, rows: 20)))
        let chart = DayChart(day: fall, dayNumber: 1, dayCount: 1, layout: layout,
                             context: .init(data: GlucoseData(readings: readings), calendar: newYork))
        let labels = chart.grid.line(layout.hourLabels.y).split(separator: " ").map(String.init)
        #expect(labels.prefix(4) == ["00", "01", "01", "02"])
        #expect(labels.count == 25)
    }
}

struct SensorRangeTests {
    @Test func outOfRangeReportsAreShownAsBounds() {
        let readings = [GlucoseReading(time: TestData.time(3), mgdl: 40, flag: .belowSensorRange),
                        GlucoseReading(time: TestData.time(3, 5), mgdl: 120),
                        GlucoseReading(time: TestData.time(18), mgdl: 400, flag: .aboveSensorRange)]
        let chart = TestData.chart(readings, size: Size(columns: 120, rows: 20))
        #expect(chart.grid.line(0).contains("max >400 at 18:00"))
        #expect(chart.grid.line(0).contains("min <40 at 03:00"))
        #expect(GlucoseUnit.mmol.format(readings[2]) == ">22.2")
    }
}

struct NoHoleTests {
    /// In every column of every sample day, from the curve's top edge down to
    /// the floor, every cell is area or a domain mark (a low's `▾65`, `▼44`):
    /// no label, gap or blank inside the fill.
    @Test(arguments: [Size(columns: 100, rows: 30), Size(columns: 40, rows: 12), Size(columns: 61, rows: 17)])
    func theAreaUnderTheCurveHasNoHoles(size: Size) throws {
        let timeline = TestData.sample
        let layout = try #require(ChartLayout(size: size))
        let area = Set(GlyphSet.unicode.eighths.dropFirst() + [GlyphSet.unicode.lowerHalf])
        for (index, day) in timeline.days.enumerated() {
            let chart = DayChart(day: day, dayNumber: index + 1, dayCount: timeline.days.count, layout: layout,
                                 context: .init(data: timeline.data, calendar: timeline.calendar))
            for x in layout.plot.left..<layout.plot.right {
                let cells = (layout.plot.top..<layout.plot.bottom).map { chart.grid[x, $0]! }
                func filled(_ cell: Cell) -> Bool { area.contains(cell.symbol) || cell.reverse || cell.fg == .low }
                guard let top = cells.firstIndex(where: filled) else { continue }
                #expect(cells[top...].allSatisfy(filled), "\(day.isoDate) column \(x): \(String(cells.map(\.symbol)))")
            }
        }
    }
}
