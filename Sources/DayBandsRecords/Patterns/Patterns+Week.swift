import Foundation

extension Patterns {
    /// Weekdays against the weekend.
    func week(_ words: PatternWords) -> PatternClaim {
        let (weekdays, weekend) = (week.weekdays, week.weekend)
        let counts = "\(weekdays.days.count) weekdays, \(weekend.days.count) weekend days"
        func inRange(_ shares: HourShares) -> String { words.percent(shares.percent(shares.inRange)) }
        func low(_ shares: HourShares) -> String { words.percent(shares.percent(shares.below70)) }
        let sentence: String
        if let difference = week.inRangeDifference {
            let lows = "\(words.threshold(.below70)) \(low(weekend)) against \(low(weekdays))"
            sentence = week.differs
                ? "Weekends: \(Int(abs(difference).rounded())) points \(difference < 0 ? "less" : "more") time in range than weekdays "
                    + "(\(inRange(weekend)) against \(inRange(weekdays)); \(lows); \(counts))."
                : "Weekends and weekdays alike: \(inRange(weekend)) and \(inRange(weekdays)) in range (\(lows); \(counts))."
        } else {
            sentence = "Weekdays against weekends: too few days (\(counts); \(PatternRules.recurringDays) of each needed)."
        }
        let all = days.filter(\.hasData)
        let rows = words.rows { all.map { day -> String in
            let shares = HourShares(days: [day])
            return "\(words.dayName(day)): \(shares.readings) readings, \(low(shares)) \(words.threshold(.below70)), "
                + "\(inRange(shares)) in range, \(words.percent(shares.percent(shares.above180))) \(words.threshold(.above180))"
        } }
        return PatternClaim(kind: "weekday-weekend", isPattern: week.differs, count: all.count, days: all.map(\.day.isoDate),
                            sentence: sentence, rows: rows)
    }

    /// A claim per meal time with meals, and what was left out.
    func meals(_ words: PatternWords) -> [PatternClaim] {
        let reach = "in the last \(LocalDay.countText(meals.days.count))"
        var claims = meals.mealTimes.filter { !$0.meals.isEmpty }.map { mealClaim($0, words) }
        if claims.isEmpty {
            claims.append(PatternClaim(kind: "meals", isPattern: false, count: 0, days: [],
                                       sentence: "No meals (carb entries or boluses given by hand) \(reach).", rows: []))
        }
        if meals.withoutReadings > 0 {
            claims[claims.count - 1].sentence += " \(meals.withoutReadings) meal\(meals.withoutReadings == 1 ? "" : "s") \(reach) "
                + "left out: no reading within 15 minutes of \(meals.withoutReadings == 1 ? "its" : "their") start."
        }
        return claims
    }

    private func mealClaim(_ time: MealExcursions.MealTime, _ words: PatternWords) -> PatternClaim {
        let when = "\(time.name) (\(words.hour(time.start)) to \(words.hour(time.end)))"
        let count = "\(time.meals.count) meal\(time.meals.count == 1 ? "" : "s")"
        let sentence: String
        if time.isPattern, let peak = time.median(\.peakMgdl), let rise = time.median({ $0.peakMgdl - $0.startMgdl }),
           let minutes = time.median({ Double($0.minutesToPeak) }) {
            sentence = "After \(when): \(time.peakedAbove180) of \(count) peaked \(words.threshold(.above180)); median peak "
                + "\(words.unit.format(mgdl: peak)) \(words.unit.label), \(words.unit.formatDifference(mgdl: rise)) from the start, "
                + "\(Int(minutes.rounded())) min after."
        } else {
            sentence = "After \(when): \(count), too few for a pattern (\(PatternRules.mealCount) needed)."
        }
        let rows = words.rows { time.meals.map { meal -> String in
            let marks = [meal.carbGrams > 0 ? "\(NumberText.whole(meal.carbGrams)) g" : nil,
                         meal.bolusUnits > 0 ? String(format: "%.1f U", meal.bolusUnits) : nil].compactMap { $0 }
            let clock = (try? Date(meal.time, strategy: .iso8601)).map(words.calendar.clockText) ?? meal.time
            return "\(meal.day) \(clock) \(marks.joined(separator: " ")): \(words.unit.format(mgdl: meal.startMgdl)) to "
                + "\(words.unit.format(mgdl: meal.peakMgdl)) \(words.unit.label), peak \(meal.minutesToPeak) min after"
        } }
        let mealDays = time.meals.map(\.day).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        return PatternClaim(kind: "meals-\(time.name.split(separator: " ")[0])", isPattern: time.isPattern, count: time.meals.count, days: mealDays,
                            sentence: sentence, rows: rows)
    }
}
