import DayBandsChart
import DayBandsRecords
/// The `?` box, centred on the screen (over whole rows): every key, and a legend of what the
/// chart draws (the band colours in the display unit, the marks, the overview
/// strip's cells). Where it all goes, and how it scrolls, is `HelpLayout`'s.
struct HelpOverlay {
    /// Every key and what it does (`KeyBindings`), in the display unit.
    static func entries(_ glyphs: GlyphSet, unit: GlucoseUnit) -> [(String, String)] {
        KeyBindings.all.map { ($0.label(glyphs), $0.action(unit)) }
    }

    /// The keys' lines: each label in a column as wide as the widest label in
    /// either glyph set, so the box has one shape whatever the glyphs.
    static func keyLines(_ glyphs: GlyphSet, unit: GlucoseUnit) -> [Line] {
        let width = KeyBindings.all.map { max($0.label.terminalColumns, $0.asciiLabel.terminalColumns) }.max() ?? 0
        return entries(glyphs, unit: unit).map { label, action in
            let cells = label.map { Cell($0, fg: .text) }
            return Line(sample: cells + [Cell](repeating: .blank, count: width + 1 - cells.count), text: action)
        }
    }

    /// One line of the box: a sample of what is drawn (a few cells, as the
    /// chart draws them) or a key's label, then its meaning.
    struct Line {
        var sample: [Cell] = []
        var text: String
        var ink: Ink = .text

        var width: Int { indent + text.terminalColumns }
        /// Where the text starts.
        var indent: Int { sample.count + (sample.isEmpty ? 0 : 1) }

        /// The line in lines of at most `width` cells, cut between words, the
        /// rest under the text's start: a number is never cut. A word longer
        /// than the room stays whole on a line of its own (and is then not drawn).
        func wrapped(width: Int) -> [Line] {
            guard self.width > width else { return [self] }
            var lines: [Line] = []
            for word in text.split(separator: " ").map(String.init) {
                if let last = lines.last, last.width + 1 + word.terminalColumns <= width {
                    lines[lines.count - 1].text += " " + word
                } else {
                    let sample = lines.isEmpty ? sample : [Cell](repeating: .blank, count: sample.count)
                    lines.append(Line(sample: sample, text: word, ink: ink))
                }
            }
            return lines
        }
    }

    /// Band colours (each cell as the area draws it), what the words mean,
    /// the marks (lows first), doses, the profile's ranges and guides, cursor
    /// and pin, and the overview strip's cells: every sample made by the
    /// function that draws it on the screen.
    static func legend(scale: BandScale, unit: GlucoseUnit, style: RenderStyle) -> [Line] {
        let glyphs = style.glyphs
        let sampleWidth = 3
        func cells(_ cell: Cell) -> [Cell] { [cell] + [Cell](repeating: .blank, count: sampleWidth - 1) }
        func run(_ cell: Cell) -> [Cell] { [Cell](repeating: cell, count: sampleWidth) }
        var lines = [Line(text: "legend: colours are the chart's bands", ink: .title)]
        for band in scale.bands.reversed() {
            lines.append(Line(sample: run(style.areaCell(band.tone)), text: band.boundsText(in: unit) + " band"))
        }
        lines += wordLines(unit: unit)
        func low(_ mgdl: Double) -> [Cell] { run(DomainMarks.lowCell(value: mgdl, scale: .standard, glyphs: glyphs)!) }
        func strip(_ quality: DayQuality) -> Cell { quality.cell(glyphs: glyphs) }
        let below70 = unit.rangeText(ConsensusTarget.below70.mgdlBounds)
        let below54 = unit.rangeText(ConsensusTarget.below54.mgdlBounds)
        let target = ConsensusTarget.inRange.mgdlBounds
        lines += [
            Line(sample: low(65), text: "low (\(below70)) on the floor, lowest value"),
            Line(sample: low(45), text: "very low (\(below54)), lowest value"),
            Line(sample: cells(DomainMarks.ceilingCell(tone: .red, glyphs: glyphs)), text: "above the top (clipped)"),
            // The therapy lanes' marks two to a line: with one each, the legend outgrew the keys and
            // the box covered the header at 100x30.
            Line(sample: [Cell(glyphs.doseMarker, fg: .dose, bold: true), .blank, Cell(glyphs.autoDoseMarker, fg: .autoDose)],
                 text: "insulin dose / automatic bolus"),
            Line(sample: [Cell(glyphs.eighths[4], fg: .basal), Cell(glyphs.eighths[4], fg: .basalTemp, bold: style.monochrome),
                          Cell(glyphs.basalZero, fg: .basalTemp, bold: style.monochrome)],
                 text: "basal, U/h / temp or loop / none"),
            Line(sample: [Cell(glyphs.carbsMarker, fg: .carbs, bold: true), .blank, Cell(glyphs.targetBar, fg: .target)],
                 text: "carbs, grams / temporary target"),
            Line(sample: ["S", "C", "I"].map { Cell($0, fg: .text, bold: true) }, text: "site, sensor, insulin change"),
            Line(sample: run(ProfileChart.wholeCell(.inner(.green), style: style)), text: "AGP: 25-75% of readings"),
            Line(sample: run(ProfileChart.wholeCell(.outer(.green), style: style)), text: "AGP: 5-95% of readings"),
            Line(sample: run(Cell(glyphs.targetGuide, fg: .muted)),
                 text: "AGP: \(unit.format(mgdl: Double(target.lowest!))) and \(unit.format(mgdl: Double(target.highest!)))"),
            Line(sample: cells(Cell(glyphs.cursorGuide, fg: .cursor)), text: "cursor"),
            Line(sample: cells(Cell(glyphs.pinGuide, fg: .pin)), text: "pin"),
            Line(sample: cells(Cell(glyphs.overlay, fg: .overlay)), text: "another day's curve (o)"),
            Line(sample: [Cell(glyphs.forecast, fg: .forecast), Cell(glyphs.forecast, fg: .forecast), Cell(glyphs.lightShade, fg: .forecast)],
                 text: "forecast ahead of now (F), its cone"),
            Line(sample: [strip(.inRange(100)), strip(.inRange(60)), strip(.inRange(0))],
                 text: "days in range >70% / >=50% / less"),
            Line(sample: cells(strip(.veryLow)), text: "day with a very low (\(below54))"),
            Line(sample: [strip(.insufficient), strip(.noReadings), OverviewStrip.currentDay(strip(.inRange(100)), style: style)],
                 text: "days: too little data / none / shown"),
        ]
        return lines
    }

    /// What the words mean: the consensus ranges, in the display unit (their
    /// bounds differ from the bands', so the help says both).
    static func wordLines(unit: GlucoseUnit) -> [Line] {
        func words(_ ranges: [ConsensusRange]) -> String {
            ranges.map { "\($0.name) \(unit.rangeText($0.mgdlBounds))" }.joined(separator: "  ")
        }
        return [Line(text: "words are the consensus ranges:", ink: .title),
                Line(text: words([.veryLow, .low, .inRange])),
                Line(text: words([.high, .veryHigh]))]
    }

    /// The box with its lines from `top` (as far as they go) on a screen.
    static func layer(screen: Size, settings: RenderSettings, top: Int) -> Layer {
        let glyphs = settings.style.glyphs
        let layout = HelpLayout(screen: screen, keys: keyLines(glyphs, unit: settings.unit),
                                legend: legend(scale: settings.scale, unit: settings.unit, style: settings.style))
        let top = clamp(top, 0, layout.lastTop)
        let size = Size(columns: layout.width, rows: layout.height)
        var grid = BoxedText(title: "keys", lines: [], border: .cursor).grid(size: size, glyphs: glyphs)
        for (column, x) in zip(layout.columns, layout.columnStarts) {
            for (row, line) in column.dropFirst(top).prefix(layout.room).enumerated() {
                draw(line, x: x, y: row + 1, right: layout.width - 2, into: &grid)
            }
        }
        layout.markPosition(top: top, glyphs: glyphs, into: &grid)
        // The box centred in rows it covers wholly: a chart label beside it
        // would show only its part, a cut number. Below the header where a row is
        // spare: the day it is about stays named.
        var rows = CellGrid(size: Size(columns: screen.columns, rows: layout.height))
        rows.draw(grid, at: Point(x: max(0, (screen.columns - layout.width) / 2), y: 0))
        let spare = screen.rows - layout.height
        return Layer(origin: Point(x: 0, y: spare > 0 ? max(1, spare / 2) : 0), grid: rows, revision: 0)
    }

    /// The box's shape on a screen in a unit, as the viewer's state needs it
    /// to scroll (`ViewerState.scrolledHelp`): the same for any glyphs and
    /// any bands, whose lines are as many and as wide (`HelpScrollTests`).
    static func layout(screen: Size, unit: GlucoseUnit) -> HelpLayout {
        HelpLayout(screen: screen, keys: keyLines(.unicode, unit: unit),
                   legend: legend(scale: .standard, unit: unit, style: RenderStyle()))
    }

    /// A line from `x`, whole or not at all: its text holds numbers (band
    /// boundaries), which are never cut.
    private static func draw(_ line: Line, x: Int, y: Int, right: Int, into grid: inout CellGrid) {
        guard x + line.width <= right else { return }
        for (offset, cell) in line.sample.enumerated() {
            grid.set(x + offset, y, cell)
        }
        grid.write(line.text, x: x + line.indent, y: y, fg: line.ink, bold: line.ink == .title)
    }
}
