import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart

/// Lows are the loudest thing on a screen: a 60-minute low of 44 mg/dL
/// outweighs a 60-minute peak of 471 at every size, in every style, counted
/// cell by cell; the line takes its reading's consensus range, not its band's.
struct LowLoudnessTests {
    /// 120 all day; 44 from 03:00 to 03:55 and 471 from 15:00 to 15:55 (every 5 minutes).
    static let day = TestData.readings { minute in
        switch minute {
        case 3 * 60..<4 * 60: 44
        case 15 * 60..<16 * 60: 471
        default: 120
        }
    }

    static let sizes = [Size(columns: 40, rows: 12), Size(columns: 60, rows: 16), Size(columns: 80, rows: 24),
                        Size(columns: 100, rows: 30), Size(columns: 120, rows: 40), Size(columns: 150, rows: 45),
                        Size(columns: 200, rows: 60)]

    /// The plot's cells in the columns from `from` to `to` o'clock that
    /// differ from a day of 120 all day: the event's own.
    static func cells(of chart: DayChart, from: Int, to: Int, style: RenderStyle) -> [Cell] {
        let plot = chart.layout.plot
        let calm = TestData.chart(TestData.readings { _ in 120 }, size: chart.layout.screen.size, style: style)
        let first = chart.timeAxis.column(for: TestData.time(from))!, last = chart.timeAxis.column(for: TestData.time(to))!
        return (first...last).flatMap { x in
            (plot.top..<plot.bottom).map { (chart.grid[plot.x + x, $0]!, calm.grid[plot.x + x, $0]!) }
        }.filter { $0 != $1 }.map(\.0)
    }

    /// A low's loud cells: its line, marks and value, and its wash.
    static func lowWeight(_ cells: [Cell]) -> Int {
        cells.filter { $0.fg == .low || $0.isWash }.count
    }

    /// A peak's, counted generously: every cell of red or orange (the quiet
    /// fills under it too), and in monochrome every bold or reversed one.
    static func peakWeight(_ cells: [Cell], monochrome: Bool) -> Int {
        let alarm: Set<Ink> = [.line(.red), .line(.orange), .area(.red), .area(.orange), .low]
        return cells.filter { cell in
            alarm.contains(cell.fg) || alarm.contains(cell.bg) || (monochrome && (cell.bold || cell.reverse))
        }.count
    }

    static let styles = [("256 colours", RenderStyle()), ("8 colours", RenderStyle(rangesByColor: false)),
                         ("monochrome", RenderStyle(monochrome: true)),
                         ("ascii monochrome", RenderStyle(glyphs: .ascii, monochrome: true))]

    @Test(arguments: sizes)
    func aLowOf44OutweighsAPeakOf471(size: Size) {
        for (name, style) in Self.styles {
            let chart = TestData.chart(Self.day, size: size, style: style)
            let low = Self.lowWeight(Self.cells(of: chart, from: 2, to: 5, style: style))
            let peak = Self.peakWeight(Self.cells(of: chart, from: 14, to: 17, style: style), monochrome: style.monochrome)
            print("loudness \(size.columns)x\(size.rows) \(name): low \(low), peak \(peak)")
            #expect(low > peak, "\(name) at \(size.columns)x\(size.rows): low \(low) against peak \(peak)")
        }
    }

    /// Every row of the plot over the low is its wash or its marks, very low
    /// stronger than low; the peak's columns carry no wash at all.
    @Test func aLowIsWashedOverThePlotsWholeHeightAndAPeakIsNot() {
        let chart = TestData.chart(Self.day, size: Size(columns: 100, rows: 30))
        let plot = chart.layout.plot
        let x = plot.x + chart.timeAxis.column(for: TestData.time(3, 30))!
        let column = (plot.top..<plot.bottom).map { chart.grid[x, $0]! }
        #expect(column.dropLast().allSatisfy { $0.bg == .veryLowWash }, "above the curve, the very low's wash")
        #expect(column.last!.fg == .low && column.last!.reverse, "the floor's very-low mark")
        #expect(Self.cells(of: chart, from: 14, to: 17, style: RenderStyle()).allSatisfy { !$0.isWash })
        let low = TestData.chart(TestData.readings { (3 * 60..<4 * 60).contains($0) ? 62 : 120 }, size: Size(columns: 100, rows: 30))
        #expect(low.grid[x, plot.top]!.bg == .lowWash, "a low's wash is the weaker one")
    }

    /// A 72 is in range: its line is green in the 60-75 band; a 69 is a low
    /// and the loudest red; a 190 in the 100-200 band is high, orange.
    @Test func theLineTakesItsReadingsRangeNotItsBand() {
        func topInk(_ mgdl: Double, scale: BandScale = .standard) -> Ink {
            let chart = TestData.chart(TestData.readings { _ in mgdl }, size: Size(columns: 100, rows: 30), scale: scale)
            let plot = chart.layout.plot
            let x = plot.x + 50
            let top = (plot.top..<plot.bottom).first { chart.grid[x, $0]!.symbol != " " && !chart.grid[x, $0]!.isWash }!
            return chart.grid[x, top]!.fg
        }
        #expect(topInk(72) == .line(.green))
        #expect(topInk(70) == .line(.green))
        #expect(topInk(69) == .low)
        #expect(topInk(180) == .line(.green))
        #expect(topInk(181) == .line(.orange))
        #expect(topInk(250) == .line(.orange))
        #expect(topInk(251) == .line(.red))
        #expect(topInk(72, scale: .consensus) == .line(.green))
    }

    /// Without colour a very low's wash is reversed and crossed, a low's a
    /// plain hatch; in ASCII `X` and `/`.
    @Test func withoutColourTheWashIsAHatchVeryLowReversed() {
        for glyphs in [GlyphSet.unicode, .ascii] {
            let style = RenderStyle(glyphs: glyphs, monochrome: true)
            #expect(style.washCell(.veryLowWash) == Cell(glyphs.veryLowWash, fg: .veryLowWash, bold: true, reverse: true))
            #expect(style.washCell(.lowWash) == Cell(glyphs.lowWash, fg: .lowWash, bold: true))
        }
        #expect(GlyphSet.ascii.veryLowWash == "X" && GlyphSet.ascii.lowWash == "/")
    }
}

