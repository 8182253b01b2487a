import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
@testable import DayBandsSources
@testable import DayBandsChart

/// The header names where the data comes from, escaped, short, and left out
/// whole when there is no room; a Nightscout site by its host only.
struct HeaderSourceTests {
    func header(source: String?, columns: Int, range: String? = "2026-03-10 to 2026-03-10") -> String {
        let readings = TestData.readings { _ in 120 }
        let context = DayChart.Context(data: GlucoseData(readings: readings), calendar: TestData.utc, source: source)
        let layout = ChartLayout(size: Size(columns: columns, rows: 20))!
        return DayChart(day: TestData.day, dayNumber: 1, dayCount: 1, range: range, layout: layout, context: context)
            .grid.line(0)
    }

    @Test func theSourceFollowsTheTitleAndComesBeforeTheRange() {
        let line = header(source: "sample data", columns: 120)
        #expect(line.hasPrefix(" Tue 2026-03-10  day 1 of 1  mg/dL  sample data (2026-03-10 to 2026-03-10)"))
        #expect(line.contains("max 120 at 00:00"))
    }

    @Test(arguments: 40...120)
    func whatDoesNotFitIsLeftOutWholeNeverCut(columns: Int) {
        let line = header(source: "export-2026-03.csv", columns: columns)
        let afterTitle = line.dropFirst(" Tue 2026-03-10  day 1 of 1  mg/dL".count)
        let shown = afterTitle.replacingOccurrences(of: " (", with: "  (").replacingOccurrences(of: " max", with: "  max")
            .components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        for piece in shown where !piece.hasPrefix("max") && !piece.hasPrefix("min") {
            #expect(["export-2026-03.csv", "(2026-03-10 to 2026-03-10)"].contains(piece), "\(columns): \(line)")
        }
        if line.contains("(2026-03-10") {
            #expect(line.contains("export-2026-03.csv"), "the source goes before the range")
        }
    }

    @Test func aSourceFromOutsideIsEscapedAndShortened() {
        let line = header(source: "evil\u{1B}[2Jname-that-goes-on-and-on-and-on-for-ever.csv", columns: 200)
        #expect(!line.contains("\u{1B}"))
        // 32 characters of the escaped text (an escape counts whole), then the ellipsis.
        #expect(line.contains("evil\\x1b[2Jname-that-goes-on-and… "), "32 characters of it, escaped")
    }

    @Test func sourcesTitleThemselves() throws {
        #expect(SampleData().title == "sample data")
        #expect(FileSet(paths: ["/home/me/exports/clarity.csv"]).title == "clarity.csv")
        #expect(FileSet(paths: ["a/entries.json", "a/treatments.json", "b.csv"]).title == "entries.json +2 more")
        #expect(FileSet(paths: ["-"]).title == InputFile.standardInputName)
        let parsed = try #require(NightscoutSite.parse("https://me:hunter22@ns.example.org:8443/sub/?token=reader-abc123"))
        let site = NightscoutSite(root: parsed.root, credentials: .resolve(token: parsed.tokenInURL, environment: [:]))
        let title = NightscoutSource(site: site).title
        #expect(title == "Nightscout ns.example.org:8443")
        #expect(!title.contains("hunter22") && !title.contains("reader-abc123") && !title.contains("me:"))
    }
}
