import Foundation

/// The readings of some hours of some days by consensus target: the
/// overnight's and the weekdays' against the weekend's figures.
public struct HourShares: Codable, Hashable, Sendable {
    /// The days with data it holds (ISO dates), oldest first.
    public var days: [String]
    public var readings: Int
    public var below70: Int
    public var inRange: Int
    public var above180: Int

    /// The `hours` of `days` with data.
    public init(days: [PatternDay], hours: Range<Int> = 0..<24) {
        let withData = days.filter(\.hasData)
        self.days = withData.map(\.day.isoDate)
        let merged = withData.flatMap { $0.hours[hours] }.reduce(HourBucket()) { $0.merged(with: $1) }
        readings = merged.count
        below70 = merged.count(of: .below70)
        inRange = merged.count(of: ConsensusTarget.inRange)
        above180 = merged.count(of: .above180)
    }

    /// The share of the readings, in percent (0 without readings).
    public func percent(_ count: Int) -> Double { readings > 0 ? Double(count) * 100 / Double(readings) : 0 }
}

/// The night's hours (`PatternRules.overnight`): their figures and the nights
/// with a low or a high hour, each claimed as recurring from
/// `PatternRules.recurringDays` nights.
public struct Overnight: Codable, Hashable, Sendable {
    public var shares: HourShares
    public var lowNights: [String]
    public var highNights: [String]

    public init(days: [PatternDay]) {
        let withData = days.filter(\.hasData)
        shares = HourShares(days: withData, hours: PatternRules.overnight)
        func nights(_ kind: RecurringHours.Kind) -> [String] {
            withData.filter { day in PatternRules.overnight.contains { day.isBeyond(kind, at: $0) } }.map(\.day.isoDate)
        }
        lowNights = nights(.lows)
        highNights = nights(.highs)
    }

    public var recurringLows: Bool { lowNights.count >= PatternRules.recurringDays }
    public var recurringHighs: Bool { highNights.count >= PatternRules.recurringDays }
}

/// Weekdays against the weekend (Saturday and Sunday): a difference claimed
/// when each has `PatternRules.recurringDays` days with data and their time
/// in range differs by `PatternRules.inRangeDifference` points or more.
public struct WeekdayWeekend: Codable, Hashable, Sendable {
    public var weekdays: HourShares
    public var weekend: HourShares

    public init(days: [PatternDay]) {
        weekdays = HourShares(days: days.filter { !$0.isWeekend })
        weekend = HourShares(days: days.filter(\.isWeekend))
    }

    /// Weekend's time in range less the weekdays', in points; nil when either has too few days.
    public var inRangeDifference: Double? {
        guard weekdays.days.count >= PatternRules.recurringDays, weekend.days.count >= PatternRules.recurringDays else { return nil }
        return weekend.percent(weekend.inRange) - weekdays.percent(weekdays.inRange)
    }

    public var differs: Bool { inRangeDifference.map { abs($0) >= PatternRules.inRangeDifference } ?? false }
}
