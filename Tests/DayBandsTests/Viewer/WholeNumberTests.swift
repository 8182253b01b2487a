import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// No number is ever drawn partially: at every size from 40x12 to 200x60 (in
/// steps) and every cursor hour of sample days, each number on the composed
/// screen is one a layer drew whole at that very place: a box, a guide or a
/// screen edge that covers or cuts part of a label (`71` from `max 471`,
/// `min 1` from `min 116`, `18:2` from `18:25`) leaves a number no layer drew.
struct WholeNumberTests {
    /// A number: digits, with `.` or `:` between digits (`4.5`, `19:35`).
    struct Token: Hashable {
        var row: Int
        var x: Int
        var text: String
    }

    static func tokens(_ grid: CellGrid, at origin: Point = Point(x: 0, y: 0)) -> [Token] {
        var found: [Token] = []
        for y in 0..<grid.size.rows {
            let cells = (0..<grid.size.columns).map { grid[$0, y]!.symbol }
            var x = 0
            while x < cells.count {
                guard cells[x].isASCII, cells[x].isNumber else { x += 1; continue }
                var end = x + 1
                while end < cells.count, cells[end].isASCII,
                      cells[end].isNumber || ((cells[end] == "." || cells[end] == ":") && end + 1 < cells.count
                                             && cells[end + 1].isASCII && cells[end + 1].isNumber) {
                    end += 1
                }
                found.append(Token(row: origin.y + y, x: origin.x + x, text: String(cells[x..<end])))
                x = end
            }
        }
        return found
    }

    static let sizes: [Size] = {
        var sizes = Set<Size>()
        for columns in stride(from: 40, through: 200, by: 40) {
            for rows in stride(from: 12, through: 60, by: 16) {
                sizes.insert(Size(columns: columns, rows: rows))
            }
        }
        // Odd sizes, and the edges of the readout and of the side panel.
        for size in [(41, 13), (79, 19), (80, 20), (99, 23), (129, 33), (130, 31), (177, 47), (200, 60)] {
            sizes.insert(Size(columns: size.0, rows: size.1))
        }
        return sizes.sorted { ($0.columns, $0.rows) < ($1.columns, $1.rows) }
    }()

    /// A screen to check: a sample day, the view, the unit and the glyphs,
    /// with the help overlay or the statistics panel over the chart.
    struct Screen: CustomTestStringConvertible, Sendable {
        var day: String
        var mode = ViewMode.day
        var unit = GlucoseUnit.mgdl
        var style = RenderStyle()
        var help = false
        var statistics = false
        var twelveHour = false
        /// The cursor's hours: every one, or every fifth under an overlay,
        /// which the cursor changes little.
        var hourStep = 1

        var testDescription: String {
            "\(day) \(mode) \(unit)" + (style.glyphs == .ascii ? " ascii" : "") + (help ? " help" : "")
                + (statistics ? " statistics" : "") + (twelveHour ? " 12h" : "")
        }
    }

    /// Oct 12: the peak clipped at the top, `max 471`, doses; Oct 5: the low
    /// of 44; Oct 17: the sensor gap. The pin sits at 08:00 (on Oct 5, at the
    /// low's hour). Oct 12 also in mmol/L, the profile (AGP), in ASCII, under
    /// the help overlay and under the statistics panel (over the chart below
    /// 130 columns). The week view highlights the day in the middle of a week
    /// ending three days later: Oct 12's (its peak) in mmol/L, Oct 14's (the
    /// peak, Oct 17's gap) in mg/dL. Oct 12, Oct 5, the profile and Oct 14's
    /// week also with the 12-hour clock (`12:55pm`, `10p`).
    static let screens: [Screen] = [
        Screen(day: "2026-10-12"), Screen(day: "2026-10-05"), Screen(day: "2026-10-17"),
        Screen(day: "2026-10-12", unit: .mmol), Screen(day: "2026-10-12", mode: .profile),
        Screen(day: "2026-10-12", mode: .week, unit: .mmol), Screen(day: "2026-10-14", mode: .week),
        Screen(day: "2026-10-05", style: RenderStyle(glyphs: .ascii, monochrome: true), hourStep: 5),
        Screen(day: "2026-10-12", help: true, hourStep: 5),
        Screen(day: "2026-10-12", mode: .profile, help: true, hourStep: 5),
        Screen(day: "2026-10-12", unit: .mmol, statistics: true, hourStep: 5),
        Screen(day: "2026-10-12", mode: .profile, statistics: true, hourStep: 5),
        Screen(day: "2026-10-12", unit: .mmol, twelveHour: true), Screen(day: "2026-10-05", twelveHour: true),
        Screen(day: "2026-10-12", mode: .profile, twelveHour: true), Screen(day: "2026-10-14", mode: .week, twelveHour: true),
    ]

    @Test(arguments: screens)
    func everyNumberOnScreenIsWholeAndOneALayerDrew(_ screen: Screen) throws {
        let timeline = screen.twelveHour ? TestData.sampleTwelveHour : TestData.sample
        let dayIndex = try timeline.dayIndex(iso: screen.day).get()
        var problems: [String] = []
        for size in Self.sizes {
            let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar,
                                                                          unit: screen.unit, style: screen.style))
            var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, dayIndex: dayIndex, hour: 0, size: size))
            model.state.mode = screen.mode
            model.state.weekEnd = screen.mode == .week ? dayIndex + 3 : nil
            model.state.unit = screen.unit
            model.state.helpVisible = screen.help
            model.state.statisticsChoice = screen.statistics
            model.state.selection.pin = HourMark(dayIndex: dayIndex, hour: screen.day == "2026-10-05" ? 3 : 8)
            for hour in stride(from: 0, to: 24, by: screen.hourStep) {
                model.state.selection.cursor.hour = hour
                let scene = builder.scene(for: model)
                var drawn = Set<Token>()
                for layer in scene.layers.values { drawn.formUnion(Self.tokens(layer.grid, at: layer.origin)) }
                let composed = scene.composed()
                for token in Self.tokens(composed) where !drawn.contains(token) || token.x + token.text.count == size.columns
                    || composed[token.x + token.text.count, token.row]?.symbol == screen.style.glyphs.ellipsis {
                    problems.append("\(size.columns)x\(size.rows) at \(hour):00: '\(token.text)' at row \(token.row):"
                                    + "\n" + composed.line(token.row))
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) cut numbers, the first:\n\(problems.prefix(3).joined(separator: "\n"))")
    }

    /// The check itself: a label covered at one end by a box is caught.
    @Test func aNumberCutByALayerAboveIsCaught() {
        var chart = CellGrid(size: Size(columns: 20, rows: 1))
        chart.write("max 471", x: 5, y: 0)
        var box = CellGrid(size: Size(columns: 5, rows: 1))
        box.write("│ 19 ", x: 0, y: 0)
        let scene = Scene(size: chart.size, layers: [.chart: Layer(origin: Point(x: 0, y: 0), grid: chart, revision: 0),
                                                     .liveCallout: Layer(origin: Point(x: 5, y: 0), grid: box, revision: 0)])
        var drawn = Set<Token>()
        for layer in scene.layers.values { drawn.formUnion(Self.tokens(layer.grid, at: layer.origin)) }
        let cut = Self.tokens(scene.composed()).filter { !drawn.contains($0) }
        #expect(cut == [Token(row: 0, x: 10, text: "71")])
    }
}
