import DayBandsChart
import DayBandsViewer
import Foundation

/// One figure a month over the monthly report's months (GMI, CV): a dot a
/// month with readings, joined to the next month's, the line broken across
/// an empty month (a gap, never a zero), on an axis of whole percents around
/// the values, with the figure's target ruled where it has one.
struct MonthlyLine {
    let title: String
    /// The group's class: `monthly-gmi`, `monthly-cv`.
    let kind: String
    /// Each month's figure, in percent; nil for a month without readings.
    let values: [(month: YearMonth, percent: Double?)]
    /// A target to rule (`CV ≤36%`) and its words.
    let target: (percent: Double, words: String)?
    let axis: MonthAxis
    let pen: ReportPen

    func group(in box: PageBox) -> VectorGroup {
        var group = VectorGroup(kind: kind)
        group.add(pen.heading(title, in: box))
        let plot = PageBox(x: axis.x, y: box.y + 26, width: axis.width, height: box.height - 26 - 32)
        let scale = Self.scale(values.compactMap(\.percent) + (target.map { [$0.percent] } ?? []))
        func y(_ percent: Double) -> Double {
            plot.bottom - (percent - Double(scale.low)) / Double(scale.high - scale.low) * plot.height
        }
        var frame = VectorGroup(kind: "\(kind)-frame")
        for tick in stride(from: scale.low, through: scale.high, by: scale.step) {
            frame.add(.line(from: VectorPoint(x: plot.x, y: y(Double(tick))), to: VectorPoint(x: plot.right, y: y(Double(tick))),
                            .stroked(pen.inks.rule, width: 0.5)))
            frame.add(pen.text("\(tick)%", x: plot.x - 5, y: y(Double(tick)), kind: "percent-label", size: ReportPen.small,
                               anchor: .end, color: pen.inks.muted, baseline: .middle))
        }
        frame.items += axis.yearRules(top: plot.y, bottom: plot.bottom, pen: pen)
        frame.add(plot.item(.stroked(pen.inks.rule)))
        if let target {
            frame.add(.line(from: VectorPoint(x: plot.x, y: y(target.percent)), to: VectorPoint(x: plot.right, y: y(target.percent)),
                            .stroked(pen.inks.targetLine, width: 1.2, dash: [4, 3])))
            frame.add(pen.text(target.words, x: plot.right - 2, y: y(target.percent) - 3, kind: "target-label",
                               size: ReportPen.small, anchor: .end, color: pen.inks.targetLine))
        }
        group.add(.group(frame))
        group.add(.group(line(y: y)))
        group.add(.group(axis.labels(y: plot.bottom + 12, pen: pen)))
        return group
    }

    /// The runs of consecutive months with a figure as lines, each month a dot.
    private func line(y: (Double) -> Double) -> VectorGroup {
        var group = VectorGroup(kind: "\(kind)-line")
        var run: [VectorPoint] = []
        func finish() {
            if run.count > 1 { group.add(.polyline(run), .stroked(pen.inks.median, width: 1.5)) }
            run = []
        }
        let side = min(3.5, max(1, axis.slot * 0.8))
        for (month, percent) in values {
            guard let percent else { finish(); continue }
            let point = VectorPoint(x: axis.centre(month), y: y(percent))
            run.append(point)
            group.add(.rect(x: point.x - side / 2, y: point.y - side / 2, width: side, height: side, .filled(pen.inks.median)))
        }
        finish()
        return group
    }

    /// Whole-percent bounds around `percents` in steps of 1, 2, 5 or 10, at
    /// most six of them, at least two apart.
    static func scale(_ percents: [Double]) -> (low: Int, high: Int, step: Int) {
        var low = Int((percents.min() ?? 0).rounded(.down)), high = Int((percents.max() ?? 1).rounded(.up))
        if high - low < 2 { low -= 1; high += 1 }
        let step = [1, 2, 5, 10, 20, 50].first { (high - low + $0 - 1) / $0 <= 6 } ?? 100
        low = Int((Double(low) / Double(step)).rounded(.down)) * step
        high = Int((Double(high) / Double(step)).rounded(.up)) * step
        return (low, high, step)
    }
}
