/// Words in a row, each with shorter forms, fitted to a width by shortening
/// before dropping: at each step the change of least weight is made (a
/// word's next shorter form, or leaving it out), so what matters most stays
/// whole. Words are never cut.
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
    }

    var words: [Word]

    /// The form chosen for each word (nil: left out) so the row fits `width`
    /// after a margin of one; a word with no step left stays even when the
    /// row does not fit.
    func fitted(width: Int) -> [String?] {
        var chosen: [Int?] = Array(repeating: 0, count: words.count)
        func length() -> Int {
            var total = 1
            var first = true
            for (word, index) in zip(words, chosen) {
                guard let index else { continue }
                total += (first ? 0 : word.gap) + word.forms[index].count
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
        return zip(words, chosen).map { word, index in index.map { word.forms[$0] } }
    }

    /// The row: the fitted words from column 1, the rest `background`.
    func grid(width: Int, background: Cell, flash: Bool) -> CellGrid {
        var grid = CellGrid(size: Size(columns: width, rows: 1), filling: background)
        var x = 1
        var first = true
        for (word, form) in zip(words, fitted(width: width)) {
            guard let form else { continue }
            let start = first ? x : x + word.gap
            guard start + form.count <= width else { break }
            for (offset, character) in form.enumerated() {
                grid.set(start + offset, 0, Cell(character, fg: word.ink, bold: word.bold, reverse: word.reverse != flash))
            }
            x = start + form.count
            first = false
        }
        return grid
    }
}
