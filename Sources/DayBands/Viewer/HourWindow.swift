import Foundation

/// What the data says about one hour of a day: the reading nearest to the hour
/// within [H-30 min, H+30 min), and the doses and carbs in that window, all cut
/// to the day: hour 00 never borrows the previous day's 23:55 reading, which
/// the chart of this day does not show. The last hour's window runs to the
/// day's end, so the windows cover the day and a dose at 23:50 is in one.
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
        let day = timeline.days[mark.dayIndex].interval
        let window = DateInterval(start: max(day.start, instant.addingTimeInterval(-Self.halfWidth)),
                                  end: mark.hour == timeline.days[mark.dayIndex].hourCount - 1
                                      ? day.end : min(day.end, instant.addingTimeInterval(Self.halfWidth)))
        reading = timeline.data.nearestReading(to: instant, in: window)
        doses = timeline.data.doses(in: window)
        carbs = timeline.data.carbs(in: window)
    }

    /// Whether any hour of a day has insulin or carbs in its window: such a
    /// day's callouts have a row for them (at every hour, so they keep one size).
    public static func anyTreatments(on day: LocalDay, in data: GlucoseData) -> Bool {
        let windows = DateInterval(start: day.interval.start.addingTimeInterval(-halfWidth),
                                   end: day.interval.end.addingTimeInterval(-halfWidth))
        return !data.doses(in: windows).isEmpty || !data.carbs(in: windows).isEmpty
    }
}
