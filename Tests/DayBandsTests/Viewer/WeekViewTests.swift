import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// The week view (`w`): seven days stacked as small charts on one time axis,
/// the highlighted day moved with Up/Down, the same layering as the day view.
struct WeekViewTests {
    let timeline = TestData.sample

    func builder(_ timeline: Timeline = TestData.sample) -> SceneBuilder {
        SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
    }

    func week(_ iso: String, hour: Int = 14, size: Size = Size(columns: 120, rows: 40)) throws -> ViewerState {
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, dayIndex: try timeline.dayIndex(iso: iso).get(), hour: hour, size: size))
        _ = model.update(.event(.toggleWeek))
        return model.state
    }

    /// The week's small charts, each cut from a screen by its layout.
    func tiles(_ grid: CellGrid, _ layout: WeekLayout) -> [[String]] {
        layout.tiles.map { tile in (tile.top..<tile.bottom).map { String(grid.line($0)) } }
    }

    @Test func wOpensTheSevenDaysEndingOnTheCurrentDayAndClosesBackToIt() throws {
        var model = ViewerModel(page: timeline, state: try week("2026-10-12"))
        #expect(model.state.mode == .week)
        let days = try #require(model.state.weekDays(in: timeline))
        let monday = try timeline.dayIndex(iso: "2026-10-12").get()
        #expect(days == (monday - 6)..<(monday + 1))
        let screen = builder().scene(for: model).composed()
        #expect(screen.line(0).hasPrefix(" week  2026-10-06 to 2026-10-12  mg/dL"))
        let layout = try #require(WeekLayout(size: model.state.size, dayCount: timeline.days.count))
        let titles = tiles(screen, layout).map { String($0[0].prefix(15)) }
        #expect(titles == [" Tue 2026-10-06", " Wed 2026-10-07", " Thu 2026-10-08", " Fri 2026-10-09", " Sat 2026-10-10",
                           " Sun 2026-10-11", "▶Mon 2026-10-12"])
        _ = model.update(.event(.toggleWeek))
        #expect(model.state.mode == .day && model.state.selection.cursor.dayIndex == days.upperBound - 1)
    }

    @Test func upAndDownMoveTheHighlightInsideTheWeekWhichScrollsOnlyWhenItIsLeft() throws {
        var model = ViewerModel(page: timeline, state: try week("2026-10-12"))
        let end = try timeline.dayIndex(iso: "2026-10-12").get()
        let first = try #require(model.state.weekDays(in: timeline))
        for step in 1...6 {
            _ = model.update(.event(.moveDay(-1)))
            #expect(model.state.selection.cursor.dayIndex == end - step)
            #expect(model.state.weekDays(in: timeline) == first, "still the same week")
        }
        _ = model.update(.event(.moveDay(-1)))
        #expect(model.state.weekDays(in: timeline) == (first.lowerBound - 1)..<(first.upperBound - 1), "scrolled by one day")
        _ = model.update(.event(.moveDay(1)))
        #expect(model.state.weekDays(in: timeline) == (first.lowerBound - 1)..<(first.upperBound - 1), "back inside: no scroll")
        #expect(model.state.selection.cursor.hour == 14, "the hour stays")
        _ = model.update(.event(.lastDay))
        #expect(model.state.weekDays(in: timeline) == (timeline.days.count - 7)..<timeline.days.count, "t: the last week")
    }

    /// PgUp/PgDn show the previous/next week with the highlight on the same
    /// row; `<` the first week; a jump to a low stays in the week view,
    /// highlighting the day found.
    @Test func pageKeysMoveByAWeekAndJumpsStayInTheWeek() throws {
        var model = ViewerModel(page: timeline, state: try week("2026-10-20"))
        _ = model.update(.event(.moveDay(-1)))
        let days = try #require(model.state.weekDays(in: timeline))
        let row = model.state.selection.cursor.dayIndex - days.lowerBound
        _ = model.update(.event(.moveDay(-7)))
        #expect(model.state.weekDays(in: timeline) == (days.lowerBound - 7)..<(days.upperBound - 7))
        #expect(model.state.selection.cursor.dayIndex - (days.lowerBound - 7) == row)
        _ = model.update(.event(.moveDay(7)))
        #expect(model.state.weekDays(in: timeline) == days)
        _ = model.update(.event(.firstDay))
        #expect(model.state.weekDays(in: timeline) == 0..<7 && model.state.selection.cursor.dayIndex == 0)
        _ = model.update(.event(.jump(.low, forward: true)))
        #expect(model.state.mode == .week)
        let found = model.state.selection.cursor.dayIndex
        #expect(found > 0 && model.state.notice != nil)
        #expect(try #require(model.state.weekDays(in: timeline)).contains(found))
    }

    @Test func goingToADateEndsTheWeekOnItAndTheFirstDaysKeepAFullWeek() throws {
        var model = ViewerModel(page: timeline, state: try week("2026-10-20"))
        _ = model.update(.event(.startDateEntry))
        for character in "2026-10-02" { model.state.apply(.character(character), in: timeline) }
        _ = model.update(.event(.togglePin))
        #expect(model.state.mode == .week)
        #expect(model.state.selection.cursor.dayIndex == 1)
        #expect(model.state.weekDays(in: timeline) == 0..<7, "no days before the first: the week starts there")
    }

    /// The invariant: scrubbing every hour, and moving the highlight through
    /// the week and back, builds no small chart again; each stays equal cell
    /// for cell, and the screen is the same when the cursor is back.
    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40), Size(columns: 200, rows: 60)])
    func scrubbingAndMovingTheHighlightCauseNoChartPass(size: Size) throws {
        let builder = builder()
        var model = ViewerModel(page: timeline, state: try week("2026-10-12", hour: 0, size: size))
        let layout = try #require(WeekLayout(size: size, dayCount: timeline.days.count))
        let first = builder.scene(for: model)
        let chart = try #require(first.layers[.chart])
        #expect(builder.chartPasses == 1)
        let before = tiles(chart.grid, layout)
        var guides = Set<Point>(), highlights = Set<Point>()
        let events = Array(repeating: ViewerEvent.moveHour(1), count: 23) + Array(repeating: .moveDay(-1), count: 6)
            + Array(repeating: .moveHour(-1), count: 23) + Array(repeating: .moveDay(1), count: 6)
        for event in events {
            _ = model.update(.event(event))
            let scene = builder.scene(for: model)
            #expect(scene.layers[.chart] == chart)
            guides.insert(try #require(scene.layers[.cursor]).origin)
            highlights.insert(try #require(scene.layers[.highlight]).origin)
        }
        #expect(builder.chartPasses == 1)
        #expect(tiles(try #require(builder.scene(for: model).layers[.chart]).grid, layout) == before)
        #expect(guides.count == 24 && highlights.count == 7, "the guide and the highlight did move")
        #expect(builder.scene(for: model).composed() == first.composed())
    }

    /// One guide through all seven charts at the cursor's hour, each chart's
    /// reading there marked.
    @Test func theGuideRunsThroughEveryChartAtTheHour() throws {
        let model = ViewerModel(page: timeline, state: try week("2026-10-12", hour: 14))
        let scene = builder().scene(for: model)
        let guide = try #require(scene.layers[.cursor])
        let layout = try #require(WeekLayout(size: model.state.size, dayCount: timeline.days.count))
        let x = ChartLayout.labelWidth + 1 + TimeAxis(day: timeline.days[0], columns: 120 - 6).column(forHour: 14)
        #expect(guide.origin.x == x && guide.grid.size.columns == 1)
        let screen = scene.composed()
        for tile in layout.tiles {
            let column = (tile.top + 1..<tile.top + tile.height - (tile == layout.tiles.last ? 1 : 0))
                .map { screen[x, $0]!.symbol }
            #expect(column.contains("●"), "a point on each day: \(column)")
        }
    }

    /// A week in New York holding the 25-hour fall-back day (Nov 1): each chart
    /// spreads its own day's hours over the width, so at 20:00 elapsed that
    /// day's guide and point sit at its own hour's column, left of the
    /// others', and the guide layer spans both columns.
    @Test func onAWeekWithADaylightSavingDayTheGuideFollowsEachDaysHour() throws {
        let calendar = DaylightSavingGoldenTests.calendar
        let first = calendar.day(year: 2026, month: 10, day: 27)!
        let last = calendar.day(year: 2026, month: 11, day: 2)!
        let readings = stride(from: first.interval.start.timeIntervalSinceReferenceDate,
                              to: last.interval.end.timeIntervalSinceReferenceDate, by: 300).map {
            GlucoseReading(time: Date(timeIntervalSinceReferenceDate: $0), mgdl: 150)
        }
        let timeline = Timeline(data: GlucoseData(readings: readings), calendar: calendar)!
        #expect(timeline.days.count == 7)
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, hour: 20, size: Size(columns: 106, rows: 30)))
        _ = model.update(.event(.toggleWeek))
        let scene = builder(timeline).scene(for: model)
        let guide = try #require(scene.layers[.cursor])
        let plotX = ChartLayout.labelWidth + 1, width = 100
        let normal = plotX + 20 * width / 24, fallBack = plotX + 20 * width / 25
        #expect(guide.origin.x == fallBack && guide.grid.size.columns == normal - fallBack + 1)
        let layout = try #require(WeekLayout(size: model.state.size, dayCount: timeline.days.count))
        let screen = scene.composed()
        for (index, tile) in layout.tiles.enumerated() {
            let x = timeline.days[index].hourCount == 25 ? fallBack : normal
            #expect(screen[x, tile.top + 2]?.symbol == "●", "day \(index) at column \(x)")
        }
    }

    /// The guide crosses a title only between its phrases: at every hour each
    /// phrase of every title (`max 244 at 08:45`) reads on screen as drawn.
    @Test(arguments: [Size(columns: 120, rows: 40), Size(columns: 80, rows: 24)])
    func theGuideNeverSplitsATitlesPhrase(size: Size) throws {
        let builder = builder()
        var model = ViewerModel(page: timeline, state: try week("2026-10-12", hour: 0, size: size))
        for _ in 0..<24 {
            let scene = builder.scene(for: model)
            let chart = try #require(scene.layers[.chart]).grid
            var withGuide = chart
            let guide = try #require(scene.layers[.cursor])
            withGuide.draw(guide.grid, at: guide.origin)
            let week = try #require(builder.week?.chart)
            for tile in week.layout.tiles {
                for phrase in WeekChart.phrases(inRow: tile.y, of: chart) {
                    let cells = (phrase.left..<phrase.right)
                    #expect(cells.map { withGuide[$0, tile.y] } == cells.map { chart[$0, tile.y] },
                            "\(chart.line(tile.y)) at \(model.state.selection.cursor.hour):00")
                }
            }
            _ = model.update(.event(.moveHour(1)))
        }
    }

    @Test func anEmptyDaySaysSoInItsChart() throws {
        let calendar = TestData.utc
        let days = (0..<3).map { calendar.day(year: 2026, month: 3, day: 10 + $0)! }
        let readings = [days[0], days[2]].flatMap { day in
            stride(from: 0, to: 86_400, by: 300).map { GlucoseReading(time: day.interval.start.addingTimeInterval(Double($0)), mgdl: 120) }
        }
        let timeline = Timeline(data: GlucoseData(readings: readings), calendar: calendar)!
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, size: Size(columns: 100, rows: 30)))
        _ = model.update(.event(.toggleWeek))
        let screen = builder(timeline).scene(for: model).composed()
        let layout = try #require(WeekLayout(size: model.state.size, dayCount: timeline.days.count))
        #expect(layout.tiles.count == 3, "a timeline of three days shows three")
        let middle = tiles(screen, layout)[1]
        #expect(middle[0].hasPrefix(" Wed 2026-03-11") && !middle[0].contains("max"))
        #expect(middle.contains { $0.contains("no readings on this day") })
        #expect(!tiles(screen, layout)[0].contains { $0.contains("no readings") })
    }

    /// Below the height of seven charts of two plot rows each, as many days
    /// as fit, ending on the highlighted day, and the header says so.
    @Test(arguments: [(12, 3), (23, 6), (24, 7)])
    func aShortScreenShowsTheDaysThatFitAndSaysSo(rows: Int, shown: Int) throws {
        let model = ViewerModel(page: timeline, state: try week("2026-10-12", size: Size(columns: 100, rows: rows)))
        let days = try #require(model.state.weekDays(in: timeline))
        #expect(days.count == shown && days.upperBound - 1 == model.state.selection.cursor.dayIndex)
        let header = builder().scene(for: model).composed().line(0)
        #expect(header.contains("\(shown) days fit: 24 rows show 7") == (shown < 7), "\(header)")
    }

    @Test func tooSmallForAnyChartSaysSo() throws {
        let model = ViewerModel(page: timeline, state: try week("2026-10-12", size: Size(columns: 39, rows: 12)))
        let scene = builder().scene(for: model)
        #expect(scene.layers[.chart] == nil && scene.layers[.message] != nil)
    }

    /// The callout of the highlighted day (the last, or one in the middle of
    /// the week) is in that day's own rows, its title row and plot (it was in
    /// the rows of the day above, over that day's curve), and covers no title
    /// or label of any day nor its own day's curve; where an hour has no such
    /// place (on 2 and 4 plot rows a day, none) its reading is on the status line.
    @Test(arguments: [(Size(columns: 80, rows: 24), 0, false), (Size(columns: 120, rows: 40), 0, false),
                      (Size(columns: 200, rows: 60), 0, true), (Size(columns: 200, rows: 60), 3, true)])
    func theCalloutIsInItsDaysRowsClearOfItsCurveElseTheStatusLineReadsOut(size: Size, daysBack: Int,
                                                                           boxesShown: Bool) throws {
        let builder = builder()
        var model = ViewerModel(page: timeline, state: try week("2026-10-12", hour: 0, size: size))
        for _ in 0..<daysBack { model.state.apply(.moveDay(-1), in: timeline) }
        var boxes = 0
        for _ in 0..<24 {
            let scene = builder.scene(for: model)
            let week = try #require(builder.week?.chart)
            let index = model.state.selection.cursor.dayIndex - week.days.lowerBound
            #expect(index == week.tiles.count - 1 - daysBack)
            if let box = scene.layers[.liveCallout] {
                boxes += 1
                let rect = Rect(x: box.origin.x, y: box.origin.y, width: box.grid.size.columns, height: box.grid.size.rows)
                #expect(rect.top >= week.layout.tiles[index].top && rect.bottom <= week.plot(index).bottom,
                        "in its own day's rows: \(rect)")
                #expect(!week.labels.contains { $0.intersects(rect) })
                let plot = week.plot(index)
                for (column, line) in week.tiles[index].curveRows.enumerated() {
                    guard let line, (rect.left..<rect.right).contains(plot.x + column) else { continue }
                    #expect(plot.top + line.upperBound < rect.top || plot.top + line.lowerBound >= rect.bottom,
                            "over its curve at column \(column)")
                }
            } else {
                let status = try #require(scene.layers[.status]).grid.line(0)
                #expect(status.contains("mg/dL"), "\(status)")
            }
            _ = model.update(.event(.moveHour(1)))
        }
        #expect((boxes > 0) == boxesShown, "\(boxes) boxes")
    }

    @Test func aClickOnADaysPlotHighlightsItAndPinsTheHour() throws {
        var model = ViewerModel(page: timeline, state: try week("2026-10-12"))
        let layout = try #require(WeekLayout(size: model.state.size, dayCount: timeline.days.count))
        let tile = layout.tiles[2]
        let x = ChartLayout.labelWidth + 1 + TimeAxis(day: timeline.days[0], columns: 120 - 6).column(forHour: 9)
        _ = model.update(.event(.click(Point(x: x, y: tile.top + 2))))
        let thursday = try timeline.dayIndex(iso: "2026-10-08").get()
        #expect(model.state.selection.cursor == HourMark(dayIndex: thursday, hour: 9))
        #expect(model.state.selection.pin == HourMark(dayIndex: thursday, hour: 9))
        #expect(model.state.mode == .week)
        _ = model.update(.event(.click(Point(x: 2, y: layout.tiles[4].top))))
        #expect(model.state.selection.cursor.dayIndex == thursday + 2, "a click on a title only highlights")
        #expect(model.state.selection.pin == HourMark(dayIndex: thursday, hour: 9))
    }

    /// Golden screens, read and reviewed: the week of Oct 12 (its peak clipped
    /// at the top) at 80x24 with the callout's place at 14:00; at 100x32 (4
    /// rows a day: no 75-100 band under the evening highs); at 120x40 with
    /// a pin on Oct 8; at 200x60 the highlight in the middle of the week.
    @Test(arguments: [(80, 24, "2026-10-12", 14, nil as String?, "week-2026-10-12-80x24"),
                      (100, 32, "2026-10-12", 19, nil, "week-2026-10-12-100x32"),
                      (120, 40, "2026-10-12", 19, "2026-10-08", "week-2026-10-12-120x40-pinned"),
                      (200, 60, "2026-10-15", 19, nil, "week-2026-10-15-200x60")])
    func weekScreens(columns: Int, rows: Int, day: String, hour: Int, pinDay: String?, name: String) throws {
        var model = ViewerModel(page: timeline, state: try week(day, hour: hour, size: Size(columns: columns, rows: rows)))
        if let pinDay {
            model.state.selection.pin = HourMark(dayIndex: try timeline.dayIndex(iso: pinDay).get(), hour: 8)
        }
        if columns == 200 {
            for _ in 0..<3 { model.state.apply(.moveDay(-1), in: timeline) }
        }
        Snapshot.expect(ColorMap.golden(builder().scene(for: model).composed()), named: name)
    }
}
