import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

/// The loop's prediction read from device status: Loop's `loop.predicted`,
/// oref's `predBGs` of the newer of `suggested` and `enacted`, with the
/// curve its eventual glucose follows; arrays that are not numbers alone are
/// not read, implausible values and predictions dated ahead are left out.
@Suite struct LoopPredictionTests {
    let at = Fixture.instant

    func read(_ records: [String], notAfter limit: Date = .distantFuture) throws -> (status: DeviceStatus, warning: String?) {
        let file = InputFile(bytes: Data(("[" + records.joined(separator: ",") + "]").utf8), name: "status")
        let read = try NightscoutDeviceStatus(file: file, firstChunk: try file.read()).read(notAfter: limit)
        return (read.status, read.warning)
    }

    @Test func loopsCurveStartsAtItsStartDate() throws {
        let (status, warning) = try read([
            #"{"created_at": "2026-03-14T12:05:30Z", "loop": {"timestamp": "2026-03-14T12:05:20Z", "#
                + #""predicted": {"startDate": "2026-03-14T12:05:00Z", "values": [120, 115.5, 110, 104]}}}"#,
        ])
        #expect(warning == nil)
        let prediction = try #require(status.prediction)
        #expect(prediction.time == at("2026-03-14T12:05:00Z"))
        #expect(prediction.value.curves == [.init(name: "Loop", values: [120, 115.5, 110, 104])])
        #expect(prediction.value.followed?.name == "Loop" && prediction.value.settles == 104)
    }

    @Test func orefsNewerBlockWinsAndItsEventualChoosesTheFollowedCurve() throws {
        let (status, _) = try read([
            #"{"created_at": "2026-03-14T12:10:00Z", "openaps": {"#
                + #""suggested": {"timestamp": "2026-03-14T12:09:00Z", "eventualBG": 95, "#
                + #""predBGs": {"IOB": [120, 110, 100], "ZT": [120, 90], "COB": [120, 130, 140], "UAM": [120, 108, 96]}}, "#
                + #""enacted": {"timestamp": "2026-03-14T12:04:00Z", "eventualBG": 150, "predBGs": {"IOB": [100, 150]}}}}"#,
        ])
        let prediction = try #require(status.prediction)
        #expect(prediction.time == at("2026-03-14T12:09:00Z"), "the suggestion is newer than the enactment")
        #expect(prediction.value.curves.map(\.name) == ["IOB", "ZT", "COB", "UAM"])
        #expect(prediction.value.followed?.name == "UAM", "96 is nearest the eventual 95")
        #expect(prediction.value.eventual == 95)
        // Without an eventual glucose, IOB's curve is followed.
        var plain = prediction.value
        plain.eventual = nil
        #expect(plain.followed?.name == "IOB" && plain.settles == 100)
    }

    @Test func aCurveOfOtherThanNumbersIsNotReadAndOneOfImplausibleValuesIsLeftOutAndCounted() throws {
        let (status, warning) = try read([
            #"{"created_at": "2026-03-14T12:10:00Z", "openaps": {"suggested": {"timestamp": "2026-03-14T12:10:00Z", "#
                + #""predBGs": {"IOB": [120, "x"], "ZT": [120, [1]], "COB": [120, 5000], "UAM": [120, 118]}}}}"#,
        ])
        #expect(status.prediction?.value.curves == [.init(name: "UAM", values: [120, 118])])
        #expect(warning == "1 implausible device status figure left out in status", "5000 mg/dL")
    }

    @Test func anArrayLongerThanTheParsersLimitIsNotRead() throws {
        let values = Array(repeating: "100", count: JSONRecordParser.longestNumbers + 1).joined(separator: ",")
        let (status, _) = try read([
            #"{"created_at": "2026-03-14T12:05:00Z", "loop": {"predicted": {"startDate": "2026-03-14T12:05:00Z", "values": [\#(values)]}}}"#,
        ])
        #expect(status.prediction == nil)
        let fits = Array(repeating: "100", count: JSONRecordParser.longestNumbers).joined(separator: ",")
        let (kept, _) = try read([
            #"{"created_at": "2026-03-14T12:05:00Z", "loop": {"predicted": {"startDate": "2026-03-14T12:05:00Z", "values": [\#(fits)]}}}"#,
        ])
        #expect(kept.prediction?.value.curves.first?.values.count == JSONRecordParser.longestNumbers)
    }

    @Test func aPredictionStartingAheadOfTheLimitIsNotTheLoopsWordNow() throws {
        let limit = at("2026-03-14T12:10:00Z")
        let (status, _) = try read([
            #"{"created_at": "2026-03-14T12:05:00Z", "loop": {"predicted": {"startDate": "2026-03-14T12:05:00Z", "values": [100, 90]}}}"#,
            #"{"created_at": "2026-03-14T12:06:00Z", "loop": {"predicted": {"startDate": "2026-03-15T12:00:00Z", "values": [300]}}}"#,
        ], notAfter: limit)
        #expect(status.prediction?.time == at("2026-03-14T12:05:00Z"))
    }

    @Test func theLiveRowSaysWhereItSettlesAndItsLowestAndHighest() throws {
        var status = DeviceStatus()
        let start = at("2026-03-14T12:05:00Z")
        status.prediction = .init(value: LoopPrediction(curves: [.init(name: "Loop", values: [120, 72, 90, 85])], eventual: nil),
                                  time: start)
        let word = try #require(status.words(at: start).first { $0.text.hasPrefix("eventual") })
        #expect(word.text == "eventual 85 (72-120)" && word.short == "eventual 85" && !word.old)
        let mmol = try #require(status.words(at: start, unit: .mmol).first { $0.text.hasPrefix("eventual") })
        #expect(mmol.text == "eventual 4.7 (4.0-6.7)")
        #expect(status.words(at: start.addingTimeInterval(DeviceStatus.oldAfter + 1)).first { $0.text.hasPrefix("eventual") }?.old == true)
    }
}
