import Foundation
import Testing
@testable import DayBands

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
}
