import DayBandsChart
import DayBandsLive
import DayBandsRecords
/// The live area taller than a line (`ChartLayout.liveRows`): the glucose
/// now in large digits (`BlockDigits`) in its range's ink, a very low (or
/// very high) reversed, the unit, trend and change beside it, then its range
/// and age, then what the loop and the pump said. Whole words only, as on
/// the one line, which is drawn where the area is a line or the digits do
/// not fit.
extension LiveHeader {
    func grid(size: Size, unit: GlucoseUnit, glyphs: GlyphSet) -> CellGrid {
        let text = now.map { unit.format($0.reading) } ?? ""
        guard let now, let height = BlockDigits.height(forRows: size.rows),
              let digits = BlockDigits.rows(of: text, height: height, unicode: glyphs == .unicode),
              digits[0].count + 4 <= size.columns
        else {
            var grid = CellGrid(size: size, filling: Cell(" ", fg: .text, reverse: flash))
            grid.draw(self.grid(width: size.columns, unit: unit, glyphs: glyphs), at: Point(x: 0, y: 0))
            return grid
        }
        var grid = CellGrid(size: size, filling: Cell(" ", fg: .text, reverse: flash))
        let freshness = now.freshness(at: at, limits: limits)
        let words = now.words(unit: unit, glyphs: glyphs, at: at, limits: limits)
        let (ink, loud) = Self.ink(of: now.range)
        // A stale value is no longer the glucose now: shown, but quiet.
        let valueInk = freshness == .fresh ? ink : .muted
        let reversed = loud && freshness == .fresh
        let top = (size.rows - height) / 2, width = digits[0].count
        // A reversed block keeps a cell of its ink either side, so the digits do not touch its edge.
        for (row, line) in digits.enumerated() {
            let cells = reversed ? " " + line + " " : line
            for (offset, character) in cells.enumerated() {
                grid.set(1 + offset, top + row,
                         Cell(character, fg: valueInk, bold: true, reverse: reversed != flash))
            }
        }
        var lines = WordLines(grid: grid, left: width + (reversed ? 5 : 3), flash: flash)
        lines.put(String(words.value.dropFirst(text.count + 1)), valueInk, bold: true, row: 0)
        lines.put(words.range, valueInk, bold: true, reverse: reversed, row: 1)
        lines.put(words.age, freshness == .fresh ? .muted : .line(.yellow), bold: freshness != .fresh,
                  reverse: freshness == .urgent, row: 1)
        // The site's state and the snooze before the device figures; all in
        // their long forms if they fit, else all in their short ones (kept, not left out).
        let rest = Array(self.words(unit: unit, glyphs: glyphs).dropFirst(3))
        func flowed(short: Bool) -> (WordLines, Bool) {
            var flowing = lines
            for word in rest {
                let forms = short ? Array(word.forms.dropFirst(min(1, word.forms.count - 1))) : word.forms
                func put(_ text: String) -> Bool { flowing.flow(text, word.ink, bold: word.bold, reverse: word.reverse, from: 1) }
                // A reason (`FittedWords.Word.cut`) takes the room left on the first row with
                // some, rather than push the figures after it off the area.
                let cut = short || !word.cut ? nil : flowing.cut(word.forms[0], ellipsis: glyphs.ellipsis)
                guard cut.map(put) ?? put(forms[0]) || forms.dropFirst().contains(where: put)
                else {
                    if word.steps.count < word.forms.count { continue }
                    return (flowing, false)
                }
            }
            return (flowing, true)
        }
        let long = flowed(short: false)
        return long.1 ? long.0.grid : flowed(short: true).0.grid
    }
}

/// Words written left to right on the rows beside the digits, each whole
/// or not at all.
private struct WordLines {
    var grid: CellGrid
    let left: Int
    let flash: Bool
    /// Where each row's next word may start.
    private var ends: [Int: Int] = [:]

    init(grid: CellGrid, left: Int, flash: Bool) {
        self.grid = grid
        self.left = left
        self.flash = flash
    }

    /// Writes `text` on `row` after what it holds (3 columns apart); false when it does not fit.
    @discardableResult
    mutating func put(_ text: String, _ ink: Ink, bold: Bool = false, reverse: Bool = false, row: Int) -> Bool {
        guard !text.isEmpty, row < grid.size.rows else { return false }
        let start = ends[row].map { $0 + 3 } ?? left
        guard start + text.terminalColumns <= grid.size.columns - 1 else { return false }
        ends[row] = grid.write(text, x: start, y: row, fg: ink, bold: bold, reverse: reverse != flash)
        return true
    }

    /// `text` with its reason after `: ` cut to the room of the first row
    /// from 1 where at least a character of it fits (`flow` puts it there).
    func cut(_ text: String, ellipsis: Character) -> String? {
        guard let reason = text.range(of: ": ") else { return nil }
        let first = max(1, ends.keys.max() ?? 1)
        for row in first..<max(first, grid.size.rows) {
            let room = grid.size.columns - 1 - (ends[row].map { $0 + 3 } ?? left)
            let cut = text.shortened(toColumns: room, ellipsis: ellipsis)
            if cut.count > text[..<reason.upperBound].count + 1 { return cut }
        }
        return nil
    }

    /// Writes `text` on the first row from `from` where it fits after what is there.
    mutating func flow(_ text: String, _ ink: Ink, bold: Bool = false, reverse: Bool = false, from: Int) -> Bool {
        let first = max(from, ends.keys.filter { $0 >= from }.max() ?? from)
        for row in first..<grid.size.rows where put(text, ink, bold: bold, reverse: reverse, row: row) { return true }
        return false
    }
}
