import DayBandsImport
import DayBandsRecords
import Foundation

/// Where the alerts start, as written (`--alert-at`, the config file's
/// `alert-at`): `urgent-low=54,low=70,high=250,stale=30`, any of them, the
/// glucose in a unit known only where it was written (`Settings`), `stale`
/// in minutes. Also `--stale`'s `15,30` and `--snooze`'s minutes.
public struct AlertLevels: Equatable, Sendable {
    public var urgentLow: Double?
    public var low: Double?
    public var high: Double?
    public var staleMinutes: Double?

    /// What is wrong, said without the place it came from.
    public struct Problem: Error, Equatable, Sendable {
        public var message: String

        package init(message: String) {
            self.message = message
        }
    }

    static let glucose = 20.0...600.0
    static let minutes = 5.0...240.0

    public init(parsing text: String) throws(Problem) {
        var given: Set<String> = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, let value = DecimalNumber.value(pair[1]), value.isFinite else {
                throw Problem(message: "expected NAME=VALUE pairs among urgent-low, low, high and stale "
                    + "(like urgent-low=54,low=70,high=250,stale=30), not \(PrintableText.quoted(String(part)))")
            }
            // Given twice, one would be taken silently: which one was meant is not known.
            if given.contains(pair[0]) { throw Problem(message: "\(pair[0]) is given twice; give each alert once") }
            given.insert(pair[0])
            switch pair[0] {
            case "urgent-low": urgentLow = value
            case "low": low = value
            case "high": high = value
            case "stale": staleMinutes = try Self.minutes(value, named: "stale")
            default:
                throw Problem(message: "unknown alert \(PrintableText.quoted(pair[0])); expected urgent-low, low, high or stale")
            }
        }
    }

    /// The thresholds, written in `unit`, over the defaults.
    public func thresholds(in unit: GlucoseUnit) throws(Problem) -> AlertThresholds {
        var thresholds = AlertThresholds()
        for (value, path) in [(urgentLow, \AlertThresholds.urgentLow), (low, \.low), (high, \.high)] {
            guard let value else { continue }
            let mgdl = unit.mgdl(from: value)
            guard Self.glucose.contains(mgdl) else {
                let shown = abs(value) < Self.echoed ? "\(Self.written(value)) \(unit.label)" : Self.written(value)
                throw Problem(message: "\(shown) is not a glucose an alert can start at (20-600 mg/dL)")
            }
            thresholds[keyPath: path] = mgdl
        }
        staleMinutes.map { thresholds.stale = $0 * 60 }
        guard thresholds.urgentLow <= thresholds.low, thresholds.low < thresholds.high else {
            throw Problem(message: "expected urgent-low at most low, and low below high")
        }
        return thresholds
    }

    /// `--stale`'s `STALE,URGENT` minutes (`15,30`).
    public static func staleLimits(parsing text: String) throws(Problem) -> StaleLimits {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let stale = DecimalNumber.value(parts[0]), let urgent = DecimalNumber.value(parts[1]) else {
            throw Problem(message: "expected two numbers of minutes STALE,URGENT (like 15,30), not \(PrintableText.quoted(text))")
        }
        let limits = StaleLimits(stale: try minutes(stale, named: "stale") * 60, urgent: try minutes(urgent, named: "urgent") * 60)
        guard stale <= urgent else { throw Problem(message: "expected the urgent minutes at least the stale ones") }
        return limits
    }

    /// `--snooze`'s and `snooze`'s minutes: the snoozes `z` cycles through (`15,30,60`), each from 5 to 240.
    public static func snoozeMinutes(parsing text: String) throws(Problem) -> [Double] {
        var choices: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let minutes = DecimalNumber.value(part.trimmingCharacters(in: .whitespaces)) else {
                throw Problem(message: "takes minutes from 5 to 240 (like 15,30,60), not \(PrintableText.quoted(text))")
            }
            choices.append(try Self.minutes(minutes, named: "snooze"))
        }
        guard choices == choices.sorted(), Set(choices).count == choices.count else {
            throw Problem(message: "expected the snoozes shortest first, each once (like 15,30,60)")
        }
        return choices
    }

    /// `--alert-repeat`'s and `alert-repeat`'s `URGENT,OTHERS` minutes (`1,5`), each from 1 to 60.
    public static func repeatMinutes(parsing text: String) throws(Problem) -> AlertRepeat {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let urgent = DecimalNumber.value(parts[0]), let others = DecimalNumber.value(parts[1]) else {
            throw Problem(message: "expected two numbers of minutes URGENT,OTHERS (like 1,5), not \(PrintableText.quoted(text))")
        }
        for value in [urgent, others] where !repeats.contains(value) {
            throw Problem(message: "repeats take minutes from 1 to 60, not \(Self.written(value))")
        }
        return AlertRepeat(urgentLow: urgent * 60, others: others * 60)
    }

    static let repeats = 1.0...60.0

    /// Minutes from 5 to 240.
    public static func minutes(_ value: Double, named name: String) throws(Problem) -> Double {
        guard minutes.contains(value) else {
            throw Problem(message: "\(name) takes minutes from 5 to 240, not \(Self.written(value))")
        }
        return value
    }

    /// A number as it was written: `7.5`, `300`; one no setting comes near
    /// is not echoed (`1e308` would be 309 digits).
    static func written(_ value: Double) -> String {
        guard abs(value) < echoed else { return "a number of more than 6 digits" }
        return value == value.rounded() ? NumberText.whole(value) : "\(value)"
    }

    /// Numbers from this size on (7 digits) are not echoed.
    static let echoed = 1e6
}
