import DayBandsChart
import DayBandsRecords
import DayBandsViewer
import Foundation

/// The curve: its area and line in the bands' colours, the marks for what the
/// domain cannot show, and the day's extremes at their readings.
extension DayPicture {
    /// The area under each run down to the plot's floor, drawn once per band,
    /// clipped to the band's strip: each part in its band's quiet tint.
    func area() -> VectorGroup {
        let plot = frame.plot
        let shapes = curve.runs.filter { $0.count > 1 }.map { run -> VectorPath in
            let points = run.map(frame.point)
            return .polyline(points + [VectorPoint(x: points[points.count - 1].x, y: plot.bottom),
                                       VectorPoint(x: points[0].x, y: plot.bottom)], closed: true)
        }
        return banded(kind: "area") { band in shapes.map { .path($0, .filled(inks.color(.area(band.tone)))) } }
    }

    /// The line through the readings, clipped to each consensus range's strip
    /// in turn, so it takes the colour of its reading's range (in range green
    /// whatever band it crosses, a low the loudest red) and changes exactly
    /// where it crosses a threshold; a reading with no neighbour is a dot.
    func line() -> VectorGroup {
        let width = max(1.5, frame.font * 0.16)
        let plot = frame.plot
        let reach = frame.font * 0.3
        var floor = plot.bottom + reach
        let items = ConsensusRange.allCases.map { range -> VectorItem in
            // Thresholds between whole mg/dL values (69.5): where the range's values end.
            let top = range.rawCeiling.map(frame.y) ?? plot.y - reach
            let strip = VectorClip(x: plot.x, y: top, width: plot.width, height: max(0, floor - top))
            floor = top
            let color = inks.color(range.lineInk)
            return .group(VectorGroup(kind: "line range-\(range.name.replacingOccurrences(of: " ", with: "-"))", clip: strip,
                                      items: curve.runs.map { run in
                if run.count == 1 {
                    return .path(dot(at: frame.point(run[0]), radius: width * 1.2), .filled(color))
                }
                return .path(.polyline(run.map(frame.point)), .stroked(color, width: width))
            }))
        }
        return VectorGroup(kind: "line", items: items)
    }

    /// Behind the area, the plot's whole height over every stretch below 70
    /// mg/dL in the low's wash, stronger where it goes below 54 (as Clarity
    /// shades a low event): the loudest thing in the picture. Highs have none.
    func lowWash() -> VectorGroup {
        var group = VectorGroup(kind: "low-wash")
        let plot = frame.plot
        for range in [ConsensusRange.low, .veryLow] {
            for (span, _) in curve.stretches(beyond: range.rawCeiling!, within: timeSpan) {
                group.add(.rect(x: frame.x(span.start), y: plot.y, width: max(2, frame.x(span.end) - frame.x(span.start)),
                                height: plot.height, .filled(inks.color(range.washInk!))))
            }
        }
        return group
    }

    /// One group per band clipped to its strip (the top and bottom ones reaching
    /// a little past the plot, so a line along its edge keeps its width).
    func banded(kind: String, items: (BandScale.Band) -> [VectorItem]) -> VectorGroup {
        let bands = context.scale.bands
        let reach = frame.font * 0.3
        return VectorGroup(kind: kind, items: bands.enumerated().map { index, band in
            var strip = frame.strip(of: band)
            if index == 0 { strip.height += reach }
            if index == bands.count - 1 { strip.y -= reach; strip.height += reach }
            return .group(VectorGroup(kind: "\(kind) band-\(band.boundsText(in: .mgdl))", clip: strip, items: items(band)))
        })
    }

    /// Another day's line (the day before, or the pin's), faint, by clock time.
    func overlay(of index: Int, in timeline: Timeline) -> VectorGroup {
        guard let other = timeline.day(at: index) else { return VectorGroup(kind: "overlay") }
        let plot = frame.plot
        let items = DayOverlay.alignedRuns(of: other.data, from: other.day, onto: day, calendar: context.calendar)
            .flatMap { run in
                DayCurve(readings: run, maximumJoin: Cadence.maximumJoin(for: Cadence.interval(of: run))).runs
            }
            .map { run -> VectorItem in
                run.count == 1 ? .path(dot(at: frame.point(run[0]), radius: frame.font * 0.15), .filled(inks.color(.overlay)))
                    : .path(.polyline(run.map(frame.point)), .stroked(inks.color(.overlay), width: 1.5, dash: [3, 3]))
            }
        return VectorGroup(kind: "overlay", clip: VectorClip(x: plot.x, y: plot.y - 2, width: plot.width, height: plot.height + 4),
                           items: items)
    }

    /// Lows, the loudest thing in the picture: under every stretch below 70
    /// mg/dL a red bar along the plot's floor (taller and darker below 54),
    /// with its lowest reading's value beside a `▼`; above the ceiling a bar
    /// along the top in the band's colour (the curve is clipped there).
    mutating func marks() -> VectorGroup {
        var group = VectorGroup(kind: "marks")
        let plot = frame.plot
        let bar = frame.font * 0.35
        for (span, highest) in curve.stretches(beyond: context.scale.ceiling, above: true, within: timeSpan) {
            let tone = context.scale.band(for: highest?.mgdl ?? context.scale.ceiling + 1).tone
            group.add(.rect(x: frame.x(span.start), y: plot.y, width: max(2, frame.x(span.end) - frame.x(span.start)),
                            height: bar, .filled(inks.color(.line(tone)))))
        }
        let lows = curve.stretches(beyond: ConsensusRange.low.rawCeiling!, within: timeSpan)
        lowBars(of: curve).forEach { group.add($0) }
        // The lowest first: the day's lowest value is the one that wins the room.
        // Off the line where it can be (over the bar, else over the reading), else over the bar anyway.
        for lowest in lows.compactMap(\.extreme).sorted(by: { $0.mgdl < $1.mgdl }) {
            let x = frame.x(lowest.time)
            let words = "▼ " + context.unit.format(lowest)
            func at(_ y: Double) -> [VectorText] {
                [VectorText.Anchor.middle, .start, .end].map {
                    VectorText(words, at: VectorPoint(x: x, y: y), kind: "low-label", size: frame.font,
                               color: inks.color(.low), anchor: $0, bold: true)
                }
            }
            let overBar = at(plot.bottom - bar * 2)
            let overReading = at(frame.y(lowest.mgdl) - frame.font) + at(frame.y(lowest.mgdl) - frame.font * 2)
            if let placed = room.place(overBar + overReading, inside: plot, clear: offCurve)
                ?? room.place(overBar, inside: plot) {
                group.add(placed)
            }
        }
        return group
    }

    /// A red bar along the plot's floor under every stretch of `curve` below
    /// 70 mg/dL, taller where it goes below 54.
    func lowBars(of curve: DayCurve) -> [VectorItem] {
        let bar = frame.font * 0.35
        return curve.stretches(beyond: ConsensusRange.low.rawCeiling!, within: timeSpan).map { span, _ in
            let veryLow = !curve.stretches(beyond: ConsensusRange.veryLow.rawCeiling!, within: span).isEmpty
            let height = veryLow ? bar * 1.6 : bar
            return .rect(x: frame.x(span.start), y: frame.plot.bottom - height,
                         width: max(3, frame.x(span.end) - frame.x(span.start)), height: height, .filled(inks.color(.low)))
        }
    }

    /// `max N` and `min N` at their readings: above the max (below it when
    /// clipped at the top) and below the min, else beside them; never over
    /// the curve; left out when there is no room (the header has both).
    mutating func extremes() -> VectorGroup {
        var group = VectorGroup(kind: "extremes")
        guard let extremes = DayExtremes(context.data.readings(in: timeSpan)) else {
            let text = VectorText(empty, at: VectorPoint(x: frame.plot.x + frame.plot.width / 2,
                                                                               y: frame.plot.y + frame.plot.height / 2),
                                  kind: "notice", size: frame.font, color: inks.color(.muted), anchor: .middle)
            group.add(text)
            return group
        }
        let gap = frame.font * 0.5
        let clipped = curve.stretches(beyond: context.scale.ceiling, above: true, within: timeSpan)
        for (name, reading) in [("min", extremes.min), ("max", extremes.max)] {
            var point = frame.point(reading)
            // A peak clipped at the top: the label goes beside the whole clipped stretch.
            let span = clipped.first { $0.span.contains(reading.time) && reading.mgdl > context.scale.ceiling }?.span
            let (left, right) = span.map { (frame.x($0.start), frame.x($0.end)) } ?? (point.x, point.x)
            if span != nil { point.y += frame.font * 0.7 }
            let words = "\(name) \(context.unit.format(reading))"
            func at(_ x: Double, _ y: Double, _ anchor: VectorText.Anchor, _ baseline: VectorText.Baseline) -> VectorText {
                VectorText(words, at: VectorPoint(x: x, y: y), kind: "\(name)-label", size: frame.font,
                           color: inks.color(.text), anchor: anchor, baseline: baseline, bold: true)
            }
            let above = at(point.x, point.y - gap, .middle, .alphabetic), below = at(point.x, point.y + gap, .middle, .top)
            let beside = [at(right + gap, point.y, .start, .middle), at(left - gap, point.y, .end, .middle)]
            let candidates = (name == "max" ? [above, below] : [below, above]) + beside
            guard let placed = room.place(candidates, inside: frame.plot, clear: offCurve) else { continue }
            group.add(.path(dot(at: frame.point(reading), radius: frame.font * 0.22), .filled(inks.color(.text))))
            group.add(placed)
        }
        return group
    }

    /// Whether a rectangle keeps clear of the line (sampled every 2 pixels).
    func offCurve(_ rect: PictureRect) -> Bool {
        let pad = frame.font * 0.2
        var x = rect.x
        while x <= rect.right {
            if let value = curve.value(at: frame.instant(atX: x)) {
                let y = frame.y(value)
                if y >= rect.y - pad, y <= rect.bottom + pad { return false }
            }
            x += 2
        }
        return true
    }

    /// A filled circle as a path (two arcs as cubic curves would do; a
    /// diamond reads as well at this size).
    func dot(at point: VectorPoint, radius: Double) -> VectorPath {
        .polyline([VectorPoint(x: point.x, y: point.y - radius), VectorPoint(x: point.x + radius, y: point.y),
                   VectorPoint(x: point.x, y: point.y + radius), VectorPoint(x: point.x - radius, y: point.y)], closed: true)
    }
}
