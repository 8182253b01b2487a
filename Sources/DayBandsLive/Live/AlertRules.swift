import DayBandsRecords
import DayBandsSources
import Foundation

/// What `--alert` warns of. `predictedLow`: the forecast (the loop's, else
/// AR2's) goes below the low threshold within `AlertRules.lookAhead`, while
/// the glucose is not low yet.
public enum AlertKind: Int, CaseIterable, Comparable, Hashable, Sendable {
    case urgentLow, low, predictedLow, stale, high

    public static func < (a: AlertKind, b: AlertKind) -> Bool { a.rawValue < b.rawValue }
}

/// One alert raised: its kind and the status line's words for it.
public struct Alert: Hashable, Sendable {
    public let kind: AlertKind
    public let text: String
}

/// Where each alert starts: glucose below `urgentLow` or `low`, above
/// `high` (mg/dL), no reading for `stale` seconds.
public struct AlertThresholds: Hashable, Sendable {
    public var urgentLow: Double
    public var low: Double
    public var high: Double
    public var stale: TimeInterval

    public init(urgentLow: Double = ConsensusRange.veryLowBelow, low: Double = ConsensusRange.lowBelow,
                high: Double = ConsensusRange.veryHighAbove, stale: TimeInterval = 30 * 60) {
        self.urgentLow = urgentLow
        self.low = low
        self.high = high
        self.stale = stale
    }
}

/// How often an alert still on rings again until it is snoozed: an urgent
/// low every minute, the others every 5 (`--alert-repeat`).
public struct AlertRepeat: Hashable, Sendable {
    public var urgentLow: TimeInterval
    public var others: TimeInterval

    public init(urgentLow: TimeInterval = 60, others: TimeInterval = 5 * 60) {
        self.urgentLow = urgentLow
        self.others = others
    }

    func interval(of kind: AlertKind) -> TimeInterval { kind == .urgentLow ? urgentLow : others }
}

/// The alert rules as a pure value: given the readings and the clock, which
/// alerts ring. An alert rings when its condition starts and again every
/// `repeats` interval while it lasts; its episode ends when the condition
/// has been off for `settle` (the consensus' 15 minutes: a reading hovering
/// at a threshold is one episode, not one a reading). A snooze holds every
/// alert until it ends, then each condition still on rings again; an urgent
/// low is held at most `urgentSnooze`, and one that is new, or deeper than
/// when the snooze was taken, ends the snooze at once.
public struct AlertRules: Hashable, Sendable {
    public var thresholds: AlertThresholds
    public var repeats: AlertRepeat
    /// Episodes under way, with when each last rang.
    public private(set) var rang: [AlertKind: Date] = [:]
    public private(set) var snooze: Snooze?

    /// A snooze: until when, and the glucose of the urgent low it was taken
    /// in (nil when it was taken in none), which a lower reading ends.
    public struct Snooze: Hashable, Sendable {
        public var until: Date
        public var urgentDepth: Double?
    }

    static let settle: TimeInterval = 15 * 60
    /// How far ahead a forecast's low is warned of (Nightscout's and sugarrush's half hour).
    public static let lookAhead: TimeInterval = 30 * 60
    /// The longest an urgent low is snoozed (Nightscout's and the CGM apps').
    public static let urgentSnooze: TimeInterval = 15 * 60

    public init(thresholds: AlertThresholds = AlertThresholds(), repeats: AlertRepeat = AlertRepeat()) {
        self.thresholds = thresholds
        self.repeats = repeats
    }

    public var snoozedUntil: Date? { snooze?.until }

    /// Silences every alert for `length` from `now` (an urgent low under
    /// way: at most `urgentSnooze`); returns until when.
    public mutating func snooze(for length: TimeInterval, now: Date, readings: [GlucoseReading]) -> Date {
        let urgent = conditions(readings: readings, now: now).met.contains(.urgentLow)
        let until = now.addingTimeInterval(urgent ? min(length, Self.urgentSnooze) : length)
        snooze = Snooze(until: until, urgentDepth: urgent ? readings.last?.mgdl : nil)
        return until
    }

    /// The alerts to ring now, loudest first; `readings` sorted by time.
    public mutating func evaluate(readings: [GlucoseReading], now: Date, unit: GlucoseUnit,
                                  site: SiteContact = .answering, forecast: GlucoseForecast? = nil) -> [Alert] {
        var (met, lasting) = conditions(readings: readings, now: now)
        let predicted = predictedLow(forecast, now: now, met: met)
        if predicted != nil {
            met.insert(.predictedLow)
            lasting.insert(.predictedLow)
        }
        rang = rang.filter { lasting.contains($0.key) }
        if var held = snooze {
            if held.urgentDepth != nil, !lasting.contains(.urgentLow) { held.urgentDepth = nil }
            let deeper = met.contains(.urgentLow) && (held.urgentDepth.map { readings.last!.mgdl < $0 } ?? true)
            guard now >= held.until || deeper else {
                snooze = held
                return []
            }
            snooze = nil
            rang = [:]
        }
        // A low that became urgent is one alarm: the urgent one, which stands for the low.
        let due = met.filter { kind in
            guard !(kind == .low && met.contains(.urgentLow)) else { return false }
            return rang[kind].map { now.timeIntervalSince($0) >= repeats.interval(of: kind) } ?? true
        }.sorted()
        for kind in due { rang[kind] = now }
        if due.contains(.urgentLow) { rang[.low] = now }
        return due.map { Alert(kind: $0, text: text(of: $0, readings: readings, now: now, unit: unit, site: site, predicted: predicted)) }
    }

    /// When and how low the forecast first goes below `low` within
    /// `lookAhead`, while no low is met and the readings are not stale.
    func predictedLow(_ forecast: GlucoseForecast?, now: Date, met: Set<AlertKind>) -> PredictedLow? {
        guard let forecast, met.isDisjoint(with: [.urgentLow, .low, .stale]),
              let point = forecast.firstPoint(below: thresholds.low),
              point.time.timeIntervalSince(now) <= Self.lookAhead
        else { return nil }
        return PredictedLow(time: point.time, mgdl: point.mgdl)
    }

    /// A low the forecast sees coming.
    struct PredictedLow {
        var time: Date
        var mgdl: Double

        /// `LOW in 20 min (forecast 65 mg/dL)`: the minutes rounded up, at least 1.
        func text(unit: GlucoseUnit, now: Date) -> String {
            let minutes = max(1, (time.timeIntervalSince(now) / 60).rounded(.up))
            return "LOW in \(NumberText.whole(minutes)) min (forecast \(unit.format(mgdl: mgdl)) \(unit.label))"
        }
    }

    /// The conditions the newest reading meets (`met`: the stale one when it
    /// is older than its threshold), and those whose episode lasts: met by
    /// a reading within `settle` before the newest. Below a threshold is
    /// below it: a reading of 54 is no urgent low.
    func conditions(readings: [GlucoseReading], now: Date) -> (met: Set<AlertKind>, lasting: Set<AlertKind>) {
        guard let newest = readings.last else { return ([], []) }
        if now.timeIntervalSince(newest.time) >= thresholds.stale { return ([.stale], [.stale]) }
        func kinds(_ mgdl: Double) -> Set<AlertKind> {
            var kinds = Set<AlertKind>()
            if mgdl < thresholds.urgentLow { kinds.insert(.urgentLow) }
            if mgdl < thresholds.low { kinds.insert(.low) }
            if mgdl > thresholds.high { kinds.insert(.high) }
            return kinds
        }
        var lasting = Set<AlertKind>()
        for reading in readings.reversed() {
            guard newest.time.timeIntervalSince(reading.time) <= Self.settle else { break }
            lasting.formUnion(kinds(reading.mgdl))
        }
        return (kinds(newest.mgdl), lasting)
    }

    private func text(of kind: AlertKind, readings: [GlucoseReading], now: Date, unit: GlucoseUnit, site: SiteContact,
                      predicted: PredictedLow?) -> String {
        guard let newest = readings.last else { return "" }
        let value = "\(unit.format(newest)) \(unit.label)"
        switch kind {
        case .urgentLow: return "URGENT LOW \(value)"
        case .low: return "LOW \(value)"
        case .high: return "HIGH \(value)"
        case .predictedLow: return predicted.map { $0.text(unit: unit, now: now) } ?? "LOW ahead"
        case .stale:
            let cause = if case .unreachable = site { ": SITE UNREACHABLE" } else { "" }
            return "NO READING for \(DurationText.glance(now.timeIntervalSince(newest.time)))\(cause)"
        }
    }
}
