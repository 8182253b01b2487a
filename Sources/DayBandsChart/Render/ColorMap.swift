/// A grid's colours as text, one letter a cell, for golden screens a person can
/// review: the glyphs above, what colour each glyph is drawn in below.
public struct ColorMap {
    public static let legend = """
        colour map: r y g o = band area, quiet (red yellow green orange), G O R = line in range, high, very high, \
        c cursor, p pin, d dose, m muted, t title, . default \
        (a half cell ▄ shows its lower part's letter, a blank its background's)
        """
    /// Said only under screens that draw the profile's outer range.
    static let outerLegend = "1 2 3 4 = profile 5-95% range, 5 6 7 8 = its 25-75% range (red yellow green orange), "
        + "a half cell ▀ shows its upper half's letter"
    /// Said only under screens that mark a low.
    static let lowLegend = "L a low (below 70 mg/dL): its line, and its marks on the floor (reverse video below 54); "
        + "w its wash over the plot (W below 54)"
    /// Said only under screens that draw the therapy lanes.
    static let therapyLegend = "a automatic bolus, b basal (scheduled), B basal (temp, loop or suspend), k carbs, u temporary target"
    /// Said only under screens that draw another day's curve (`o`).
    static let overlayLegend = "v another day's curve (overlay)"

    /// The legend of a grid's colour map.
    public static func legend(for grid: CellGrid) -> String {
        func draws(_ test: (Ink) -> Bool) -> Bool {
            (0..<grid.size.rows).contains { y in (0..<grid.size.columns).contains { x in test(grid[x, y]!.fg) } }
        }
        let outer = draws { if case .outer = $0 { return true } else { return false } }
        return ([legend] + (outer ? [outerLegend] : []) + (draws { $0 == .low } || washes(grid) ? [lowLegend] : [])
                + (draws { $0 == .overlay } ? [overlayLegend] : [])
                + (draws { [.autoDose, .basal, .basalTemp, .carbs, .target].contains($0) } ? [therapyLegend] : []))
            .joined(separator: "\n")
    }

    private static func washes(_ grid: CellGrid) -> Bool {
        (0..<grid.size.rows).contains { y in
            (0..<grid.size.columns).contains { x in grid[x, y]!.bg.isWash }
        }
    }

    public static func letter(_ ink: Ink) -> Character {
        switch ink {
        case .none, .text: return "."
        case .muted: return "m"
        case .title: return "t"
        case .area(let tone): return ["r", "y", "g", "o"][tone.rawValue]
        case .line(let tone): return ["R", "Y", "G", "O"][tone.rawValue]
        case .outer(let tone): return ["1", "2", "3", "4"][tone.rawValue]
        case .inner(let tone): return ["5", "6", "7", "8"][tone.rawValue]
        case .low: return "L"
        case .lowWash: return "w"
        case .veryLowWash: return "W"
        case .cursor: return "c"
        case .pin: return "p"
        case .dose: return "d"
        case .autoDose: return "a"
        case .basal: return "b"
        case .basalTemp: return "B"
        case .carbs: return "k"
        case .target: return "u"
        case .overlay: return "v"
        case .forecast: return "f"
        }
    }

    /// One line a row: the foreground letter of each cell.
    public static func lines(_ grid: CellGrid) -> [String] {
        (0..<grid.size.rows).map { y in
            String((0..<grid.size.columns).map { x in
                let cell = grid[x, y]!
                return letter(cell.symbol == " " && cell.bg != .none ? cell.bg : cell.fg)
            })
        }
    }

    /// The screen and its colour map, with the legend between them.
    public static func golden(_ grid: CellGrid) -> String {
        (grid.lines + ["", legend(for: grid), ""] + lines(grid)).joined(separator: "\n") + "\n"
    }
}
