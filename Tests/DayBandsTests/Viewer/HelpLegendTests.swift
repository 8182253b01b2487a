import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// The help overlay holds a legend of band colours, marks and strip cells,
/// in the display unit and in the style the chart is drawn in.
struct HelpLegendTests {
    let timeline = TestData.sample

    func help(size: Size, unit: GlucoseUnit = .mgdl, style: RenderStyle = RenderStyle()) -> CellGrid {
        var state = ViewerState.opening(timeline, size: size)
        state.unit = unit
        state.apply(.toggleHelp, in: timeline)
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar, style: style))
        return builder.scene(for: ViewerModel(page: timeline, state: state)).layers[.help]!.grid
    }

    @Test func theLegendShowsEveryBandInItsColourAndTheMarks() throws {
        let grid = help(size: Size(columns: 100, rows: 30))
        let lines = grid.lines
        // Colours are named by the bands' bounds, words by the consensus ranges.
        for text in ["colours are the chart's bands", "300-420 band", "200-300 band", "100-200 band", "75-100 band", "60-75 band",
                     "words are the consensus ranges:", "very low <54  low 54-69  in range 70-180", "high 181-250  very high >250",
                     "low (<70) on the floor", "very low (<54)", "above the top", "insulin dose", "cursor", "pin", "wheel",
                     "another day's curve (o)", "forecast ahead of now (F)", "AGP: 70 and 180", "days in range >70% / >=50% / less",
                     "day with a very low (<54)", "days: too little data / none / shown"] {
            #expect(lines.contains { $0.contains(text) }, "\(text)")
        }
        // The sample cells are drawn as the chart draws them.
        #expect(!lines.contains { $0.contains("borderline") })
        let lowRow = try #require(lines.firstIndex { $0.contains("60-75 band") })
        let swatch = try #require(lines[lowRow].firstIndex(of: "█")).utf16Offset(in: lines[lowRow])
        #expect(grid[swatch, lowRow] == Cell("█", fg: .area(.red)))
        let innerRow = try #require(lines.firstIndex { $0.contains("AGP: 25-75% of readings") })
        let outerRow = try #require(lines.firstIndex { $0.contains("AGP: 5-95% of readings") })
        let inner = try #require(lines[innerRow].firstIndex(of: "█")).utf16Offset(in: lines[innerRow])
        #expect(grid[inner, innerRow] == Cell("█", fg: .inner(.green)))
        #expect(grid[inner, outerRow] == Cell("█", fg: .outer(.green)), "the profile's ranges differ in colour")
        // The marks and the strip's cells are the screen's own (was: the strip's
        // legend showed two yellow ▅ and no green █).
        func sample(_ text: String) throws -> [Cell] {
            let row = try #require(lines.firstIndex { $0.contains(text) })
            let x = try #require(lines[row].range(of: text)).lowerBound.utf16Offset(in: lines[row]) - 4
            return (x..<(x + 3)).map { grid[$0, row]! }
        }
        #expect(try sample("low (<70) on the floor") == [Cell](repeating: Cell("▾", fg: .low, bold: true), count: 3))
        #expect(try sample("very low (<54)") == [Cell](repeating: Cell("▼", fg: .low, bold: true, reverse: true), count: 3))
        #expect(try sample("days in range >70%") == [Cell("█", fg: .line(.green)), Cell("▅", fg: .line(.yellow)),
                                                     Cell("▂", fg: .line(.red))])
        #expect(try sample("day with a very low")[0] == Cell("▼", fg: .low, bold: true))
        #expect(try sample("days: too little data")[2] == Cell("█", fg: .cursor, bold: true))
    }

    @Test func itFollowsTheUnitAndTheStyle() {
        let mmol = help(size: Size(columns: 100, rows: 40), unit: .mmol).lines
        #expect(mmol.contains { $0.contains("3.3-4.2 band") } && mmol.contains { $0.contains("in range 3.9-10.0") })
        let mono = help(size: Size(columns: 100, rows: 30), style: RenderStyle(glyphs: .ascii, monochrome: true))
        #expect(mono.lines.joined().unicodeScalars.allSatisfy { $0.isASCII })
        #expect(mono.lines.contains { $0.contains("+++ 60-75 band") }, "shades tell bands apart without colour")
        #expect(mono.lines.contains { $0.contains("%%% AGP: 25-75%") } && mono.lines.contains { $0.contains("... AGP: 5-95%") },
                "textures tell the profile's ranges apart without colour")
    }

    /// Stacked under the keys on a narrow screen, cut between words to its
    /// width; nothing is ever cut (a box too short scrolls: `HelpScrollTests`).
    @Test func narrowScreensStackTheLegendAndCutNothing() {
        let tall = help(size: Size(columns: 60, rows: 56)).lines
        let keysRow = tall.firstIndex { $0.contains("q Ctrl-C") }, legendRow = tall.firstIndex { $0.contains("legend") }
        #expect(keysRow != nil && legendRow != nil && keysRow! < legendRow!, "the legend under the keys")
        #expect(tall.contains { $0.contains("days: too little data / none") })
        #expect(!tall.joined().contains("lines 1-"), "all of it shown, no mark")
        let small = help(size: Size(columns: 40, rows: 12)).lines
        #expect(small.count == 12 && small.last!.contains("lines 1-10 of"), "\(small.joined(separator: "\n"))")
        for lines in [tall, small] {
            #expect(!lines.joined().contains("…"), "nothing is cut")
        }
    }
}
