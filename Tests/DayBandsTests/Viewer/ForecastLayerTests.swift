import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources
@testable import DayBandsChart
@testable import DayBandsViewer

/// The forecast in the live window: drawn ahead of the newest reading in
/// its own ink (never a range's), the window's room ahead made for it, the
/// loop's curves on `F`, and a cursor step still makes no chart pass.
@Suite struct ForecastLayerTests {
    let builder = SceneBuilder(settings: RenderSettings(calendar: NightFall.calendar))

    /// The plot columns holding forecast cells, and every ink seen right of
    /// the newest reading but in a label (the low's value at its point).
    func forecastCells(_ chart: DayChart) -> (columns: Set<Int>, inks: Set<Ink>) {
        let plot = chart.layout.plot
        let newest = chart.timeAxis.column(for: NightFall.now)!
        var columns = Set<Int>(), inks = Set<Ink>()
        for x in 0..<plot.width {
            for y in 0..<plot.height {
                guard let cell = chart.grid[plot.x + x, plot.y + y], cell.symbol != " " else { continue }
                if cell.fg == .forecast { columns.insert(x) }
                let labelled = chart.plotLabels.contains { $0.contains(Point(x: plot.x + x, y: plot.y + y)) }
                if x > newest, !labelled { inks.insert(cell.fg) }
            }
        }
        return (columns, inks)
    }

    @Test func ar2IsDrawnAheadOfTheFallInItsOwnInkOnly() throws {
        let model = NightFall.model()
        let forecast = try #require(model.forecast)
        #expect(forecast.name == "forecast (AR2)")
        let chart = try #require(builder.chart(for: model) as? DayChart)
        let newest = try #require(chart.timeAxis.column(for: NightFall.now))
        let (columns, inks) = forecastCells(chart)
        #expect(!columns.isEmpty && columns.allSatisfy { $0 > newest }, "nothing of it over the readings")
        #expect(inks == [.forecast], "only the forecast right of now: \(inks)")
        #expect(chart.timeAxis.interval.end > NightFall.now.addingTimeInterval(30 * 60), "the window runs 30 min past now")
        let header = chart.grid.line(chart.layout.header.y)
        #expect(header.contains("last 12 h + forecast (AR2)"), "\(header)")
    }

    @Test func theLoopsCurvesOnFAndTheirNameInTheHeader() throws {
        var model = NightFall.model()
        var status = DeviceStatus()
        let curves: [LoopPrediction.Curve] = [.init(name: "IOB", values: [50, 48, 46, 44, 42, 40, 39]),
                                              .init(name: "COB", values: [50, 60, 70, 80, 90, 100, 110])]
        status.prediction = .init(value: LoopPrediction(curves: curves, eventual: 40), time: NightFall.now)
        _ = model.update(.liveRead(LiveRead(readings: nil, deviceStatus: status, notice: nil)))
        #expect(model.forecast?.lines.map(\.name) == ["IOB"])
        let followed = try #require(builder.chart(for: model) as? DayChart)
        #expect(followed.grid.line(followed.layout.header.y).contains("oref forecast (IOB)"))
        _ = model.update(.event(.toggleForecasts))
        #expect(model.state.allForecasts && model.forecast?.lines.map(\.name) == ["IOB", "COB"])
        #expect(model.state.notice == "forecast: every curve the loop predicts")
        let all = try #require(builder.chart(for: model) as? DayChart)
        #expect(forecastCells(all).columns.count >= forecastCells(followed).columns.count)
        let otherDots = (0..<all.grid.size.rows).flatMap { y in (0..<all.grid.size.columns).compactMap { all.grid[$0, y] } }
            .filter { $0.symbol == GlyphSet.unicode.otherForecast && $0.fg == .forecast }
        #expect(!otherDots.isEmpty, "COB's curve drawn apart from the followed one")
    }

    /// In ASCII the followed line is `*`: `+` is the red band's fill there, and `.` the green's.
    @Test func inASCIITheLineIsAStarNeverABandsFill() throws {
        let ascii = SceneBuilder(settings: RenderSettings(calendar: NightFall.calendar,
                                                          style: RenderStyle(glyphs: .ascii, monochrome: true)))
        let chart = try #require(ascii.chart(for: NightFall.model()) as? DayChart)
        let symbols = Set((0..<chart.grid.size.rows).flatMap { y in (0..<chart.grid.size.columns).compactMap { chart.grid[$0, y] } }
            .filter { $0.fg == .forecast }.map(\.symbol))
        #expect(symbols.contains("*") && symbols.isSubset(of: ["*", ":"]), "\(symbols)")
        #expect(![GlyphSet.ascii.shade(.red), GlyphSet.ascii.shade(.green)].contains(GlyphSet.ascii.forecast))
    }

    @Test func aCursorStepWithTheForecastShownMakesNoChartPass() {
        var model = NightFall.model()
        _ = builder.scene(for: model)
        let passes = builder.chartPasses
        for step in [-1, -1, 1, -1] {
            _ = model.update(.event(.moveHour(step)))
            _ = builder.scene(for: model)
        }
        #expect(builder.chartPasses == passes && model.forecast != nil)
    }
}
