import Foundation

/// What `--alert` warns of.
public enum AlertKind: Int, CaseIterable, Comparable, Hashable, Sendable {
    case urgentLow, low, stale, high

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

    public init(urgentLow: Double = 54, low: Double = 70, high: Double = 250, stale: TimeInterval = 30 * 60) {
        self.urgentLow = urgentLow
        self.low = low
        self.high = high
        self.stale = stale
    }
}

/// The alert rules as a pure value: given the readings and the clock, which
/// alerts fire. Each fires once per episode: it starts when its condition
/// does and ends when the condition has been off for `settle` (the
/// consensus' 15 minutes: a reading hovering at a threshold is one episode,
/// not one a reading). A snooze holds every alert until it ends; then each
/// condition still on fires again, once.
public struct AlertRules: Hashable, Sendable {
    public var thresholds: AlertThresholds
    /// Episodes under way that have been announced.
    public private(set) var announced: Set<AlertKind> = []
    public private(set) var snoozedUntil: Date?

    static let settle: TimeInterval = 15 * 60

    public init(thresholds: AlertThresholds = AlertThresholds()) {
        self.thresholds = thresholds
    }

    /// Silences every alert until `until`.
    public mutating func snooze(until: Date) {
        snoozedUntil = until
    }

    /// The alerts to raise now, loudest first; `readings` sorted by time.
    public mutating func evaluate(readings: [GlucoseReading], now: Date, unit: GlucoseUnit) -> [Alert] {
        let (met, lasting) = conditions(readings: readings, now: now)
        announced.formIntersection(lasting)
        if let until = snoozedUntil {
            guard now >= until else { return [] }
            snoozedUntil = nil
            announced = []
        }
        let fresh = met.subtracting(announced).sorted()
        announced.formUnion(fresh)
        // A low that became urgent is one alarm: the urgent one.
        let raised = fresh.contains(.urgentLow) ? fresh.filter { $0 != .low } : fresh
        return raised.map { Alert(kind: $0, text: text(of: $0, readings: readings, now: now, unit: unit)) }
    }

    /// The conditions the newest reading meets (`met`: the stale one when it
    /// is older than its threshold), and those whose episode lasts: met by
    /// a reading within `settle` before the newest.
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

    private func text(of kind: AlertKind, readings: [GlucoseReading], now: Date, unit: GlucoseUnit) -> String {
        guard let newest = readings.last else { return "" }
        let value = "\(unit.format(newest)) \(unit.label)"
        switch kind {
        case .urgentLow: return "URGENT LOW \(value)"
        case .low: return "LOW \(value)"
        case .high: return "HIGH \(value)"
        case .stale: return "NO READING for \(StaleDataNotice.duration(now.timeIntervalSince(newest.time)))"
        }
    }
}
