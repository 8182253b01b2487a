import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

@Suite("LibreView CSV import")
struct LibreViewImportTests {
    /// Month-first 12-hour timestamps; historic rows, then scans, then insulin,
    /// each group in time order; 01:00-01:59 repeats on 2026-11-01 in New York.
    @Test func usExportWithFallBackHour() throws {
        let report = try Fixture.read("libreview-us-fallback.csv", zone: "America/New_York")
        #expect(report.warnings == ["rows not shown from \(Fixture.path("libreview-us-fallback.csv")) (nothing to draw): 1 Note (Record Type 6)"])
        let readings = report.data.readings
        #expect(readings.map(\.mgdl) == [98, 101, 110, 112, 115, 117, 119, 131, 140, 152])
        #expect(readings.map(\.time) == [
            "2026-11-01T03:45:00Z", "2026-11-01T04:00:00Z",
            "2026-11-01T05:15:00Z", "2026-11-01T05:30:00Z", "2026-11-01T05:45:00Z",  // 01:xx EDT
            "2026-11-01T06:00:00Z", "2026-11-01T06:15:00Z",  // 01:xx EST
            "2026-11-01T12:45:00Z", "2026-11-01T17:30:00Z", "2026-11-01T18:20:00Z",
        ].map(Fixture.instant))
        #expect(report.data.doses.map(\.units) == [4.5, 14])
        #expect(report.data.doses.map(\.kind) == ["Rapid-Acting", "Long-Acting"])
        #expect(report.data.doses.map(\.time) == [Fixture.instant("2026-11-01T12:50:00Z"), Fixture.instant("2026-11-02T03:00:00Z")])
    }

    /// Some English exports name the long-acting column `Long-Acting Insulin
    /// Value (units)` (a real export from 2020): its doses are read, not
    /// said to be without an amount.
    @Test func theLongActingColumnIsReadUnderEitherName() throws {
        let report = try Fixture.read("libreview-long-acting-value.csv", zone: "UTC")
        #expect(report.data.doses.map(\.units) == [3, 12])
        #expect(report.data.doses.map(\.kind) == ["Rapid-Acting", "Long-Acting"])
        #expect(report.data.doses.map(\.time) == [Fixture.instant("2026-10-20T08:00:00Z"), Fixture.instant("2026-10-20T22:00:00Z")])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }

    @Test func dayFirstMmolExportWithUnreadableRows() throws {
        let path = Fixture.path("libreview-eu-mmol.csv")
        let report = try Fixture.read("libreview-eu-mmol.csv", zone: "Europe/Berlin")
        #expect(report.data.readings.map(\.time) == [
            "2026-10-24T21:45:00Z", "2026-10-25T00:30:00Z", "2026-10-25T00:45:00Z", "2026-10-25T01:00:00Z", "2026-10-25T07:10:00Z",
        ].map(Fixture.instant))
        #expect(report.data.readings.map(\.mgdl) == [5.4, 5.9, 6.0, 6.1, 7.7].map { $0 * GlucoseUnit.mgdlPerMmol })
        #expect(report.data.doses.map(\.time) == [Fixture.instant("2026-10-25T07:00:00Z")])
        #expect(report.warnings == [
            "2 rows skipped in \(path): first at line 7: expected a day-first Device Timestamp, found '25-10-2026 25:99'",
        ])
    }

    /// Record types without a reading, dose or carbs drawn are counted and
    /// said, never dropped unsaid (the real export's shape: blank notes,
    /// a note's text, `Non-numeric Food` alone): notes, food and insulin
    /// without an amount, ketones in one line, the strip reading as a meter
    /// reading, as the other readers say theirs.
    @Test func rowsNotDrawnAreSaid() throws {
        let path = Fixture.path("libreview-notes.csv")
        let report = try Fixture.read("libreview-notes.csv")
        #expect(report.data.readings.count == 3)
        #expect(report.data.doses.map(\.units) == [2])
        #expect(report.data.carbs.map(\.grams) == [6])
        #expect(report.warnings == [
            "1 meter reading (Strip Glucose) in \(path) not drawn: the curve shows the sensor's",
            "rows not shown from \(path) (nothing to draw): 3 Note (Record Type 6), 1 Food without an amount (Record Type 5), "
                + "1 Insulin without an amount (Record Type 4), 1 Ketone (Record Type 3)",
        ])
        #expect(report.skippedRows == 7)
    }

    @Test func ambiguousDatesFailUnlessAnOrderIsGiven() throws {
        let error = try #require(Fixture.error("libreview-ambiguous.csv"))
        #expect(error.source == Fixture.path("libreview-ambiguous.csv"))
        #expect(error.line == 3)
        #expect(error.message.contains("cannot tell whether Device Timestamp dates such as '03-04-2026 08:00' are month-first or day-first"))
        #expect(error.message.contains("give the date format"))

        let dayFirst = try Fixture.read("libreview-ambiguous.csv", dateOrder: .dayFirst).data.readings
        #expect(dayFirst.map(\.time) == ["2026-04-03T08:00:00Z", "2026-04-03T08:15:00Z", "2026-04-04T13:00:00Z"].map(Fixture.instant))
        let monthFirst = try Fixture.read("libreview-ambiguous.csv", dateOrder: .monthFirst).data.readings
        #expect(monthFirst.map(\.time) == ["2026-03-04T08:00:00Z", "2026-03-04T08:15:00Z", "2026-04-04T13:00:00Z"].map(Fixture.instant))
    }

    @Test func yearFirstNeedsNoHelp() throws {
        let readings = try Fixture.read("libreview-year-first.csv").data.readings
        #expect(readings.map(\.time) == ["2026-04-03T08:00:00Z", "2026-04-03T08:15:00Z"].map(Fixture.instant))
    }

    @Test(arguments: [
        ("04-15-2026 08:05 PM", DateOrder.monthFirst, "2026-04-15 20:05"),
        ("04-15-2026 12:05 AM", DateOrder.monthFirst, "2026-04-15 00:05"),
        ("04/15/2026 12:05 PM", DateOrder.monthFirst, "2026-04-15 12:05"),
        ("15.04.2026 20:05", DateOrder.dayFirst, "2026-04-15 20:05"),
        ("2026-04-15 20:05", DateOrder.yearFirst, "2026-04-15 20:05"),
    ])
    func timestampFormats(text: String, order: DateOrder, expected: String) throws {
        let clock = try #require(LibreTimestamp(text)?.clock(order))
        #expect(String(format: "%04d-%02d-%02d %02d:%02d", clock.year, clock.month, clock.day, clock.hour, clock.minute) == expected)
    }

    @Test func timestampsThatDoNotFitTheOrderAreRejected() {
        #expect(LibreTimestamp("15-04-2026 08:05")?.clock(.monthFirst) == nil)
        #expect(LibreTimestamp("2026-04-15 08:05")?.clock(.dayFirst) == nil)
        #expect(LibreTimestamp("04-15-2026 13:05 PM")?.clock(.monthFirst) == nil)
        #expect(LibreTimestamp("yesterday") == nil)
    }
}
