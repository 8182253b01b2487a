import Foundation
import Testing
@testable import DayBandsImport

/// Nightscout database dumps made with `mongoexport`: one record per line,
/// MongoDB's extended-JSON wrappers, exponent dates, quoted values, and
/// Java or JavaScript `dateString`s.
@Suite("Nightscout mongoexport (JSON Lines) import")
struct MongoExportImportTests {
    @Test func entriesInEveryNotationAreReadOnce() throws {
        let report = try Fixture.read("nightscout-mongoexport-entries.json")
        let readings = report.data.readings
        // Line by line: exponent date; $date of $numberLong with $numberInt sgv;
        // $date ISO with sgv "133"; $numberDouble date with $numberLong sgv;
        // "5" is an error code; Java dateString 10:25 CEST; JavaScript dateString
        // 04:30 GMT-0400; an mbg record; a dateString in CST (US or China) skipped.
        #expect(readings.map(\.mgdl) == [120, 126, 133, 141, 150, 156])
        #expect(readings.map(\.time) == [0, 5, 10, 15, 25, 30].map {
            Fixture.instant(String(format: "2026-10-01T08:%02d:00Z", $0))
        })
        #expect(readings.map(\.trend) == [.flat, .fortyFiveUp, nil, nil, nil, nil])
        // Mean by hand: (120 + 126 + 133 + 141 + 150 + 156) / 6 = 826 / 6.
        let mean = readings.map(\.mgdl).reduce(0, +) / Double(readings.count)
        #expect(mean == 826.0 / 6)
        let path = Fixture.path("nightscout-mongoexport-entries.json")
        #expect(report.warnings == [
            "1 row skipped in \(path): first at line 9: expected epoch milliseconds in date (or a dateString with a zone)",
            "1 sensor error code (sgv 12 or below) skipped in \(path)",
        ])
    }

    @Test func treatmentsWithWrappedDatesAndAmounts() throws {
        let report = try Fixture.read("nightscout-mongoexport-treatments.json")
        let path = Fixture.path("nightscout-mongoexport-treatments.json")
        #expect(report.warnings == ["treatments not shown from \(path) (nothing to draw): 1 Note"])
        #expect(report.data.therapy.basal.map(\.value) == [0.8])
        #expect(report.data.doses.map(\.units) == [4.5, 1.25])
        #expect(report.data.doses.map(\.time) == [Fixture.instant("2026-10-01T08:00:00Z"), Fixture.instant("2026-10-01T12:00:00Z")])
        #expect(report.data.carbs.map(\.grams) == [45, 15])
        #expect(report.data.carbs.map(\.time) == [Fixture.instant("2026-10-01T08:00:00Z"), Fixture.instant("2026-10-01T15:30:00Z")])
        #expect(report.data.carbs.map(\.kind) == ["Meal Bolus", "Carb Correction"])
    }

    @Test func aMalformedLineNamesItsLineAndByte() throws {
        let error = try #require(Fixture.error("nightscout-mongoexport-malformed.json"))
        // Line 3 lacks its closing brace: the parser finds out at line 4's "{",
        // after the 263 bytes up to line 3's line end.
        #expect(error.line == 4)
        #expect(error.message.hasPrefix("malformed JSON at byte 263: "))
        #expect(error.message.hasSuffix("; expected JSON records (one object per line)"))
    }

    @Test(arguments: [
        ("Thu Apr 05 16:54:08 CEST 2018", "2018-04-05T14:54:08Z"),
        ("Sat Jan 06 23:10:00 GMT 2018", "2018-01-06T23:10:00Z"),
        ("Tue Mar 10 08:00:00 GMT+05:30 2026", "2026-03-10T02:30:00Z"),
        ("Thu Oct 01 2026 04:30:00 GMT-0400 (Eastern Daylight Time)", "2026-10-01T08:30:00Z"),
        ("2026-10-01T10:00:00+02:00", "2026-10-01T08:00:00Z"),
    ])
    func dateStringForms(text: String, instant: String) {
        #expect(NightscoutDateString.instant(text) == Fixture.instant(instant))
    }

    @Test(arguments: ["Thu Oct 01 02:35:00 CST 2026", "Thu Oct 01 02:35:00 2026", "Thu Foo 01 02:35:00 UTC 2026",
                      "Thu Oct 32 02:35:00 UTC 2026", "Thu Oct 01 2:35:00 UTC 2026", ""])
    func dateStringsThatMeanNoOneInstant(text: String) {
        #expect(NightscoutDateString.instant(text) == nil)
    }

    /// An error answer saved to a file is one object with no Nightscout
    /// field: still the array message, not "one object per line".
    @Test func detection() throws {
        for (fixture, format) in [("nightscout-mongoexport-entries.json", DataFormat.nightscoutEntryLines),
                                  ("nightscout-mongoexport-treatments.json", .nightscoutTreatmentLines),
                                  ("entries-not-array.json", .nightscoutEntries)] {
            let file = try InputFile(path: Fixture.path(fixture))
            #expect(try DataFormat.detect(file.read(), source: fixture) == format)
        }
    }
}
