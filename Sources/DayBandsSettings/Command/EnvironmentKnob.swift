import Foundation

/// A number read from an environment variable (the live mode's knobs),
/// checked before it is used: finite and within bounds, or a usage error
/// naming the variable (`inf` or `1e300` seconds once crashed inside
/// URLSession). The value itself is not repeated: it may be anything.
public struct EnvironmentKnob: Sendable {
    public let name: String
    public let bounds: ClosedRange<Double>
    /// What the number counts, for the message (`seconds`).
    public let unit: String

    public static let nightscoutTimeout = EnvironmentKnob(name: "DAYBANDS_NIGHTSCOUT_TIMEOUT", bounds: 0.001...3_600, unit: "seconds")
    public static let pollSeconds = EnvironmentKnob(name: "DAYBANDS_POLL_SECONDS", bounds: 0.01...86_400, unit: "seconds")
    /// The seconds a minute of the alerts' repeats lasts (`--alert-repeat`), for tests.
    public static let repeatMinute = EnvironmentKnob(name: "DAYBANDS_REPEAT_MINUTE", bounds: 0.01...60, unit: "seconds")
    public static let lookBackHours = EnvironmentKnob(name: "DAYBANDS_FOLLOW_LOOKBACK_HOURS", bounds: 1...72, unit: "hours")

    /// The variable's number; nil when it is not set (or set empty).
    public func value(in environment: [String: String]) throws(UsageError) -> Double? {
        guard let text = environment[name], !text.isEmpty else { return nil }
        guard let number = Double(text), number.isFinite, bounds.contains(number) else {
            throw UsageError("\(name) takes a number of \(unit) from \(Self.format(bounds.lowerBound)) to \(Self.format(bounds.upperBound))")
        }
        return number
    }

    private static func format(_ number: Double) -> String { String(format: "%g", number) }
}
