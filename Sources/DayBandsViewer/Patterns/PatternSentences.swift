import DayBandsChart
import DayBandsRecords
/// The patterns view's sentences: the claims `daybands patterns` prints
/// (`Patterns.claims`, its words and rules), `*` before a pattern and `-`
/// before a claim of none, each cut between words into the area's width.
/// The patterns go first, as they are what the screen is for; a claim that
/// does not fit whole is left out and counted on the last line. Memoized on
/// these inputs (`PatternsScene`).
struct PatternSentences: Hashable, LayerInputs {
    let patterns: Patterns
    let unit: GlucoseUnit
    let calendar: DayCalendar
    let size: Size

    func make() -> CellGrid {
        var grid = CellGrid(size: size)
        let claims = patterns.claims(PatternWords(unit: unit, calendar: calendar, explain: false))
        let ordered = claims.filter(\.isPattern) + claims.filter { !$0.isPattern }
        var y = 0
        for (index, claim) in ordered.enumerated() {
            let marker = Cell(claim.isPattern ? "*" : "-", fg: claim.isPattern ? .title : .muted, bold: claim.isPattern)
            let lines = HelpOverlay.Line(sample: [marker], text: claim.sentence, ink: claim.isPattern ? .text : .muted).wrapped(width: size.columns)
            let left = ordered.count - index
            // The last row is kept for the count of those left out, unless this claim is the last.
            let room = size.rows - y - (left > 1 ? 1 : 0)
            guard lines.count <= room, lines.allSatisfy({ $0.width <= size.columns }) else {
                grid.write(Self.more(left, of: patterns, width: size.columns), x: 0, y: size.rows - 1, fg: .muted)
                return grid
            }
            for line in lines {
                for (x, cell) in line.sample.enumerated() { grid.set(x, y, cell) }
                grid.write(line.text, x: line.indent, y: y, fg: line.ink)
                y += 1
            }
        }
        return grid
    }

    /// `3 more: daybands patterns --from 2026-02-01 --to 2026-03-03`, or as much of it as fits whole.
    static func more(_ count: Int, of patterns: Patterns, width: Int) -> String {
        let span = patterns.days.first.map { first in
            "daybands patterns --from \(first.day.isoDate) --to \(patterns.days.last!.day.isoDate)"
        } ?? "daybands patterns"
        let forms = ["\(count) more: \(span)", "\(count) more: daybands patterns", "\(count) more"]
        return forms.first { $0.terminalColumns <= width } ?? ""
    }
}
