import Foundation

/// One thing `daybands patterns` says: its kind, whether it is a pattern (a
/// sentence saying there is none is a claim too), its count, the days it
/// rests on, the sentence, and the rows it rests on (`--explain`).
public struct PatternClaim: Codable, Hashable, Sendable {
    public var kind: String
    public var isPattern: Bool
    public var count: Int
    public var days: [String]
    public var sentence: String
    public var rows: [String]
}

/// How claims are worded: the unit, the clock and the calendar's day names.
public struct PatternWords: Sendable {
    public let unit: GlucoseUnit
    public let calendar: DayCalendar
    /// Whether claims carry their rows (`--explain`): on years, many.
    public let explain: Bool
    /// Days named with their year (a span over more than one year).
    var withYears = false
    /// Days named in a sentence; the rest counted (`--explain` and JSON list all).
    public static let namedDays = 10

    public init(unit: GlucoseUnit, calendar: DayCalendar, explain: Bool = true) {
        self.unit = unit
        self.calendar = calendar
        self.explain = explain
    }

    /// The rows `make` gives, or none without `explain`.
    func rows(_ make: () -> [String]) -> [String] { explain ? make() : [] }

    /// `02:00`, or `midnight` for a window's end at 24.
    package func hour(_ hour: Int) -> String { hour == 24 ? "midnight" : calendar.clockFormat.text(hour: hour % 24, minute: 0) }

    /// `Tue 3 Mar, Thu 5 Mar` (`Tue 3 Mar 2026` over years; the first `namedDays`, then how many more).
    func dayList(_ isoDays: [String]) -> String {
        let named = isoDays.prefix(Self.namedDays).compactMap { iso in
            calendar.day(iso: iso).map { calendar.dayText($0) + (withYears ? " \($0.year)" : "") }
        }
        let more = isoDays.count - named.count
        return named.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
    }

    /// `below 70 mg/dL`, `above 10.0 mmol/L`: a target's threshold as the unit writes it.
    package func threshold(_ target: ConsensusTarget) -> String {
        let bounds = target.mgdlBounds
        if let highest = bounds.highest, bounds.lowest == nil {
            return "below \(unit.format(mgdl: Double(highest + 1))) \(unit.label)"
        }
        return "above \(unit.format(mgdl: Double(bounds.lowest! - 1))) \(unit.label)"
    }

    func percent(_ value: Double) -> String { ShareText.percent(value) }

    /// `2026-03-03 Tue`.
    func dayName(_ day: PatternDay) -> String { "\(day.day.isoDate) \(day.weekday)" }
}
