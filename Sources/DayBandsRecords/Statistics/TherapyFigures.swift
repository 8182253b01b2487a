import Foundation

/// The insulin and carbs of a window of days: the basal delivered (the
/// rate in effect, `BasalTimeline`, over the time it is known), boluses
/// automatic and manual, their sum and its split, and carbs. An extended
/// bolus counts on the day it starts. The total daily insulin is the mean
/// over the days whose basal rate is known throughout (a day with part of
/// its basal unknown would understate it); `basalHours` says how much of
/// the window the basal is known for. Doses a day are over the days with a
/// dose record, and carbs a day over the days with carbs: a day the records
/// do not reach is unknown, not a day without insulin or food.
public struct TherapyFigures: Codable, Hashable, Sendable {
    public var basalUnits: Double
    /// Hours of the window whose basal rate is known.
    public var basalHours: Double
    public var windowHours: Double
    public var automaticBolusUnits: Double
    public var manualBolusUnits: Double
    /// Doses of unknown kind (`InsulinDose.isBolus` false: insulin noted by
    /// hand on a CGM-only device), not counted as boluses.
    public var unknownKindUnits: Double
    /// Days with a dose record (a bolus or a dose of unknown kind).
    public var doseDays: Int
    public var carbsGrams: Double
    /// Days whose basal rate is known throughout, and their insulin.
    public var wholeDays: Int
    public var wholeDaysUnits: Double
    /// Days with carbs.
    public var carbDays: Int

    enum CodingKeys: String, CodingKey {
        case basalUnits = "basal_units"
        case basalHours = "basal_hours_known"
        case windowHours = "window_hours"
        case automaticBolusUnits = "automatic_bolus_units"
        case manualBolusUnits = "manual_bolus_units"
        case unknownKindUnits = "unknown_kind_dose_units"
        case doseDays = "dose_days"
        case carbsGrams = "carbs_grams"
        case wholeDays = "days_with_basal_known_throughout"
        case wholeDaysUnits = "insulin_units_of_those_days"
        case carbDays = "carb_days"
    }

    public init(data: GlucoseData, days: [LocalDay]) {
        var figures = (basal: 0.0, hours: 0.0, automatic: 0.0, manual: 0.0, unknown: 0.0, doseDays: 0, carbs: 0.0,
                       wholeDays: 0, wholeUnits: 0.0, carbDays: 0)
        let timeline = BasalTimeline(data.therapy.around(days.interval ?? DateInterval()))
        for day in days {
            let segments = timeline.segments(in: day.interval)
            let doses = data.doses(in: day.interval)
            let carbs = data.carbs(in: day.interval)
            let basal = segments.reduce(0) { $0 + $1.units(in: day.interval) }
            let known = segments.reduce(0) { $0 + $1.interval.duration }
            let automatic = doses.filter { $0.isBolus && $0.automatic }.reduce(0) { $0 + $1.units }
            let manual = doses.filter { $0.isBolus && !$0.automatic }.reduce(0) { $0 + $1.units }
            let unknown = doses.filter { !$0.isBolus }.reduce(0) { $0 + $1.units }
            figures.basal += basal
            figures.hours += known / 3600
            figures.automatic += automatic
            figures.manual += manual
            figures.unknown += unknown
            figures.carbs += carbs.reduce(0) { $0 + $1.grams }
            if !doses.isEmpty { figures.doseDays += 1 }
            if known >= day.interval.duration {
                figures.wholeDays += 1
                figures.wholeUnits += basal + automatic + manual + unknown
            }
            if !carbs.isEmpty { figures.carbDays += 1 }
        }
        basalUnits = figures.basal
        basalHours = figures.hours
        windowHours = days.reduce(0) { $0 + $1.interval.duration } / 3600
        automaticBolusUnits = figures.automatic
        manualBolusUnits = figures.manual
        unknownKindUnits = figures.unknown
        doseDays = figures.doseDays
        carbsGrams = figures.carbs
        wholeDays = figures.wholeDays
        wholeDaysUnits = figures.wholeUnits
        carbDays = figures.carbDays
    }

    private enum DerivedKeys: String, CodingKey {
        case bolusUnits = "bolus_units"
        case totalUnits = "total_insulin_units"
        case dailyUnits = "total_daily_insulin_units"
        case basalPercent = "basal_percent"
        case automaticPercent = "automatic_bolus_percent"
        case dailyDoses = "dose_units_per_day"
        case dailyCarbs = "carbs_per_day_grams"
    }

    /// The figures rounded to 2 decimals, with those made from them; `null` where there is none.
    public func encode(to encoder: any Encoder) throws {
        var stored = encoder.container(keyedBy: CodingKeys.self)
        let rounded = StatisticsSummary.rounded
        for (key, value) in [(CodingKeys.basalUnits, basalUnits), (.basalHours, basalHours), (.windowHours, windowHours),
                             (.automaticBolusUnits, automaticBolusUnits), (.manualBolusUnits, manualBolusUnits),
                             (.unknownKindUnits, unknownKindUnits), (.carbsGrams, carbsGrams)] {
            try stored.encode(rounded(value), forKey: key)
        }
        try stored.encode(doseDays, forKey: .doseDays)
        try stored.encode(wholeDays, forKey: .wholeDays)
        try stored.encode(rounded(wholeDaysUnits), forKey: .wholeDaysUnits)
        try stored.encode(carbDays, forKey: .carbDays)
        var derived = encoder.container(keyedBy: DerivedKeys.self)
        try derived.encode(rounded(bolusUnits), forKey: .bolusUnits)
        try derived.encode(rounded(totalUnits), forKey: .totalUnits)
        for (key, value) in [(DerivedKeys.dailyUnits, dailyUnits), (.basalPercent, basalPercent),
                             (.automaticPercent, automaticPercent), (.dailyDoses, dailyDoseUnits), (.dailyCarbs, dailyCarbs)] {
            try derived.encode(value.map(rounded), forKey: key)
        }
    }

    public var bolusUnits: Double { automaticBolusUnits + manualBolusUnits }
    /// Every dose: the boluses and those of unknown kind.
    public var doseUnits: Double { bolusUnits + unknownKindUnits }
    public var totalUnits: Double { basalUnits + doseUnits }
    /// The doses a day over the days with a dose record; nil without one (unknown, not 0).
    public var dailyDoseUnits: Double? { doseDays > 0 ? doseUnits / Double(doseDays) : nil }
    /// What the doses are called: boluses, unless some are of unknown kind.
    public var doseWord: String { unknownKindUnits > 0 ? "doses" : "boluses" }
    /// The total daily insulin over the days whose basal is known throughout; nil without one.
    public var dailyUnits: Double? { wholeDays > 0 ? wholeDaysUnits / Double(wholeDays) : nil }
    /// The basal's share of all insulin; nil where no basal rate is known (0% would be a claim).
    public var basalPercent: Double? { basalHours > 0 && totalUnits > 0 ? basalUnits / totalUnits * 100 : nil }
    /// The automatic boluses' share of all bolus insulin.
    public var automaticPercent: Double? { bolusUnits > 0 ? automaticBolusUnits / bolusUnits * 100 : nil }
    public var dailyCarbs: Double? { carbDays > 0 ? carbsGrams / Double(carbDays) : nil }
}
