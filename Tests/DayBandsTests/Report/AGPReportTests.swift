import Foundation
import Testing
@testable import DayBands

/// The one-page AGP report: its parts are the viewer's own layers, cell for cell.
struct AGPReportTests {
    static let timeline = TestData.sample
    static let context = DayChart.Context(data: timeline.data, calendar: timeline.calendar)

    /// The cells of `grid` at `origin` with the size of `part`.
    static func cut(_ grid: CellGrid, at origin: Point, size: Size) -> CellGrid {
        var out = CellGrid(size: size)
        for y in 0..<size.rows {
            for x in 0..<size.columns {
                out.set(x, y, grid[origin.x + x, origin.y + y] ?? .blank)
            }
        }
        return out
    }

    /// Data ending late on a 25-hour day (the viewer opens on its hour 24):
    /// the report's profile, 24 hours, still draws (it crashed).
    @Test func dataEndingInTheTwentyFifthHourOfADayStillGivesAReport() throws {
        let berlin = DayCalendar(timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
        let start = Date(timeIntervalSince1970: 1_792_800_000)  // 2026-10-24T00:00:00Z
        let readings = (0..<(2 * 288 - 12)).map { GlucoseReading(time: start.addingTimeInterval(Double($0) * 300), mgdl: 120) }
        let timeline = try #require(Timeline(data: GlucoseData(readings: readings), calendar: berlin))
        #expect(timeline.days.last?.hourCount == 25)
        #expect(ViewerState.opening(timeline, size: Size(columns: 100, rows: 30)).selection.cursor.hour == 24)
        let page = AGPReport(timeline: timeline, context: DayChart.Context(data: timeline.data, calendar: berlin), unit: .mgdl).page
        #expect(page.lines.contains { $0.contains("statistics in mg/dL") })
    }

    @Test func theTitleNamesTheDaysAndTheUnit() throws {
        let page = AGPReport(timeline: Self.timeline, context: Self.context, unit: .mgdl).page
        #expect(page.line(0).hasPrefix(" Ambulatory Glucose Profile  2026-10-01 to 2026-10-31 (31 days)  mg/dL"))
        let mmol = AGPReport(timeline: Self.timeline, context: Self.context, unit: .mmol).page
        #expect(mmol.line(0).contains("mmol/L"))
        #expect(mmol.lines.contains { $0.contains("statistics in mmol/L") })
    }

    @Test func theProfileAndItsStatisticsAreTheViewersOwnLayers() throws {
        let report = AGPReport(timeline: Self.timeline, context: Self.context, unit: .mgdl)
        var state = ViewerState.opening(Self.timeline, size: Size(columns: report.page.size.columns, rows: AGPReport.profileRows))
        state.mode = .profile
        state.statisticsChoice = true
        let scene = SceneBuilder(timeline: Self.timeline, context: Self.context).scene(for: state)
        let profile = Scene(size: state.size, layers: [.chart: try #require(scene.layers[.chart]),
                                                        .statistics: try #require(scene.layers[.statistics])]).composed()
        // Compared as a whole (a failure would otherwise print every cell).
        let same = Self.cut(report.page, at: Point(x: 0, y: 2), size: state.size) == profile
        #expect(same)
        let text = report.page.lines.joined(separator: "\n")
        // The consensus metrics, each with its target.
        for target in ["<1%", "<4%", ">70%", "<25%", "<5%", "<=36%"] {
            #expect(text.contains(target), "\(target)")
        }
    }

    @Test func everyDayIsATileEqualToItsOwnChart() throws {
        let report = AGPReport(timeline: Self.timeline, context: Self.context, unit: .mgdl)
        let builder = SceneBuilder(timeline: Self.timeline, context: Self.context)
        let tilesTop = 2 + AGPReport.profileRows + 2
        for index in Self.timeline.days.indices {
            let chart = try #require(builder.scene(for: ViewerState.opening(Self.timeline, dayIndex: index, size: AGPReport.tile)).layers[.chart])
            let origin = Point(x: (index % 7) * (AGPReport.tile.columns + AGPReport.gap) + chart.origin.x,
                               y: tilesTop + (index / 7) * (AGPReport.tile.rows + AGPReport.gap) + chart.origin.y)
            let same = Self.cut(report.page, at: origin, size: chart.grid.size) == chart.grid
            #expect(same, "day \(index)")
            #expect(report.page.line(origin.y).contains(Self.timeline.days[index].isoDate))
        }
        #expect(report.page.size.rows == tilesTop + 5 * (AGPReport.tile.rows + AGPReport.gap))
    }

    @Test func oneDayIsAReportToo() throws {
        let day = Self.timeline.restricted(to: 11...11)
        let page = AGPReport(timeline: day, context: Self.context, unit: .mgdl).page
        #expect(page.line(0).contains("2026-10-12 to 2026-10-12 (1 day)"))
    }
}
