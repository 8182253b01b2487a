import DayBandsRecords
import Foundation

/// The lane of what happened besides insulin, under the dose lane: each
/// temporary target as a bar over its time with its range where it fits
/// (`144` or `126-144`, mg/dL or mmol/L), carbs as a marker with their grams
/// where the lane has room before the next mark, and site, sensor and insulin
/// changes as a letter (`S`, `C`, `I`), drawn last: a change is one cell.
package struct EventLane {
    let rect: Rect
    let timeAxis: TimeAxis
    let style: RenderStyle
    let unit: GlucoseUnit

    func draw(carbs: ArraySlice<CarbEntry>, targets: [(interval: DateInterval, target: TempTarget)], marks: [TherapyMark],
              into grid: inout CellGrid) {
        guard rect.height > 0 else { return }
        let bar = Cell(style.glyphs.targetBar, fg: .target)
        var ranges: [(columns: ClosedRange<Int>, text: String)] = []
        for (interval, target) in targets {
            guard let first = timeAxis.column(for: interval.start) else { continue }
            let last = max(first, timeAxis.column(for: interval.end.addingTimeInterval(-1)) ?? timeAxis.columns - 1)
            for x in first...last { grid.set(rect.x + x, rect.y, bar) }
            ranges.append((first...last, Self.rangeText(target, unit: unit)))
        }
        var gramsByColumn: [Int: Double] = [:]
        for entry in carbs {
            guard let column = timeAxis.column(for: entry.time) else { continue }
            gramsByColumn[column, default: 0] += entry.grams
        }
        let markColumns = Set(marks.compactMap { timeAxis.column(for: $0.time) })
        let columns = gramsByColumn.keys.sorted()
        for (index, column) in columns.enumerated() {
            grid.set(rect.x + column, rect.y, Cell(style.glyphs.carbsMarker, fg: .carbs, bold: true))
            let label = NumberText.whole(gramsByColumn[column]!.rounded()) + "g"
            let next = ([index + 1 < columns.count ? columns[index + 1] : rect.width] + markColumns.filter { $0 > column }).min()!
            if column + 1 + label.terminalColumns < next { grid.write(label, x: rect.x + column + 1, y: rect.y, fg: .carbs) }
        }
        for mark in marks {
            guard let column = timeAxis.column(for: mark.time) else { continue }
            grid.set(rect.x + column, rect.y, Cell(Self.letter(mark.kind), fg: .text, bold: true))
        }
        // A target's range, last, over its own bar only: never over a mark or another's digits.
        for range in ranges where range.text.terminalColumns <= range.columns.count {
            let start = range.columns.lowerBound
            guard (start..<start + range.text.terminalColumns).allSatisfy({ grid[rect.x + $0, rect.y] == bar }) else { continue }
            grid.write(range.text, x: rect.x + start, y: rect.y, fg: .target)
        }
    }

    /// `144`, or `126-144`: a target's range as shown.
    package static func rangeText(_ target: TempTarget, unit: GlucoseUnit) -> String {
        let low = unit.format(mgdl: target.lowMgdl), high = unit.format(mgdl: target.highMgdl)
        return low == high ? low : "\(low)-\(high)"
    }

    /// A change's letter: `S` site, `C` sensor (CGM), `I` insulin.
    package static func letter(_ kind: TherapyMark.Kind) -> Character {
        switch kind {
        case .siteChange: "S"
        case .sensorChange: "C"
        case .insulinChange: "I"
        }
    }
}
