import DayBandsChart
import DayBandsRecords
import Foundation

extension StatisticsPanel {
    /// One figure of a column. A figure that misses its target is `marked`: it is
    /// drawn with a `!` after it, so the miss shows without colour too.
    package struct Figure: Equatable {
        package var text: String
        package var ink: Ink = .text
        package var marked = false

        /// A figure that cannot be given because its column has no readings.
        static let none = Figure(text: "-", ink: .muted)
    }

    /// One line of the panel.
    package enum Row: Equatable {
        /// Names the rows under it (`time in ranges`).
        case heading(String)
        /// A line of its own across the panel: a warning or a note.
        case notice(String, Ink)
        /// A label (with the target the figures are held to) and the figures of the day and the window.
        case figures(label: String, labelInk: Ink, target: String?, day: Figure, window: Figure)
    }

    /// Marks figures that are not range shares: CV above target, too few readings.
    static let caution = Ink.line(.yellow)
    /// Range labels are padded to the longest (`10.1-13.9`) so their targets line up.
    static let rangeLabelWidth = 9

    /// The panel's rows, most important first, so that a short panel keeps the
    /// top ones: column heads, notices (no readings, too few readings), readings
    /// and capture, mean, SD, CV, GMI, min, max, time in the consensus ranges, their GRI,
    /// LBGI and HBGI, consensus events (lows below 70 and 54, highs above 250), insulin, and last time in the chart's own bands (the
    /// chart already shows them as colour).
    package static func rows(day: LocalDay, window: [LocalDay], context: DayChart.Context) -> [Row] {
        let windowInterval = window.interval ?? DateInterval(start: day.interval.start, duration: 0)  // no days: an empty window
        let columns = Columns(day: ColumnStatistics(interval: day.interval, context: context),
                              window: ColumnStatistics(interval: windowInterval, context: context), context: context)
        let heads = Row.figures(label: "", labelInk: .text, target: nil,
                                day: Figure(text: "\(context.calendar.weekday(of: day)) \(monthDay(day))", ink: .title),
                                window: Figure(text: LocalDay.countText(window.count), ink: .title))
        return [heads] + notices(day: columns.day.statistics, window: columns.window.statistics)
            + columns.readingRows() + columns.glucoseRows() + columns.rangeRows() + columns.eventRows() + columns.bandRows()
    }

    /// The two columns' statistics, and the rows of their figures.
    private struct Columns {
        let day: ColumnStatistics
        package let window: ColumnStatistics
        let context: DayChart.Context

        /// A row of one figure of each column.
        func row(_ label: String, labelInk: Ink = .text, target: String? = nil,
                 _ figure: (ColumnStatistics, FigureFormat) -> Figure) -> Row {
            .figures(label: label, labelInk: labelInk, target: target,
                     day: figure(day, FigureFormat(column: .day, context: context)),
                     window: figure(window, FigureFormat(column: .window, context: context)))
        }

        /// The readings and their capture, then per source.
        func readingRows() -> [Row] {
            let readings = row("readings") { column, _ in
                let statistics = column.statistics
                // Rounded down, so 100% means no reading is missing.
                let text = "\(statistics.readingCount) \(Int(statistics.capturePercent.rounded(.down)))%"
                return statistics.hasSufficientData ? Figure(text: text) : Figure(text: text, ink: caution, marked: true)
            }
            return [readings] + sourceRows(day: day.statistics, window: window.statistics)
        }

        /// Mean, SD, CV, GMI, min and max.
        func glucoseRows() -> [Row] {
            func glucoseRow(_ label: String, _ figure: (GlucoseSummary, FigureFormat) -> Figure) -> Row {
                row(label) { column, format in column.statistics.glucose.map { figure($0, format) } ?? .none }
            }
            let cvTarget = GlucoseSummary.coefficientOfVariationTargetPercent
            return [
                glucoseRow("mean") { summary, format in Figure(text: format.glucose(summary.mean)) },
                // The SD is a difference of glucose values; the unit conversion is a pure scale.
                glucoseRow("SD") { summary, format in Figure(text: format.glucose(summary.standardDeviation)) },
                row("CV", target: "<=\(Int(cvTarget))%") { column, _ in
                    guard let cv = column.statistics.glucose?.coefficientOfVariationPercent else { return .none }
                    let text = GlucoseSummary.variabilityText(cvPercent: cv)
                    return GlucoseSummary.variabilityTargetMet(cvPercent: cv) ? Figure(text: text) : Figure(text: text, ink: caution, marked: true)
                },
                glucoseRow("GMI") { summary, _ in Figure(text: String(format: "%.1f%%", summary.gmiPercent)) },
                glucoseRow("min") { summary, format in Figure(text: format.extreme(summary.lowest)) },
                glucoseRow("max") { summary, format in Figure(text: format.extreme(summary.highest)) },
            ]
        }

        /// The consensus targets are cumulative (<70 includes <54), so each
        /// row shows the share its target is judged on.
        func rangeRows() -> [Row] {
            [.heading("time in ranges")] + ConsensusTarget.allCases.map { target in
                let label = context.unit.rangeText(target.mgdlBounds)
                return row(label.padding(toLength: rangeLabelWidth, withPad: " ", startingAt: 0),
                           target: targetText(target.target)) { column, _ in
                    guard let share = column.ranges.percent(of: target), let met = column.ranges.meets(target) else { return .none }
                    let text = ShareText.percent(share, near: target.target)
                    return met ? Figure(text: text) : Figure(text: text, ink: .line(tone(of: target)), marked: true)
                }
            } + [row("GRI") { column, _ in
                // The ranges weighed into one risk (`GlycemiaRiskIndex`); zones D and E marked.
                guard let gri = GlycemiaRiskIndex(column.ranges) else { return .none }
                return gri.zone == .d || gri.zone == .e ? Figure(text: gri.text, ink: caution, marked: true) : Figure(text: gri.text)
            }, row("LBGI") { column, _ in column.risk.lbgi.map { Figure(text: String(format: "%.1f", $0)) } ?? .none },
               row("HBGI") { column, _ in column.risk.hbgi.map { Figure(text: String(format: "%.1f", $0)) } ?? .none }]
        }

        /// Consensus events: how many, and their minutes in all; then the insulin.
        func eventRows() -> [Row] {
            let kinds = [(GlucoseEventKind.level1Hypo, \ColumnStatistics.level1Hypos), (.level2Hypo, \.level2Hypos), (.hyper, \.hypers)]
            let events = kinds.map { kind, events in
                let label = (kind == .hyper ? "highs " : "lows ") + context.unit.rangeText(kind.mgdlBounds)
                return row(label) { column, _ in
                    let found = column[keyPath: events]
                    return Figure(text: "\(found.count) \(Int((found.totalDuration / 60).rounded()))m")
                }
            }
            return [.heading("events")] + events
                + [row("insulin") { column, _ in
                    // A column without a dose record is unknown, not 0 U (`TherapyFigures.dailyDoseUnits`' rule).
                    column.doseCount == 0 ? .none : Figure(text: DayChart.unitsText(column.statistics.insulinUnits) + " U")
                }]
                + therapyRows()
        }

        /// Where the page has them: the loop's automatic boluses (of the
        /// insulin above) and carbs. (The basal delivered is `stats`': the
        /// window's would cost every day change a month of basal timelines.)
        func therapyRows() -> [Row] {
            let data = context.data
            var rows: [Row] = []
            if data.doses.contains(where: \.automatic) {
                rows.append(row(" automatic") { column, _ in Figure(text: DayChart.unitsText(column.automaticUnits) + " U") })
            }
            if !data.carbs.isEmpty {
                rows.append(row("carbs") { column, _ in Figure(text: NumberText.whole(column.carbGrams.rounded()) + " g") })
            }
            return rows
        }

        /// Time in the chart's own bands, last: the chart already shows them as colour.
        func bandRows() -> [Row] {
            [.heading("time in chart bands")] + context.scale.bands.enumerated().map { index, band in
                // Named by its bounds: a band is no consensus range (`in range` is 70-180 above).
                row(band.boundsText(in: context.unit), labelInk: .line(band.tone)) { column, _ in
                    column.bands.bands[index].percent.map { Figure(text: ShareText.percent($0)) } ?? .none
                }
            }
        }
    }

    /// Capture per source, when the window has more than one series (one
    /// is the readings row): each series' readings and capture at its own
    /// cadence, rounded down; scans (labelled so: their device is the
    /// historic series') are counted, taken on demand, with no capture.
    /// Scans shown but not counted (`CountedReadings`) get a row `not
    /// counted` of their own, so the readings row is the sum of the others.
    private static func sourceRows(day: GlucoseStatistics, window: GlucoseStatistics) -> [Row] {
        guard window.sources.count > 1 else { return [] }
        func figure(_ capture: SeriesCapture?) -> Figure {
            guard let capture else { return .none }
            guard let percent = capture.capturePercent else { return Figure(text: "\(capture.countedCount)") }
            return Figure(text: "\(capture.readingCount) \(Int(percent.rounded(.down)))%")
        }
        var rows: [Row] = window.sources.map { source in
            .figures(label: source.series.sampling == .scans ? "scans" : sourceLabel(source.series.name), labelInk: .muted, target: nil,
                     day: figure(day.sources.first { $0.series == source.series }), window: figure(source))
        }
        func notCounted(_ statistics: GlucoseStatistics) -> Int {
            statistics.sources.reduce(0) { $0 + $1.readingCount - $1.countedCount }
        }
        if notCounted(window) > 0 {
            rows.append(.figures(label: "not counted", labelInk: .muted, target: nil,
                                 day: Figure(text: "\(notCounted(day))"), window: Figure(text: "\(notCounted(window))")))
        }
        return rows
    }

    /// A source's name in the room before the day's figures: escaped, cut
    /// with `…` to the room's columns (a wide character counted as two, so
    /// it never shifts the figures).
    static func sourceLabel(_ name: String) -> String {
        PrintableText.escaped(name).shortened(toColumns: sourceLabelWidth, ellipsis: "…")
    }

    /// Columns a source's name may take: up to the widest day figure (`8886 100%`).
    static let sourceLabelWidth = 8

    /// Says when a column has no readings, and warns when the figures rest on too
    /// few (the day's or the window's capture is marked in the readings row).
    private static func notices(day: GlucoseStatistics, window: GlucoseStatistics) -> [Row] {
        var notices: [Row] = []
        if day.readingCount == 0 { notices.append(.notice("no readings on this day", .muted)) }
        if window.readingCount == 0 { notices.append(.notice("no readings in these days", .muted)) }
        let sparse = [day, window].contains { $0.readingCount > 0 && !$0.hasSufficientData }
        if sparse {
            let limit = Int(GlucoseStatistics.sufficientCapturePercent)
            notices.append(.notice("! under \(limit)% of expected readings", caution))
        }
        return notices
    }

    /// `<1%`, `>70%`.
    package static func targetText(_ target: RangeTarget) -> String {
        (target.bound == .below ? "<" : ">") + "\(Int(target.percent))%"
    }

    /// The chart's colours for the consensus ranges: red for the lows and very
    /// highs, yellow, green and orange between, as its bands use them.
    static func tone(of target: ConsensusTarget) -> BandTone {
        switch target {
        case .below54, .above250: .red
        case .below70: .yellow
        case .inRange: .green
        case .above180: .orange
        }
    }

    static func monthDay(_ day: LocalDay) -> String {
        String(format: "%02d-%02d", day.month, day.day)
    }
}
