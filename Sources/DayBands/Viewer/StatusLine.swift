/// The bottom line: key hints on the left, the pin (and the cursor's difference
/// to it) on the right.
struct StatusLine {
    static func grid(width: Int, pin: HourWindow?, cursor: HourWindow, context: DayChart.Context,
                     timeline: Timeline) -> CellGrid {
        var grid = CellGrid(size: Size(columns: width, rows: 1), filling: Cell(" ", fg: .muted))
        let unicode = context.style.glyphs == .unicode
        let hints = unicode ? " ←→ hour  ↑↓ day  ⏎ pin  ? help  q quit" : " <> hour  ^v day  Enter pin  ? help  q quit"
        grid.write(hints, x: 0, y: 0, fg: .muted)
        guard let pin else { return grid }
        let unit = context.unit
        let day = timeline.days[pin.mark.dayIndex]
        var text = "pin \(day.isoDate.suffix(5)) \(context.calendar.clockText(pin.instant)) "
        if let pinned = pin.reading {
            text += "\(unit.format(mgdl: pinned.mgdl)) \(unit.label)"
            if let now = cursor.reading, cursor.mark != pin.mark {
                text += "  \(context.style.glyphs.delta) \(unit.formatDifference(mgdl: now.mgdl - pinned.mgdl))"
            }
        } else {
            text += "no reading"
        }
        text += " "
        let x = width - text.count
        guard x > 0 else { return grid }
        // The pin is worth more than the hints it may cover on a narrow screen.
        grid.write(String(repeating: " ", count: min(x, 1)) + text, x: x - min(x, 1), y: 0, fg: .pin, bold: true)
        return grid
    }
}
