import Foundation

extension MealExcursions {
    /// A meal's time and what marked it.
    struct MealStart {
        var time: Date
        var carbGrams = 0.0
        var bolusUnits = 0.0
    }

    /// The meals of `interval`: carb entries and the boluses a person gave,
    /// markers within `PatternRules.mealJoin` of a meal's first joined to it.
    static func mealStarts(data: GlucoseData, in interval: DateInterval) -> [MealStart] {
        let carbs = data.carbs(in: interval).filter { $0.grams > 0 }.map { MealStart(time: $0.time, carbGrams: $0.grams) }
        let boluses = data.doses(in: interval)
            .filter { $0.isBolus && !$0.automatic && !$0.kind.lowercased().contains("correction") }
            .map { MealStart(time: $0.time, bolusUnits: $0.units) }
        var meals: [MealStart] = []
        for marker in (carbs + boluses).sorted(by: { $0.time < $1.time }) {
            if let last = meals.last, marker.time.timeIntervalSince(last.time) <= PatternRules.mealJoin {
                meals[meals.count - 1].carbGrams += marker.carbGrams
                meals[meals.count - 1].bolusUnits += marker.bolusUnits
            } else {
                meals.append(marker)
            }
        }
        // A bolus alone is a meal's only where no carbs were entered near it.
        return meals.filter { meal in
            meal.carbGrams > 0 || !carbs.contains { abs($0.time.timeIntervalSince(meal.time)) <= PatternRules.mealJoin }
        }
    }

    /// The meal's start and peak in `readings` (counted, in time order), nil without a reading at its start.
    static func meal(_ start: MealStart, until end: Date, readings: [GlucoseReading], calendar: DayCalendar) -> Meal? {
        let gap = GlucoseEvents.maximumGap
        let at = firstIndex(in: readings, from: start.time)
        let before = at > 0 && start.time.timeIntervalSince(readings[at - 1].time) <= gap ? readings[at - 1] : nil
        let after = at < readings.count && readings[at].time.timeIntervalSince(start.time) <= gap ? readings[at] : nil
        guard let first = before ?? after else { return nil }
        let window = readings[firstIndex(in: readings, from: first.time)..<firstIndex(in: readings, from: end)]
        guard let peak = window.max(by: { $0.mgdl < $1.mgdl }) else { return nil }
        return Meal(time: start.time.ISO8601Format(), day: calendar.day(containing: start.time).isoDate,
                    carbGrams: start.carbGrams, bolusUnits: start.bolusUnits, startMgdl: first.mgdl, peakMgdl: peak.mgdl,
                    minutesToPeak: max(0, Int(peak.time.timeIntervalSince(start.time) / 60)))
    }

    /// The index of the first reading at or after `time`.
    static func firstIndex(in readings: [GlucoseReading], from time: Date) -> Int {
        var (low, high) = (0, readings.count)
        while low < high {
            let middle = (low + high) / 2
            if readings[middle].time < time { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
