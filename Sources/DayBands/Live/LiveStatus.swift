import Foundation

/// The live part of the viewer's model: the readings of the last hours, what
/// the loop and the pump said, how stale the data may grow, and the alerts
/// (`--alert`). A pure value: the clock comes in with `tick`, and what the
/// terminal must do (ring, notify) goes out as `LiveAlarm`s.
public struct LiveStatus: Hashable, Sendable {
    /// The newest readings, sorted: the glucose now and the alerts' episodes need no more.
    public private(set) var recent: [GlucoseReading] = []
    public var deviceStatus = DeviceStatus()
    public var limits: StaleLimits
    /// nil without `--alert`.
    public private(set) var alerts: AlertRules?
    public var snoozeLength: TimeInterval
    /// The alert the status line says, while its episode lasts and no snooze holds it.
    public private(set) var raised: Alert?
    /// Until when the live row flashes: an alert just raised.
    public private(set) var flashUntil: Date?

    /// How far back `recent` reaches from the newest reading.
    static let kept: TimeInterval = 3_600
    /// How long the live row flashes for an alert.
    public static let flashLength: TimeInterval = 3
    /// The longest snooze presses of the key add up to.
    public static let longestSnooze: TimeInterval = 4 * 3_600

    public init(limits: StaleLimits = StaleLimits(), alerts: AlertThresholds? = nil, snoozeLength: TimeInterval = 30 * 60) {
        self.limits = limits
        self.alerts = alerts.map(AlertRules.init(thresholds:))
        self.snoozeLength = snoozeLength
    }

    /// Takes readings read or polled (in any order, copies kept once).
    public mutating func take(_ readings: [GlucoseReading]) {
        var all = recent + readings
        all.sort { $0.time < $1.time }
        guard let newest = all.last?.time else { return }
        var seen = Set<Date>()
        recent = all.filter { newest.timeIntervalSince($0.time) <= Self.kept && seen.insert($0.time).inserted }
    }

    public var now: GlucoseNow? { GlucoseNow(readings: recent) }

    /// What the alerts say at `now`: what to ring and notify; the flash and
    /// the status line's alert are kept here.
    public mutating func tick(now: Date, unit: GlucoseUnit) -> [LiveAlarm] {
        guard var rules = alerts else { return [] }
        let fired = rules.evaluate(readings: recent, now: now, unit: unit)
        alerts = rules
        if let raised, !rules.announced.contains(raised.kind) || rules.snoozedUntil.map({ now < $0 }) == true {
            self.raised = nil
        }
        guard let loudest = fired.first else { return [] }
        raised = loudest
        flashUntil = now.addingTimeInterval(Self.flashLength)
        return [.bell, .notify(loudest.text)]
    }

    /// `z`: silences the alerts for `snoozeLength` more (from now, or from
    /// the snooze under way), at most `longestSnooze`; returns until when.
    @discardableResult
    public mutating func snooze(now: Date) -> Date? {
        guard var rules = alerts else { return nil }
        let from = max(now, rules.snoozedUntil ?? now)
        let until = min(from.addingTimeInterval(snoozeLength), now.addingTimeInterval(Self.longestSnooze))
        rules.snooze(until: until)
        alerts = rules
        raised = nil
        flashUntil = nil
        return until
    }

    public func flashing(at now: Date) -> Bool { flashUntil.map { now < $0 } ?? false }

    /// The live row at `now`.
    func header(at now: Date) -> LiveHeader {
        LiveHeader(now: self.now, status: deviceStatus, at: now, limits: limits, flash: flashing(at: now))
    }
}

/// What an alert asks of the terminal.
public enum LiveAlarm: Hashable, Sendable {
    case bell
    /// A desktop notification, where the terminal shows one (`DesktopNotice`).
    case notify(String)
}
