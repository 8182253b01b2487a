import DayBandsRecords
import Foundation

/// What the data says about one hour of a day: the reading nearest to the hour
/// within [H-30 min, H+30 min), and the doses and carbs in that window, all cut
/// to the day: hour 00 never borrows the previous day's 23:55 reading, which
/// the chart of this day does not show. The last hour's window runs to the
/// day's end, so the windows cover the day and a dose at 23:50 is in one.
/// A mark with an instant (a reading's) has the same window around that
/// instant, so its reading is that one.
public struct HourWindow: Hashable, Sendable {
    public let mark: HourMark
    public let day: LocalDay
    public let instant: Date
    public let reading: GlucoseReading?
    public let doses: ArraySlice<InsulinDose>
    public let carbs: ArraySlice<CarbEntry>
    /// The basal rate in effect at the instant and what set it; nil when unknown.
    public let basal: BasalSegment?
    /// The temporary target running at the instant.
    public let target: TempTarget?
    /// Whether the day has basal records or targets: its callouts then have
    /// a row for them (at every hour, so they keep one size).
    public let therapyRow: Bool

    public static let halfWidth: Double = 30 * 60

    /// `basal`: the day's basal rates when its chart has made them
    /// (`DayChart.basal`), so that a cursor step makes none.
    public init(_ mark: HourMark, in timeline: Timeline, basal: [BasalSegment]? = nil) {
        self.init(mark, day: timeline.days[mark.dayIndex], data: timeline.data, basal: basal)
    }

    /// The pin's hour: on a day browsed, or on the pin's day held from
    /// another page (`Timeline.pinnedDay`); nil when the timeline holds no such day.
    public init?(pinned mark: HourMark, in timeline: Timeline) {
        guard let held = timeline.day(at: mark.dayIndex) else { return nil }
        self.init(mark, day: held.day, data: held.data)
    }

    private init(_ mark: HourMark, day: LocalDay, data: GlucoseData, basal daySegments: [BasalSegment]? = nil) {
        self.mark = mark
        self.day = day
        instant = mark.moment(on: day)
        let window = DateInterval(start: max(day.interval.start, instant.addingTimeInterval(-Self.halfWidth)),
                                  end: mark.hour == day.hourCount - 1 && mark.instant == nil
                                      ? day.interval.end : min(day.interval.end, instant.addingTimeInterval(Self.halfWidth)))
        reading = data.nearestReading(to: instant, in: window)
        doses = data.doses(in: window)
        carbs = data.carbs(in: window)
        let moment = DateInterval(start: instant, duration: 1)
        let therapy = data.therapy.around(moment)
        therapyRow = data.therapy.setsBasalOrTarget(in: day.interval)
        if !therapyRow {
            basal = nil
        } else if let daySegments {
            // The segment the instant is in, cut to the moment as `segments(in: moment)` cuts it.
            let at = instant
            let index = daySegments.partitionIndex { $0.interval.end > at }
            basal = index < daySegments.count && daySegments[index].interval.start <= at
                ? BasalSegment(interval: moment, unitsPerHour: daySegments[index].unitsPerHour, source: daySegments[index].source) : nil
        } else {
            basal = BasalTimeline(therapy).segments(in: moment).first
        }
        target = therapy.targetSpans(in: moment).first?.target
    }

    /// Whether any hour of a day (or a live window) has insulin or carbs in
    /// its window: its callouts then have a row for them (at every hour, so
    /// they keep one size).
    public static func anyTreatments(in interval: DateInterval, of data: GlucoseData) -> Bool {
        let windows = DateInterval(start: interval.start.addingTimeInterval(-halfWidth),
                                   end: interval.end.addingTimeInterval(-halfWidth))
        return !data.doses(in: windows).isEmpty || !data.carbs(in: windows).isEmpty
    }
}
