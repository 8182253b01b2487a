import Foundation

/// A day as the patterns read it: its counted readings by local clock hour
/// (from its day summary's hours, `HourBucket`: the two hours of a day the
/// clocks go back merged, none for the hour skipped) and how long a reading
/// stands for. Read from the store's kept summaries, a slice at a time, so
/// ten years cost a row a day.
public struct PatternDay: Hashable, Sendable {
    public var day: LocalDay
    /// `Mon`, as the calendar writes it.
    public var weekday: String
    /// By clock hour, 0 to 23.
    public var hours: [HourBucket]
    /// The sampling interval the day's summary assumed.
    public var interval: TimeInterval

    /// Counted without an array: every claim asks it of every day.
    public var hasData: Bool { hours.reduce(0) { $1.count > 0 ? $0 + 1 : $0 } >= PatternRules.dataHours }
    public var isWeekend: Bool { weekday == "Sat" || weekday == "Sun" }

    /// Whether `readings` of an hour stand for `PatternRules.beyondDuration`.
    func lasts(_ readings: Int) -> Bool { Double(readings) * interval >= PatternRules.beyondDuration }
    /// Whether the hour was low (`.lows`) or high: its readings of the kind's
    /// consensus target stand for `PatternRules.beyondDuration`.
    public func isBeyond(_ kind: RecurringHours.Kind, at hour: Int) -> Bool { lasts(hours[hour].count(of: kind.target)) }

    /// What the hour was, lows first (the loudest): very low or low when
    /// those readings stand for `PatternRules.beyondDuration`, then very
    /// high or high likewise, else in range; nil without readings.
    public func range(at hour: Int) -> ConsensusRange? {
        let bucket = hours[hour]
        guard bucket.count > 0 else { return nil }
        let order: [(ConsensusTarget, ConsensusRange)] = [(.below54, .veryLow), (.below70, .low), (.above250, .veryHigh), (.above180, .high)]
        return order.first { lasts(bucket.count(of: $0.0)) }?.1 ?? .inRange
    }

    /// The days of `days` (consecutive) from `store`'s kept summaries (the
    /// span's first as a first day), `SpanSummary.slice` days at a time.
    public static func read(_ days: [LocalDay], in calendar: DayCalendar, from store: some DayStore) throws -> [PatternDay] {
        var read: [PatternDay] = []
        for start in stride(from: 0, to: days.count, by: SpanSummary.slice) {
            let slice = Array(days[start..<min(days.count, start + SpanSummary.slice)])
            for (offset, (day, kept)) in zip(slice, try store.keptSummaries(of: slice, in: calendar)).enumerated() {
                read.append(PatternDay(day: day, summary: start + offset == 0 ? kept.first : kept.inside, calendar: calendar))
            }
        }
        return read
    }
}

extension PatternDay {
    public init(day: LocalDay, summary: DaySummary, calendar: DayCalendar) {
        self.day = day
        weekday = calendar.weekday(of: day)
        interval = summary.eventInterval
        // A day of 24 hours keeps one offset: its elapsed hours are its clock's.
        guard day.interval.duration != 86_400 || summary.hours.count != 24 else {
            hours = summary.hours
            return
        }
        var clock = [HourBucket](repeating: HourBucket(), count: 24)
        for (elapsed, bucket) in summary.hours.enumerated() {
            let hour = calendar.clock(day.instant(atHour: elapsed)).hour
            clock[hour] = clock[hour].merged(with: bucket)
        }
        hours = clock
    }
}
