import DayBandsChart
import DayBandsViewer
/// The months of the monthly report across its charts: one slot each, left
/// to right, in equal steps, with the rules between years and the labels
/// under them (each month's name where every name fits, the years always).
struct MonthAxis {
    let first: YearMonth
    let count: Int
    let x: Double
    let width: Double

    /// Consecutive `months`, the first on the left.
    init(months: [YearMonth], x: Double, width: Double) {
        first = months.first ?? YearMonth(year: 2000, month: 1)
        count = max(1, months.count)
        self.x = x
        self.width = width
    }

    var slot: Double { width / Double(count) }
    var right: Double { x + width }
    var months: [YearMonth] { (0..<count).map { first.adding($0) } }

    func left(_ month: YearMonth) -> Double { x + Double(month.index - first.index) * slot }
    func centre(_ month: YearMonth) -> Double { left(month) + slot / 2 }

    /// A bar's left edge and width in its month's slot: a fifth of the slot
    /// between bars, at least half a pixel wide however many months there are.
    func bar(_ month: YearMonth) -> (x: Double, width: Double) {
        let width = max(0.5, slot * 0.8)
        return (centre(month) - width / 2, width)
    }

    /// A light rule at the start of each year but the first, from `top` to `bottom`.
    func yearRules(top: Double, bottom: Double, pen: ReportPen) -> [VectorItem] {
        months.dropFirst().filter { $0.month == 1 }.map { month in
            .line(from: VectorPoint(x: left(month), y: top), to: VectorPoint(x: left(month), y: bottom),
                  .stroked(pen.inks.rule, width: 0.75))
        }
    }

    /// Month names at `y` when each fits its slot, then each year's number
    /// under its months: centred on them, or moved inward at the span's
    /// ends while its middle stays over its months, left out where it would
    /// touch the year before.
    func labels(y: Double, pen: ReportPen) -> VectorGroup {
        let size = ReportPen.small
        let names = months.map { pen.text($0.name, x: centre($0), y: y, kind: "month-label", size: size, anchor: .middle,
                                          color: pen.inks.muted) }
        let showsNames = names.allSatisfy { Self.width($0) + 2 <= slot }
        var years: [VectorItem] = []
        var free = -Double.infinity
        for (year, months) in Dictionary(grouping: months, by: \.year).sorted(by: { $0.key < $1.key }) {
            let start = left(months[0]), end = left(months[months.count - 1]) + slot
            let half = Self.width(pen.text(String(year), x: 0, y: 0, kind: "year-label", size: size, bold: true)) / 2
            let middle = min(max((start + end) / 2, x + half), right - half)
            guard middle >= start, middle <= end, middle - half >= free else { continue }
            years.append(pen.text(String(year), x: middle, y: showsNames ? y + 11 : y, kind: "year-label", size: size,
                                  anchor: .middle, bold: true))
            free = middle + half + 4
        }
        return VectorGroup(kind: "month-axis", items: (showsNames ? names : []) + years)
    }

    /// A label's estimated width (`VectorText.estimatedWidth`).
    private static func width(_ item: VectorItem) -> Double {
        if case .text(let text) = item { return text.estimatedWidth }
        return 0
    }
}
