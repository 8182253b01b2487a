import DayBandsChart
/// Words in a row, each with shorter forms, fitted to a width by shortening
/// before dropping: at each step the change of least weight is made (a
/// word's next shorter form, or leaving it out), so what matters most stays
/// whole; then what gave way and fits again in the room left comes back,
/// the heaviest first. Words are measured in terminal columns and never
/// cut, but for a reason said after `: ` (`Word.cut`), which takes the room
/// the others leave.
struct FittedWords {
    struct Word {
        /// Longest first.
        var forms: [String]
        var ink: Ink
        var bold = false
        var reverse = false
        /// The weight of each step: to each shorter form in turn, then (when
        /// there is one more) leaving the word out. Lower gives way first.
        var steps: [Double]
        /// Spaces before it (after the row's first word).
        var gap = 2
        /// Whether the longest form ends in a reason after `: ` (a loop's
        /// failure, a site's error) that, once the word has given way, is
        /// said cut to the room the others leave rather than not at all.
        var cut = false
        /// An ink a character, for a word of one form coloured as it goes
        /// (a sparkline); nil: `ink` for all.
        var inks: [Ink]? = nil
    }

    var words: [Word]
    /// Ends a cut reason.
    var ellipsis: Character

    /// The form chosen for each word (nil: left out) so the row fits `width`
    /// after a margin of one; a word with no step left stays even when the
    /// row does not fit.
    func fitted(width: Int) -> [String?] {
        var chosen: [Int?] = Array(repeating: 0, count: words.count)
        var forms = words.map(\.forms)
        func length() -> Int {
            var total = 1
            var first = true
            for (offset, word) in words.enumerated() {
                guard let index = chosen[offset] else { continue }
                total += (first ? 0 : word.gap) + forms[offset][index].terminalColumns
                first = false
            }
            return total
        }
        while length() > width {
            var least: (index: Int, weight: Double)?
            for (index, word) in words.enumerated() {
                guard let form = chosen[index], form < word.steps.count else { continue }
                // Of equal weights, the last word gives way first.
                if least.map({ word.steps[form] <= $0.weight }) ?? true { least = (index, word.steps[form]) }
            }
            guard let least else { break }
            let next = chosen[least.index]! + 1
            chosen[least.index] = next < words[least.index].forms.count ? next : nil
        }
        // A word that gave way before a heavier one did may fit again: the heaviest back first.
        while true {
            var best: (index: Int, form: Int, weight: Double)?
            for (index, word) in words.enumerated() where chosen[index] != 0 {
                let back = (chosen[index] ?? word.forms.count) - 1
                let before = chosen[index]
                chosen[index] = back
                if length() <= width, best.map({ word.steps[back] > $0.weight }) ?? true { best = (index, back, word.steps[back]) }
                chosen[index] = before
            }
            guard let best else { break }
            chosen[best.index] = best.form
        }
        for (offset, word) in words.enumerated() where word.cut {
            guard let index = chosen[offset], index > 0, let reason = word.forms[0].range(of: ": ") else { continue }
            let room = width - length() + forms[offset][index].terminalColumns
            let cut = word.forms[0].shortened(toColumns: room, ellipsis: ellipsis)
            // At least a character of the reason, else the shorter form stays.
            guard cut == word.forms[0] || cut.count > word.forms[0][..<reason.upperBound].count + 1 else { continue }
            forms[offset][0] = cut
            chosen[offset] = 0
        }
        return zip(forms, chosen).map { forms, index in index.map { forms[$0] } }
    }

    /// The row: the fitted words from column 1, the rest `background`.
    func grid(width: Int, background: Cell, flash: Bool) -> CellGrid {
        var grid = CellGrid(size: Size(columns: width, rows: 1), filling: background)
        var x = 1
        var first = true
        for (word, form) in zip(words, fitted(width: width)) {
            guard let form else { continue }
            let start = first ? x : x + word.gap
            guard start + form.terminalColumns <= width else { break }
            if let inks = word.inks {
                x = start
                for (character, ink) in zip(form, inks) {
                    x = grid.write(String(character), x: x, y: 0, fg: ink, bold: word.bold, reverse: word.reverse != flash)
                }
            } else {
                x = grid.write(form, x: start, y: 0, fg: word.ink, bold: word.bold, reverse: word.reverse != flash)
            }
            first = false
        }
        return grid
    }
}
