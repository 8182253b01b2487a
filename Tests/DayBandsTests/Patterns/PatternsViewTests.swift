import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer
@testable import DayBandsSources

/// `P` in the viewer: the key's binding, the read as an effect (the store's
/// day summaries, as `daybands patterns` reads them), the cursor over the
/// cells within the page, Enter opening the day at the hour, Esc and `P`
/// going back, the sentences the command's, and the map never made again
/// while the cursor moves.
@Suite struct PatternsViewTests {
    /// 10 days from Monday 2 March 2026; lows (60 mg/dL) 02:00-02:30 on days 1, 3 and 5, a very low hour at 14:00 on day 7.
    static let fixture = PatternFixture(dayCount: 10, stretches: [(1, 120, 30, 60), (3, 120, 30, 60), (5, 120, 30, 60), (7, 840, 60, 45)])
    static let timeline = Timeline(data: fixture.data, calendar: PatternFixture.calendar)!

    static func opened(size: Size = Size(columns: 100, rows: 30), fixture: PatternFixture = fixture) throws
        -> (model: ViewerModel, pages: DayPages) {
        let timeline = Timeline(data: fixture.data, calendar: PatternFixture.calendar)!
        let pages = try #require(try DayPages(store: fixture.data, calendar: PatternFixture.calendar, window: DayWindow(), defaultDays: nil))
        var state = ViewerState.opening(timeline, dayIndex: timeline.days.count - 1, hour: 14, size: size)
        state.liveRow = false
        var model = ViewerModel(page: timeline, state: state)
        pages.send(.event(KeyBindings.event(for: .character("P"))), to: &model)
        return (model, pages)
    }

    @Test func theKeyIsBoundOnceAndListed() {
        #expect(KeyBindings.event(for: .character("P")) == .togglePatterns)
        #expect(KeyBindings.all.filter { $0.keys.contains { $0.key == .character("P") } }.count == 1)
        #expect(StatusLine.hints(room: 200, glyphs: .unicode, from: KeyBindings.patternsHints).contains("⏎ open hour"))
    }

    @Test func thePatternsAreReadOnceAsAnEffectOfThePagesDays() throws {
        var model = ViewerModel(page: Self.timeline, state: ViewerState.opening(Self.timeline, size: Size(columns: 100, rows: 30)))
        #expect(model.update(.event(.togglePatterns)) == [.readPatterns(Self.timeline.days, fed: nil)])
        #expect(model.state.mode == .patterns && model.patterns == nil)
        let pages = try #require(try DayPages(store: Self.fixture.data, calendar: PatternFixture.calendar, window: DayWindow(),
                                              defaultDays: nil))
        let read = try #require(pages.perform(.readPatterns(Self.timeline.days, fed: nil)))
        #expect(model.update(read).isEmpty && model.wanted.isEmpty)
        let patterns = try #require(try model.patterns?.found.get())
        // The command's path: the same patterns of the same days.
        #expect(patterns == (try Self.fixture.patterns()))
        #expect(patterns.lows.windows.map(\.days.count) == [3])
    }

    /// A live feed's readings on a day the view covers ask for the patterns
    /// again (a message, not a side path), with those readings, which the
    /// store does not hold: a fourth night's low joins the three.
    @Test func aFeedsReadingsOnACoveredDayReadThePatternsAgain() throws {
        var (model, pages) = try Self.opened()
        #expect(try model.patterns?.found.get().lows.windows.map(\.days.count) == [3])
        // Nothing new on the days: nothing read.
        #expect(model.update(.liveRead(LiveRead(readings: nil, notice: nil))).isEmpty)
        let night = Self.timeline.days[9].interval.start
        let lows = GlucoseData(readings: (0..<6).map { GlucoseReading(time: night.addingTimeInterval(7200 + Double($0) * 300 + 60), mgdl: 60) })
        let effects = model.update(.liveRead(LiveRead(readings: lows, notice: nil)))
        #expect(effects == [.readPatterns(Self.timeline.days, fed: lows)])
        for effect in effects { pages.send(try #require(pages.perform(effect)), to: &model) }
        let again = try #require(try model.patterns?.found.get())
        #expect(again.lows.windows.map(\.days.count) == [4])
        #expect(model.wanted.isEmpty, "read once")
    }

    @Test func theCursorMovesOverTheCellsWithinThePage() throws {
        var (model, pages) = try Self.opened()
        #expect(model.state.patternCell == PatternCell(day: 9, hour: 14))
        func press(_ event: ViewerEvent) -> PatternCell? {
            pages.send(.event(event), to: &model)
            return model.state.patternCell
        }
        #expect(press(.moveHour(1)) == PatternCell(day: 9, hour: 15))
        #expect(press(.lastHour) == PatternCell(day: 9, hour: 23))
        #expect(press(.moveHour(1)) == PatternCell(day: 9, hour: 23))
        #expect(press(.moveDay(-WeekLayout.days)) == PatternCell(day: 2, hour: 23))
        #expect(press(.moveDay(-WeekLayout.days)) == PatternCell(day: 0, hour: 23))
        #expect(press(.firstHour) == PatternCell(day: 0, hour: 0))
        #expect(press(.moveHour(-1)) == PatternCell(day: 0, hour: 0))
        #expect(press(.lastDay) == PatternCell(day: 9, hour: 0))
        // Keys of the day view do nothing here; the unit still switches.
        #expect(press(.jump(.low, forward: true)) == PatternCell(day: 9, hour: 0) && model.state.mode == .patterns)
        #expect(press(.toggleUnit) == PatternCell(day: 9, hour: 0) && model.state.unit == .mmol)
    }

    @Test func enterOpensTheDayAtTheHourAndEscOrPGoBack() throws {
        var (model, pages) = try Self.opened()
        for event: ViewerEvent in [.moveDay(-2), .moveHour(-12), .togglePin] { pages.send(.event(event), to: &model) }
        #expect(model.state.mode == .day && model.state.patternCell == nil && model.state.selection.pin == nil)
        #expect(model.state.selection.cursor == HourMark(dayIndex: 7, hour: 2))
        for back in [ViewerEvent.clearPin, .togglePatterns] {
            var (model, pages) = try Self.opened()
            for event: ViewerEvent in [.moveDay(-2), back] { pages.send(.event(event), to: &model) }
            #expect(model.state.mode == .day && model.state.selection.cursor.dayIndex == 9, "\(back)")
        }
    }

    @Test func theMapIsNotMadeAgainWhileTheCursorMoves() throws {
        var (model, pages) = try Self.opened()
        let builder = SceneBuilder(settings: RenderSettings(calendar: PatternFixture.calendar))
        _ = builder.scene(for: model)
        for event: ViewerEvent in [.moveHour(-1), .moveDay(-1), .moveDay(-3), .firstHour, .lastDay] {
            pages.send(.event(event), to: &model)
            #expect(model.wanted.isEmpty)
            let scene = builder.scene(for: model)
            #expect(scene.layers[.cursor] != nil && builder.patternsView.mapPasses == 1)
        }
    }

    @Test func theSentencesAreTheCommandsWithThePatternsFirst() throws {
        let (model, _) = try Self.opened(size: Size(columns: 200, rows: 60))
        let builder = SceneBuilder(settings: RenderSettings(calendar: PatternFixture.calendar))
        let text = try #require(builder.scene(for: model).layers[.statistics]).grid.lines.joined(separator: "\n")
        let claims = try Self.fixture.claims()
        let low = try #require(claims.first { $0.isPattern })
        #expect(low.sentence.hasPrefix("Lows (below 70 mg/dL) between 02:00 and 03:00 on 3 of 10 days"))
        #expect(text.hasPrefix("* Lows (below 70 mg/dL) between 02:00 and 03:00 on 3 of 10 days"))
        let flat = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(flat.contains(low.sentence.split(separator: " ").suffix(4).joined(separator: " ")))
        // A claim of none after the patterns.
        #expect(text.contains("- No recurring highs"))
    }

    @Test func tooFewDaysSayOneLine() throws {
        let (model, _) = try Self.opened(fixture: PatternFixture(dayCount: 6))
        let builder = SceneBuilder(settings: RenderSettings(calendar: PatternFixture.calendar))
        let lines = try #require(builder.scene(for: model).layers[.statistics]).grid.lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(lines.first?.hasPrefix("- Patterns need 7 days with data") == true)
        #expect(lines.allSatisfy { !$0.hasPrefix("*") && !$0.hasPrefix("- No") })
    }

    @Test func aLowHourIsTheLoudestCellAndReadsWithoutColour() {
        let colour = RenderStyle()
        #expect(PatternMap.cell(.low, style: colour) == Cell("▾", fg: .low, bg: .lowWash, bold: true))
        #expect(PatternMap.cell(.veryLow, style: colour).bg == .veryLowWash)
        let mono = RenderStyle(glyphs: .ascii, monochrome: true)
        let shapes = [ConsensusRange.veryLow, .low, .inRange, .high, .veryHigh].map { PatternMap.cell($0, style: mono).symbol }
        #expect(Set(shapes + [PatternMap.cell(nil, style: mono).symbol]).count == 6)
        #expect(PatternMap.cell(.veryLow, style: mono).reverse)
    }

    @Test func theWindowScrollsAScreenOfDaysAtATime() throws {
        let layout = try #require(PatternLayout(size: Size(columns: 40, rows: 12), dayCount: 31, labelWidth: 11))
        #expect(layout.cellWidth == 1 && layout.dayRows == 6 && layout.sentences == nil)
        #expect(layout.window(cursor: 5, dayCount: 31) == 0..<6 && layout.window(cursor: 6, dayCount: 31) == 6..<12)
        #expect(layout.window(cursor: 30, dayCount: 31) == 25..<31)
        let wide = try #require(PatternLayout(size: Size(columns: 100, rows: 30), dayCount: 31, labelWidth: 11))
        #expect(wide.cellWidth == 2 && wide.sentences == Rect(x: 61, y: 1, width: 39, height: 27))
        #expect(PatternLayout(size: Size(columns: 34, rows: 12), dayCount: 31, labelWidth: 11) == nil)
    }

    @Test func aGoldenScreen() throws {
        let (model, _) = try Self.opened()
        let builder = SceneBuilder(settings: RenderSettings(calendar: PatternFixture.calendar))
        Snapshot.expect(ColorMap.golden(builder.scene(for: model).composed()), named: "patterns-100x30")
    }
}
