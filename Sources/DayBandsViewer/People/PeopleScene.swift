import DayBandsChart
import Foundation

/// The list screen (`PeopleModel`) as layers: the title and a row a person,
/// worst first, in the chart's place, and the key hints in the status
/// line's. Each made again only for inputs not seen lately (`LayerMemo`).
public struct PeopleScene {
    private var lists = LayerMemo<ListInputs>(capacity: 2)
    private let glyphs: GlyphSet

    public init(glyphs: GlyphSet) {
        self.glyphs = glyphs
    }

    /// Everything the list's layer reads.
    struct ListInputs: LayerInputs {
        var rows: [PersonRow]
        var size: Size
        var title: String
    }

    /// How many times the list was made (the tests' count of passes).
    public var passes: Int { lists.misses }

    public mutating func scene(for model: PeopleModel) -> Scene {
        let size = model.size
        let nameWidth = model.people.map(\.name.terminalColumns).max() ?? 0
        let rows = model.order.map { index in
            PersonRow(person: model.people[index], at: model.clock, unit: model.unit, glyphs: glyphs,
                      calendar: model.calendar, nameWidth: nameWidth, selected: index == model.selected)
        }
        let count = model.people.count
        let inputs = ListInputs(rows: rows, size: size,
                                title: "following \(count) \(count == 1 ? "person" : "people")  \(model.calendar.clockText(model.clock))")
        let (list, revision) = lists.revisedValue(for: inputs)
        var hints = FittedWords(words: [("↑↓ person", 3.0), ("⏎ open", 4.0), ("z snooze", 2.0), ("u unit", 1.0), ("q quit", 5.0)]
            .map { FittedWords.Word(forms: [$0.0], ink: .muted, steps: [$0.1]) }, ellipsis: glyphs.ellipsis)
        hints.words[0].ink = .text
        // Longest form first: a narrow status line takes the shorter.
        let forms = model.notice.map { [$0, "nothing to open"] } ?? model.opening.map { index in
            let name = model.people[index].name
            return ["\(name): reading their days, Esc gives up", "\(name): reading", "reading"]
        }
        if let forms {
            hints = FittedWords(words: [FittedWords.Word(forms: forms, ink: .pin, bold: true, steps: [1])],
                                ellipsis: glyphs.ellipsis)
        }
        return Scene(size: size, layers: [
            .chart: Layer(origin: Point(x: 0, y: 0), grid: list, revision: revision),
            .status: Layer(origin: Point(x: 0, y: max(0, size.rows - 1)),
                           grid: hints.grid(width: size.columns, background: Cell(" ", fg: .muted), flash: false), revision: 0),
        ])
    }
}

extension PeopleScene.ListInputs {
    /// The title, then the rows from the top; scrolled so the selected row shows.
    func make() -> CellGrid {
        let height = max(0, size.rows - 1)
        var grid = CellGrid(size: Size(columns: size.columns, rows: height))
        grid.write(" " + title, x: 0, y: 0, fg: .title, bold: true)
        let room = max(0, height - 1)
        let chosen = rows.firstIndex(where: \.selected) ?? 0
        let top = max(0, chosen - room + 1)
        for (line, row) in rows.dropFirst(top).prefix(room).enumerated() {
            grid.draw(row.grid(width: size.columns), at: Point(x: 0, y: 1 + line))
        }
        return grid
    }
}
