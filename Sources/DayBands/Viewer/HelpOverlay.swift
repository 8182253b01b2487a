/// The `?` box listing every key, centred on the screen.
struct HelpOverlay {
    static func entries(_ glyphs: GlyphSet) -> [(String, String)] {
        let unicode = glyphs == .unicode
        return [
            (unicode ? "← → h l" : "Left Right h l", "previous/next hour"),
            ("Home End", "first/last hour"),
            (unicode ? "↑ ↓ k j" : "Up Down k j", "previous/next day"),
            ("PgUp PgDn", "previous/next day"),
            ("g  t", "go to a date / last day"),
            ("s", "statistics panel"),
            ("a", "day chart or profile (AGP)"),
            ("Enter", "pin hour / unpin"),
            ("Esc", "clear the pin"),
            ("click", "pin the hour clicked"),
            ("wheel", "day (with Shift: hour)"),
            ("u", "mg/dL or mmol/L"),
            ("?", "this help"),
            ("q Ctrl-C", "quit"),
        ]
    }

    static func layer(screen: Size, glyphs: GlyphSet) -> Layer {
        let entries = entries(glyphs)
        let keyWidth = entries.map(\.0.count).max() ?? 0
        var lines = entries.map { (key, action) in
            (key + String(repeating: " ", count: keyWidth - key.count) + "  " + action, Ink.text)
        }
        let width = min(screen.columns, (lines.map(\.0.count).max() ?? 0) + 4)
        let height = min(screen.rows, lines.count + 2)
        if lines.count > height - 2, height > 3 {
            // Say that keys are left out rather than cut the list silently.
            let shown = height - 3
            lines = Array(lines.prefix(shown)) + [("+\(lines.count - shown) more keys in a taller terminal", .muted)]
        }
        let grid = BoxedText(title: "keys", lines: lines, border: .cursor)
            .grid(size: Size(columns: width, rows: height), glyphs: glyphs)
        let origin = Point(x: max(0, (screen.columns - width) / 2), y: max(0, (screen.rows - height) / 2))
        return Layer(origin: origin, grid: grid, revision: 0)
    }
}
