import Testing
@testable import DayBandsChart

/// `ExtremeLabels` on small drawn plots (the grid is the plot; `█` is curve
/// or area, `▲` a ceiling mark, `4` a floor label): each label touches the
/// cell of the reading it names, over nothing drawn, or is left out.
struct ExtremePlacementTests {
    typealias Label = ExtremeLabels.Label

    static func max(_ text: String, _ x: Int, _ y: Int, run: ClosedRange<Int>? = nil) -> Label {
        Label(text: text, isMax: true, point: Point(x: x, y: y), columns: run)
    }

    static func min(_ text: String, _ x: Int, _ y: Int) -> Label {
        Label(text: text, isMax: false, point: Point(x: x, y: y))
    }

    /// A curve cell's height in eighths (a mark on the floor is one, at the ceiling eight).
    static let eighths: [Character: Int] = ["▁": 1, "▂": 2, "▃": 3, "▄": 4, "▅": 5, "▆": 6, "▇": 7, "█": 8,
                                            "▲": 8, "▼": 1, "▾": 1]

    /// The plot drawn from `rows`, with the labels placed in order; each
    /// column's top is its highest curve cell (a digit is no curve).
    static func placed(_ rows: [String], _ labels: [Label]) -> [String] {
        let width = rows[0].count
        var grid = CellGrid(size: Size(columns: width, rows: rows.count))
        for (y, row) in rows.enumerated() {
            for (x, symbol) in row.enumerated() where symbol != " " { grid.set(x, y, Cell(symbol)) }
        }
        func level(_ x: Int, _ y: Int) -> Int? {
            Self.eighths[Array(rows[y])[x]].map { (rows.count - 1 - y) * 8 + $0 }
        }
        let tops = (0..<width).map { x in (0..<rows.count).lazy.compactMap { level(x, $0) }.first }
        _ = ExtremeLabels(plot: grid.bounds, tops: tops).draw(labels, into: &grid)
        return grid.lines
    }

    @Test func aMaxSitsCentredAboveItsPeak() {
        let rows = ["                ",
                    "                ",
                    "       █        ",
                    "      ███       ",
                    "████████████████"]
        #expect(Self.placed(rows, [Self.max("max 9", 7, 2)]) ==
                ["                ",
                 "     max 9      ",
                 "       █        ",
                 "      ███       ",
                 "████████████████"])
    }

    /// Oct 31: the trough at 19:00 with the 19:30 peak two columns right and
    /// small wiggles of the descent into it on the left. The rows touching it
    /// are taken, and two rows up is no place (issue 33: a label there named
    /// the curve between): left out, the header keeps the figure.
    @Test func aTroughBesideAPeakWithNoRoomNextToItIsLeftOut() {
        let rows = ["             ",
                    "        ██   ",
                    "       ████  ",
                    "█▄▂   ██████ ",
                    "█████▆███████",
                    "█████████████"]
        #expect(Self.placed(rows, [Self.min("min 1", 5, 4)]) == rows)
    }

    /// The EU LibreView day: a low of 3.1 in a notch two cells deep, marked
    /// on the floor (`▾`). Every place touching it is on the notch's rim:
    /// left out (the floor's own `3.1` and the header keep it), over small
    /// wiggles as well, where two rows up was taken before (issue 33).
    @Test func aLowInANarrowNotchIsLeftOut() {
        let rows = ["            ",
                    "            ",
                    "▆▇▆▅  ▄▆▇▆▅▄",
                    "████▾▾██████"]
        #expect(Self.placed(rows, [Self.min("min 3.1", 4, 3)]) == rows)
        let shallow = ["            ", "            ", "▁▁▁   ▁▁▁▁▁▁", "████▾▾██████"]
        #expect(Self.placed(shallow, [Self.min("min 3.1", 4, 3)]) == shallow, "never two rows up")
    }

    /// A steep V: no place touches it or is one cell above it: left out.
    @Test func aNarrowTroughIsLeftOut() {
        let rows = ["           ",
                    "███     ███",
                    "████   ████",
                    "████   ████",
                    "█████▆█████",
                    "███████████"]
        #expect(Self.placed(rows, [Self.min("min 1", 5, 4)]) == rows)
    }

    /// Open on the left only: the label shifts left, its last cell over the trough.
    @Test func aTroughOpenOnOneSideShiftsToThatSide() {
        let rows = ["             ",
                    "        ██   ",
                    "       ████  ",
                    "      ██████ ",
                    "█████████████",
                    "█████████████"]
        #expect(Self.placed(rows, [Self.min("min 1", 5, 4)])[3] == " min 1██████ ")
    }

    @Test func extremesAtThePlotsEdgesStayWholeAndOverTheirColumn() {
        let rows = ["          ",
                    "█        █",
                    "██      ██",
                    "██████████"]
        #expect(Self.placed(rows, [Self.max("max 5", 0, 1)])[0] == "max 5     ")
        #expect(Self.placed(rows, [Self.min("min 2", 9, 1)])[0] == "     min 2")
    }

    /// A peak clipped at the ceiling: nothing above the top row, so beside
    /// the run of `▲` it is in, right then left.
    @Test func aClippedPeakIsLabelledBesideItsRun() {
        let rows = ["   ▲▲▲    ",
                    "   ███    ",
                    "  █████   ",
                    "██████████"]
        #expect(Self.placed(rows, [Self.max("max 4", 4, 0, run: 3...5)]) == rows,
                "right of the run 4 cells remain and left of it 3: no room for 5")
        let wider = ["   ▲▲▲     ", "   ███     ", "  █████    ", "███████████"]
        #expect(Self.placed(wider, [Self.max("max 4", 4, 0, run: 3...5)])[0] == "   ▲▲▲max 4")
        let atRight = ["      ▲▲▲", "      ███", "█████████"]
        #expect(Self.placed(atRight, [Self.max("max 4", 7, 0, run: 6...8)])[0] == " max 4▲▲▲")
    }

    /// A day flat on the floor: its min goes in the row above the floor row.
    @Test func aMinimumOnTheFloorRowIsLabelledAboveIt() {
        let rows = ["          ",
                    "          ",
                    "▄▄▄▄▄▄▄▄▄▄"]
        #expect(Self.placed(rows, [Self.min("min 40", 6, 2)])[1] == "   min 40 ")
    }

    /// A label is whole or not drawn: a plot narrower than it has none.
    @Test func aNarrowPlotLeavesTheLabelOut() {
        let rows = ["     ", "  █  ", "█████"]
        #expect(Self.placed(rows, [Self.max("max 240", 2, 1)]) == rows)
        #expect(Self.placed(rows, [Self.max("max 9", 2, 1)])[0] == "max 9")
    }

    /// A mmol/L label is placed by its whole width (`min 3.1`, seven cells).
    @Test func aMmolLabelIsPlacedWhole() {
        let rows = ["         ",
                    "        █",
                    "█   ▂  ██",
                    "█████████"]
        #expect(Self.placed(rows, [Self.min("min 3.1", 4, 2)])[1] == " min 3.1█")
        #expect(Self.placed(rows, [Self.min("min 13.1", 4, 2)])[1] == "min 13.1█")
        #expect(Self.placed(rows, [Self.min("min 113.1", 4, 2)]) == rows,
                "nine cells fit nowhere next to the reading")
    }

    /// Two labels that would overlap: the first (`min`) keeps its place, the
    /// second shifts to keep a blank cell from it, still over its column.
    @Test func aSecondLabelShiftsClearOfTheFirst() {
        let rows = ["                ",
                    "                ",
                    "   ▂    ▆       ",
                    "████████████████"]
        #expect(Self.placed(rows, [Self.min("min 1", 3, 2), Self.max("max 2", 8, 2)])[1] == " min 1 max 2    ")
    }

    /// With no place clear of the first, the second is left out: beside its
    /// point `max` would sit under `min` in touching columns (upside down),
    /// and every place over its column touches `min`.
    @Test func aSecondLabelWithNoPlaceClearOfTheFirstIsLeftOut() {
        let rows = ["                ",
                    "                ",
                    "   ▂ ▆          ",
                    "████████████████"]
        #expect(Self.placed(rows, [Self.min("min 1", 3, 2), Self.max("max 2", 5, 2)]) ==
                ["                ",
                 " min 1          ",
                 "   ▂ ▆          ",
                 "████████████████"])
    }

    /// `max` over `min` in shared columns reads right; the other way round is refused.
    @Test func labelsShareColumnsOnlyAsMaxOverMin() {
        let rows = ["                ",
                    "        █       ",
                    "▄▄▄▄▄▄▄███      ",
                    "████████████████"]
        #expect(Array(Self.placed(rows, [Self.min("min 1", 4, 2), Self.max("max 9", 8, 1)])[0...1]) ==
                ["      max 9     ",
                 "  min 1 █       "])
    }

    /// What the chart drew first (a low's `▼44` on the floor) is never covered.
    @Test func aLabelNeverCoversAFloorMark() {
        let rows = ["        ",
                    "██  ████",
                    "██  ████",
                    "██▼44███"]
        #expect(Self.placed(rows, [Self.min("min 44", 2, 3)]) == rows, "above is the area either side, beside the mark")
        let open = ["        ", "        ", "█▼44████"]
        #expect(Self.placed(open, [Self.min("min 44", 1, 2)])[1] == "min 44  ")
    }
}
