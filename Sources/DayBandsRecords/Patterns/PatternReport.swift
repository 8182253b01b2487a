import Foundation

/// What `daybands patterns` prints: the span, its days with data, the rule
/// of how many a claim needs, and the claims (their rows with `--explain`),
/// as text or JSON.
public struct PatternReport: Codable, Sendable {
    public var firstDay: String?
    public var lastDay: String?
    public var days: Int
    public var daysWithData: Int
    public var minimumDaysWithData: Int
    public var unit: String
    public var claims: [PatternClaim]

    enum CodingKeys: String, CodingKey {
        case firstDay = "first_day", lastDay = "last_day", days, daysWithData = "days_with_data"
        case minimumDaysWithData = "minimum_days_with_data", unit, claims
    }

    /// `words.explain` says whether the claims carry their rows.
    public init(_ patterns: Patterns, words: PatternWords) {
        firstDay = patterns.days.first?.day.isoDate
        lastDay = patterns.days.last?.day.isoDate
        days = patterns.days.count
        daysWithData = patterns.daysWithData
        minimumDaysWithData = PatternRules.minimumDays
        unit = words.unit.label
        claims = patterns.claims(words)
    }

    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// A heading line, then each claim's sentence, its rows indented under it.
    public var text: String {
        let heading = "\(firstDay ?? "-") to \(lastDay ?? "-"): \(LocalDay.countText(days)), \(daysWithData) with data"
        let lines = claims.flatMap { claim in [(claim.isPattern ? "* " : "- ") + claim.sentence] + claim.rows.map { "    " + $0 } }
        return ([heading, ""] + lines).joined(separator: "\n") + "\n"
    }
}
