import DayBandsChart
import DayBandsRecords
import Foundation

/// The monthly report (`report --by month`): one page of how control went
/// month by month over the span, in the AGP report's header, colours and
/// pens: time in the consensus ranges as a stacked bar a month, then GMI
/// and CV a month as lines (CV's target ruled) beside the GRI grid (a point
/// a month on the zones, `MonthlyRiskGrid`). Each month's figures are
/// `stats --by month`'s (`ReportMonth`, from the day summaries); a month
/// without readings is a gap, a month with readings on only some days is
/// marked with them.
public struct MonthlyReport {
    public let months: [ReportMonth]
    public let picture: VectorPicture

    /// `months` consecutive, as `ReportMonth.months` gives them.
    public init(months: [ReportMonth], unit: GlucoseUnit, details: AGPReport.Details) {
        self.months = months
        let inks = PictureInks(theme: details.theme)
        let pen = ReportPen(inks: inks)
        let (width, height) = details.paper.pixels
        let margin = AGPReport.margin
        let page = PageBox(x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin)
        let period = Self.period(months) + " · " + unit.label
        var root = VectorGroup(kind: "monthly-report")
        root.add(.group(AGPReport.header("Glucose by Month: Continuous Glucose Monitoring", period: period, details: details,
                                         in: page, pen: pen)))
        let axis = MonthAxis(months: months.map(\.month), x: page.x + 40, width: page.width - 40)
        let charts = PageBox(x: page.x, y: page.y + 58, width: page.width, height: page.bottom - 22 - page.y - 58)
        let ranges = PageBox(x: charts.x, y: charts.y, width: charts.width, height: charts.height * 0.46)
        root.add(.group(MonthlyRangeBars(months: months, axis: axis, unit: unit, pen: pen).group(in: ranges)))
        // GMI and CV on the left, the GRI grid beside them.
        let lines = PageBox(x: charts.x, y: ranges.bottom, width: charts.width * 0.6, height: charts.bottom - ranges.bottom)
        let lineAxis = MonthAxis(months: months.map(\.month), x: lines.x + 40, width: lines.width - 40)
        let grid = PageBox(x: lines.right + 24, y: ranges.bottom + 14, width: charts.right - lines.right - 24,
                           height: lines.height - 14)
        root.add(.group(MonthlyRiskGrid(months: months, pen: pen).group(in: grid)))
        let lineHeight = (lines.height - 2 * 14) / 2
        let gmi = PageBox(x: lines.x, y: ranges.bottom + 14, width: lines.width, height: lineHeight)
        root.add(.group(MonthlyLine(title: "Glucose management indicator (GMI) by month", kind: "monthly-gmi",
                                    values: months.map { ($0.month, $0.summary.gmiPercent) }, target: nil, axis: lineAxis, pen: pen)
            .group(in: gmi)))
        let cvTarget = GlucoseSummary.coefficientOfVariationTargetPercent
        let cv = PageBox(x: lines.x, y: gmi.bottom + 14, width: lines.width, height: lineHeight)
        root.add(.group(MonthlyLine(title: "Glucose variability (CV) by month", kind: "monthly-cv",
                                    values: months.map { ($0.month, $0.summary.cvPercent) },
                                    target: (cvTarget, "target ≤\(Int(cvTarget))%"), axis: lineAxis, pen: pen)
            .group(in: cv)))
        root.add(.group(AGPReport.footer(details: details, in: page, pen: pen)))
        picture = VectorPicture(width: width, height: height, background: inks.background,
                                title: "daybands: glucose by month \(Self.span(months))", root: root)
    }

    /// `2016-01 to 2026-12`.
    static func span(_ months: [ReportMonth]) -> String {
        guard let first = months.first, let last = months.last else { return "-" }
        return "\(first.label) to \(last.label)"
    }

    /// `2016-01-12 to 2026-12-01 (131 months, 120 with readings, 3 partial)`.
    static func period(_ months: [ReportMonth]) -> String {
        let first = months.first?.summary.firstDay ?? "-", last = months.last?.summary.lastDay ?? "-"
        let withReadings = months.filter { !$0.isEmpty }.count, partial = months.filter(\.isPartial).count
        let count = "\(months.count) month\(months.count == 1 ? "" : "s"), \(withReadings) with readings, \(partial) partial"
        return "\(first) to \(last) (\(count))"
    }

    /// The report as lines of text: its header and a line a month, a run
    /// of months without readings in one line.
    public static func text(_ months: [ReportMonth], unit: GlucoseUnit, details: AGPReport.Details) -> String {
        let head = ["Glucose by month  \(period(months))  \(unit.label)"] + AGPReport.patientLines(details.patient)
            + ["source  \(details.source)", "made  \(details.made)", ""]
        var lines: [String] = []
        var empty: [ReportMonth] = []
        func closeEmpty() {
            guard let first = empty.first, let last = empty.last else { return }
            lines.append(empty.count == 1 ? "\(first.label)  no readings"
                                          : "\(first.label) to \(last.label)  no readings (\(empty.count) months)")
            empty = []
        }
        for month in months {
            if month.isEmpty { empty.append(month); continue }
            closeEmpty()
            lines.append(month.line(in: unit))
        }
        closeEmpty()
        return (head + lines + ["", AGPReport.notMedicalDevice])
            .map { PrintableText.escaped($0, limit: PrintableText.messageLimit) }.joined(separator: "\n") + "\n"
    }
}
