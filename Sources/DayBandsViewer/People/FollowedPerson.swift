import DayBandsLive
import DayBandsRecords
import DayBandsSources
import Foundation

/// One person of the list of people followed (`PeopleModel`): what their
/// feed brought, the live part as a single follow keeps it (the glucose now,
/// the device status, whether the site answers, the alerts) and the last
/// three hours for the row's sparkline.
public struct FollowedPerson: Hashable, Sendable {
    /// As the config file's section names them (shortened and made printable).
    public let name: String
    public private(set) var live: LiveStatus
    /// The readings of `sparkSpan` before the newest, sorted, one an instant.
    public private(set) var readings: [GlucoseReading] = []

    /// The sparkline's reach.
    public static let sparkSpan: TimeInterval = 3 * 3_600
    /// The longest name a row shows.
    static let longestName = 16

    public init(name: String, live: LiveStatus) {
        self.name = PrintableText.escaped(name, limit: Self.longestName)
        self.live = live
    }

    /// Takes a poll's news, as the viewer's model takes a `LiveRead`.
    public mutating func take(_ read: LiveRead) {
        if let data = read.readings {
            var all = readings + data.readings
            all.sort { $0.time < $1.time }
            var seen = Set<Date>()
            let newest = all.last?.time ?? .distantPast
            readings = all.filter { newest.timeIntervalSince($0.time) <= Self.sparkSpan && seen.insert($0.time).inserted }
            live.take(data.readings)
        }
        if let status = read.deviceStatus { live.deviceStatus = status }
        live.site = read.site
    }

    /// The alerts at `now`, each notice naming the person.
    mutating func tick(now: Date, unit: GlucoseUnit) -> [LiveAlarm] {
        live.tick(now: now, unit: unit).map { alarm in
            if case .notify(let text) = alarm { return .notify("\(name): \(text)") }
            return alarm
        }
    }

    mutating func snooze(now: Date) { live.snooze(now: now) }

    /// How the list ranks the person at `now` (`StatusLevel.rank`): by the
    /// glucose now's range while fresh; stale when old or missing; a site
    /// that does not answer is never better than stale, though a fresh
    /// urgent value from before it stopped still leads.
    public func level(at now: Date) -> StatusLevel {
        guard let glucose = live.now, glucose.freshness(at: now, limits: live.limits) == .fresh else { return .stale }
        let level = StatusLevel(glucose.range)
        if case .unreachable = live.site, level.rank > StatusLevel.stale.rank { return .stale }
        return level
    }
}
