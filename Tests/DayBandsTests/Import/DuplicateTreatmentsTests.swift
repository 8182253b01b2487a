import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
@testable import DayBandsSources

/// Was a bug: a Nightscout database holds each bolus two or three times (a
/// pump uploader writes `10:09:30+02:00`, a phone client `08:09:30Z`) and
/// every copy was summed. The same instant, kind and amount now count once,
/// with a line saying how many were merged; different amounts at one
/// instant are all kept, and said.
@Suite("Duplicate treatments")
struct DuplicateTreatmentsTests {
    let name = "treatments-uploaders.json"

    @Test func copiesFromSeveralUploadersCountOnceWhateverTheOffsetNotation() throws {
        let report = try Fixture.read(name)
        let doses = report.data.doses
        #expect(doses.map(\.units) == [3.675, 2, 2.5, 1])
        #expect(doses.map(\.time) == [
            Fixture.instant("2026-10-01T08:09:30Z"), Fixture.instant("2026-10-01T12:00:00Z"),
            Fixture.instant("2026-10-01T12:00:00Z"), Fixture.instant("2026-10-01T21:00:00Z"),
        ])
        // Computed by hand: one 3.675 U bolus, 2 and 2.5 U at 12:00 (two
        // different amounts are two doses), 1 U at 22:00+01:00.
        let total: Double = 3.675 + 2 + 2.5 + 1
        #expect(doses.reduce(0) { $0 + $1.units } == total)
        #expect(report.data.carbs.map(\.grams) == [35, 15])
        #expect(report.data.carbs.map(\.time) == [Fixture.instant("2026-10-01T08:09:30Z"), Fixture.instant("2026-10-01T19:30:00Z")])
        // 2 copies of the dose, 1 of its carbs, 1 of the carb correction.
        #expect(report.warnings.contains("4 duplicate treatments merged in \(Fixture.path(name))"))
    }

    /// One plausibility rule: insulin above 300 U and below 0 is refused and
    /// counted, like a number with a NUL in it; 0 U is no dose, silently.
    @Test func implausibleInsulinIsRefusedAndCounted() throws {
        let report = try Fixture.read(name)
        #expect(report.warnings.first == "4 rows skipped in \(Fixture.path(name)): first at line 9: expected insulin from 0 to 300 U, found 1e+06 U")
        #expect(!report.data.doses.contains { $0.units <= 0 || $0.units > 300 })
    }

    @Test func differentAmountsAtOneInstantAreKeptAndSaid() throws {
        let set = FileSet(paths: [Fixture.path(name)])
        let report = try set.read(in: Fixture.calendar("UTC"))
        #expect(report.warnings.last == "1 time has two different doses in \(set.name): "
            + "first at 2026-10-01T12:00:00Z (2 and 2.5 U); both are shown")
    }

    @Test func copiesAcrossFilesCountOnceWithOneLine() throws {
        let set = FileSet(paths: [Fixture.path(name), Fixture.path("treatments-phone.json")])
        let report = try set.read(in: Fixture.calendar("UTC"))
        #expect(report.data.doses.map(\.units) == [3.675, 2, 2.5, 1, 4])
        #expect(report.data.carbs.map(\.grams) == [35, 15, 40])
        #expect(report.warnings.contains("2 duplicate treatments merged in \(set.name)"))  // the phone's 3.675 U and 35 g
    }

    @Test func zeroUnitsAreNoDoseInEveryFormat() throws {
        let clarity = try Fixture.read("clarity-insulin-edge.csv")
        #expect(clarity.data.doses.map(\.units) == [3])
        #expect(clarity.warnings == [
            "2 rows skipped in \(Fixture.path("clarity-insulin-edge.csv")): first at line 4: expected insulin from 0 to 300 U, found -1.5 U",
        ])
        let libre = try Fixture.read("libreview-insulin-edge.csv")
        #expect(libre.data.doses.map(\.units) == [4])
        // LibreView's 0 U row is no dose either, and said as a row not drawn (76d0130).
        #expect(libre.warnings == [
            "2 rows skipped in \(Fixture.path("libreview-insulin-edge.csv")): first at line 5: expected insulin from 0 to 300 U, found -2 U",
            "rows not shown from \(Fixture.path("libreview-insulin-edge.csv")) (nothing to draw): 1 Insulin without an amount (Record Type 4)",
        ])
    }

    @Test(arguments: [
        ("3.5", TreatmentAmount.Outcome.kept(3.5)), ("0", .none), ("300", .kept(300)),
        ("300.5", .refused("expected insulin from 0 to 300 U, found 300.5 U")),
        ("-0.1", .refused("expected insulin from 0 to 300 U, found -0.1 U")),
        ("1e20", .refused("expected insulin from 0 to 300 U, found 1e+20 U")),
        ("inf", .refused("expected insulin units, found 'inf'")),
        ("1\u{0}5", .refused("expected insulin units, found \(PrintableText.quoted("1\u{0}5"))")),
    ])
    func insulinBoundaries(text: String, outcome: TreatmentAmount.Outcome) {
        #expect(TreatmentAmount.insulin.judge(field: text) == outcome)
    }

    @Test func carbBoundaries() {
        #expect(TreatmentAmount.carbs.judge(field: "500") == .kept(500))
        #expect(TreatmentAmount.carbs.judge(field: "500.1") == .refused("expected carbs from 0 to 500 g, found 500.1 g"))
        #expect(TreatmentAmount.carbs.judge(field: "0") == .none)
    }

    /// Was a bug: treatment pages were merged without de-duplication, and the
    /// oldest instant of a full page is read again on purpose.
    @Test func pagedTreatmentsAreNotDoubled() throws {
        let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)
        try withLoopbackSite(["--days", "1"]) { server in
            let whole = try NightscoutSource(site: server.site(), pageSize: 10_000).load(in: utc)
            let paged = try NightscoutSource(site: server.site(), pageSize: 2).load(in: utc)
            #expect(whole.doses.count == 4)  // a meal bolus every 6 hours
            #expect(paged.doses == whole.doses)
            let units = { (data: GlucoseData) -> Double in data.doses.reduce(0) { $0 + $1.units } }
            #expect(units(paged) == units(whole))
        }
    }
}
