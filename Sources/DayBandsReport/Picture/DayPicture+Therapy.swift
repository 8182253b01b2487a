import DayBandsChart
import DayBandsRecords
import Foundation

/// The therapy lanes under the day picture's plot, as the screen's
/// (`BasalLane`) but in continuous coordinates.
extension DayPicture {
    /// The label of the lane's full height (`1.3 U/h`), nil when no rate is known that day.
    static func basalTopText(_ segments: [BasalSegment]) -> String? {
        segments.map(\.unitsPerHour).max().map { DayChart.unitsText(BasalLane.top(highest: $0)) + " U/h" }
    }

    /// The basal rate as a step area against the day's top rate (labelled
    /// left of the lane, at its top): the schedule's rate in the basal ink, a
    /// temp's or a loop's in the temp ink, a suspend or a zero temp as a line
    /// along the lane's floor; where no rate is known, nothing.
    mutating func basalLane(_ segments: [BasalSegment]) -> VectorGroup {
        var group = VectorGroup(kind: "basal-lane")
        guard let lane = frame.basalLane, let highest = segments.map(\.unitsPerHour).max(),
              let label = Self.basalTopText(segments) else { return group }
        let top = BasalLane.top(highest: highest)
        group.add(.line(from: VectorPoint(x: lane.x, y: lane.y), to: VectorPoint(x: lane.right, y: lane.y),
                        .stroked(inks.rule, width: 1, dash: [2, 3])))
        let floor = max(1.5, frame.font * 0.14)
        for (kind, ink, sources) in [("basal scheduled", Ink.basal, [BasalSegment.Source.scheduled]),
                                     ("basal temp", Ink.basalTemp, [.temp, .automated, .dailyMean, .suspend])] {
            var steps = VectorGroup(kind: kind)
            for segment in segments where sources.contains(segment.source) {
                let left = frame.x(segment.interval.start), width = frame.x(segment.interval.end) - left
                // A rate above zero is never drawn as none; zero is a line on the floor.
                let height = segment.unitsPerHour > 0 ? max(1, lane.height * segment.unitsPerHour / top) : floor
                steps.add(.rect(x: left, y: lane.bottom - height, width: width, height: height, .filled(inks.color(ink))))
            }
            group.add(.group(steps))
        }
        let text = VectorText(label, at: VectorPoint(x: lane.x - frame.font * 0.4, y: lane.y), kind: "basal-top",
                              size: frame.smallFont, color: inks.color(.muted), anchor: .end, baseline: .top)
        if let placed = room.place([text], inside: PictureRect(x: 0, y: lane.y, width: lane.x, height: lane.height)) {
            group.add(placed)
        }
        return group
    }

    /// What happened besides insulin, as the screen's `EventLane`: each
    /// temporary target a band over its time with its range where it fits,
    /// carbs a marker with their grams where there is room, and site, sensor
    /// and insulin changes a tick with their letter (`S`, `C`, `I`).
    mutating func eventLane() -> VectorGroup {
        var group = VectorGroup(kind: "event-lane")
        guard let lane = frame.eventLane else { return group }
        let therapy = context.data.therapy.around(timeSpan)
        let middle = lane.y + lane.height / 2, size = frame.font * 0.3
        var ranges: [[VectorText]] = []
        for (interval, target) in therapy.targetSpans(in: timeSpan) {
            let bar = PictureRect(x: frame.x(interval.start), y: lane.y + lane.height * 0.15,
                                  width: max(2, frame.x(interval.end) - frame.x(interval.start)), height: lane.height * 0.7)
            group.add(.rect(x: bar.x, y: bar.y, width: bar.width, height: bar.height, .filled(inks.color(.target), opacity: 0.3)))
            // From the band's start, else ending at its end: a short band's range reaches past it.
            ranges.append([(bar.x + size, .start), (bar.right - size, .end)].map { x, anchor in
                VectorText(EventLane.rangeText(target, unit: context.unit), at: VectorPoint(x: x, y: middle), kind: "target-label",
                           size: frame.smallFont, color: inks.color(.target), anchor: anchor, baseline: .middle)
            })
        }
        for mark in therapy.marks where timeSpan.contains(mark.time) {
            let x = frame.x(mark.time)
            group.add(.line(from: VectorPoint(x: x, y: lane.y), to: VectorPoint(x: x, y: lane.bottom), .stroked(inks.color(.text), width: 1.5)))
            room.take(PictureRect(x: x - 1, y: lane.y, width: 2, height: lane.height))
            let letter = VectorText(String(EventLane.letter(mark.kind)), at: VectorPoint(x: x + size * 1.2, y: middle), kind: "change-mark",
                                    size: frame.smallFont, color: inks.color(.text), baseline: .middle, bold: true)
            if let placed = room.place([letter], inside: lane) { group.add(placed) }
        }
        var markers: [(x: Double, grams: Double)] = []
        for entry in context.data.carbs(in: timeSpan) {
            let x = frame.x(entry.time)
            if let last = markers.last, x - last.x < size * 2 { markers[markers.count - 1].grams += entry.grams } else { markers.append((x, entry.grams)) }
        }
        for marker in markers {
            group.add(.path(dot(at: VectorPoint(x: marker.x, y: middle), radius: size), .filled(inks.color(.carbs))))
            room.take(PictureRect(x: marker.x - size, y: middle - size, width: 2 * size, height: 2 * size))
        }
        for marker in markers {
            let text = VectorText(NumberText.whole(marker.grams.rounded()) + " g", at: VectorPoint(x: marker.x + size * 1.5, y: middle),
                                  kind: "carbs-label", size: frame.smallFont, color: inks.color(.carbs), baseline: .middle)
            if let placed = room.place([text], inside: lane) { group.add(placed) }
        }
        // A target's range last, where the lane is free.
        for candidates in ranges {
            if let placed = room.place(candidates, inside: lane) { group.add(placed) }
        }
        return group
    }
}
