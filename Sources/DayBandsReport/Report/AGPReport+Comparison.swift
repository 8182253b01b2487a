import DayBandsChart
import DayBandsRecords
/// The report's figures against the period before of the same length
/// (`PeriodComparison`, as `stats --compare` gives them, Tidepool's clinic
/// view's comparison): a row a figure, now, before, the change and whether
/// it is better or worse for the person, in words (a worse one loud, not by
/// colour alone); or the line saying why nothing is compared.
extension AGPReport {
    /// The rows a column holds: the twelve figures in three columns.
    static let comparedRowsAColumn = 4
    static let comparedRowHeight = 13.0

    /// The box's height: the heading and the rows, or the heading and the line saying why there are none.
    static func comparisonHeight(_ comparison: PeriodComparison?, unit: GlucoseUnit) -> Double {
        guard let comparison else { return 0 }
        let rows = comparison.rows(unit: unit).count
        guard rows > 0 else { return 34 }
        let perColumn = min(rows, comparedRowsAColumn)
        return 44 + Double(perColumn) * comparedRowHeight + 12
    }

    static func comparison(_ comparison: PeriodComparison, unit: GlucoseUnit, in box: PageBox, pen: ReportPen) -> VectorGroup {
        var group = VectorGroup(kind: "comparison")
        group.add(pen.heading("Compared with the period before", in: box))
        let muted = pen.inks.muted
        if let why = comparison.nothingToCompare {
            group.add(pen.text("\(comparison.title): \(why)", x: box.x, y: box.y + 30, kind: "comparison-none"))
            return group
        }
        group.add(pen.text(comparison.title, x: box.right, y: box.y + ReportPen.heading, kind: "comparison-period",
                           size: ReportPen.small, anchor: .end, color: muted))
        let gap = 16.0
        let width = (box.width - 2 * gap) / 3
        for (index, row) in comparison.rows(unit: unit).enumerated() {
            let column = index / comparedRowsAColumn
            let x = box.x + Double(column) * (width + gap)
            let place = (now: x + width * 0.55, before: x + width * 0.69, change: x + width * 0.85, verdict: x + width * 0.88)
            if index % comparedRowsAColumn == 0 {
                for (words, at) in [("now", place.now), ("before", place.before), ("change", place.change)] {
                    group.add(pen.text(words, x: at, y: box.y + 30, kind: "column-head", size: ReportPen.small, anchor: .end,
                                       color: muted))
                }
            }
            let y = box.y + 44 + Double(index % comparedRowsAColumn) * comparedRowHeight
            group.add(pen.text(row.label, x: x, y: y, kind: "compared-label"))
            group.add(pen.text(row.now, x: place.now, y: y, kind: "compared-now", anchor: .end, bold: true))
            group.add(pen.text(row.before, x: place.before, y: y, kind: "compared-before", anchor: .end))
            group.add(pen.text(row.change, x: place.change, y: y, kind: "compared-change", anchor: .end))
            if let verdict = row.verdict {
                // Worse is said loud; better and the same plainly.
                let worse = verdict == .worse
                group.add(pen.text(verdict.rawValue, x: place.verdict, y: y, kind: "compared-verdict", bold: worse,
                                   color: worse ? pen.inks.range(.low) : verdict == .same ? muted : pen.inks.ink))
            }
        }
        let rows = Double(min(comparison.rows(unit: unit).count, comparedRowsAColumn))
        // Two notes: a text is cut at `VectorText.limit` characters.
        let y = box.y + 44 + rows * comparedRowHeight + 4
        group.add(pen.text("A change of a percentage is in points; the mean, GMI and capture are not judged.",
                           x: box.x, y: y, kind: "note", size: ReportPen.small, color: muted))
        group.add(pen.text("Better for the person: more time in range, less below or above it, a lower CV, GRI, LBGI and HBGI.",
                           x: box.right, y: y, kind: "note", size: ReportPen.small, anchor: .end, color: muted))
        return group
    }
}
