import DayBandsChart
import DayBandsImport
import DayBandsRecords
import DayBandsSources
import Foundation

/// The glucose now, as a live screen leads with it: the newest reading, its
/// trend, its change since the reading before (per 5 minutes), its age and
/// its consensus range. A pure value of the readings and the clock.
public struct GlucoseNow: Hashable, Sendable {
    public let reading: GlucoseReading
    /// mg/dL per 5 minutes since the reading before; nil when there is none
    /// within `changeWindow` (a gap says nothing of the change).
    public let change: Double?

    /// Readings closer than this to the newest are another uploader's copy,
    /// not the reading before.
    static let closest: TimeInterval = 150
    /// The reading before must be this recent for a change to mean anything.
    static let changeWindow: TimeInterval = 15 * 60

    /// The newest reading of `readings` (sorted by time), or nil when there is none.
    public init?(readings: [GlucoseReading]) {
        guard let newest = readings.last else { return nil }
        reading = newest
        let before = readings.last {
            let gap = newest.time.timeIntervalSince($0.time)
            return gap >= Self.closest && gap <= Self.changeWindow
        }
        change = before.map { (newest.mgdl - $0.mgdl) / (newest.time.timeIntervalSince($0.time) / 300) }
    }

    public var range: ConsensusRange { ConsensusRange(mgdl: reading.mgdl) }

    public func age(at now: Date) -> TimeInterval { max(0, now.timeIntervalSince(reading.time)) }

    /// How stale the newest reading is at `now`.
    public func freshness(at now: Date, limits: StaleLimits) -> Freshness {
        limits.freshness(age: age(at: now))
    }

    /// The parts of the header's reading, loudest first: `62 mg/dL ↘ -4/5 min`,
    /// `low`, `4 min ago` (or `no reading for 31 min`). Every number whole in
    /// its unit, as `GlucoseUnit.format` rounds it.
    public func words(unit: GlucoseUnit, glyphs: GlyphSet, at now: Date, limits: StaleLimits)
        -> (value: String, range: String, age: String) {
        var value = "\(unit.format(reading)) \(unit.label)"
        if let trend = reading.trend, let arrow = glyphs.trends[trend] { value += " " + arrow }
        if let change { value += " \(unit.formatDifference(mgdl: change))/5 min" }
        let age = age(at: now)
        let ageText = freshness(at: now, limits: limits) == .fresh
            ? (age < 60 ? "just now" : "\(DurationText.glance(age)) ago")
            : "no reading for \(DurationText.glance(age))"
        return (value, range.name, ageText)
    }

    /// Whether a live header shows it: with `--follow`, or while the data's
    /// newest reading is under an hour old. A newest reading dated further
    /// ahead than a clock's skew (`FutureRecords.allowance`) is no "now":
    /// a file of another year's or a wrong clock's days shows no live row.
    public static func shown(following: Bool, newest: Date?, now: Date) -> Bool {
        guard let newest else { return false }
        return following || (-FutureRecords.allowance..<3_600).contains(now.timeIntervalSince(newest))
    }
}

/// How fresh the newest reading is: said loudly after `stale`, urgently
/// after `urgent` (Nightscout's defaults, 15 and 30 minutes).
public enum Freshness: Int, Comparable, Hashable, Sendable {
    case fresh, stale, urgent

    public static func < (a: Freshness, b: Freshness) -> Bool { a.rawValue < b.rawValue }
}

/// The ages at which data is stale and urgently stale.
public struct StaleLimits: Hashable, Sendable {
    public var stale: TimeInterval
    public var urgent: TimeInterval

    public init(stale: TimeInterval = 15 * 60, urgent: TimeInterval = 30 * 60) {
        self.stale = stale
        self.urgent = max(stale, urgent)
    }

    public func freshness(age: TimeInterval) -> Freshness {
        age >= urgent ? .urgent : age >= stale ? .stale : .fresh
    }
}
