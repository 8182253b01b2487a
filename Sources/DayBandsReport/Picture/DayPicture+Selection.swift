import DayBandsChart
import DayBandsRecords
import DayBandsViewer
import Foundation

/// The dose lane, and the cursor and pin with their callouts.
extension DayPicture {
    /// A marker under the plot at each dose a person gave (doses closer
    /// than a marker's width are one marker, their units added), with its
    /// units beside it where there is room; as on the screen, a loop's
    /// automatic doses are quieter: a small ring, unlabelled, and none beside a person's.
    mutating func doses() -> VectorGroup {
        var group = VectorGroup(kind: "doses")
        guard let lane = frame.doseLane else { return group }
        let size = frame.font * 0.35
        var markers: [(x: Double, units: Double)] = []
        var automatic: [Double] = []
        for dose in context.data.doses(in: timeSpan) {
            let x = frame.x(dose.time)
            if dose.automatic {
                if automatic.last.map({ x - $0 >= size * 2 }) ?? true { automatic.append(x) }
            } else if let last = markers.last, x - last.x < size * 2 {
                markers[markers.count - 1].units += dose.units
            } else {
                markers.append((x, dose.units))
            }
        }
        let y = lane.y + lane.height / 2
        for x in automatic where !markers.contains(where: { abs($0.x - x) < size * 2 }) {
            group.add(.path(dot(at: VectorPoint(x: x, y: y), radius: size * 0.6), .stroked(inks.color(.dose), width: 1)))
            room.take(PictureRect(x: x - size * 0.6, y: y - size * 0.6, width: 1.2 * size, height: 1.2 * size))
        }
        // Every marker first, so that no label is drawn over a later one.
        for marker in markers {
            group.add(.path(dot(at: VectorPoint(x: marker.x, y: y), radius: size), .filled(inks.color(.dose))))
            room.take(PictureRect(x: marker.x - size, y: y - size, width: 2 * size, height: 2 * size))
        }
        for marker in markers {
            let text = VectorText(DayChart.unitsText(marker.units) + " U", at: VectorPoint(x: marker.x + size * 1.5, y: y),
                                  kind: "dose-label", size: frame.smallFont, color: inks.color(.dose), baseline: .middle)
            if let placed = room.place([text], inside: lane) { group.add(placed) }
        }
        return group
    }

    /// The pin's dashed guide and box (when it is on this day), then the
    /// cursor's line and box, clear of the pin's: as on the screen, one box
    /// when the cursor is on the pinned hour.
    mutating func selection(state: ViewerState, timeline: Timeline) -> VectorGroup {
        var group = VectorGroup(kind: "selection")
        let cursor = HourWindow(state.selection.cursor, in: timeline)
        let pin = state.selection.pin.flatMap { HourWindow(pinned: $0, in: timeline) }
            .flatMap { $0.mark.dayIndex == cursor.mark.dayIndex ? $0 : nil }
        let treatments = HourWindow.anyTreatments(in: timeSpan, of: context.data)
        if let pin {
            group.add(.group(guide(pin, ink: .pin, dash: [5, 4], kind: "pin-guide")))
        }
        group.add(.group(guide(cursor, ink: .cursor, dash: [], kind: "cursor")))
        if let pin {
            group.add(.group(callout(pin, role: .pinned, treatments: treatments)))
        }
        if pin?.mark != cursor.mark {
            let role: Callout.Role = pin.map { .liveBesidePin($0.reading) } ?? .live
            group.add(.group(callout(cursor, role: role, treatments: treatments)))
        }
        return group
    }

    /// A vertical line at the hour across the plot and a dot on its reading.
    mutating func guide(_ window: HourWindow, ink: Ink, dash: [Double], kind: String) -> VectorGroup {
        guide(at: window.instant, on: window.reading, ink: ink, dash: dash, kind: kind)
    }

    /// A vertical line at an instant across the plot and a dot on a reading
    /// (or a profile's median); the line's room is taken, so that no label
    /// placed later is crossed by it (a `1` struck through reads as nothing).
    mutating func guide(at instant: Date, on reading: GlucoseReading?, ink: Ink, dash: [Double], kind: String) -> VectorGroup {
        let x = frame.x(instant), plot = frame.plot
        room.take(PictureRect(x: x - 0.75, y: plot.y, width: 1.5, height: plot.height))
        var group = VectorGroup(kind: kind)
        group.add(.line(from: VectorPoint(x: x, y: plot.y), to: VectorPoint(x: x, y: plot.bottom),
                        .stroked(inks.color(ink), width: 1.5, dash: dash)))
        if let reading {
            group.add(.path(dot(at: frame.point(reading), radius: frame.font * 0.3),
                            VectorStyle(fill: inks.background, stroke: inks.color(ink), strokeWidth: 2)))
        }
        return group
    }

    /// The hour's box, with the screen's words (`Callout.lines`): beside its
    /// line, right of it where it fits, at the top of the plot or else the
    /// bottom, off the curve where it can be; never over another label or box.
    private mutating func callout(_ window: HourWindow, role: Callout.Role, treatments: Bool) -> VectorGroup {
        let pinned = role == .pinned
        let title = (pinned ? "pin " : "") + context.calendar.clockText(window.instant)
        return calloutBox(title: title, lines: Callout.lines(window, role: role, treatments: treatments, context: context),
                          at: frame.x(window.instant), pinned: pinned)
    }

    /// A callout's box of a title and lines beside `x` (see `callout`); an
    /// empty group when no place is free.
    mutating func calloutBox(title: String, lines: [(String, Ink)], at x: Double, pinned: Bool) -> VectorGroup {
        let size = frame.font * 0.9, pad = frame.font * 0.5, lineHeight = size * 1.35
        let texts = [(title, Ink.cursor)] + lines
        let width = texts.map { VectorText($0.0, at: VectorPoint(x: 0, y: 0), kind: "callout", size: size,
                                           color: inks.color($0.1), bold: true).estimatedWidth }.max()! + 2 * pad
        let height = Double(texts.count) * lineHeight + pad
        let plot = frame.plot
        let xs = [x + pad, x - pad - width].filter { $0 >= plot.x && $0 + width <= plot.right }
        let ys = [plot.y + pad, plot.bottom - height - pad * 2, plot.y + (plot.height - height) / 2]
        let places = xs.flatMap { x in ys.map { PictureRect(x: x, y: $0, width: width, height: height) } }
        guard let box = places.first(where: { room.isFree($0) && offCurve($0) }) ?? places.first(where: room.isFree)
        else { return VectorGroup(kind: pinned ? "pin-callout" : "callout") }
        room.take(box)
        let border = inks.color(pinned ? .pin : .cursor)
        var group = VectorGroup(kind: pinned ? "pin-callout" : "callout")
        group.add(.rect(x: box.x, y: box.y, width: box.width, height: box.height,
                        VectorStyle(fill: inks.background, fillOpacity: 0.92, stroke: border, strokeWidth: 1.5)))
        for (index, (words, ink)) in texts.enumerated() {
            let color = index == 0 ? border : inks.color(ink)
            group.add(VectorText(words, at: VectorPoint(x: box.x + pad, y: box.y + pad * 0.6 + Double(index) * lineHeight),
                                 kind: index == 0 ? "callout-title" : "callout-line", size: size, color: color,
                                 baseline: .top, bold: index == 0 || ink == .low))
        }
        return group
    }
}
