import Foundation

/// The comparison as lines of text (`stats --compare`, the report's summary).
extension PeriodComparison {
    /// `compared with the 14 days before, 2026-09-17 to 2026-09-30 (14 with readings):`
    /// and a row a figure, or a line saying why there is nothing to compare.
    public func lines(unit: GlucoseUnit) -> [String] {
        let when = "\(LocalDay.countText(before.days)) before, \(before.firstDay ?? "-") to \(before.lastDay ?? "-")"
        guard let figures else {
            let why = before.readings == 0 ? "no readings then" : "no readings now"
            return ["compared with the \(when): \(why), nothing to compare"]
        }
        // Label, now, before, change, its unit, verdict: figures right-aligned, words left.
        let header = ["", "now", "before", "change", "", ""]
        let rows = ComparedFigure.allCases.compactMap { figure -> [String]? in
            guard let change = figures[figure.key] else { return nil }
            let suffix = figure.isPercent ? "%" : ""
            return [figure.label(unit: unit), Self.number(change.now) + suffix, Self.number(change.before) + suffix,
                    Self.signed(change.change), figure.isPercent ? "points" : figure == .mean ? unit.label : "",
                    change.verdict.map(\.rawValue) ?? ""]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            let text = cells.enumerated().map { index, cell in
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                return [1, 2, 3].contains(index) ? pad + cell : cell + pad
            }.joined(separator: "  ")
            return "  " + String(text.reversed().drop { $0 == " " }.reversed())
        }
        let days = before.daysWithData == before.days ? "" : " (\(before.daysWithData) with readings)"
        return ["compared with the \(when)\(days):"] + ([header] + rows).map(line)
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
