import Foundation
import Testing
@testable import DayBandsRecords

/// What `daybands patterns` prints (`PatternReport`): a heading with the
/// span, its days and those with data, then a line per claim (`*` a
/// pattern, `-` none found), its rows indented under it with `--explain`;
/// the JSON carries the same with the rule of how many days a claim needs.
struct PatternReportTests {
    func report(_ fixture: PatternFixture, explain: Bool = true) throws -> PatternReport {
        PatternReport(try fixture.patterns(), words: PatternWords(unit: .mgdl, calendar: PatternFixture.calendar, explain: explain))
    }

    @Test func aPatternIsStarredWithItsRowsUnderItAndTheOthersDashed() throws {
        // Lows at 02:00 on 3 of 14 days.
        let fixture = PatternsTests.lows(on: [1, 4, 8])
        let report = try report(fixture)
        let lines = report.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "2026-03-02 to 2026-03-15: 14 days, 14 with data")
        #expect(lines[1] == "")
        #expect(Array(lines[2...5]) == [
            "* Lows (below 70 mg/dL) between 02:00 and 03:00 on 3 of 14 days: Tue 3 Mar, Fri 6 Mar, Tue 10 Mar.",
            "    2026-03-03 Tue 02:00-03:00: 4 of 12 readings below 70 mg/dL, lowest 60",
            "    2026-03-06 Fri 02:00-03:00: 4 of 12 readings below 70 mg/dL, lowest 60",
            "    2026-03-10 Tue 02:00-03:00: 4 of 12 readings below 70 mg/dL, lowest 60"])
        // The overnight lows are a pattern too; a claim of none found is dashed.
        #expect(lines.contains { $0.hasPrefix("* Lows overnight (between 00:00 and 06:00) on 3 of 14 nights") })
        #expect(lines.contains("- No recurring highs (above 180 mg/dL for 15 minutes of an hour on 3 days or more)."))
        #expect(report.claims.allSatisfy { lines.contains(($0.isPattern ? "* " : "- ") + $0.sentence) })
        #expect(report.claims.filter(\.isPattern).count == 2)
        #expect(report.text.hasSuffix("\n") && !report.text.hasSuffix("\n\n"))
        // Without --explain: the sentences alone.
        let brief = try self.report(fixture, explain: false).text
        #expect(!brief.contains("\n    "))
        #expect(brief.contains("\n* Lows (below 70 mg/dL) between 02:00 and 03:00 on 3 of 14 days"))
    }

    @Test func theJSONNamesTheSpanTheDaysAndTheRule() throws {
        let fixture = PatternsTests.lows(on: [1, 4, 8])
        let json = try #require(try JSONSerialization.jsonObject(with: report(fixture).json()) as? [String: Any])
        #expect(json["first_day"] as? String == "2026-03-02")
        #expect(json["last_day"] as? String == "2026-03-15")
        #expect(json["days"] as? Int == 14)
        #expect(json["days_with_data"] as? Int == 14)
        #expect(json["minimum_days_with_data"] as? Int == 7)
        #expect(json["unit"] as? String == "mg/dL")
        let claims = try #require(json["claims"] as? [[String: Any]])
        #expect(claims.count == (try fixture.claims()).count)
        let decoded = try JSONDecoder().decode(PatternReport.self, from: report(fixture).json())
        #expect(decoded.text == (try report(fixture)).text, "what the JSON says reads back as the text")
    }

    /// Days with fewer than 12 hours of readings do not count as days with data.
    @Test func daysWithoutDataAreCountedApart() throws {
        let none = try Patterns(of: [], in: PatternFixture.calendar, store: GlucoseData(readings: []))
        let empty = PatternReport(none, words: PatternWords(unit: .mgdl, calendar: PatternFixture.calendar))
        #expect(empty.text.hasPrefix("- to -: 0 days, 0 with data\n\n") && empty.firstDay == nil)
        var fixture = PatternFixture(dayCount: 1)
        #expect(try report(fixture).text.hasPrefix("2026-03-02 to 2026-03-02: 1 day, 1 with data\n\n"))
        fixture = PatternFixture(dayCount: 3, hours: 6)
        let sparse = try report(fixture)
        #expect(sparse.days == 3 && sparse.daysWithData == 0)
        #expect(sparse.text.hasPrefix("2026-03-02 to 2026-03-04: 3 days, 0 with data\n\n"))
    }
}
