import Foundation

/// What glucose did after meals, by meal time of day: a meal is a carb entry,
/// or a bolus a person gave (not a loop's, nor one labelled a correction)
/// with no carb entry within `PatternRules.mealJoin`; markers that close are
/// one meal. From the reading at the meal (the last within 15 minutes before
/// it, else the first within 15 after), its peak is the highest counted
/// reading until `PatternRules.mealWindow` later or the next meal.
public struct MealExcursions: Codable, Hashable, Sendable {
    public struct Meal: Codable, Hashable, Sendable {
        /// ISO 8601 (UTC), as `stats --json` gives instants, and the local day.
        public var time: String
        public var day: String
        public var carbGrams: Double
        public var bolusUnits: Double
        public var startMgdl: Double
        public var peakMgdl: Double
        public var minutesToPeak: Int
    }

    /// The meals of a time of day: from `start` to `end` o'clock (across midnight when `end` < `start`).
    public struct MealTime: Codable, Hashable, Sendable {
        public var name: String
        public var start: Int
        public var end: Int
        public var meals: [Meal]

        func holds(hour: Int) -> Bool { start < end ? (start..<end).contains(hour) : hour >= start || hour < end }
        public var isPattern: Bool { meals.count >= PatternRules.mealCount }
        public func median(_ value: (Meal) -> Double) -> Double? { Percentiles(meals.map(value)).value(atPercent: 50) }
        public var peakedAbove180: Int {
            meals.filter { ConsensusTarget.above180.ranges.contains(ConsensusRange(mgdl: $0.peakMgdl)) }.count
        }
    }

    public var mealTimes: [MealTime]
    /// The days the meals were read from (the span's last `PatternRules.mealDays`).
    public var days: [String]
    /// Meals left out for want of a reading at their start.
    public var withoutReadings: Int

    static let times = [("breakfast", 5, 11), ("lunch", 11, 16), ("dinner", 16, 22), ("late meals", 22, 5)]

    /// The meals of `days` (consecutive) in `data`, which holds their readings and treatments.
    public init(days: [LocalDay], data: GlucoseData, calendar: DayCalendar) {
        self.days = days.map(\.isoDate)
        mealTimes = Self.times.map { MealTime(name: $0.0, start: $0.1, end: $0.2, meals: []) }
        withoutReadings = 0
        guard let interval = days.interval else { return }
        let starts = Self.mealStarts(data: data, in: interval)
        let readings = Array(data.countedReadings(in: DateInterval(start: interval.start.addingTimeInterval(-GlucoseEvents.maximumGap),
                                                                   end: interval.end.addingTimeInterval(PatternRules.mealWindow))))
        for (index, start) in starts.enumerated() {
            let end = min(start.time.addingTimeInterval(PatternRules.mealWindow), index + 1 < starts.count ? starts[index + 1].time : .distantFuture)
            guard let meal = Self.meal(start, until: end, readings: readings, calendar: calendar) else {
                withoutReadings += 1
                continue
            }
            let hour = calendar.clock(start.time).hour
            mealTimes[mealTimes.firstIndex { $0.holds(hour: hour) }!].meals.append(meal)
        }
    }
}
