import DayBandsChart
import DayBandsRecords
import DayBandsViewer
/// The report's glucose statistics and targets, and the time-in-ranges bar.
extension AGPReport {
    /// The period, CGM activity, each consensus target with the share it is
    /// judged on and its time a day, then mean glucose, GMI, CV and GRI.
    static func statistics(_ figures: AGPFigures, in box: PageBox, pen: ReportPen) -> VectorGroup {
        var group = VectorGroup(kind: "statistics")
        group.add(pen.heading("Glucose statistics and targets", in: box))
        let muted = pen.inks.muted
        func row(_ y: Double, _ label: String, _ value: String, kind: String, bold: Bool = false) {
            group.add(pen.text(label, x: box.x, y: y, kind: "stat-label"))
            group.add(pen.text(value, x: box.right, y: y, kind: kind, anchor: .end, bold: bold))
        }
        row(box.y + 32, figures.period, "\(LocalDay.countText(figures.days))", kind: "stat-value")
        row(box.y + 47, "% time CGM active", figures.activePercent, kind: "stat-value")
        if let caution = figures.caution {
            // Under the title, where the period is read first; loud, as a low is.
            group.add(pen.text(caution, x: box.x, y: box.y + 59, kind: "sufficiency", size: ReportPen.small, bold: true,
                               color: pen.inks.range(.low)))
        }

        let columns = (goal: box.x + box.width * 0.46, share: box.x + box.width * 0.74, perDay: box.right)
        group.add(pen.text("Ranges", x: box.x, y: box.y + 70, kind: "stat-heading", bold: true))
        group.add(pen.text("target", x: columns.goal, y: box.y + 70, kind: "column-head", size: ReportPen.small, color: muted))
        group.add(pen.text("this period", x: columns.share, y: box.y + 70, kind: "column-head", size: ReportPen.small,
                           anchor: .end, color: muted))
        group.add(pen.text("a day", x: columns.perDay, y: box.y + 70, kind: "column-head", size: ReportPen.small,
                           anchor: .end, color: muted))
        var y = box.y + 86
        for line in figures.targets {
            group.add(pen.text(line.label, x: box.x + 8, y: y, kind: "target-label"))
            group.add(pen.text(line.goal, x: columns.goal, y: y, kind: "target-goal"))
            // A missed target is said in words and bold, not by colour alone.
            let share = line.met ? line.share : line.share + " missed"
            group.add(pen.text(share, x: columns.share, y: y, kind: "target-share", anchor: .end, bold: !line.met,
                               color: line.met ? pen.inks.ink : pen.inks.range(.low)))
            group.add(pen.text(line.perDay, x: columns.perDay, y: y, kind: "target-time", anchor: .end))
            y += 15
        }
        if figures.targets.isEmpty {
            group.add(pen.text("no readings", x: box.x + 8, y: y, kind: "target-label", color: muted))
            y += 15
        }
        group.add(pen.text(AGPFigures.onePercentNote + "; each 5% more time in range is clinically beneficial",
                           x: box.x + 8, y: y, kind: "note", size: ReportPen.small, color: muted))
        y += 24
        row(y, "Mean glucose", figures.mean ?? "-", kind: "stat-value", bold: true)
        row(y + 17, "Glucose management indicator (GMI)", figures.gmi ?? "-", kind: "stat-value", bold: true)
        let cvTarget = Int(GlucoseSummary.coefficientOfVariationTargetPercent)
        row(y + 34, "Glucose variability (CV), target ≤\(cvTarget)%",
            (figures.cv ?? "-") + (figures.cvMet ? "" : " missed"), kind: "stat-value", bold: true)
        row(y + 51, "Glycemia Risk Index (GRI), zones A (least risk) to E", figures.gri ?? "-", kind: "stat-value", bold: true)
        if !figures.therapy.isEmpty {
            y += 75
            group.add(pen.text("Insulin and carbs", x: box.x, y: y, kind: "stat-heading", bold: true))
            for line in figures.therapy {
                y += 15
                group.add(pen.text(line.label, x: box.x + 8, y: y, kind: "therapy-label"))
                group.add(pen.text(line.value, x: box.right, y: y, kind: "therapy-value", anchor: .end))
            }
        }
        return group
    }

    /// The statistics' height: their rows, and the insulin and carbs' where there are any.
    static func statisticsHeight(_ figures: AGPFigures) -> Double {
        figures.therapy.isEmpty ? 267 : 267 + 30 + 15 * Double(figures.therapy.count)
    }

    /// The five consensus ranges stacked, very high on top, each labelled
    /// with its share and its time a day; labels spread apart where a range is thin.
    static func rangeBar(_ figures: AGPFigures, in box: PageBox, pen: ReportPen) -> VectorGroup {
        var group = VectorGroup(kind: "time-in-ranges")
        group.add(pen.heading("Time in ranges", in: box))
        // Room on the bar's left for the goals' brackets.
        let bar = PageBox(x: box.x + 56, y: box.y + 30, width: 30, height: box.height - 40)
        let total = figures.ranges.reduce(0) { $0 + $1.percent }
        guard total > 0 else {
            group.add(bar.item(.stroked(pen.inks.rule)))
            return group
        }
        var top = bar.y
        var middles: [Double] = []
        var spans: [ConsensusRange: ClosedRange<Double>] = [:]
        for share in figures.ranges {
            let height = share.percent / total * bar.height
            group.add(.rect(x: bar.x, y: top, width: bar.width, height: height, .filled(pen.inks.range(share.range))))
            middles.append(top + height / 2)
            spans[share.range] = top...(top + height)
            top += height
        }
        group.add(.group(goalBrackets(spans: spans, bar: bar, pen: pen)))
        // Each label is two lines: words and share, then the time a day.
        let placed = spreadLabels(middles, gap: 30, within: bar.y + 8, bar.bottom - 14)
        let labelX = bar.right + 34
        for (index, share) in figures.ranges.enumerated() {
            let y = placed[index]
            group.add(.line(from: VectorPoint(x: bar.right + 2, y: middles[index]), to: VectorPoint(x: labelX - 4, y: y),
                            .stroked(pen.inks.muted, width: 0.75)))
            group.add(pen.text(share.label, x: labelX, y: y, kind: "range-label", baseline: .middle))
            // Lows are the loudest: a low share there at all is in the low colour.
            let loud = share.range.isLow && share.percent > 0
            group.add(pen.text(share.share, x: box.right, y: y, kind: "range-share", anchor: .end, bold: true,
                               color: loud ? pen.inks.range(.low) : nil, baseline: .middle))
            group.add(pen.text(share.perDay + " a day", x: box.right, y: y + 12, kind: "range-time", size: ReportPen.small,
                               anchor: .end, color: pen.inks.muted, baseline: .middle))
        }
        return group
    }

    /// The consensus goals beside the bar, as the IDC AGP Report sets them:
    /// a bracket over the ranges each target's share is taken over, with its
    /// goal (`StatisticsPanel.targetText`: `<4%`). The targets of one range
    /// (very low, in range, very high) next to the bar, the cumulative ones
    /// (below 70, above 180) outside them; goals in a column set apart
    /// where their ranges are thin.
    static func goalBrackets(spans: [ConsensusRange: ClosedRange<Double>], bar: PageBox, pen: ReportPen) -> VectorGroup {
        var group = VectorGroup(kind: "goals")
        group.add(pen.text("goals", x: bar.x - 2, y: bar.y - 6, kind: "goals-heading", size: ReportPen.small, anchor: .end,
                           color: pen.inks.muted))
        let style = VectorStyle.stroked(pen.inks.muted, width: 0.75)
        let targets = ConsensusTarget.allCases.compactMap { target -> (ConsensusTarget, ClosedRange<Double>)? in
            let covered = target.ranges.compactMap { spans[$0] }
            guard let top = covered.map(\.lowerBound).min(), let bottom = covered.map(\.upperBound).max() else { return nil }
            return (target, top...bottom)
        }.sorted { $0.1.lowerBound + $0.1.upperBound < $1.1.lowerBound + $1.1.upperBound }
        // One column of goals read top to bottom, however thin the ranges.
        let placed = spreadLabels(targets.map { ($0.1.lowerBound + $0.1.upperBound) / 2 }, gap: 9, within: bar.y + 3, bar.bottom - 3)
        for ((target, span), y) in zip(targets, placed) {
            let x = target.ranges.count == 1 ? bar.x - 5 : bar.x - 30
            var bracket = VectorGroup(kind: "goal-bracket")
            bracket.add(.line(from: VectorPoint(x: x + 3, y: span.lowerBound), to: VectorPoint(x: x, y: span.lowerBound), style))
            bracket.add(.line(from: VectorPoint(x: x, y: span.lowerBound), to: VectorPoint(x: x, y: span.upperBound), style))
            bracket.add(.line(from: VectorPoint(x: x, y: span.upperBound), to: VectorPoint(x: x + 3, y: span.upperBound), style))
            bracket.add(pen.text(StatisticsPanel.targetText(target.target), x: x - 2, y: y, kind: "goal",
                                 size: ReportPen.small, anchor: .end, color: pen.inks.muted, baseline: .middle))
            group.add(.group(bracket))
        }
        return group
    }
}
