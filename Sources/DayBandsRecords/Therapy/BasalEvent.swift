import Foundation

/// A record that sets the basal rate for a while: a pump's delivered rate
/// (Tidepool's `basal`, CareLink's `Basal Rate (U/h)`), a temporary rate or
/// a suspend (Nightscout's `Temp Basal`, Tidepool's temp, suspend and
/// automated), or a profile switch that scales or shifts the scheduled rates.
/// `BasalTimeline` turns them, with the profile's `BasalSchedule`s, into the
/// rate in effect.
public struct BasalEvent: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        /// The pump's scheduled rate, `value` U/h (a piece of the schedule as delivered).
        case scheduled
        /// A temporary rate of `value` U/h.
        case temp
        /// A temporary rate relative to the scheduled one: `value` percent
        /// more (or less, negative), as Nightscout's `percent` (-30 is 70%).
        case tempPercent
        /// Nothing delivered.
        case suspend
        /// A rate a closed loop set (Tidepool's `automated`), `value` U/h.
        case automated
        /// The profile switched: `value` percent of the scheduled rates
        /// (100 is as scheduled), `shift` hours of time shift, to `profile`
        /// (by name; empty for the same one).
        case profileSwitch
    }

    public var time: Date
    /// How long it lasts; 0 is a temp's cancel (it ends the one running),
    /// a permanent profile switch, or a scheduled rate that lasts until the
    /// next one (CareLink writes only the changes).
    public var duration: TimeInterval
    public var kind: Kind
    public var value: Double
    public var shift: Double
    public var profile: String

    public init(time: Date, duration: TimeInterval, kind: Kind, value: Double = 0, shift: Double = 0, profile: String = "") {
        self.time = time
        self.duration = duration
        self.kind = kind
        self.value = value
        self.shift = shift
        self.profile = profile
    }

    /// The `profile` of an automated rate that is a day's total spread over
    /// the day's hours (CareLink 780G's `CLOSED_LOOP_AUTO_INSULIN`): its
    /// `value` is that day's mean rate, not a rate the loop set.
    public static let dailyTotal = "daily total"

    /// Temps, suspends and automated rates take over the scheduled rate.
    var overridesSchedule: Bool { kind != .scheduled && kind != .profileSwitch }
}
