import DayBandsChart
import DayBandsRecords
import Foundation

/// One person's (or site's) glucose now for a status bar or a prompt: the
/// newest readings held, or why there are none, judged at `now`.
public struct GlucoseStatus: Sendable {
    /// Whom it is about (`--all` puts it first); nil for the one asked.
    public var name: String?
    /// The source in words, for the tooltip (`LibreLinkUp (Leo)`).
    public var source: String
    public var now: GlucoseNow?
    /// Why there is no reading, or why the one held may be old (the last
    /// fetch's failure).
    public var problem: String?
    public var at: Date
    public var unit: GlucoseUnit
    public var limits: StaleLimits

    public init(name: String?, source: String, readings: [GlucoseReading], problem: String?, at: Date, unit: GlucoseUnit,
                limits: StaleLimits = StaleLimits()) {
        self.name = name
        self.source = source
        now = GlucoseNow(readings: readings)
        self.problem = problem
        self.at = at
        self.unit = unit
        self.limits = limits
    }

    public var level: StatusLevel {
        guard let now, now.freshness(at: at, limits: limits) == .fresh else { return .stale }
        return StatusLevel(now.range)
    }

    /// `▼ 62 ↓ -9 4m !`: below or above range, the value, the arrow, the
    /// change per 5 minutes, the age, the mark; `?` alone with no reading.
    public var text: String {
        let who = name.map { $0 + " " } ?? ""
        guard let now else { return who + "?" }
        let shape = switch level == .stale ? StatusLevel(now.range) : level {
        case .urgentLow, .low: "▼ "
        case .high, .urgentHigh: "▲ "
        case .inRange, .stale: ""
        }
        var parts = [shape + unit.format(now.reading)]
        if let trend = now.reading.trend, let arrow = GlyphSet.unicode.trends[trend] { parts.append(arrow) }
        if let change = now.change { parts.append(unit.formatDifference(mgdl: change)) }
        parts.append(Self.shortAge(now.age(at: at)))
        if !level.mark.isEmpty { parts.append(level.mark) }
        return who + parts.joined(separator: " ")
    }

    /// The tooltip: `Leo: 62 mg/dL ↓ -9/5 min, low, 4 min ago (LibreLinkUp (Leo))`,
    /// and the last fetch's failure when there is one.
    public var tooltip: String {
        let who = name.map { $0 + ": " } ?? ""
        let problemText = problem.map { PrintableText.escaped($0, limit: 200) }
        guard let now else { return who + "no reading: " + (problemText ?? "none held yet") }
        let words = now.words(unit: unit, glyphs: .unicode, at: at, limits: limits)
        return who + "\(words.value), \(words.range), \(words.age) (\(source))" + (problemText.map { "; last fetch: " + $0 } ?? "")
    }

    /// Waybar's `percentage`: the value from 40 to 400 mg/dL as 0 to 100.
    public var percentage: Int {
        guard let mgdl = now?.reading.mgdl else { return 0 }
        return Int(min(100, max(0, (mgdl - 40) / 3.6)).rounded())
    }

    /// `4m`, `2h`, `3d`: a prompt's room.
    package static func shortAge(_ seconds: TimeInterval) -> String {
        let minutes = Int(max(0, seconds) / 60)
        if minutes < 120 { return "\(minutes)m" }
        if minutes < 48 * 60 { return "\(minutes / 60)h" }
        return "\(minutes / 1_440)d"
    }
}
