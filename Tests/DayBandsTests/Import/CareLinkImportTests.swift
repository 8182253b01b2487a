import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
@testable import DayBandsViewer

/// Medtronic CareLink CSV: patient lines, then a pump and a sensor section,
/// each with its own header, newest first.
@Suite("Medtronic CareLink CSV import")
struct CareLinkImportTests {
    /// European: `;`, decimal commas (even in Index), mmol/L, a closed-loop
    /// auto bolus beside a wizard bolus; Berlin in October is UTC+2.
    @Test func europeanSemicolonsAndMmol() throws {
        let file = try InputFile(path: Fixture.path("carelink-eu.csv"))
        #expect(try DataFormat.detect(file.read(), source: "carelink-eu.csv") == .careLinkCSV)
        let report = try Fixture.read("carelink-eu.csv", zone: "Europe/Berlin")
        #expect(report.warnings.isEmpty)
        let mmol = report.data.readings.map { $0.mgdl / GlucoseUnit.mgdlPerMmol }
        #expect(mmol.count == 3)
        #expect(zip(mmol, [6.5, 7.1, 7.8]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(report.data.readings.map(\.time) == ["06:00", "06:05", "06:10"].map { Fixture.instant("2026-10-15T\($0):00Z") })
        #expect(report.data.doses.map(\.units) == [4.5, 0.2])
        // The 780G's auto correction (CLOSED_LOOP_AUTO_BOLUS) is the loop's; the wizard's the user's.
        #expect(report.data.doses.map(\.automatic) == [false, true])
        // Basal Rate `0,75` (a decimal comma) from 08:05 CEST to the export's last record (the 08:10 reading).
        #expect(report.data.therapy.basal == [BasalEvent(time: Fixture.instant("2026-10-15T06:05:00Z"), duration: 300, kind: .scheduled,
                                                         value: 0.75)])
        // Insulin by hand: 4.5 + 0.2 U.
        let insulin = report.data.doses.map(\.units).reduce(0, +)
        #expect(abs(insulin - 4.7) < 1e-9)
        #expect(report.data.carbs.map(\.grams) == [45])
        #expect(report.data.carbs.map(\.time) == [Fixture.instant("2026-10-15T06:02:00Z")])
    }

    /// US: `,` and CRLF, mg/dL; New York's fall-back night written newest
    /// first. The delivered (3.5 U), not the selected (4 U), volume is a dose.
    @Test func fallBackNightNewestFirst() throws {
        let report = try Fixture.read("carelink-us-fallback.csv", zone: "America/New_York")
        #expect(report.warnings.isEmpty)
        #expect(report.data.readings.map(\.mgdl) == [100, 104, 108, 112, 116, 120])
        // 00:50, 01:20 and 01:50 EDT (UTC-4), then 01:20, 01:50 and 02:10 EST (UTC-5).
        #expect(report.data.readings.map(\.time) == ["04:50", "05:20", "05:50", "06:20", "06:50", "07:10"].map {
            Fixture.instant("2026-11-01T\($0):00Z")
        })
        let mean = report.data.readings.map(\.mgdl).reduce(0, +) / 6
        #expect(mean == 110)
        #expect(report.data.doses.map(\.units) == [3.5])
        #expect(report.data.carbs.map(\.grams) == [40])
    }

    @Test(arguments: [("2026/10/15", "08:05:00", "2026-10-15 08:05:00"), ("15.10.2026", "08:05", "2026-10-15 08:05:00")])
    func dateForms(date: String, time: String, expected: String) {
        #expect(WallClock(date: date, time: time) == WallClock(isoLocal: Substring(expected)))
    }

    @Test(arguments: [("15/10/26", "08:05:00"), ("2026/13/01", "08:05:00"), ("2026/10/15", "8h05")])
    func notDates(date: String, time: String) {
        #expect(WallClock(date: date, time: time) == nil)
    }
}

/// Was a gap: a Guardian Connect (CGM-only) export has no bolus values, its
/// insulin and meals are Event Markers (`Insulin: 27,00`, `Meal: 60,00grams`,
/// often written twice at one second), and none were read.
@Suite("CareLink Guardian Connect markers")
struct CareLinkMarkerTests {
    @Test func markersAreDosesAndCarbsMergedAsCopies() throws {
        let path = Fixture.path("carelink-guardian-connect.csv")
        let report = try Fixture.read("carelink-guardian-connect.csv", zone: "Europe/Rome")
        #expect(report.data.readings.map(\.mgdl) == [134, 137, 141, 146, 150])
        // 09:00:08 and 12:35:28 CEST (UTC+2); the copy at 12:35:28 merged.
        #expect(report.data.doses.map(\.units) == [4.5, 27])
        #expect(report.data.doses.map(\.time) == ["07:00:08", "10:35:28"].map { Fixture.instant("2026-10-01T\($0)Z") })
        #expect(report.data.carbs.map(\.grams) == [60])
        #expect(report.data.carbs.map(\.time) == [Fixture.instant("2026-10-01T10:20:41Z")])
        #expect((report.data.doses.map(\.kind) + report.data.carbs.map(\.kind)).allSatisfy { $0 == TreatmentKind.eventMarker })
        #expect(report.warnings == ["2 meter readings (BG Reading) in \(path) not drawn: the curve shows the sensor's",
                                    "2 duplicate treatments merged in \(path)"])
        #expect(report.mergedCopies == 2)
    }

    /// Was dropped without a word (the Guardian Connect export's 255 `BG
    /// Reading` rows): meter readings are counted in a line and as skipped,
    /// as Glooko's and Tidepool's are, one per minute and value (a 780G
    /// writes each three times), and never drawn.
    @Test func meterReadingsAreSaidNotDrawn() throws {
        let report = try Fixture.read("carelink-guardian-connect.csv", zone: "Europe/Rome")
        #expect(report.skippedRows == 2)
        #expect(!report.data.readings.contains { [98, 112].contains($0.mgdl) })
        #expect(report.warnings.first?.hasPrefix("2 meter readings (BG Reading) in ") == true)
    }

    @Test func markerTexts() {
        #expect(CareLinkCSV.markerAmounts("Insulin: 27,00") == ("27.00", ""))
        #expect(CareLinkCSV.markerAmounts("Meal: 60,00grams") == ("", "60.00"))
        #expect(CareLinkCSV.markerAmounts("Meal: 45.5 grams") == ("", "45.5"))
        #expect(CareLinkCSV.markerAmounts("Other") == ("", ""))
        #expect(CareLinkCSV.markerAmounts("Insulin: lots") == ("lots", ""))
    }

    @Test func theCalloutSaysAMarker() {
        let hour = TestData.time(12)
        let dose = InsulinDose(time: hour, units: 27, kind: TreatmentKind.eventMarker)
        let meal = CarbEntry(time: hour, grams: 60, kind: TreatmentKind.eventMarker)
        #expect(Callout.treatmentLine(doses: [dose][...], carbs: [][...]).0 == "marker: insulin 27 U")
        #expect(Callout.treatmentLine(doses: [][...], carbs: [meal][...]).0 == "marker: carbs 60 g")
        #expect(Callout.treatmentLine(doses: [dose][...], carbs: [meal][...]).0 == "marker: 27 U  60 g")
        // A pump's dose beside a marker is not all by hand: no label.
        let pump = InsulinDose(time: hour, units: 2, kind: "Normal")
        #expect(Callout.treatmentLine(doses: [dose, pump][...], carbs: [][...]).0 == "2 doses, 29 U")
    }
}
