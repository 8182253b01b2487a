import Foundation

extension Patterns {
    /// Every claim, in order: the recurring lows, the highs, the nights,
    /// the week, the meals; or, with too few days with data, one saying so.
    public func claims(_ words: PatternWords) -> [PatternClaim] {
        var words = words
        words.withYears = days.first?.day.year != days.last?.day.year
        guard hasEnoughData else {
            return [PatternClaim(kind: "too-few-days", isPattern: false, count: daysWithData, days: days.filter(\.hasData).map(\.day.isoDate),
                                 sentence: "Patterns need \(PatternRules.minimumDays) days with data (readings in \(PatternRules.dataHours) "
                                     + "of their hours); these \(LocalDay.countText(days.count)) have \(daysWithData).", rows: [])]
        }
        return recurring(lows, words) + recurring(highs, words) + nights(words) + [week(words)] + meals(words)
    }

    /// A claim per window, or one saying there is none.
    func recurring(_ hours: RecurringHours, _ words: PatternWords) -> [PatternClaim] {
        let name = hours.kind == .lows ? "Lows" : "Highs"
        let kind = hours.kind.rawValue
        let threshold = words.threshold(hours.kind.target)
        guard !hours.windows.isEmpty else {
            return [PatternClaim(kind: kind, isPattern: false, count: 0, days: [],
                                 sentence: "No recurring \(kind) (\(threshold) for 15 minutes of an hour on "
                                     + "\(PatternRules.recurringDays) days or more).", rows: [])]
        }
        return hours.windows.map { window in
            // A window of most of the day reads better by the hours it leaves out.
            let when = window.start == window.end ? "at every hour"
                : hours.windows.count == 1 && window.hours.count >= PatternRules.mostOfTheDay
                ? "at every hour but \(words.hour(window.end))-\(words.hour(window.start))"
                : "between \(words.hour(window.start)) and \(words.hour(window.end))"
            return PatternClaim(kind: kind, isPattern: true, count: window.count, days: window.days,
                                sentence: "\(name) (\(threshold)) \(when) on \(window.count) of \(daysWithData) days: "
                                    + "\(words.dayList(window.days)).",
                                rows: words.rows { hourRows(hours.kind, hours: window.hours, days: window.days, words) })
        }
    }

    /// `2026-03-03 Tue 02:00-03:00: 4 of 12 readings below 70 mg/dL, lowest 58`: each hour of `days` that was beyond.
    func hourRows(_ kind: RecurringHours.Kind, hours: [Int], days isoDays: [String], _ words: PatternWords) -> [String] {
        let chosen = Set(isoDays)
        return days.filter { chosen.contains($0.day.isoDate) }.flatMap { day in
            hours.filter { day.isBeyond(kind, at: $0) }.map { hour in
                let bucket = day.hours[hour]
                let extreme = kind == .lows ? "lowest \(words.unit.format(mgdl: bucket.lowest))"
                    : "highest \(words.unit.format(mgdl: bucket.highest))"
                return "\(words.dayName(day)) \(words.hour(hour))-\(words.hour(hour + 1)): \(bucket.count(of: kind.target)) of "
                    + "\(bucket.count) readings \(words.threshold(kind.target)), \(extreme)"
            }
        }
    }

    /// The nights' lows and highs.
    func nights(_ words: PatternWords) -> [PatternClaim] {
        let span = "between \(words.hour(PatternRules.overnight.lowerBound)) and \(words.hour(PatternRules.overnight.upperBound))"
        let shares = overnight.shares
        return [(RecurringHours.Kind.lows, overnight.lowNights), (.highs, overnight.highNights)].map { kind, nights in
            let beyond = kind == .lows ? shares.below70 : shares.above180
            let figures = "\(words.percent(shares.percent(beyond))) \(words.threshold(kind.target)), "
                + "\(words.percent(shares.percent(shares.inRange))) in range"
            let isPattern = nights.count >= PatternRules.recurringDays
            let lead = isPattern ? "\(kind == .lows ? "Lows" : "Highs") overnight (\(span))"
                : "No recurring overnight \(kind.rawValue) (\(span))"
            let list = isPattern ? ": \(words.dayList(nights))" : ""
            return PatternClaim(kind: "overnight-\(kind.rawValue)", isPattern: isPattern, count: nights.count, days: nights,
                                sentence: "\(lead) on \(nights.count) of \(shares.days.count) nights\(list); overnight \(figures).",
                                rows: words.rows { hourRows(kind, hours: Array(PatternRules.overnight), days: nights, words) })
        }
    }
}
