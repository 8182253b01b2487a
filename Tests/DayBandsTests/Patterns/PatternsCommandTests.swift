import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsReport

/// `daybands patterns` through the binary, on a Nightscout entries file:
/// the claims as text and JSON (rows only with --explain), --days, the
/// heat map as SVG, and what it refuses.
@Suite struct PatternsCommandTests {
    /// `PatternsTests.lows(on: [1, 4, 8])` as a Nightscout entries file.
    static func file() throws -> String {
        let data = PatternsTests.lows(on: [1, 4, 8]).data
        let entries = data.readings.map { "{\"type\":\"sgv\",\"sgv\":\(Int($0.mgdl)),\"date\":\(Int64($0.time.timeIntervalSince1970 * 1000))}" }
        let path = NSTemporaryDirectory() + "daybands-patterns-\(UUID().uuidString).json"
        try ("[" + entries.joined(separator: ",\n") + "]").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theClaimsAsTextAndJSON() throws {
        let path = try Self.file()
        let text = try Daybands.run(["patterns", path])
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "2026-03-02 to 2026-03-15: 14 days, 14 with data")
        #expect(lines[1] == "* Lows (below 70 mg/dL) between 02:00 and 03:00 on 3 of 14 days: Tue 3 Mar, Fri 6 Mar, Tue 10 Mar.")
        #expect(!text.stdout.contains("readings below 70 mg/dL, lowest"))
        let explained = try Daybands.run(["patterns", path, "--explain"])
        #expect(explained.stdout.contains("\n    2026-03-06 Fri 02:00-03:00: 4 of 12 readings below 70 mg/dL, lowest 60\n"))
        let json = try Daybands.run(["patterns", path, "--json", "--unit", "mmol"])
        let report = try JSONDecoder().decode(PatternReport.self, from: Data(json.stdout.utf8))
        #expect(report.days == 14 && report.daysWithData == 14 && report.minimumDaysWithData == 7 && report.unit == "mmol/L")
        #expect(report.claims[0].kind == "lows" && report.claims[0].count == 3 && report.claims[0].rows.isEmpty)
        #expect(report.claims[0].sentence.hasPrefix("Lows (below 3.9 mmol/L)"))
    }

    /// The last 6 days are too few, and say so; the heat map is a picture; --json with it is refused.
    @Test func tooFewDaysAPictureAndARefusal() throws {
        let path = try Self.file()
        let six = try Daybands.run(["patterns", path, "--days", "6"])
        #expect(six.status == 0 && six.stdout.hasSuffix(
            "- Patterns need 7 days with data (readings in 12 of their hours); these 6 days have 6.\n"))
        let svg = try Daybands.run(["patterns", path, "--format", "svg"])
        #expect(svg.status == 0 && svg.stdout.contains("Lows and highs by hour of the day, 2026-03-02 to 2026-03-15 (14 days)"))
        let refused = try Daybands.run(["patterns", path, "--format", "svg", "--explain"])
        #expect(refused.status == 2 && refused.stderr.contains("--json and --explain print the claims as text: not with --format svg"))
    }
}
