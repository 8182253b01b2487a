import DayBandsChart
import DayBandsRecords
import DayBandsViewer
import Foundation

/// The day chart as a vector picture (`render --format svg|html|png`): the
/// same day (or live window), bands, marks and callouts as the screen, drawn
/// in continuous coordinates: the area and the line are paths through the
/// readings, cut into the bands' colours by clipping each to its band's
/// strip; every label is a text of its own at its own point (an hour label
/// centred on its hour, `max` and `min` at their readings). The screen's
/// overview strip and key hints are for the keyboard and are left out.
public struct DayPicture {
    let frame: DayPictureFrame
    /// The cursor's day: its statistics, and the day an overlay is laid on.
    let day: LocalDay
    /// The instants drawn: the day's, or the live window's.
    let timeSpan: DateInterval
    let context: DayChart.Context
    let inks: PictureInks
    let curve: DayCurve
    var room: LabelRoom
    var empty = "no readings on this day"

    /// The state's day, or its live window as the screen of its size shows
    /// it (with `forecast` ahead of now, and the basal lane ending at `now`),
    /// its cursor and pin, its overlay and statistics as the screen would
    /// show them, drawn `width` by `height` pixels.
    public static func picture(state: ViewerState, timeline: Timeline, context: DayChart.Context,
                               width: Double, height: Double, inks: PictureInks,
                               forecast: GlucoseForecast? = nil, now: Date? = nil) -> VectorPicture {
        var context = context
        context.unit = state.unit
        let day = timeline.days[state.selection.cursor.dayIndex]
        let live = state.liveInterval(in: timeline).map { (interval: $0, hours: state.liveWindow!.hours) }
        let timeSpan = live?.interval ?? day.interval
        let font = DayPictureFrame.font(width: width, height: height)
        let overlaid = state.overlay && live == nil ? DayOverlay.dayIndex(for: state.selection, in: timeline) : nil
        let overlayLabel = overlaid.flatMap(timeline.day(at:)).map {
            "\(context.calendar.dayText($0.day)) (dashed)"
        }
        let legend = PictureLegend(scale: context.scale, unit: context.unit, overlay: overlayLabel,
                                   forecast: live == nil ? nil : forecast?.name, inks: inks,
                                   font: font * 0.85, width: width - 2 * font, height: height)
        let statistics = state.statisticsVisible
            ? StatisticsColumns(day: day, window: timeline.days, context: context, inks: inks, font: font * 0.85) : nil
        let lanes = TherapyLanes(context.data)
        // As on the screen, the basal rates end where delivery does (now): a schedule ahead of it was not delivered.
        let delivered = DateInterval(start: timeSpan.start, end: min(timeSpan.end, max(timeSpan.start, now ?? timeSpan.end)))
        let basal = lanes.basal ? BasalTimeline(context.data.therapy.around(timeSpan)).segments(in: delivered) : nil
        // The basal lane's top rate is labelled in the value labels' column: it is made wide enough.
        let basalLabelWidth = basal.flatMap(Self.basalTopText).map {
            VectorText($0, at: VectorPoint(x: 0, y: 0), kind: "basal-top", size: font * 0.85, color: VectorColor(0)).estimatedWidth
        } ?? 0
        let labelWidth = max(Self.valueLabelWidth(context: context, font: font), basalLabelWidth)
        let frame = DayPictureFrame(width: width, height: height, day: timeSpan, scale: context.scale,
                                    valueLabelWidth: labelWidth, legendLines: legend.lines.count,
                                    doses: !context.data.doses(in: timeSpan).isEmpty, lanes: lanes,
                                    statisticsWidth: statistics?.width)
        var drawing = DayPicture(frame: frame, day: day, timeSpan: timeSpan, context: context, inks: inks,
                                 curve: DayCurve(of: context.data, within: timeSpan),
                                 room: LabelRoom(margin: font * 0.15, width: width, height: height))
        if let live { drawing.empty = "no readings in the last \(live.hours) h" }
        var root = VectorGroup(kind: "day-picture")
        let pieces = headerPieces(day: day, live: live, forecast: forecast?.name, timeline: timeline, context: context)
        root.add(.group(drawing.header(pieces, leading: 2, extremes: DayExtremes(context.data.readings(in: timeSpan)), bounds: PictureRect(x: 0, y: 0, width: width, height: frame.plot.y),
                                       baseline: frame.margin + frame.font)))
        root.add(.group(drawing.plotFrame()))
        root.add(.group(drawing.lowWash()))
        if live != nil, let forecast { root.add(.group(drawing.forecast(forecast))) }
        root.add(.group(drawing.area()))
        if let overlaid { root.add(.group(drawing.overlay(of: overlaid, in: timeline))) }
        root.add(.group(drawing.line()))
        root.add(.group(drawing.valueLabels()))
        root.add(.group(drawing.hourLabels()))
        root.add(.group(drawing.marks()))
        root.add(.group(drawing.doses()))
        if let basal { root.add(.group(drawing.basalLane(basal))) }
        if lanes.events { root.add(.group(drawing.eventLane())) }
        root.add(.group(drawing.selection(state: state, timeline: timeline)))
        root.add(.group(drawing.extremes()))
        if let statistics, let rect = frame.statistics { root.add(.group(statistics.group(in: rect, room: &drawing.room))) }
        root.add(.group(legend.group(left: frame.margin, top: frame.legendTop, room: &drawing.room)))
        return VectorPicture(width: width, height: height, background: inks.background,
                             title: "daybands: " + (live == nil ? day.isoDate : pieces[0].0), root: root)
    }

    /// The header's words: what is drawn (the day, or the live window with
    /// its forecast's name and days), the unit, the source, and for a day the days that may be browsed.
    static func headerPieces(day: LocalDay, live: (interval: DateInterval, hours: Int)?, forecast: String?, timeline: Timeline,
                             context: DayChart.Context) -> [(String, Ink, Bool)] {
        let title = live.map { DayChart.liveTitles($0.interval, hours: $0.hours, forecast: forecast, calendar: context.calendar)[0] }
            ?? DayChart.title(of: day, calendar: context.calendar)
        let range = timeline.days.count > 1 && live == nil ? "(\(timeline.days[0].isoDate) to \(timeline.days[timeline.days.count - 1].isoDate))" : nil
        return [(title.trimmingCharacters(in: .whitespaces), .title, true), (context.unit.label, .text, false)]
            + [context.source.map { (PrintableText.escaped($0, limit: DayChart.sourceLimit), Ink.muted, false) },
               range.map { ($0, Ink.muted, false) }].compactMap { $0 }
    }

    /// The room the band boundaries' values take left of a plot.
    static func valueLabelWidth(context: DayChart.Context, font: Double) -> Double {
        context.scale.boundaries.map {
            VectorText(context.unit.format(mgdl: $0), at: VectorPoint(x: 0, y: 0), kind: "value-label",
                       size: font * 0.85, color: VectorColor(0)).estimatedWidth
        }.max() ?? 0
    }

    /// Words at the left (a title, the unit, ...) and a day's extremes at the
    /// right, each whole or left out where the room is taken: the first
    /// `leading` words first (what the picture is), then the extremes (the
    /// min nearer the edge: it is the one that must stay findable), then the
    /// rest of the words where there is still room.
    mutating func header(_ pieces: [(String, Ink, Bool)], leading: Int, extremes: DayExtremes?, bounds: PictureRect,
                         baseline: Double) -> VectorGroup {
        var group = VectorGroup(kind: "header")
        var left = bounds.x + frame.margin
        func place(_ pieces: ArraySlice<(String, Ink, Bool)>) {
            for (words, ink, bold) in pieces {
                let text = VectorText(words, at: VectorPoint(x: left, y: baseline), kind: "title", size: frame.font,
                                      color: inks.color(ink), bold: bold)
                guard let placed = room.place([text], inside: bounds) else { continue }
                group.add(placed)
                left += text.estimatedWidth + frame.font
            }
        }
        place(pieces.prefix(leading))
        if let extremes {
            let unit = context.unit, calendar = context.calendar
            var right = bounds.right - frame.margin
            for (name, reading) in [("min", extremes.min), ("max", extremes.max)] {
                let text = VectorText("\(name) \(unit.format(reading)) at \(calendar.clockText(reading.time))",
                                      at: VectorPoint(x: right, y: baseline), kind: "extremes", size: frame.font,
                                      color: inks.color(.text), anchor: .end)
                guard let placed = room.place([text], inside: bounds) else { break }
                group.add(placed)
                right -= text.estimatedWidth + frame.font
            }
        }
        place(pieces.dropFirst(leading))
        return group
    }

    /// The plot's edge and the band boundaries, faint, under the curve.
    func plotFrame() -> VectorGroup {
        let plot = frame.plot
        var group = VectorGroup(kind: "plot")
        group.add(.rect(x: plot.x, y: plot.y, width: plot.width, height: plot.height,
                        VectorStyle(stroke: inks.color(.muted), strokeWidth: 1)))
        var grid = VectorGroup(kind: "grid")
        for boundary in context.scale.boundaries.dropFirst().dropLast() {
            let y = frame.y(boundary)
            grid.add(.line(from: VectorPoint(x: plot.x, y: y), to: VectorPoint(x: plot.right, y: y),
                           .stroked(inks.rule, width: 1, dash: [4, 4])))
        }
        return VectorGroup(kind: "axes", items: [.group(group), .group(grid)])
    }

    /// The band boundaries' values left of the plot, each at its height; one
    /// that would touch another is left out (the ceiling and floor first).
    mutating func valueLabels() -> VectorGroup {
        var group = VectorGroup(kind: "value-labels")
        let b = context.scale.boundaries
        let bounds = PictureRect(x: 0, y: frame.plot.y - frame.font, width: frame.plot.x, height: frame.plot.height + 2 * frame.font)
        for value in [b[5], b[0], b[2], b[3], b[4], b[1]] {
            let text = VectorText(context.unit.format(mgdl: value), at: VectorPoint(x: frame.plot.x - frame.font * 0.4, y: frame.y(value)),
                                  kind: "value-label", size: frame.smallFont, color: inks.color(.muted),
                                  anchor: .end, baseline: .middle)
            if let placed = room.place([text], inside: bounds) { group.add(placed) }
        }
        return group
    }

    /// Clock hours centred under their instants, every 1, 2, 3, 4, 6 or 12
    /// hours: the finest step whose labels keep a label's width between them.
    /// On a daylight-saving day the labels show the clock honestly (01 twice, or no 02).
    mutating func hourLabels() -> VectorGroup {
        var group = VectorGroup(kind: "hour-labels")
        let calendar = context.calendar
        let sample = VectorText(calendar.clockFormat.hourLabel(12), at: VectorPoint(x: 0, y: 0), kind: "hour-label",
                                size: frame.smallFont, color: inks.color(.muted))
        let pitch = frame.plot.width / (timeSpan.duration / 3600)
        let step = [1, 2, 3, 4, 6, 12].first { Double($0) * pitch >= sample.estimatedWidth * 2 } ?? 12
        let bounds = PictureRect(x: 0, y: frame.plot.bottom, width: frame.width, height: frame.hourBaseline + frame.font - frame.plot.bottom)
        for instant in ChartAxes.hourLabelInstants(in: timeSpan, step: step, calendar: calendar) {
            let x = frame.x(instant)
            group.add(.line(from: VectorPoint(x: x, y: frame.plot.bottom), to: VectorPoint(x: x, y: frame.plot.bottom + frame.font * 0.3),
                            .stroked(inks.color(.muted))))
            let text = VectorText(calendar.clockFormat.hourLabel(calendar.clock(instant).hour),
                                  at: VectorPoint(x: x, y: frame.hourBaseline), kind: "hour-label", size: frame.smallFont,
                                  color: inks.color(.muted), anchor: .middle)
            if let placed = room.place([text], inside: bounds) { group.add(placed) }
        }
        return group
    }
}
