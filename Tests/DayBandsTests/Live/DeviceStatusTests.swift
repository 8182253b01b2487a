import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

/// Nightscout `devicestatus` in the shapes Loop, AndroidAPS (and OpenAPS) and
/// iAPS/Trio upload: each figure from the newest record holding it, what a
/// site does not send left out, hostile values left out and counted.
@Suite struct DeviceStatusTests {
    func read(_ name: String) throws -> (status: DeviceStatus, warning: String?) {
        let file = try InputFile(path: Fixture.path(name))
        let read = try NightscoutDeviceStatus(file: file, firstChunk: try file.read()).read()
        return (read.status, read.warning)
    }

    let at = Fixture.instant

    @Test func loopShape() throws {
        let (status, warning) = try read("devicestatus-loop.json")
        #expect(warning == nil)
        #expect(status.iob == .init(value: 1.3521, time: at("2026-03-14T12:05:12Z")))
        #expect(status.cob?.value == 22.4)
        // The newer run succeeded: the older one's failure is not said.
        #expect(status.loop == .init(value: nil, time: at("2026-03-14T12:05:10Z")))
        #expect(status.enacted?.value == .init(rate: 0.45, duration: 30, bolus: 0.35, received: true))
        #expect(status.reservoir?.value == 122.5 && status.pumpBattery?.value == 80 && status.uploaderBattery?.value == 55)
        let words = status.words(at: at("2026-03-14T12:09:00Z")).map(\.text)
        #expect(words == ["IOB 1.35 U", "COB 22 g", "loop 3 min ago", "eventual 113 (113-120)", "temp 0.45 U/h 27 min left bolus 0.35 U",
                          "reservoir 122.5 U", "pump battery 80%", "phone 55%"])
    }

    @Test func androidAPSShapeWithAnotherUploadersBattery() throws {
        let (status, _) = try read("devicestatus-androidaps.json")
        #expect(status.iob?.value == 0.82 && status.cob?.value == 12)
        #expect(status.loop?.time == at("2026-03-14T12:05:02Z"))
        #expect(status.enacted == .init(value: .init(rate: 0, duration: 120, bolus: 0, received: true),
                                        time: at("2026-03-14T12:05:02.500Z")))
        #expect(status.reservoir?.value == 87.4 && status.pumpBattery?.value == 75)
        // xDrip's record is newer: its battery is the phone's now.
        #expect(status.uploaderBattery == .init(value: 91, time: at("2026-03-14T12:06:00Z")))
        let words = status.words(at: at("2026-03-14T12:06:00Z")).map(\.text)
        #expect(words.contains("temp 0 U/h 120 min left") && !words.contains { $0.contains("bolus") })
    }

    /// AndroidAPS' run that changes nothing uploads its suggestion alone
    /// (no `enacted`), dated only by `date` in milliseconds: its
    /// `suggested.COB` and IOB are the figures now, and the temp the run
    /// before enacted still stands. Each figure turns old a second past 15
    /// minutes, not at 15.
    @Test func androidAPSSuggestionAloneDatedInMilliseconds() throws {
        let (status, warning) = try read("devicestatus-androidaps-suggested.json")
        #expect(warning == nil)
        let run = at("2026-03-14T12:10:02Z")
        #expect(status.cob == .init(value: 9, time: run) && status.iob == .init(value: 0.61, time: run))
        #expect(status.loop?.time == at("2026-03-14T12:10:01Z"))
        #expect(status.enacted == .init(value: .init(rate: 0, duration: 120, bolus: 0, received: true),
                                        time: at("2026-03-14T12:05:02.500Z")))
        #expect(status.uploaderBattery == .init(value: 63, time: run))
        let cob = try #require(status.words(at: run.addingTimeInterval(15 * 60)).first { $0.text.hasPrefix("COB") })
        #expect(cob.text == "COB 9 g" && !cob.old)
        #expect(status.words(at: run.addingTimeInterval(15 * 60 + 1)).first { $0.text.hasPrefix("COB") }?.old == true)
    }

    @Test func trioShape() throws {
        let (status, _) = try read("devicestatus-trio.json")
        #expect(status.iob?.value == 2.15 && status.cob?.value == 35)
        #expect(status.enacted?.value == .init(rate: 1.2, duration: 30, bolus: 0.4, received: true))
        #expect(status.uploaderBattery?.value == 42 && status.pumpBattery?.value == 100 && status.reservoir?.value == 50)
    }

    @Test func oldFiguresAreMarkedAndMissingOnesNotShown() throws {
        let (status, _) = try read("devicestatus-trio.json")
        let words = status.words(at: at("2026-03-14T12:25:00Z"))
        #expect(words.allSatisfy { $0.old })
        #expect(status.words(at: at("2026-03-14T12:19:00Z")).allSatisfy { !$0.old })
        #expect(DeviceStatus().words(at: Date()).isEmpty)
    }

    @Test func aTempCountsDownAndIsNotSaidOnceItHasRun() throws {
        let (status, _) = try read("devicestatus-loop.json")
        // Enacted at 12:05:10 for 30 minutes: 30 s left is 1 minute, none left is not said.
        let word = { (time: String) in status.words(at: at(time)).map(\.text).first { $0.hasPrefix("temp") } }
        #expect(word("2026-03-14T12:34:40Z") == "temp 0.45 U/h 1 min left bolus 0.35 U")
        #expect(word("2026-03-14T12:35:10Z") == nil)
        #expect(status.words(at: at("2026-03-14T12:09:00Z")).map(\.short).contains("res 122.5 U"))
    }

    @Test func hostileValuesAreLeftOutAndSaid() throws {
        let (status, warning) = try read("devicestatus-hostile.json")
        // 1e308 U, -5 g, "12x" U, 250% and a battery of [1, 2] left out; oref0's array iob not read.
        #expect(status.iob == .init(value: 0.5, time: at("2026-03-14T12:00:00Z")))
        #expect(status.cob?.value == 10)
        #expect(status.reservoir == nil && status.pumpBattery == nil)
        #expect(status.uploaderBattery?.value == 77)
        let failure = try #require(status.loop?.value)
        #expect(!failure.unicodeScalars.contains { $0.value < 0x20 } && failure.count <= 61)
        #expect(warning == "2 rows skipped in \(Fixture.path("devicestatus-hostile.json")): first at line 5: "
            + "expected an ISO 8601 time with a zone in created_at; 5 implausible device status figures left out in "
            + Fixture.path("devicestatus-hostile.json"))
    }

    @Test func malformedJSONIsAnErrorNamingTheLine() throws {
        let file = InputFile(bytes: Data("[{\"created_at\": \"2026-03-14T12:00:00Z\",\n \"loop\": {".utf8), name: "status")
        #expect(throws: DataError.self) { try NightscoutDeviceStatus(file: file, firstChunk: try file.read()).read() }
    }
}
