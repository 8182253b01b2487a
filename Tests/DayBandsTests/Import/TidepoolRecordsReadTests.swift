import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

/// Each Tidepool record read as it says or skipped with the reason on its
/// line: a reading in its `units` (mmol/L when it names none, mg/dL as
/// given), a bolus of `normal` plus `extended` units (0 U is no dose, not a
/// bad row), carbs only in grams, a time with a zone; meter readings counted
/// apart; records of other types passed over without a word.
struct TidepoolRecordsReadTests {
    func read(_ records: [String]) throws -> (report: LoadReport, path: String) {
        let path = NSTemporaryDirectory() + "daybands-tidepool-\(UUID().uuidString).json"
        try ("[\n" + records.joined(separator: ",\n") + "\n]\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return (try FileSource(path: path).read(in: TestData.utc), path)
    }

    func reading(_ time: String, _ value: String, units: String? = nil, device: String = "DexG6Rec_SM1") -> String {
        #"{"type": "cbg", "time": "2026-10-01T\#(time):00.000Z", "value": \#(value), "deviceId": "\#(device)""#
            + (units.map { #", "units": "\#($0)""# } ?? "") + "}"
    }

    @Test func aReadingIsInItsUnitsAndMmolWhenItNamesNone() throws {
        let (report, _) = try read([reading("08:00", "6.66090"), reading("08:05", "7.5", units: "mmol/L"),
                                    reading("08:10", "142", units: "mg/dL")])
        #expect(report.data.readings.map(\.mgdl) == [6.66090 * 18.01559, 7.5 * 18.01559, 142])
        #expect(report.unit == .mmol, "the first reading's unit is the file's")
        #expect(report.warnings.isEmpty && report.skippedRows == 0)
        let mgdlFirst = try read([reading("08:10", "142", units: "mg/dL"), reading("08:15", "7.5")]).report
        #expect(mgdlFirst.unit == .mgdl)
    }

    @Test func aReadingOfNoValueUnitsOrTimeIsSkippedOnItsLine() throws {
        let (report, path) = try read([reading("08:00", "6.5"),
                                       reading("08:05", "\"high\""),
                                       reading("08:10", "120", units: "percent"),
                                       #"{"type": "cbg", "time": "2026-10-01 08:15", "value": 6.5}"#,
                                       reading("08:20", "0.01")])
        #expect(report.data.readings.count == 1)
        #expect(report.skippedRows == 4)
        #expect(report.warnings == ["4 rows skipped in \(path): first at line 3: expected a glucose number in value"])
        let units = try read([reading("08:00", "6.5"), reading("08:10", "120", units: "percent")])
        #expect(units.report.warnings == ["1 row skipped in \(units.path): first at line 3: expected units mmol/L or mg/dL, found 'percent'"])
        let time = try read([reading("08:00", "6.5"), #"{"type": "cbg", "time": "2026-10-01 08:15", "value": 6.5}"#])
        #expect(time.report.warnings == ["1 row skipped in \(time.path): first at line 3: expected an ISO 8601 time with a zone in time"])
    }

    /// Each device is a series of its own.
    @Test func eachDeviceIsASeries() throws {
        let report = try read([reading("08:00", "6.5", device: "A"), reading("08:00", "6.6", device: "B"),
                               reading("08:05", "6.7", device: "A")]).report
        #expect(report.data.series.map(\.name) == ["A", "B"])
        #expect(report.data.readings.map(\.series) == [0, 1, 0])
    }

    @Test func aBolusIsItsNormalPlusExtendedUnits() throws {
        let (report, path) = try read([
            reading("08:00", "6.5"),
            #"{"type": "bolus", "subType": "normal", "time": "2026-10-01T08:00:00Z", "normal": 2.5}"#,
            #"{"type": "bolus", "subType": "square", "time": "2026-10-01T09:00:00Z", "extended": 1.2, "duration": 5400000}"#,
            #"{"type": "bolus", "subType": "automated", "time": "2026-10-01T10:00:00Z", "normal": 0.3}"#,
            #"{"type": "bolus", "subType": "normal", "time": "2026-10-01T11:00:00Z", "normal": 0}"#,
            #"{"type": "bolus", "subType": "normal", "time": "2026-10-01T12:00:00Z"}"#,
            #"{"type": "bolus", "subType": "dual/square", "time": "2026-10-01T13:00:00Z", "normal": 1, "extended": "a lot"}"#,
        ])
        #expect(report.data.doses.map(\.units) == [2.5, 1.2, 0.3])
        #expect(report.data.doses.map(\.kind) == ["normal", "square", "automated"])
        #expect(report.data.doses.map(\.automatic) == [false, false, true])
        #expect(report.data.doses.map(\.duration) == [0, 5400, 0], "an extended part's duration is in ms")
        #expect(report.skippedRows == 2, "0 U is no dose; no amount and a word for one are bad rows")
        #expect(report.warnings == ["2 rows skipped in \(path): first at line 7: expected insulin units in normal or extended"])
    }

    @Test func carbsAreReadOnlyInGrams() throws {
        let (report, path) = try read([
            reading("08:00", "6.5"),
            #"{"type": "wizard", "time": "2026-10-01T08:00:00Z", "carbInput": 45, "carbUnits": "grams"}"#,
            #"{"type": "food", "time": "2026-10-01T09:00:00Z", "nutrition": {"carbohydrate": {"net": 12, "units": "grams"}}}"#,
            #"{"type": "wizard", "time": "2026-10-01T10:00:00Z", "carbInput": 3, "carbUnits": "exchanges"}"#,
            #"{"type": "food", "time": "2026-10-01T11:00:00Z", "nutrition": {"carbohydrate": {"net": "some"}}}"#,
            #"{"type": "wizard", "time": "2026-10-01T12:00:00Z", "carbInput": 0}"#,
            #"{"type": "food", "time": "2026-10-01T13:00:00Z", "name": "tea"}"#,
        ])
        #expect(report.data.carbs.map(\.grams) == [45, 12])
        #expect(report.data.carbs.map(\.kind) == ["Bolus Wizard", "Food"])
        #expect(report.skippedRows == 2)
        #expect(report.warnings == ["2 rows skipped in \(path): first at line 5: expected carbs in grams, found 'exchanges'"])
        let food = try read([reading("08:00", "6.5"),
                             #"{"type": "food", "time": "2026-10-01T11:00:00Z", "nutrition": {"carbohydrate": {"net": "some"}}}"#])
        #expect(food.report.warnings == ["1 row skipped in \(food.path): first at line 3: expected carb grams in nutrition.carbohydrate.net"])
    }

    /// Meter readings are counted (and skipped), not drawn; other types pass without a word.
    @Test func meterReadingsAreCountedAndOtherTypesPassed() throws {
        let (report, path) = try read([
            reading("08:00", "6.5"),
            #"{"type": "smbg", "time": "2026-10-01T08:01:00Z", "value": 6.1}"#,
            #"{"type": "smbg", "time": "2026-10-01T12:01:00Z", "value": 140, "units": "mg/dL"}"#,
            #"{"type": "upload", "time": "not a time"}"#,
            #"{"type": "pumpSettings", "time": "2026-10-01T08:00:00Z"}"#,
        ])
        #expect(report.data.readings.count == 1)
        #expect(report.skippedRows == 2)
        #expect(report.warnings == ["2 meter readings (smbg) in \(path) not drawn: the curve shows the sensor's"])
    }

    @Test func aFileOfMeterReadingsAloneIsReadNotRefused() throws {
        let report = try read([#"{"type": "smbg", "time": "2026-10-01T08:01:00Z", "value": 6.1}"#]).report
        #expect(report.data.readings.isEmpty && report.skippedRows == 1)
    }
}
