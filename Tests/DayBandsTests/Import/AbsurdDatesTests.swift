import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
@testable import DayBandsViewer

/// Was a bug: a Nightscout `date` of 1e300 or "NaN" was kept, and the
/// timeline built from it never finished (days from 2026 to 1e297 seconds);
/// dates in 1970 or 9999 stretched the timeline over thousands of empty days.
/// Times outside 2000 to 2099 are now skipped rows, said in the warnings.
@Suite("Absurd dates")
struct AbsurdDatesTests {
    @Test func nightscoutDatesOutsideTheCenturyAreSkippedAndSaid() throws {
        let report = try Regression.read("entries/absurd-dates-hang-timeline.json")
        #expect(report.data.readings.map(\.mgdl) == [120])
        #expect(report.warnings.count == 1)
        #expect(report.warnings[0].hasPrefix("3 rows skipped in "))
        #expect(report.warnings[0].hasSuffix("first at line 2: expected a time from 2000 to 2099, found 1e+297 s after 1970"))
        let timeline = try #require(Timeline(data: report.data, calendar: Fixture.calendar("UTC")))
        #expect(timeline.days.count == 1)
    }

    @Test func localDatesIn1970And9999And2100AreSkippedAndSaid() throws {
        let report = try Regression.read("plain/far-dates-stretch-timeline.csv")
        #expect(report.data.readings.map(\.mgdl) == [121])
        #expect(report.warnings.count == 1)
        #expect(report.warnings[0].hasSuffix("3 rows skipped in \(Regression.path("plain/far-dates-stretch-timeline.csv")): "
            + "first at line 2: expected a time from 2000 to 2099, found 1970-01-01T00:00:00Z"))
    }

    @Test func treatmentIn1970IsSkipped() throws {
        let report = try Regression.read("treatments/infinite-insulin-kept.json")
        #expect(report.data.doses.map(\.units) == [3])
    }

    /// Was a bug: one record dated 2099 beside today's opened the viewer and
    /// `render` on 2099-06-01, 31 empty days. Dated after now (`FutureRecords`),
    /// it is set aside at the file, as a site's is, in one line that names
    /// the file, what the record is and its date; the days end on today's.
    @Test(arguments: [
        ("timestamp,glucose\n2026-10-01T08:00:00Z,120\n2026-10-01T08:05:00Z,125\n2099-06-01T08:00:00Z,130\n", "1 reading"),
        (#"[{"eventType": "Correction Bolus", "insulin": 1, "created_at": "2026-10-01T08:00:00Z"},"#
            + #"{"eventType": "Correction Bolus", "insulin": 2, "created_at": "2099-06-01T08:00:00Z"}]"#, "1 dose"),
    ])
    func aRecordIn2099BesideTodaysIsSetAsideAndSaid(file text: String, what: String) throws {
        let now = Fixture.instant("2026-10-01T09:00:00Z")
        let file = InputFile(bytes: Data(text.utf8), name: "today.txt")
        let report = try FileSource(path: "today.txt").read(file, in: Fixture.calendar("UTC"), now: now)
        #expect(report.warnings == ["\(what) dated more than 10 min in the future set aside from today.txt, "
                                    + "at 2099-06-01T08:00:00Z (is a device's clock wrong?)"])
        let last = max(report.data.readings.last?.time ?? .distantPast, report.data.doses.last?.time ?? .distantPast)
        #expect(last < now)
        // Beside a reading of today, the days the viewer plans end today.
        let today = GlucoseReading(time: now, mgdl: 110)
        let data = GlucoseData.joined([report.data, GlucoseData(readings: [today])])
        let pages = try #require(try DayPages(store: data, calendar: Fixture.calendar("UTC"), window: DayWindow(),
                                              defaultDays: DayWindow.defaultDays))
        #expect(pages.plan.days.last?.isoDate == "2026-10-01")
    }

    /// The allowance is a clock's skew: a reading 10 min after now is kept,
    /// one a second later set aside.
    @Test func theAllowanceIsKeptASecondPastItIsNot() throws {
        let now = Fixture.instant("2026-10-01T09:00:00Z")
        let text = "timestamp,glucose\n2026-10-01T09:10:00Z,120\n2026-10-01T09:10:01Z,125\n"
        let report = try FileSource(path: "f.csv").read(InputFile(bytes: Data(text.utf8), name: "f.csv"),
                                                        in: Fixture.calendar("UTC"), now: now)
        #expect(report.data.readings.map(\.mgdl) == [120])
        #expect(report.warnings == ["1 reading dated more than 10 min in the future set aside from f.csv, "
                                    + "at 2026-10-01T09:10:01Z (is a device's clock wrong?)"])
    }
}
