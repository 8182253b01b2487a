import Foundation

/// The therapy lanes under the day picture's plot, as the screen's
/// (`BasalLane`) but in continuous coordinates.
extension DayPicture {
    /// The day's basal rates where the data has any (`TherapyLanes`), else none: a picture without them is as before.
    static func basalSegments(of data: GlucoseData, on day: LocalDay) -> [BasalSegment]? {
        TherapyLanes(data).basal ? BasalTimeline(data.therapy).segments(in: day.interval) : nil
    }

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
                                     ("basal temp", Ink.basalTemp, [.temp, .automated, .suspend])] {
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
}
