import DayBandsChart
import DayBandsRecords
import DayBandsViewer
import Foundation

/// The week view as a vector picture (`render --view week --format
/// svg|html|png|pdf`): the week's days stacked oldest first, each a small
/// day picture on the same columns and bands (its title and extremes over
/// it; area, line, lows, `max`/`min` where there is room, as the day
/// picture draws them), the hours under the last; the cursor's day marked
/// `▶` with its hour's guide (and the pin's on its day), and the cursor's
/// readout under the hours, as the screen's status line says it.
public enum WeekPicture {
    public static func picture(state: ViewerState, timeline: Timeline, context: DayChart.Context,
                               width: Double, height: Double, inks: PictureInks) -> VectorPicture {
        var context = context
        context.unit = state.unit
        let font = DayPictureFrame.font(width: width, height: height)
        let legend = PictureLegend(scale: context.scale, unit: context.unit, inks: inks, font: font * 0.85,
                                   width: width - 2 * font, height: height)
        let layout = WeekPictureLayout(width: width, height: height, font: font, legendLines: legend.lines.count,
                                       valueLabelWidth: DayPicture.valueLabelWidth(context: context, font: font))
        let cursor = state.selection.cursor
        let days = layout.days(around: cursor.dayIndex, week: state.weekDays(in: timeline) ?? cursor.dayIndex..<(cursor.dayIndex + 1))
        var room = LabelRoom(margin: font * 0.15, width: width, height: height)
        var root = VectorGroup(kind: "week-picture")
        let first = timeline.days[days.isEmpty ? cursor.dayIndex : days.lowerBound]
        let last = timeline.days[days.isEmpty ? cursor.dayIndex : days.upperBound - 1]
        root.add(.group(header(first: first, last: last, context: context, inks: inks, layout: layout, room: &room)))
        if days.isEmpty {
            let notice = VectorText("too small for a day's chart", at: VectorPoint(x: layout.margin, y: layout.top + font),
                                    kind: "notice", size: font, color: inks.color(.muted))
            root.add(.group(VectorGroup(kind: "notice", items: room.place([notice], inside: room.page).map { [.text($0)] } ?? [])))
        }
        var tileContext = context
        tileContext.source = nil
        for (index, dayIndex) in days.enumerated() {
            let day = timeline.days[dayIndex]
            let frame = DayPictureFrame(tile: layout.plot(index, of: days.count), in: (width, height), font: font, day: day.interval,
                                        scale: context.scale)
            var drawing = DayPicture(frame: frame, day: day, timeSpan: day.interval, context: tileContext, inks: inks,
                                     curve: DayCurve(of: timeline.data, within: day.interval), room: room)
            root.add(.group(drawing.tile(dayIndex: dayIndex, state: state, timeline: timeline, titleRow: layout.titleRow(index, of: days.count),
                                         last: index == days.count - 1)))
            room = drawing.room
        }
        root.add(.group(readout(state: state, timeline: timeline, context: context, inks: inks, layout: layout, room: &room)))
        root.add(.group(legend.group(left: layout.margin, top: layout.legendTop, room: &room)))
        return VectorPicture(width: width, height: height, background: inks.background,
                             title: "daybands: week \(first.isoDate) to \(last.isoDate)", root: root)
    }

    /// `week FIRST to LAST`, the unit and the source, each whole or left out.
    private static func header(first: LocalDay, last: LocalDay, context: DayChart.Context, inks: PictureInks,
                               layout: WeekPictureLayout, room: inout LabelRoom) -> VectorGroup {
        var group = VectorGroup(kind: "header")
        let pieces: [(String, Ink, Bool)] = [("week", .title, true), ("\(first.isoDate) to \(last.isoDate)", .title, true),
                                             (context.unit.label, .text, false)]
            + (context.source.map { [(PrintableText.escaped($0, limit: DayChart.sourceLimit), Ink.muted, false)] } ?? [])
        let bounds = PictureRect(x: 0, y: 0, width: layout.width, height: layout.top)
        var x = layout.margin
        for (words, ink, bold) in pieces {
            let text = VectorText(words, at: VectorPoint(x: x, y: layout.margin + layout.font), kind: "title", size: layout.font,
                                  color: inks.color(ink), bold: bold)
            guard let placed = room.place([text], inside: bounds) else { continue }
            group.add(placed)
            x += text.estimatedWidth + layout.font
        }
        return group
    }

    /// The cursor's hour as the screen's status line reads it out: the
    /// reading, its range, the treatments; whole parts only, as many as fit
    /// (on a picture too small, none).
    private static func readout(state: ViewerState, timeline: Timeline, context: DayChart.Context, inks: PictureInks,
                                layout: WeekPictureLayout, room: inout LabelRoom) -> VectorGroup {
        var group = VectorGroup(kind: "readout")
        let window = HourWindow(state.selection.cursor, in: timeline)
        let pin = state.selection.pin.flatMap { HourWindow(pinned: $0, in: timeline) }
        let size = layout.font * 0.9
        // The screen's cells, in the widest a character is drawn.
        let cells = Int((layout.width - 2 * layout.margin) / (size * 0.68))
        var x = layout.margin
        for (words, ink) in Callout.readout(window, role: pin.map { .liveBesidePin($0.reading) } ?? .live, context: context,
                                            width: cells) {
            let text = VectorText(words, at: VectorPoint(x: x, y: layout.readoutBaseline), kind: "readout", size: size,
                                  color: inks.color(ink), bold: ink == .low)
            guard let placed = room.place([text], inside: room.page) else { break }
            group.add(placed)
            x += text.estimatedWidth + size
        }
        return group
    }
}

extension DayPicture {
    /// One day of the week: its title (`▶` on the cursor's day) and
    /// extremes, the plot with its area, line, lows and labels, the guides
    /// of the cursor and the pin on it, the hours under the last.
    mutating func tile(dayIndex: Int, state: ViewerState, timeline: Timeline, titleRow: PictureRect, last: Bool) -> VectorGroup {
        var group = VectorGroup(kind: "week-day")
        let selection = state.selection
        let onCursor = selection.cursor.dayIndex == dayIndex
        let title = (onCursor ? "▶ " : "") + DayChart.title(of: day, calendar: context.calendar).trimmingCharacters(in: .whitespaces)
        group.add(.group(header([(title, onCursor ? .cursor : .title, true)], leading: 1,
                                extremes: DayExtremes(context.data.readings(in: day.interval)), bounds: titleRow,
                                baseline: titleRow.bottom - frame.font * 0.35)))
        group.add(.group(plotFrame()))
        group.add(.group(lowWash()))
        group.add(.group(area()))
        group.add(.group(line()))
        group.add(.group(valueLabels()))
        if last { group.add(.group(hourLabels())) }
        group.add(.group(marks()))
        if let pin = selection.pin, pin.dayIndex == dayIndex, let window = HourWindow(pinned: pin, in: timeline) {
            group.add(.group(guide(window, ink: .pin, dash: [5, 4], kind: "pin-guide")))
        }
        if onCursor { group.add(.group(guide(HourWindow(selection.cursor, in: timeline), ink: .cursor, dash: [], kind: "cursor"))) }
        group.add(.group(extremes()))
        return group
    }
}
