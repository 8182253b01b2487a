/// The `?` box, centred on the screen (over whole rows): every key, and a legend of what the
/// chart draws (the band colours in the display unit, the marks, the overview
/// strip's cells). The legend goes beside the keys when the screen is wide
/// enough, else under them.
struct HelpOverlay {
    /// Every key and what it does (`KeyBindings`), in the display unit.
    static func entries(_ glyphs: GlyphSet, unit: GlucoseUnit) -> [(String, String)] {
        KeyBindings.all.map { ($0.label(glyphs), $0.action(unit)) }
    }

    /// One line of the box: a sample of what is drawn (a few cells, as the
    /// chart draws them), then its meaning.
    struct Line {
        var sample: [Cell] = []
        var text: String
        var ink: Ink = .text

        var width: Int { sample.count + (sample.isEmpty ? 0 : 1) + text.count }
    }

    /// Band colours (each cell as the area draws it), what the words mean,
    /// the marks (lows first), doses, the profile's ranges and guides, cursor
    /// and pin, and the overview strip's cells: every sample made by the
    /// function that draws it on the screen.
    static func legend(_ context: DayChart.Context) -> [Line] {
        let style = context.style
        let glyphs = style.glyphs
        let unit = context.unit
        let sampleWidth = 3
        func cells(_ cell: Cell) -> [Cell] { [cell] + [Cell](repeating: .blank, count: sampleWidth - 1) }
        func run(_ cell: Cell) -> [Cell] { [Cell](repeating: cell, count: sampleWidth) }
        var lines = [Line(text: "legend: colours are the chart's bands", ink: .title)]
        for band in context.scale.bands.reversed() {
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
            Line(sample: cells(Cell(glyphs.doseMarker, fg: .dose, bold: true)), text: "insulin dose, units"),
            Line(sample: run(ProfileChart.wholeCell(.inner(.green), style: style)), text: "AGP: 25-75% of readings"),
            Line(sample: run(ProfileChart.wholeCell(.outer(.green), style: style)), text: "AGP: 5-95% of readings"),
            Line(sample: run(Cell(glyphs.targetGuide, fg: .muted)),
                 text: "AGP: \(unit.format(mgdl: Double(target.lowest!))) and \(unit.format(mgdl: Double(target.highest!)))"),
            Line(sample: cells(Cell(glyphs.cursorGuide, fg: .cursor)), text: "cursor"),
            Line(sample: cells(Cell(glyphs.pinGuide, fg: .pin)), text: "pin"),
            Line(sample: cells(Cell(glyphs.overlay, fg: .overlay)), text: "another day's curve (o)"),
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

    static func layer(screen: Size, context: DayChart.Context) -> Layer {
        let glyphs = context.style.glyphs
        let entries = entries(glyphs, unit: context.unit)
        let keyWidth = entries.map(\.0.count).max() ?? 0
        let keys = entries.map { (key, action) in
            Line(text: key + String(repeating: " ", count: keyWidth - key.count) + "  " + action)
        }
        let legend = legend(context)
        let keysWidth = keys.map(\.width).max() ?? 0
        let legendWidth = legend.map(\.width).max() ?? 0
        // Two columns with three spaces between them, inside the border and margins.
        let besideWidth = keysWidth + 3 + legendWidth + 4
        let beside = besideWidth <= screen.columns && max(keys.count, legend.count) + 2 <= screen.rows
        var columns: [[Line]] = beside ? [keys, legend] : [keys + [Line(text: "")] + legend]
        let width = min(screen.columns, beside ? besideWidth : max(keysWidth, legendWidth) + 4)
        let height = min(screen.rows, (columns.map(\.count).max() ?? 0) + 2)
        let room = height - 2
        if !beside, columns[0].count > room, room > 1 {
            // Say that lines are left out rather than cut the list silently.
            let shown = room - 1
            columns[0] = Array(columns[0].prefix(shown))
                + [Line(text: "+\(keys.count + 1 + legend.count - shown) more lines in a taller terminal", ink: .muted)]
        }
        var grid = BoxedText(title: "keys", lines: [], border: .cursor).grid(size: Size(columns: width, rows: height),
                                                                           glyphs: glyphs)
        for (index, column) in columns.enumerated() {
            let x = 2 + index * (keysWidth + 3)
            for (row, line) in column.prefix(room).enumerated() {
                draw(line, x: x, y: row + 1, right: width - 2, into: &grid)
            }
        }
        // The box centred in rows it covers wholly: a chart label beside it
        // would show only its part, a cut number.
        var rows = CellGrid(size: Size(columns: screen.columns, rows: height))
        rows.draw(grid, at: Point(x: max(0, (screen.columns - width) / 2), y: 0))
        return Layer(origin: Point(x: 0, y: max(0, (screen.rows - height) / 2)), grid: rows, revision: 0)
    }

    /// A line from `x`, whole or not at all: its text holds numbers (band
    /// boundaries), which are never cut.
    private static func draw(_ line: Line, x: Int, y: Int, right: Int, into grid: inout CellGrid) {
        guard x + line.width <= right else { return }
        for (offset, cell) in line.sample.enumerated() {
            grid.set(x + offset, y, cell)
        }
        grid.write(line.text, x: x + line.sample.count + (line.sample.isEmpty ? 0 : 1), y: y, fg: line.ink,
                   bold: line.ink == .title)
    }
}
