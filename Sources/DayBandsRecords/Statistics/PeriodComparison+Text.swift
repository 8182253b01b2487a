import Foundation

/// The comparison in words and numbers, for every place that shows it
/// (`stats --compare`, the report's text, summary and page): its title,
/// or why there is nothing to compare, and a row a figure, each cell as shown.
extension PeriodComparison {
    /// One figure's row: each cell as written, the verdict nil for a figure no direction is better in.
    public struct Row: Sendable {
        public let label: String
        public let now: String
        public let before: String
        /// `+7.2`, `-1.1`, `0.0`.
        public let change: String
        /// `points` for a percent, the glucose unit for the mean, else empty.
        public let unit: String
        public let verdict: Verdict?
    }

    /// `compared with the 14 days before, 2026-09-17 to 2026-09-30 (13 with readings)`.
    public var title: String {
        let days = before.daysWithData == before.days || figures == nil ? "" : " (\(before.daysWithData) with readings)"
        return "compared with the \(LocalDay.countText(before.days)) before, \(before.firstDay ?? "-") to \(before.lastDay ?? "-")\(days)"
    }

    /// Why nothing is compared (no readings in the period before, or in the span), nil when figures are.
    public var nothingToCompare: String? {
        guard figures == nil else { return nil }
        return (before.readings == 0 ? "no readings then" : "no readings now") + ", nothing to compare"
    }

    /// A row a figure compared, in `ComparedFigure.allCases` order.
    public func rows(unit: GlucoseUnit) -> [Row] {
        guard let figures else { return [] }
        return ComparedFigure.allCases.compactMap { figure in
            guard let change = figures[figure.key] else { return nil }
            let suffix = figure.isPercent ? "%" : ""
            return Row(label: figure.label(unit: unit), now: Self.number(change.now) + suffix,
                       before: Self.number(change.before) + suffix, change: Self.signed(change.change),
                       unit: figure.isPercent ? "points" : figure == .mean ? unit.label : "", verdict: change.verdict)
        }
    }

    /// The title and a row a figure as a table, or the title and why there is nothing to compare.
    public func lines(unit: GlucoseUnit) -> [String] {
        if let why = nothingToCompare { return ["\(title): \(why)"] }
        // Label, now, before, change, its unit, verdict: figures right-aligned, words left.
        let header = ["", "now", "before", "change", "", ""]
        let rows = rows(unit: unit).map { [$0.label, $0.now, $0.before, $0.change, $0.unit, $0.verdict?.rawValue ?? ""] }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            let text = cells.enumerated().map { index, cell in
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                return [1, 2, 3].contains(index) ? pad + cell : cell + pad
            }.joined(separator: "  ")
            return "  " + String(text.reversed().drop { $0 == " " }.reversed())
        }
        return ["\(title):"] + ([header] + rows).map(line)
    }

    static func number(_ value: Double) -> String {
        // + 0 makes a rounded -0.0 read 0.0.
        String(format: "%.\(ComparedFigure.decimals)f", ComparedFigure.shown(value) + 0)
    }

    /// `+7.2`, `-1.1`, `0.0`: a change that reads 0 has no sign.
    static func signed(_ value: Double) -> String {
        (ComparedFigure.shown(value) > 0 ? "+" : "") + number(value)
    }
}

extension ComparedFigure {
    var isPercent: Bool {
        switch self {
        case .inRange, .below70, .below54, .above180, .above250, .cv, .gmi, .capture: true
        case .mean, .gri, .lbgi, .hbgi: false
        }
    }

    /// The figure's name as `stats` writes it, a share by its range in the display unit.
    func label(unit: GlucoseUnit) -> String {
        switch self {
        case .inRange: "in range " + unit.rangeText(ConsensusTarget.inRange.mgdlBounds)
        case .below70: unit.rangeText(ConsensusTarget.below70.mgdlBounds)
        case .below54: unit.rangeText(ConsensusTarget.below54.mgdlBounds)
        case .above180: unit.rangeText(ConsensusTarget.above180.mgdlBounds)
        case .above250: unit.rangeText(ConsensusTarget.above250.mgdlBounds)
        case .mean: "mean"
        case .cv: "CV"
        case .gmi: "GMI"
        case .gri: "GRI"
        case .lbgi: "LBGI"
        case .hbgi: "HBGI"
        case .capture: "capture"
        }
    }
}
