import Foundation

/// What the data says about one hour of a day: the reading nearest to the hour
/// within [H-30 min, H+30 min), and the doses and carbs in that window.
public struct HourWindow: Sendable {
    public let mark: HourMark
    public let instant: Date
    public let reading: GlucoseReading?
    public let doses: ArraySlice<InsulinDose>
    public let carbs: ArraySlice<CarbEntry>

    public static let halfWidth: Double = 30 * 60

    public init(_ mark: HourMark, in timeline: Timeline) {
        self.mark = mark
        instant = timeline.days[mark.dayIndex].instant(atHour: mark.hour)
        let window = DateInterval(start: instant.addingTimeInterval(-Self.halfWidth),
                                  end: instant.addingTimeInterval(Self.halfWidth))
        reading = timeline.data.nearestReading(to: instant, in: window)
        doses = timeline.data.doses(in: window)
        carbs = timeline.data.carbs(in: window)
    }
}
