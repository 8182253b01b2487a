import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// A plot so flat that a cell holds three bands (a small chart of the week at
/// 4 rows a day): no cell shows a band the readings in its column do not
/// reach. It did: the floor cell's lower half took the 75-100 band, so yellow
/// strips showed under the evening highs, where the floor cell is full, and
/// nowhere else.
struct CoarseBandsTests {
    /// 130 mg/dL all day, 250 from 17:00.
    let readings = TestData.readings { $0 < 17 * 60 ? 130 : 250 }

    /// A small chart of the week: a title row over 3 plot rows of 120 mg/dL
    /// (60-180 the floor cell, 180-300, 300-420) by default.
    func tile(_ readings: [GlucoseReading], rows: Int = 4, style: RenderStyle = RenderStyle()) -> DayChart {
        let context = DayChart.Context(data: GlucoseData(readings: readings), calendar: TestData.utc, style: style)
        return DayChart(day: TestData.day, dayNumber: 1, dayCount: 1, tile: true,
                        layout: ChartLayout(tile: Size(columns: 100, rows: rows), hourLabels: false), context: context)
    }

    func tones(_ cell: Cell) -> [BandTone] {
        [cell.fg, cell.bg].compactMap {
            switch $0 {
            case .area(let tone), .line(let tone): tone
            default: nil
            }
        }
    }

    @Test func theAreaUnderTheReadingsIsTheBandOfTheColumnsLowest() throws {
        let chart = tile(readings)
        let plot = chart.layout.plot
        #expect(!chart.valueAxis.resolvesBands)
        let floor = plot.bottom - 1
        let evening = try #require(chart.timeAxis.column(for: TestData.time(20))) + plot.x
        let afternoon = try #require(chart.timeAxis.column(for: TestData.time(14))) + plot.x
        #expect(chart.grid[evening, floor] == Cell("█", fg: .area(.orange)), "was ▄ in the 75-100 band under 100-200")
        #expect(chart.grid[evening, floor - 1] == Cell("▅", fg: .line(.orange)), "250 is in the 200-300 band")
        #expect(chart.grid[afternoon, floor]?.fg == .line(.green))
        let fiveInTheAfternoon = try #require(chart.timeAxis.column(for: TestData.time(17)))
        let wrong = (plot.top..<plot.bottom).flatMap { y in
            (plot.x..<plot.right).filter { x in
                let reached: Set<BandTone> = x - plot.x < fiveInTheAfternoon - 1 ? [.green] : [.green, .orange]
                return !Set(tones(chart.grid[x, y]!)).isSubset(of: reached)
            }.map { "(\($0), \(y)): \(chart.grid[$0, y]!)" }
        }
        #expect(wrong.isEmpty, "\(wrong.count) cells: \(wrong.prefix(3))")
    }

    /// The floor cell of a tile is the line, and the line is the reading's
    /// range, not its band: a night at 72 in the 60-75 band is in range,
    /// green (never alarm red), as is a morning at 90 in the 75-100 band
    /// (below 70 the floor carries the low's own mark).
    @Test func theLineOnTheFloorIsTheReadingsRange() throws {
        let chart = tile(TestData.readings { $0 < 6 * 60 ? 72 : $0 < 12 * 60 ? 90 : 250 })
        let floor = chart.layout.plot.bottom - 1, x = chart.layout.plot.x
        let night = try #require(chart.timeAxis.column(for: TestData.time(3))), morning = try #require(chart.timeAxis.column(for: TestData.time(9)))
        let low = try #require(chart.grid[x + night, floor]), dip = try #require(chart.grid[x + morning, floor])
        #expect(low.fg == .line(.green), "\(low) \(chart.grid.line(floor))")
        #expect(dip.fg == .line(.green), "\(dip)")
    }

    /// On 8 colours the area is a texture, one band a cell: the same rule
    /// (7 plot rows: the floor cell is 60-111, its middle in the 75-100 band).
    @Test func theTextureFollowsTheSameRule() throws {
        let chart = tile(readings, rows: 8, style: RenderStyle(glyphs: .unicode, rangesByColor: false))
        #expect(!chart.valueAxis.resolvesBands)
        let floor = chart.layout.plot.bottom - 1
        let evening = try #require(chart.timeAxis.column(for: TestData.time(20))) + chart.layout.plot.x
        #expect(try #require(chart.grid[evening, floor]).fg == .area(.orange))
    }

    /// Where every cell holds at most two bands the bands are drawn where
    /// they lie, under any curve, as before (9 rows of 40 mg/dL: 60-100 is
    /// red and yellow under a day at 150).
    @Test func aTallerPlotStillDrawsTheBandsWhereTheyLie() {
        let chart = TestData.chart(TestData.readings { _ in 150 }, size: Size(columns: 102, rows: 14))
        #expect(chart.valueAxis.resolvesBands)
        let plot = chart.layout.plot
        #expect(chart.grid[plot.x + 40, plot.bottom - 1] == Cell("▄", fg: .area(.red), bg: .area(.yellow)))
    }

    /// The sample's weeks at 3 to 7 plot rows a day: in every column of
    /// every day, the 60-75 and 75-100 bands show only where the column's
    /// readings go below 100 (red is the 300-420 band's colour too).
    @Test(arguments: [32, 38, 45, 52, 60])
    func theSamplesWeekShowsNoLowBandTheReadingsDoNotReach(rows: Int) throws {
        let timeline = TestData.sample
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, size: Size(columns: 120, rows: rows)))
        _ = model.update(.event(.toggleWeek))
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
        _ = builder.scene(for: model)
        let week = try #require(builder.week?.chart)
        var wrong: [String] = []
        for (index, chart) in week.tiles.enumerated() {
            let plot = week.plot(index)
            let envelopes = ColumnEnvelope.envelopes(of: timeline.data, on: chart.timeAxis)
            for (column, envelope) in envelopes.enumerated() {
                guard let envelope, envelope.low >= 100, envelope.high < 300 else { continue }
                for y in plot.top..<plot.bottom {
                    let cell = try #require(week.grid[plot.x + column, y])
                    // The area's bands (the line is its reading's range: red above 250).
                    let area = [cell.fg, cell.bg].compactMap { if case .area(let tone) = $0 { tone } else { nil } }
                    if area.contains(.yellow) || area.contains(.red) {
                        wrong.append("day \(index), column \(column), low \(envelope.low): \(cell)")
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(rows) rows, \(wrong.count) cells: \(wrong.prefix(3))")
    }
}
