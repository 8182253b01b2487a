import DayBandsChart
import DayBandsRecords
import Foundation

/// The one-page AGP report for a clinic visit, laid out as the International
/// Diabetes Center's AGP Report (the page Clarity, LibreView and Tidepool
/// print) and drawn as vectors: a header (name, period, unit), glucose
/// statistics and targets beside the time-in-ranges bar, each figure against
/// the period before (`PeriodComparison`), the AGP (the 5th to
/// 95th percentiles by time of day), the daily profiles (the last
/// `profileDays` days, a week a row), and a footer (source, date made, not a
/// medical device). Every figure is `AGPFigures`', from the one
/// `StatisticsSummary`; the AGP is the viewer's own `AmbulatoryProfile`.
public struct AGPReport {
    /// The days a clinic's report covers by default (`--days` changes it).
    public static let defaultDays = 14
    /// The daily profiles one page holds: two rows of a week.
    public static let profileDays = 14
    static let margin = 36.0

    /// What the page says beside the data.
    public struct Details: Sendable {
        /// Name, date of birth and ID; each not given is a line to write on.
        public var patient: ReportPatient
        /// What the data is (`GlucoseSource.title`).
        public var source: String
        /// The day the report is made, `YYYY-MM-DD`.
        public var made: String
        public var paper: ReportPaper
        public var theme: PictureTheme

        public init(name: String?, birthDate: String? = nil, id: String? = nil, source: String, made: String,
                    paper: ReportPaper = .a4, theme: PictureTheme = .light) {
            patient = ReportPatient(name: name, birthDate: birthDate, id: id)
            self.source = source
            self.made = made
            self.paper = paper
            self.theme = theme
        }
    }

    public let figures: AGPFigures
    public let picture: VectorPicture

    /// `before`: the period before of the same length (`PeriodComparison.periodBefore`), set against the days.
    public init(timeline: Timeline, unit: GlucoseUnit, details: Details, before: StatisticsSummary? = nil) {
        let summary = StatisticsSummary(data: timeline.data, days: timeline.days, unit: unit)
        figures = AGPFigures(summary: summary, unit: unit, comparison: before.map { PeriodComparison(now: summary, before: $0) })
        let inks = PictureInks(theme: details.theme)
        let pen = ReportPen(inks: inks)
        let (width, height) = details.paper.pixels
        let page = PageBox(x: Self.margin, y: Self.margin, width: width - 2 * Self.margin, height: height - 2 * Self.margin)
        var root = VectorGroup(kind: "agp-report")
        let period = "\(figures.period) (\(LocalDay.countText(figures.days))) · \(figures.unit.label)"
        root.add(.group(Self.header("AGP Report: Continuous Glucose Monitoring", period: period, details: details, in: page, pen: pen)))
        let statistics = PageBox(x: page.x, y: page.y + 58, width: page.width * 0.6, height: Self.statisticsHeight(figures))
        root.add(.group(Self.statistics(figures, in: statistics, pen: pen)))
        let bar = PageBox(x: statistics.right + 16, y: statistics.y, width: page.right - statistics.right - 16, height: 250)
        root.add(.group(Self.rangeBar(figures, in: bar, pen: pen)))
        // The comparison between the statistics and the AGP, which gives up a little of its height for it and
        // the daily profiles the rest (an AGP much shorter crowds its 54 and 70 labels).
        let compared = PageBox(x: page.x, y: statistics.bottom + 10, width: page.width,
                               height: Self.comparisonHeight(figures.comparison, unit: unit))
        if let comparison = figures.comparison {
            root.add(.group(Self.comparison(comparison, unit: unit, in: compared, pen: pen)))
        }
        let profile = PageBox(x: page.x, y: compared.bottom + 14, width: page.width, height: 300 - compared.height * 0.3)
        let ambulatory = AmbulatoryProfile(window: timeline)
        root.add(.group(AGPProfilePlot(profile: ambulatory, unit: unit, clock: timeline.calendar.clockFormat,
                                       days: timeline.days.count, pen: pen).group(in: profile)))
        let tiles = PageBox(x: page.x, y: profile.bottom + 14, width: page.width, height: page.bottom - 22 - profile.bottom - 14)
        root.add(.group(AGPDayTiles(timeline: timeline, unit: unit, pen: pen).group(in: tiles)))
        root.add(.group(Self.footer(details: details, in: page, pen: pen)))
        let title = "daybands: AGP report \(figures.period)"
        picture = VectorPicture(width: width, height: height, background: inks.background, title: title, root: root)
    }

    /// The report as lines of text: its header and figures.
    public static func text(_ figures: AGPFigures, details: Details) -> String {
        let head = ["AGP report  \(figures.period)  \(figures.unit.label)"] + patientLines(details.patient)
            + ["source  \(details.source)", "made  \(details.made)", ""]
        return (head + figures.lines + ["", notMedicalDevice]).map { PrintableText.escaped($0, limit: PrintableText.messageLimit) }
            .joined(separator: "\n") + "\n"
    }

    /// The plain summary (`report --summary`), with the notice that this is
    /// not a medical device.
    public static func summary(_ figures: AGPFigures) -> String {
        (figures.summaryLines + [notMedicalDevice]).map { PrintableText.escaped($0, limit: PrintableText.messageLimit) }
            .joined(separator: "\n") + "\n"
    }

    /// `name  A Name`, or a line to write on where none is given.
    static func patientLines(_ patient: ReportPatient) -> [String] {
        patient.lines.map { "\($0.label)  \($0.value ?? String(repeating: "_", count: 30))" }
    }

    static let notMedicalDevice = "Not a medical device: not for diagnosis or treatment decisions; check with your care team."

    /// The title, the period and unit, the name, date of birth and ID (or
    /// lines to write them on), ruled off.
    static func header(_ title: String, period: String, details: Details, in page: PageBox, pen: ReportPen) -> VectorGroup {
        var group = VectorGroup(kind: "header")
        group.add(pen.text(title, x: page.x, y: page.y + 16, kind: "report-title", size: 17, bold: true))
        group.add(pen.text(period, x: page.x, y: page.y + 36, kind: "report-period", size: 10))
        for (index, line) in details.patient.lines.enumerated() {
            let y = page.y + 6 + Double(index) * 14
            group.add(pen.text(line.label, x: page.right - 170, y: y, kind: "patient-label", size: ReportPen.small, anchor: .end,
                               color: pen.inks.muted))
            if let value = line.value {
                // At most 40 characters (`ReportPatient.longest`): smaller type rather than a cut.
                let size = min(9.5, 165 / (0.55 * Double(max(1, value.count))))
                group.add(pen.text(value, x: page.right - 165, y: y, kind: "patient-value", size: size, bold: true))
            } else {
                group.add(.line(from: VectorPoint(x: page.right - 165, y: y + 2), to: VectorPoint(x: page.right, y: y + 2),
                                .stroked(pen.inks.rule)))
            }
        }
        group.add(.line(from: VectorPoint(x: page.x, y: page.y + 46), to: VectorPoint(x: page.right, y: page.y + 46),
                        .stroked(pen.inks.ink, width: 1.5)))
        return group
    }

    static func footer(details: Details, in page: PageBox, pen: ReportPen) -> VectorGroup {
        var group = VectorGroup(kind: "footer")
        let y = page.bottom + 8
        group.add(.line(from: VectorPoint(x: page.x, y: y - 10), to: VectorPoint(x: page.right, y: y - 10), .stroked(pen.inks.rule)))
        group.add(pen.text("source: \(details.source) · made \(details.made) by daybands", x: page.x, y: y, kind: "footer-source",
                           size: ReportPen.small, color: pen.inks.muted))
        group.add(pen.text(notMedicalDevice, x: page.right, y: y + 11, kind: "footer-notice", size: ReportPen.small,
                           anchor: .end, color: pen.inks.muted))
        return group
    }
}
