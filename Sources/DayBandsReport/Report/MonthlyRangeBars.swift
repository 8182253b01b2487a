import DayBandsChart
import DayBandsRecords
/// The monthly report's time in ranges: a bar a month, the five consensus
/// ranges stacked in the AGP report's colours (very low at the bottom, where
/// it is seen first), 0 to 100% of the month's readings. A month without
/// readings is left empty, never drawn as a zero; a month with readings on
/// fewer days than it has is marked under its bar with those days.
struct MonthlyRangeBars {
    let months: [ReportMonth]
    let axis: MonthAxis
    let unit: GlucoseUnit
    let pen: ReportPen

    /// Bottom to top.
    static let stacking: [ConsensusRange] = [.veryLow, .low, .inRange, .high, .veryHigh]

    func group(in box: PageBox) -> VectorGroup {
        var group = VectorGroup(kind: "monthly-ranges")
        group.add(pen.heading("Time in ranges by month", in: box))
        let mark = numbersFit ? "a number: the days with readings of a part month" : "▲: readings on only some days of the month"
        group.add(pen.text("A bar a month, its readings by consensus range; no bar: no readings; " + mark,
                           x: box.x, y: box.y + 28, kind: "note", size: ReportPen.small, color: pen.inks.muted))
        group.add(.group(legend(x: box.x, y: box.y + 46)))
        let plot = PageBox(x: axis.x, y: box.y + 62, width: axis.width, height: box.height - 62 - 36)
        group.add(.group(frame(plot)))
        var bars = VectorGroup(kind: "month-bars")
        for month in months where !month.isEmpty {
            bars.add(.group(bar(month, in: plot)))
        }
        group.add(.group(bars))
        group.add(.group(partialMarks(below: plot)))
        group.add(.group(axis.labels(y: plot.bottom + 24, pen: pen)))
        return group
    }

    /// A swatch and the words of each range, left to right from very low.
    private func legend(x: Double, y: Double) -> VectorGroup {
        var group = VectorGroup(kind: "range-legend")
        var left = x
        for range in Self.stacking {
            group.add(.rect(x: left, y: y - 8, width: 10, height: 10, .filled(pen.inks.range(range))))
            let words = pen.text(range.name + " " + unit.rangeText(range.mgdlBounds), x: left + 14, y: y, kind: "legend-label",
                                 size: ReportPen.small)
            group.add(words)
            if case .text(let text) = words { left += 14 + text.estimatedWidth + 14 }
        }
        return group
    }

    /// Rules at every quarter with their percent, the years apart, the frame named `plot`.
    private func frame(_ plot: PageBox) -> VectorGroup {
        var group = VectorGroup(kind: "monthly-ranges-frame")
        for percent in stride(from: 0, through: 100, by: 25) {
            let y = plot.bottom - Double(percent) / 100 * plot.height
            group.add(.line(from: VectorPoint(x: plot.x, y: y), to: VectorPoint(x: plot.right, y: y),
                            .stroked(pen.inks.rule, width: 0.5)))
            group.add(pen.text("\(percent)%", x: plot.x - 5, y: y, kind: "percent-label", size: ReportPen.small, anchor: .end,
                               color: pen.inks.muted, baseline: .middle))
        }
        group.items += axis.yearRules(top: plot.y, bottom: plot.bottom, pen: pen)
        // Named `plot`, as the AGP's: the browser and PDF checks measure the months against it.
        group.add(.group(VectorGroup(kind: "plot", items: [plot.item(.stroked(pen.inks.rule))])))
        return group
    }

    /// The month's ranges stacked, each its share of the month's readings.
    private func bar(_ month: ReportMonth, in plot: PageBox) -> VectorGroup {
        var group = VectorGroup(kind: "month-bar")
        let figures = AGPFigures(summary: month.summary, unit: unit)
        let total = figures.ranges.reduce(0) { $0 + $1.percent }
        guard total > 0 else { return group }
        let (x, width) = axis.bar(month.month)
        var bottom = plot.bottom
        for range in Self.stacking {
            guard let share = figures.ranges.first(where: { $0.range == range }), share.percent > 0 else { continue }
            let height = share.percent / total * plot.height
            group.add(.rect(x: x, y: bottom - height, width: width, height: height, .filled(pen.inks.range(range))))
            bottom -= height
        }
        return group
    }

    /// Whether a month's days (two digits) fit under its bar.
    private var numbersFit: Bool {
        VectorText("31", at: VectorPoint(x: 0, y: 0), kind: "partial-days", size: ReportPen.small, color: pen.inks.muted)
            .estimatedWidth + 2 <= axis.slot
    }

    /// Under each partial month, its days with readings where numbers fit
    /// the slots, else a small triangle (the note says which).
    private func partialMarks(below plot: PageBox) -> VectorGroup {
        var group = VectorGroup(kind: "partial-months")
        for month in months where month.isPartial {
            let x = axis.centre(month.month)
            if numbersFit {
                group.add(pen.text(String(month.summary.daysWithData), x: x, y: plot.bottom + 11, kind: "partial-days",
                                   size: ReportPen.small, anchor: .middle, color: pen.inks.muted))
            } else {
                let tip = VectorPoint(x: x, y: plot.bottom + 3)
                group.add(.polyline([tip, VectorPoint(x: x - 2.5, y: plot.bottom + 8), VectorPoint(x: x + 2.5, y: plot.bottom + 8)],
                                    closed: true), .filled(pen.inks.muted))
            }
        }
        return group
    }
}
