import Foundation

/// What repeats across a span's days (`daybands patterns`): recurring lows
/// and highs by hour of the day, the nights, weekdays against the weekend,
/// and what follows meals. Everything but the meals from the day summaries'
/// hours (`PatternDay`), so a span of years costs about what 28 days do; the
/// meals from the readings of the span's last `PatternRules.mealDays`.
public struct Patterns: Hashable, Sendable {
    public let days: [PatternDay]
    public let lows: RecurringHours
    public let highs: RecurringHours
    public let overnight: Overnight
    public let week: WeekdayWeekend
    public let meals: MealExcursions
    /// Counted once: each claim's sentence says it (docs/PERFORMANCE.md).
    public let daysWithData: Int

    public init(days: [PatternDay], meals: MealExcursions) {
        self.days = days
        lows = RecurringHours(.lows, days: days)
        highs = RecurringHours(.highs, days: days)
        overnight = Overnight(days: days)
        week = WeekdayWeekend(days: days)
        self.meals = meals
        daysWithData = days.filter(\.hasData).count
    }

    /// The patterns of `days` (consecutive local days of `calendar`) in `store`.
    public init(of days: [LocalDay], in calendar: DayCalendar, store: some DayStore) throws {
        let mealDays = Array(days.suffix(PatternRules.mealDays))
        let data = try mealDays.interval.map { interval in
            try store.data(in: DateInterval(start: interval.start.addingTimeInterval(-GlucoseEvents.maximumGap),
                                            end: interval.end.addingTimeInterval(PatternRules.mealWindow)))
        }
        self.init(days: try PatternDay.read(days, in: calendar, from: store),
                  meals: MealExcursions(days: mealDays, data: data ?? GlucoseData(readings: []), calendar: calendar))
    }

    /// Whether the span has the days with data a claim needs (`PatternRules.minimumDays`).
    public var hasEnoughData: Bool { daysWithData >= PatternRules.minimumDays }
}
