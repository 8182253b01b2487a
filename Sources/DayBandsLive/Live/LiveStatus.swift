import DayBandsRecords
import DayBandsSources
import Foundation

/// The live part of the viewer's model: the readings of the last hours, what
/// the loop and the pump said, whether the site answers, how stale the data
/// may grow, and the alerts (`--alert`) with their snooze. A pure value: the
/// clock comes in with `tick`, and what the terminal must do (ring, notify)
/// goes out as `LiveAlarm`s.
public struct LiveStatus: Hashable, Sendable {
    /// The newest readings, sorted: the glucose now and the alerts' episodes need no more.
    public private(set) var recent: [GlucoseReading] = []
    public var deviceStatus = DeviceStatus()
    /// The sensor's, cannula's and insulin's ages, from the changes read.
    public var ages = CareAges()
    /// Whether the followed site answers (a file or the archive always does).
    public var site = SiteContact.answering
    public var limits: StaleLimits
    /// nil without `--alert`.
    public private(set) var alerts: AlertRules?
    /// The snoozes `z` cycles through (`--snooze`), shortest first.
    public var snoozeChoices: [TimeInterval]
    /// The alert the status line says, while its episode lasts and no snooze holds it.
    public private(set) var raised: Alert?
    /// Until when the live row flashes: an alert just rung.
    public private(set) var flashUntil: Date?
    /// The snooze being chosen: presses of `z` in a row cycle the choices.
    public private(set) var choosing: SnoozeChoice?

    /// How far back `recent` reaches from the newest reading.
    static let kept: TimeInterval = 3_600
    /// How long the live row flashes for an alert.
    public static let flashLength: TimeInterval = 3
    /// Presses of `z` this close to the one before choose the next snooze.
    public static let choosingTime: TimeInterval = 5
    public static let defaultSnoozes: [TimeInterval] = [15 * 60, 30 * 60, 60 * 60]

    public init(limits: StaleLimits = StaleLimits(), alerts: AlertThresholds? = nil, repeats: AlertRepeat = AlertRepeat(),
                snoozeChoices: [TimeInterval] = defaultSnoozes) {
        self.limits = limits
        self.alerts = alerts.map { AlertRules(thresholds: $0, repeats: repeats) }
        self.snoozeChoices = snoozeChoices.isEmpty ? Self.defaultSnoozes : snoozeChoices
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
        let forecast = GlucoseForecast.current(status: deviceStatus, recent: recent, now: now, allCurves: false)
        let fired = rules.evaluate(readings: recent, now: now, unit: unit, site: site, forecast: forecast)
        alerts = rules
        if let raised, rules.rang[raised.kind] == nil || rules.snoozedUntil != nil {
            self.raised = nil
        }
        if let choice = choosing, now.timeIntervalSince(choice.pressed) >= Self.choosingTime { choosing = nil }
        guard let loudest = fired.first else { return [] }
        raised = loudest
        flashUntil = now.addingTimeInterval(Self.flashLength)
        return [.bell, .notify(loudest.text)]
    }

    /// `z`: snoozes every alert for the first choice, or, pressed again
    /// within `choosingTime`, for the next (from the first press); returns
    /// the snooze chosen, or nil without alerts.
    @discardableResult
    public mutating func snooze(now: Date) -> SnoozeChoice? {
        guard var rules = alerts else { return nil }
        var choice = SnoozeChoice(index: 0, from: now, pressed: now, until: now, choices: snoozeChoices)
        if let last = choosing, now.timeIntervalSince(last.pressed) < Self.choosingTime {
            choice.index = (last.index + 1) % snoozeChoices.count
            choice.from = last.from
        }
        choice.until = rules.snooze(for: snoozeChoices[choice.index], now: choice.from, readings: recent)
        alerts = rules
        choosing = choice
        raised = nil
        flashUntil = nil
        return choice
    }

    /// Until when the alerts are snoozed, while they are.
    public func snoozed(at now: Date) -> Date? {
        alerts?.snoozedUntil.flatMap { now < $0 ? $0 : nil }
    }

    public func flashing(at now: Date) -> Bool { flashUntil.map { now < $0 } ?? false }
}

/// A snooze chosen with `z`: which of the choices, from the first press of
/// the run, until when (shorter than chosen for an urgent low).
public struct SnoozeChoice: Hashable, Sendable {
    public var index: Int
    public var from: Date
    public var pressed: Date
    public var until: Date
    public var choices: [TimeInterval]

    /// The status line's words while choosing: `snoozed until 03:42 (15 min)  z: 30 min`.
    public func words(clock: (Date) -> String) -> String {
        let chosen = choices[index]
        let held = until.timeIntervalSince(from)
        let length = held < chosen ? "\(NumberText.whole(held / 60)) min: an urgent low" : "\(NumberText.whole(chosen / 60)) min"
        let next = choices.count > 1 ? "  z: \(NumberText.whole(choices[(index + 1) % choices.count] / 60)) min" : ""
        return "alerts snoozed until \(clock(until)) (\(length))\(next)"
    }
}

/// What an alert asks of the terminal.
public enum LiveAlarm: Hashable, Sendable {
    case bell
    /// A desktop notification, where the terminal shows one (`DesktopNotice`).
    case notify(String)
}
