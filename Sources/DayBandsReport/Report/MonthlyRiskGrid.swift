import DayBandsChart
import DayBandsRecords
import Foundation

/// The monthly report's GRI grid (Klonoff 2022's figure): a point a month
/// with readings at its hypoglycaemia component (across) and
/// hyperglycaemia component (up), over the zones A to E shaded as the bands
/// where the GRI of those components (`GlycemiaRiskIndex.of`) lies; the
/// months joined in order, the last one named; under it the last months' points
/// in words (`table`).
struct MonthlyRiskGrid {
    let months: [ReportMonth]
    let pen: ReportPen

    /// A point of the grid: a hypo and a hyper component, in percent.
    typealias Components = (hypo: Double, hyper: Double)

    /// Klonoff's axes, hypo 0-30% and hyper 0-60%, stretched in tens to a month beyond them.
    static func extent(_ points: [Components]) -> Components {
        func reach(_ values: [Double], _ least: Double) -> Double { max(least, ((values.max() ?? 0) / 10).rounded(.up) * 10) }
        return (reach(points.map(\.hypo), 30), reach(points.map(\.hyper), 60))
    }

    /// The part of the grid `0...extent` where the GRI lies in `low...high`:
    /// its rectangle clipped by the two lines (Sutherland–Hodgman), corner by corner.
    static func band(low: Double, high: Double?, extent: Components) -> [Components] {
        let corners: [Components] = [(0, 0), (extent.hypo, 0), (extent.hypo, extent.hyper), (0, extent.hyper)]
        let above = clip(corners) { GlycemiaRiskIndex.of(hypo: $0.hypo, hyper: $0.hyper) - low }
        guard let high else { return above }
        return clip(above) { high - GlycemiaRiskIndex.of(hypo: $0.hypo, hyper: $0.hyper) }
    }

    /// The corners of `polygon` where `side` is at least 0, and where its edges cross 0.
    static func clip(_ polygon: [Components], side: (Components) -> Double) -> [Components] {
        var kept: [Components] = []
        for (index, current) in polygon.enumerated() {
            let previous = polygon[(index + polygon.count - 1) % polygon.count]
            let (a, b) = (side(previous), side(current))
            if (a >= 0) != (b >= 0) {
                let t = a / (a - b)
                kept.append((previous.hypo + t * (current.hypo - previous.hypo), previous.hyper + t * (current.hyper - previous.hyper)))
            }
            if b >= 0 { kept.append(current) }
        }
        return kept
    }

    func group(in box: PageBox) -> VectorGroup {
        var group = VectorGroup(kind: "monthly-gri")
        group.add(pen.heading("Glycemia Risk Index (GRI) by month", in: box))
        let points = months.compactMap { month in month.summary.gri.map { (month: month, gri: $0) } }
        let extent = Self.extent(points.map { ($0.gri.hypoComponent, $0.gri.hyperComponent) })
        let side = max(0, min(box.width - 46, box.height - 26 - 34))
        let plot = PageBox(x: box.x + 34, y: box.y + 26, width: side, height: side)
        func at(_ c: Components) -> VectorPoint {
            VectorPoint(x: plot.x + c.hypo / extent.hypo * plot.width, y: plot.bottom - c.hyper / extent.hyper * plot.height)
        }
        group.add(.group(zones(extent: extent, at: at)))
        group.add(.group(frame(plot, extent: extent, at: at)))
        var marks = VectorGroup(kind: "gri-months")
        if points.count > 1 {
            marks.add(.polyline(points.map { at(($0.gri.hypoComponent, $0.gri.hyperComponent)) }), .stroked(pen.inks.muted, width: 0.6))
        }
        for (index, point) in points.enumerated() {
            let centre = at((point.gri.hypoComponent, point.gri.hyperComponent)), last = index == points.count - 1
            let radius = last ? 3.0 : 1.8
            marks.add(.rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius,
                            .filled(last ? pen.inks.ink : pen.inks.median)))
            if last {
                let words = "\(point.month.label): \(point.gri.text)"
                marks.add(pen.text(words, x: min(centre.x + 5, plot.right - 2), y: max(centre.y - 5, plot.y + 9), kind: "gri-last",
                                   size: ReportPen.small, anchor: centre.x + 5 > plot.right - 60 ? .end : .start, bold: true))
            }
        }
        group.add(.group(marks))
        let below = plot.bottom + 40
        group.add(.group(table(points.map { ($0.month.label, $0.gri) }, in: PageBox(x: box.x, y: below, width: box.width,
                                                                                      height: box.bottom - below))))
        return group
    }

    /// The grid's last points in words, as many months as fit (the newest
    /// last): GRI, zone and components to one decimal, as `stats` writes them;
    /// a line says how many earlier months the text report lists.
    private func table(_ points: [(label: String, gri: GlycemiaRiskIndex)], in box: PageBox) -> VectorGroup {
        var group = VectorGroup(kind: "gri-table")
        let rowHeight = 10.0
        let fit = max(0, Int((box.height - 2 * rowHeight) / rowHeight))
        guard fit > 0, !points.isEmpty else { return group }
        let shown = points.suffix(fit), earlier = points.count - shown.count
        let columns: [(String, Double)] = [("month", 0), ("GRI", 0.36), ("zone", 0.48), ("hypo", 0.72), ("hyper", 0.94)]
        for (words, at) in columns {
            group.add(pen.text(words, x: box.x + box.width * at, y: box.y, kind: "gri-table-head", size: ReportPen.small,
                               anchor: at == 0 ? .start : .end, color: pen.inks.muted))
        }
        for (index, point) in shown.enumerated() {
            let y = box.y + Double(index + 1) * rowHeight
            let cells = [point.label, String(format: "%.1f", point.gri.value), point.gri.zone.rawValue,
                         String(format: "%.1f", point.gri.hypoComponent), String(format: "%.1f", point.gri.hyperComponent)]
            for (cell, (_, at)) in zip(cells, columns) {
                group.add(pen.text(cell, x: box.x + box.width * at, y: y, kind: "gri-table-cell", size: ReportPen.small,
                                   anchor: at == 0 ? .start : .end))
            }
        }
        if earlier > 0 {
            let months = "\(earlier) earlier month\(earlier == 1 ? "" : "s")"
            group.add(pen.text("\(months): report --by month --format text", x: box.x, y: box.y + Double(shown.count + 1) * rowHeight,
                               kind: "gri-table-more", size: ReportPen.small, color: pen.inks.muted))
        }
        return group
    }

    /// Each zone's band shaded in the AGP report's colour of its risk, its letter inside.
    private func zones(extent: Components, at: (Components) -> VectorPoint) -> VectorGroup {
        var group = VectorGroup(kind: "gri-zones")
        let colours: [ConsensusRange] = [.inRange, .high, .veryHigh, .low, .veryLow]
        for (zone, range) in zip(GlycemiaRiskIndex.Zone.allCases, colours) {
            let bounds = zone.bounds
            let corners = Self.band(low: bounds.low, high: bounds.high, extent: extent)
            guard corners.count > 2 else { continue }
            group.add(.polyline(corners.map(at), closed: true), .filled(pen.inks.range(range), opacity: 0.3))
            let middle = corners.reduce((0.0, 0.0)) { ($0.0 + $1.hypo, $0.1 + $1.hyper) }
            let centre = at((middle.0 / Double(corners.count), middle.1 / Double(corners.count)))
            group.add(pen.text(zone.rawValue, x: centre.x, y: centre.y, kind: "gri-zone", size: ReportPen.body, anchor: .middle,
                               bold: true, color: pen.inks.muted, baseline: .middle))
        }
        return group
    }

    /// The plot's frame, its ticks every 10% and the axes' names.
    private func frame(_ plot: PageBox, extent: Components, at: (Components) -> VectorPoint) -> VectorGroup {
        var group = VectorGroup(kind: "gri-frame")
        group.add(plot.item(.stroked(pen.inks.rule)))
        let small = ReportPen.small, muted = pen.inks.muted
        for hypo in stride(from: 0.0, through: extent.hypo, by: 10) {
            let p = at((hypo, 0))
            group.add(pen.text("\(Int(hypo))", x: p.x, y: p.y + 10, kind: "gri-tick", size: small, anchor: .middle, color: muted))
        }
        for hyper in stride(from: 0.0, through: extent.hyper, by: 10) {
            let p = at((0, hyper))
            group.add(pen.text("\(Int(hyper))", x: p.x - 4, y: p.y, kind: "gri-tick", size: small, anchor: .end, color: muted,
                               baseline: .middle))
        }
        group.add(pen.text("hypoglycemia component (%)", x: plot.x + plot.width / 2, y: plot.bottom + 22, kind: "gri-axis",
                           size: small, anchor: .middle, color: muted))
        group.add(pen.text("hyperglycemia component (%)", x: plot.x, y: plot.y - 4, kind: "gri-axis", size: small, color: muted))
        return group
    }
}
