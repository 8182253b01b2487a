import Foundation

/// The live row on top of the screen: the glucose now (value, trend, change,
/// range, age), coloured and named by its consensus range, stale data said
/// loudly, then what the loop and the pump said, old figures muted. Whole
/// words only, the glucose first: what does not fit is left out, never cut.
/// A flash (an alert just raised) reverses the row.
struct LiveHeader: Hashable {
    var now: GlucoseNow?
    var status: DeviceStatus
    var at: Date
    var limits: StaleLimits
    var flash: Bool

    func grid(width: Int, unit: GlucoseUnit, glyphs: GlyphSet) -> CellGrid {
        var grid = CellGrid(size: Size(columns: width, rows: 1), filling: Cell(" ", fg: .text, reverse: flash))
        var x = 1
        func put(_ text: String, _ ink: Ink, bold: Bool = false, reverse: Bool = false, gap: Int = 2) -> Bool {
            let start = x == 1 ? 1 : x + gap
            guard start + text.count <= width else { return false }
            for (offset, character) in text.enumerated() {
                grid.set(start + offset, 0, Cell(character, fg: ink, bold: bold, reverse: reverse != flash))
            }
            x = start + text.count
            return true
        }
        guard let now else {
            _ = put("no readings yet", .muted)
            return grid
        }
        let freshness = now.freshness(at: at, limits: limits)
        let words = now.words(unit: unit, glyphs: glyphs, at: at, limits: limits)
        let (ink, loud) = Self.ink(of: now.range)
        // A stale value is no longer the glucose now: shown, but quiet.
        let valueInk = freshness == .fresh ? ink : .muted
        guard put(words.value, valueInk, bold: true) || put(unit.format(now.reading) + " " + unit.label, valueInk, bold: true)
        else { return grid }
        _ = put(words.range, valueInk, bold: true, reverse: loud && freshness == .fresh)
        _ = put(words.age, freshness == .fresh ? .muted : .line(.yellow), bold: freshness != .fresh,
                reverse: freshness == .urgent)
        for word in status.words(at: at) {
            guard put(word.text, word.old ? .muted : .text, gap: 3) else { break }
        }
        return grid
    }

    /// The range's ink, and whether it is reversed: a very low is the loudest thing on screen.
    static func ink(of range: ConsensusRange) -> (Ink, reversed: Bool) {
        (range.lineInk, range == .veryLow || range == .veryHigh)
    }
}
