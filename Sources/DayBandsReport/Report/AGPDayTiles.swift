import DayBandsChart
import DayBandsRecords
import Foundation

/// The report's daily glucose profiles: the last `AGPReport.profileDays`
/// days, seven a row, each midnight to midnight on the AGP's glucose axis,
/// titled by its weekday and date: the target range shaded, the readings
/// joined as the day chart joins them (`Cadence.maximumJoin`), the time above
/// 180 filled in the high colour and below 70 in the low one.
struct AGPDayTiles {
    let timeline: Timeline
    let unit: GlucoseUnit
    let pen: ReportPen

    static let perRow = 7
    static let gap = 6.0
    static let titleHeight = 13.0

    func group(in box: PageBox) -> VectorGroup {
        var group = VectorGroup(kind: "daily-profiles")
        group.add(pen.heading("Daily glucose profiles", in: box))
        group.add(pen.text("Each day midnight to midnight; target range \(unit.rangeText(ConsensusRange.inRange.mgdlBounds)) "
                           + "\(unit.label) shaded, above and below it filled.",
                           x: box.right, y: box.y + 12, kind: "note", size: ReportPen.small, anchor: .end, color: pen.inks.muted))
        let days = Array(timeline.days.suffix(AGPReport.profileDays))
        let rows = max(1, (days.count + Self.perRow - 1) / Self.perRow)
        let area = box.below(20)
        let width = (area.width - Double(Self.perRow - 1) * Self.gap) / Double(Self.perRow)
        let height = min(200, (area.height - Double(rows - 1) * Self.gap) / Double(rows))
        for (index, day) in days.enumerated() {
            let tile = PageBox(x: area.x + Double(index % Self.perRow) * (width + Self.gap),
                               y: area.y + Double(index / Self.perRow) * (height + Self.gap), width: width, height: height)
            group.add(.group(self.tile(day, in: tile, labelled: index % Self.perRow == 0)))
        }
        return group
    }

    private func tile(_ day: LocalDay, in box: PageBox, labelled: Bool) -> VectorGroup {
        var group = VectorGroup(kind: "day-tile")
        let inks = pen.inks
        group.add(pen.text("\(timeline.calendar.weekday(of: day)) \(day.isoDate)", x: box.x + box.width / 2, y: box.y + 9,
                           kind: "day-title", size: ReportPen.small + 0.5, anchor: .middle, bold: true))
        let plot = box.below(Self.titleHeight)
        let scale = ReportGlucoseScale(top: plot.y, bottom: plot.bottom)
        let range = ReportGlucoseScale.target
        let target = PageBox(x: plot.x, y: scale.y(range.upperBound), width: plot.width,
                             height: scale.y(range.lowerBound) - scale.y(range.upperBound))
        group.add(target.item(.filled(inks.targetFill)))
        for bound in [range.lowerBound, range.upperBound] {
            group.add(.line(from: VectorPoint(x: plot.x, y: scale.y(bound)), to: VectorPoint(x: plot.right, y: scale.y(bound)),
                            .stroked(inks.targetLine, width: 0.6)))
            if labelled {
                group.add(pen.text(unit.format(mgdl: bound), x: plot.x - 3, y: scale.y(bound), kind: "glucose-label",
                                   size: 6.5, anchor: .end, color: inks.muted, baseline: .middle))
            }
        }
        let noon = plot.x + plot.width / 2
        group.add(.line(from: VectorPoint(x: noon, y: plot.y), to: VectorPoint(x: noon, y: plot.bottom),
                        .stroked(inks.rule, width: 0.5, dash: [2, 2])))
        let runs = self.runs(of: day, in: plot, scale: scale)
        if runs.isEmpty {
            group.add(pen.text("no readings", x: noon, y: plot.y + plot.height / 2, kind: "day-empty", size: ReportPen.small,
                               anchor: .middle, color: inks.muted, baseline: .middle))
        }
        var above = VectorGroup(kind: "above-range"), below = VectorGroup(kind: "below-range")
        var curve = VectorGroup(kind: "day-curve", clip: plot.clip)
        for run in runs {
            above.add(Self.area(run, beyond: scale.y(range.upperBound), above: true), .filled(inks.range(.high)))
            below.add(Self.area(run, beyond: scale.y(range.lowerBound), above: false), .filled(inks.range(.low)))
            curve.add(.polyline(run), .stroked(inks.ink, width: 0.8))
        }
        group.add(.group(VectorGroup(kind: "range-fills", clip: plot.clip, items: [.group(above), .group(below)])))
        group.add(.group(curve))
        group.add(plot.item(.stroked(inks.rule, width: 0.75)))
        return group
    }

    /// The region between a run of the curve and a level line on the side
    /// beyond it (above: a smaller y), as one shape: the curve held at the
    /// level where it is not beyond, with the points where it crosses added.
    static func area(_ run: [VectorPoint], beyond level: Double, above: Bool) -> VectorPath {
        guard let first = run.first, let last = run.last else { return VectorPath() }
        func isBeyond(_ point: VectorPoint) -> Bool { above ? point.y < level : point.y > level }
        var outline = [VectorPoint(x: first.x, y: level)]
        for (index, point) in run.enumerated() {
            if index > 0, isBeyond(run[index - 1]) != isBeyond(point) {
                let before = run[index - 1]
                let share = (level - before.y) / (point.y - before.y)
                outline.append(VectorPoint(x: before.x + share * (point.x - before.x), y: level))
            }
            outline.append(isBeyond(point) ? point : VectorPoint(x: point.x, y: level))
        }
        outline.append(VectorPoint(x: last.x, y: level))
        return .polyline(outline, closed: true)
    }

    /// The day's readings as runs of points, split where two are further
    /// apart than the day chart joins; readings just outside the day carry
    /// the curve to its edges, clipped there.
    private func runs(of day: LocalDay, in plot: PageBox, scale: ReportGlucoseScale) -> [[VectorPoint]] {
        let data = timeline.data
        let widened = DateInterval(start: day.interval.start.addingTimeInterval(-Cadence.longestJoin),
                                   end: day.interval.end.addingTimeInterval(Cadence.longestJoin))
        let maximumJoin = Cadence.maximumJoin(for: Cadence.interval(of: data, in: day.interval))
        var runs: [[VectorPoint]] = []
        var previous: GlucoseReading?
        for reading in data.readings(in: widened) {
            let point = VectorPoint(x: plot.x + reading.time.timeIntervalSince(day.interval.start) / day.interval.duration * plot.width,
                                    y: scale.y(reading.mgdl))
            if let previous, reading.time.timeIntervalSince(previous.time) <= maximumJoin, !runs.isEmpty {
                runs[runs.count - 1].append(point)
            } else {
                runs.append([point])
            }
            previous = reading
        }
        // A run wholly outside the day is no part of it.
        return runs.filter { run in run.contains { $0.x >= plot.x && $0.x <= plot.right } }
    }
}
