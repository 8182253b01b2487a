import DayBandsChart
import DayBandsRecords
import DayBandsViewer
import Foundation

/// The profile view (the AGP of the days browsed) as a vector picture
/// (`render --view profile --format svg|html|png|pdf`), in the day picture's
/// frame, bands and words: every day folded onto one 24-hour clock; per
/// 15-minute bucket with enough readings, the 5-95% and 25-75% ranges filled
/// in the colours of the bands they pass through (the outer range quiet, the
/// inner one stronger) and the median as the day's line, straight segments
/// between bucket centres (across midnight too, as the screen joins them),
/// broken where a bucket has too few readings; a red bar on the floor where
/// the 5th percentile is a low; the in-range target's bounds (70 and 180
/// mg/dL) as guides; the cursor's hour with the screen's callout.
public enum ProfilePicture {
    public static func picture(state: ViewerState, timeline: Timeline, context: DayChart.Context,
                               width: Double, height: Double, inks: PictureInks) -> VectorPicture {
        var context = context
        context.unit = state.unit
        let profile = AmbulatoryProfile(window: timeline)
        // The profile's clock: a day of 24 hours, whatever the data's zone does.
        context.calendar = DayCalendar(timeZone: TimeZone(identifier: "UTC")!, clockFormat: context.calendar.clockFormat)
        let day = context.calendar.day(year: 2001, month: 1, day: 1)!
        let font = DayPictureFrame.font(width: width, height: height)
        let legend = PictureLegend(scale: context.scale, unit: context.unit, ranges: true, inks: inks,
                                   font: font * 0.85, width: width - 2 * font, height: height)
        let frame = DayPictureFrame(width: width, height: height, day: day.interval, scale: context.scale,
                                    valueLabelWidth: DayPicture.valueLabelWidth(context: context, font: font),
                                    legendLines: legend.lines.count, doses: false, statisticsWidth: nil)
        let runs = Self.runs(of: profile, on: day)
        func curve(_ percentile: KeyPath<AmbulatoryProfile.Profile, Double>) -> DayCurve {
            DayCurve(readings: runs.joined().map { GlucoseReading(time: $0.time, mgdl: $0.profile[keyPath: percentile]) },
                     maximumJoin: TimeInterval(profile.bucketMinutes * 60))
        }
        var drawing = DayPicture(frame: frame, day: day, timeSpan: day.interval, context: context, inks: inks, curve: curve(\.median),
                                 room: LabelRoom(margin: font * 0.15, width: width, height: height))
        let first = timeline.days.first?.isoDate ?? "-", last = timeline.days.last?.isoDate ?? "-"
        let pieces: [(String, Ink, Bool)] = [("profile (AGP)", .title, true), ("\(first) to \(last)", .muted, false),
                                             (LocalDay.countText(timeline.days.count), .muted, false),
                                             (context.unit.label, .text, false)]
            + (context.source.map { [(PrintableText.escaped($0, limit: DayChart.sourceLimit), Ink.muted, false)] } ?? [])
        var root = VectorGroup(kind: "profile-picture")
        root.add(.group(drawing.header(pieces, leading: pieces.count, extremes: nil, bounds: PictureRect(x: 0, y: 0, width: width, height: frame.plot.y),
                                       baseline: frame.margin + frame.font)))
        root.add(.group(drawing.plotFrame()))
        root.add(.group(drawing.ranges(runs, low: \.p5, high: \.p95, ink: Ink.outer, kind: "outer-range")))
        root.add(.group(drawing.targetGuides()))
        root.add(.group(drawing.ranges(runs, low: \.p25, high: \.p75, ink: Ink.inner, kind: "inner-range")))
        if runs.isEmpty {
            let plot = frame.plot
            root.add(.group(VectorGroup(kind: "notice", items: [.text(
                VectorText("not enough readings for a profile", at: VectorPoint(x: plot.x + plot.width / 2, y: plot.y + plot.height / 2),
                           kind: "notice", size: font, color: inks.color(.muted), anchor: .middle))])))
        }
        root.add(.group(drawing.line()))
        root.add(.group(VectorGroup(kind: "marks", items: drawing.lowBars(of: curve(\.p5)))))
        root.add(.group(drawing.valueLabels()))
        root.add(.group(drawing.hourLabels()))
        root.add(.group(drawing.profileCursor(hour: state.selection.cursor.hour, profile: profile)))
        root.add(.group(drawing.targetLabels()))
        root.add(.group(legend.group(left: frame.margin, top: frame.legendTop, room: &drawing.room)))
        return VectorPicture(width: width, height: height, background: inks.background,
                             title: "daybands: profile \(first) to \(last)", root: root)
    }

    typealias Point = (time: Date, profile: AmbulatoryProfile.Profile)

    /// The sufficient buckets' percentiles at their centres on `day`, in
    /// runs of neighbours; where the first and last buckets both count, the
    /// runs reach midnight at either end at the two's mean (the clock wraps).
    static func runs(of profile: AmbulatoryProfile, on day: LocalDay) -> [[Point]] {
        let width = Double(profile.bucketMinutes * 60)
        var runs: [[Point]] = [[]]
        for bucket in profile.buckets {
            guard bucket.isSufficient, let values = bucket.profile else {
                if !runs[runs.count - 1].isEmpty { runs.append([]) }
                continue
            }
            runs[runs.count - 1].append((day.interval.start.addingTimeInterval(Double(bucket.startMinute * 60) + width / 2), values))
        }
        runs.removeAll { $0.isEmpty }
        if let first = profile.buckets.first, let last = profile.buckets.last, first.isSufficient, last.isSufficient,
           let a = first.profile, let b = last.profile {
            func mean(_ path: KeyPath<AmbulatoryProfile.Profile, Double>) -> Double { (a[keyPath: path] + b[keyPath: path]) / 2 }
            let midnight = AmbulatoryProfile.Profile(p5: mean(\.p5), p25: mean(\.p25), median: mean(\.median),
                                                     p75: mean(\.p75), p95: mean(\.p95))
            runs[0].insert((day.interval.start, midnight), at: 0)
            runs[runs.count - 1].append((day.interval.end, midnight))
        }
        return runs
    }
}

/// The profile's own parts, drawn in the day picture's frame.
extension DayPicture {
    /// A percentile range of each run as one shape (along its high
    /// percentile, back along its low one), cut into the bands' colours; a
    /// lone bucket a narrow bar.
    func ranges(_ runs: [[ProfilePicture.Point]], low: KeyPath<AmbulatoryProfile.Profile, Double>,
                high: KeyPath<AmbulatoryProfile.Profile, Double>, ink: @escaping (BandTone) -> Ink, kind: String) -> VectorGroup {
        let shapes = runs.map { run -> VectorPath in
            let upper = run.map { VectorPoint(x: frame.x($0.time), y: frame.y($0.profile[keyPath: high])) }
            let lower = run.map { VectorPoint(x: frame.x($0.time), y: frame.y($0.profile[keyPath: low])) }
            guard run.count == 1 else { return .polyline(upper + lower.reversed(), closed: true) }
            let half = frame.font * 0.15
            return .polyline([VectorPoint(x: upper[0].x - half, y: upper[0].y), VectorPoint(x: upper[0].x + half, y: upper[0].y),
                              VectorPoint(x: lower[0].x + half, y: lower[0].y), VectorPoint(x: lower[0].x - half, y: lower[0].y)],
                             closed: true)
        }
        return banded(kind: kind) { band in shapes.map { .path($0, .filled(inks.color(ink(band.tone)))) } }
    }

    /// The in-range target's bounds (`ConsensusTarget.inRange`: 70 and 180
    /// mg/dL) inside the scale's domain.
    private var targets: [Double] {
        let bounds = ConsensusTarget.inRange.mgdlBounds
        return [bounds.lowest, bounds.highest].compactMap { $0.map(Double.init) }
            .filter { $0 > context.scale.floor && $0 < context.scale.ceiling }
    }

    /// The target's bounds as dashed guides across the plot.
    func targetGuides() -> VectorGroup {
        let plot = frame.plot
        return VectorGroup(kind: "target-guides", items: targets.map { mgdl in
            .line(from: VectorPoint(x: plot.x, y: frame.y(mgdl)), to: VectorPoint(x: plot.right, y: frame.y(mgdl)),
                  .stroked(inks.color(.muted), width: 1.2, dash: [6, 3]))
        })
    }

    /// Each guide named at the plot's right end, over its line, where nothing else is.
    mutating func targetLabels() -> VectorGroup {
        var group = VectorGroup(kind: "target-labels")
        for mgdl in targets {
            let text = VectorText(context.unit.format(mgdl: mgdl),
                                  at: VectorPoint(x: frame.plot.right - frame.font * 0.3, y: frame.y(mgdl) - frame.font * 0.25),
                                  kind: "target-label", size: frame.smallFont, color: inks.color(.muted), anchor: .end)
            if let placed = room.place([text], inside: frame.plot) { group.add(placed) }
        }
        return group
    }

    /// The cursor's hour across the plot, a dot on the median there, and the
    /// screen's callout of the hour's bucket (`Callout.profileLines`).
    mutating func profileCursor(hour: Int, profile: AmbulatoryProfile) -> VectorGroup {
        let hour = min(max(hour, 0), 23)
        let instant = day.instant(atHour: hour)
        var group = guide(at: instant, on: curve.value(at: instant).map { GlucoseReading(time: instant, mgdl: $0) },
                          ink: .cursor, dash: [], kind: "cursor")
        group.add(.group(calloutBox(title: context.calendar.clockFormat.text(hour: hour, minute: 0),
                                    lines: Callout.profileLines(profile.bucket(hour: hour, minute: 0), context: context),
                                    at: frame.x(instant), pinned: false)))
        return group
    }
}
