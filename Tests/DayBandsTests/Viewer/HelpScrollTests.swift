import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// The help scrolls when it is taller than the screen, says which lines it
/// shows, and its shape (what the viewer's state scrolls by) is the same
/// whatever the glyphs and bands.
struct HelpScrollTests {
    let timeline = TestData.sample

    func builder(_ style: RenderStyle = RenderStyle(), scale: BandScale = .standard) -> SceneBuilder {
        SceneBuilder(settings: RenderSettings(calendar: timeline.calendar, scale: scale,
                                                        style: style))
    }

    func opened(_ size: Size) -> ViewerState {
        var state = ViewerState.opening(timeline, size: size)
        state.apply(.toggleHelp, in: timeline)
        return state
    }

    func lines(_ state: ViewerState, _ builder: SceneBuilder) -> [String] {
        builder.scene(for: ViewerModel(page: timeline, state: state)).layers[.help]!.grid.lines
    }

    /// The rows inside the border, without it (and the bar over it).
    func inside(_ lines: [String]) -> [String] {
        lines.dropFirst().dropLast().map { String($0.drop { $0 == " " }.dropFirst().dropLast()) }
    }

    func collapsed(_ text: String) -> String {
        text.split(separator: " ").joined(separator: " ")
    }

    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 60, rows: 16)])
    func everyLineIsReachedWholeByScrolling(size: Size) throws {
        let builder = builder()
        var state = opened(size)
        let layout = HelpOverlay.layout(screen: size, unit: .mgdl)
        #expect(layout.lastTop > 0)
        #expect(lines(state, builder).last!.contains(" ↑↓ lines 1-\(layout.room) of \(layout.lineCount) "),
                "\(lines(state, builder).joined(separator: "\n"))")
        var seen = inside(lines(state, builder))
        for step in 1...layout.lastTop {
            state.apply(.moveDay(1), in: timeline)
            #expect(state.helpVisible && state.helpTop == step)
            let shown = lines(state, builder)
            #expect(shown.last!.contains(" lines \(step + 1)-\(step + layout.room) of \(layout.lineCount) "))
            seen.append(inside(shown).last!)
        }
        #expect(seen.count == layout.lineCount)
        let text = collapsed(seen.joined(separator: " "))
        for (label, action) in HelpOverlay.entries(.unicode, unit: .mgdl) {
            #expect(text.contains(collapsed(label + " " + action)), "\(label) \(action)")
        }
        for line in HelpOverlay.legend(scale: .standard, unit: .mgdl, style: RenderStyle()) {
            #expect(text.contains(collapsed(line.text)), "\(line.text)")
        }
        #expect(!text.contains("…") && !text.contains("taller terminal"))
        // At the end Down stays, and Up moves at once (no presses lost beyond the end).
        state.apply(.moveDay(1), in: timeline)
        #expect(state.helpTop == layout.lastTop)
        state.apply(.moveDay(-1), in: timeline)
        #expect(state.helpTop == layout.lastTop - 1)
    }

    @Test func pagesAndEndsMoveTheHelpAndOtherKeysCloseIt() {
        let size = Size(columns: 80, rows: 24)
        let layout = HelpOverlay.layout(screen: size, unit: .mgdl)
        var state = opened(size)
        state.apply(.moveDay(7), in: timeline)
        #expect(state.helpTop == layout.room - 1, "a page keeps one line in view")
        state.apply(.lastHour, in: timeline)
        #expect(state.helpTop == layout.lastTop)
        state.apply(.moveDay(-7), in: timeline)
        #expect(state.helpTop == layout.lastTop - layout.room + 1)
        state.apply(.firstHour, in: timeline)
        #expect(state.helpTop == 0 && state.helpVisible)
        let day = state.selection.cursor.dayIndex
        state.apply(.lastHour, in: timeline)
        state.apply(.moveHour(-1), in: timeline)
        #expect(!state.helpVisible && state.helpTop == 0, "another key closes the help and acts")
        #expect(state.selection.cursor.dayIndex == day)
        state.apply(.toggleHelp, in: timeline)
        #expect(state.helpTop == 0, "the help opens at its top")
    }

    @Test func aHelpThatFitsIsClosedByTheArrowsAsBefore() {
        var state = opened(Size(columns: 120, rows: 40))
        #expect(HelpOverlay.layout(screen: state.size, unit: .mgdl).lastTop == 0)
        #expect(!lines(state, builder()).joined().contains("lines 1-"), "no mark when all is shown")
        let day = state.selection.cursor.dayIndex
        state.apply(.moveDay(-1), in: timeline)
        #expect(!state.helpVisible && state.selection.cursor.dayIndex == day - 1)
    }

    @Test func theBarOverTheRightBorderFollowsTheLines() {
        let builder = builder()
        var state = opened(Size(columns: 80, rows: 24))
        func bar() -> [Int] {
            let grid = builder.scene(for: ViewerModel(page: timeline, state: state)).layers[.help]!.grid
            let right = grid.lines[1].lastIndex { $0 != " " }!.utf16Offset(in: grid.lines[1])
            return (0..<grid.size.rows).filter { grid[right, $0]?.symbol == "█" }
        }
        let first = bar()
        #expect(first.first == 1 && !first.isEmpty)
        state.apply(.lastHour, in: timeline)
        let last = bar()
        #expect(last.count == first.count && last.last == 22, "\(last)")
    }

    /// The state scrolls by the shape of `HelpOverlay.layout(screen:unit:)`:
    /// the box drawn in any glyphs, colours and bands has that shape.
    @Test(arguments: [GlyphSet.unicode, .ascii], [GlucoseUnit.mgdl, .mmol])
    func theStatesShapeIsTheDrawnOne(glyphs: GlyphSet, unit: GlucoseUnit) {
        for size in [Size(columns: 40, rows: 12), Size(columns: 57, rows: 20), Size(columns: 80, rows: 24),
                     Size(columns: 97, rows: 30), Size(columns: 100, rows: 30), Size(columns: 120, rows: 40)] {
            let plan = HelpOverlay.layout(screen: size, unit: unit)
            for scale in [BandScale.standard, .consensus] {
                let drawn = HelpLayout(screen: size, keys: HelpOverlay.keyLines(glyphs, unit: unit),
                                       legend: HelpOverlay.legend(scale: scale, unit: unit,
                                                                  style: RenderStyle(glyphs: glyphs, rangesByColor: false)))
                #expect(drawn.width == plan.width && drawn.height == plan.height && drawn.lineCount == plan.lineCount
                        && drawn.columnStarts == plan.columnStarts, "\(size) \(scale.boundaries)")
            }
        }
    }
}

/// The legend's samples are cells the screen draws, made by the same code,
/// in 256 colours, 8 colours and monochrome ASCII (the palette maps a cell's
/// ink to the same colour wherever it is): the legend can say no other colour.
struct HelpLegendSampleTests {
    func cells(of scene: Scene, _ kinds: [LayerKind]) -> Set<Cell> {
        Set(kinds.compactMap { scene.layers[$0] }.flatMap { layer in
            (0..<layer.grid.size.rows).flatMap { y in (0..<layer.grid.size.columns).compactMap { layer.grid[$0, y] } }
        })
    }

    func samples(_ style: RenderStyle) -> [String: [Cell]] {
        let timeline = TestData.sample
        var state = ViewerState.opening(timeline, size: Size(columns: 120, rows: 40))
        state.apply(.toggleHelp, in: timeline)
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar,
                                                                       style: style))
        let grid = builder.scene(for: ViewerModel(page: timeline, state: state)).layers[.help]!.grid
        var found: [String: [Cell]] = [:]
        for line in HelpOverlay.legend(scale: .standard, unit: .mgdl, style: style) where !line.sample.isEmpty {
            guard let row = grid.lines.firstIndex(where: { $0.contains(" " + line.text) }),
                  let range = grid.lines[row].range(of: " " + line.text) else { continue }
            let x = grid.lines[row].distance(from: grid.lines[row].startIndex, to: range.lowerBound) - 3
            found[line.text] = (x..<(x + 3)).map { grid[$0, row]! }
        }
        return found
    }

    @Test(arguments: [RenderStyle(), RenderStyle(rangesByColor: false), RenderStyle(glyphs: .ascii, monochrome: true)])
    func everySampleIsACellTheChartOrTheStripDraws(style: RenderStyle) throws {
        // A very low at 03:00, a 480 peak at 18:00 and a dose: every band's area, both marks.
        let readings = TestData.readings { minute -> Double in
            let low = Double(abs(minute - 180)), peak = Double(abs(minute - 1080))
            if low < 40 { return 44 + 106 * low / 40 }
            if peak < 60 { return 480 - 330 * peak / 60 }
            return 150
        }
        let day = TestData.timeline(readings, doses: [InsulinDose(time: TestData.time(12), units: 4)])
        let state = ViewerState.opening(day, dayIndex: 0, hour: 3, size: Size(columns: 100, rows: 30))
        let chart = cells(of: SceneBuilder(settings: RenderSettings(calendar: TestData.utc, style: style))
                            .scene(for: ViewerModel(page: day, state: state)), [.chart])
        let sample = TestData.sample
        let strip = cells(of: SceneBuilder(settings: RenderSettings(calendar: sample.calendar, style: style))
                            .scene(for: ViewerModel(page: sample, state: ViewerState.opening(sample, size: Size(columns: 100, rows: 30)))),
                          [.overview])
        let found = samples(style)
        for band in BandScale.standard.bands {
            let cell = try #require(found[band.boundsText(in: .mgdl) + " band"]?.first)
            #expect(chart.contains(cell), "\(band.boundsText(in: .mgdl)): \(cell)")
        }
        for text in ["very low (<54), lowest value", "above the top (clipped)", "insulin dose / automatic bolus"] {
            let cell = try #require(found[text]?.first)
            #expect(chart.contains(cell), "\(text): \(cell)")
        }
        let days = try #require(found["days in range >70% / >=50% / less"])
        #expect(strip.contains(days[0]) && strip.contains(days[1]), "\(days)")
        #expect(strip.contains(try #require(found["day with a very low (<54)"]?.first)))
        #expect(strip.contains(try #require(found["days: too little data / none / shown"]?[2])))
    }
}
