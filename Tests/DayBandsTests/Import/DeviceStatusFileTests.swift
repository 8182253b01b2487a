import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport

/// A Nightscout device status file (a `mongoexport` dump of `devicestatus`,
/// or the API's array) is read as device status, not refused as entries
/// without `sgv`; a file of no kind read beside others is said and set
/// aside, and the others are read.
@Suite struct DeviceStatusFileTests {
    /// The Medtronic 600 uploader's records, one a line as `mongoexport` writes
    /// them, and a phone's battery between: the shape of the real dump.
    static let medtronic600 = """
        {"_id":{"$oid":"5cd421010478fb000456990b"},"created_at":"2025-05-09T14:39:22+02:00","device":"medtronic-600://6212-1303882","pump":{"battery":{"percent":50},"clock":"2025-05-09T14:39:22+02:00","iob":{"bolusiob":10.55,"timestamp":"May 9, 2025 2:39:22 PM"},"reservoir":92,"status":{"bolusing":false,"status":"normal :::. 12h0m","suspended":false}},"uploaderBattery":26}
        {"_id":{"$oid":"5cd4a5bae52fe600041f8de1"},"device":"HUAWEI WAS-LX1A","uploader":{"battery":37},"created_at":"2025-05-09T12:44:10.993Z"}
        {"_id":{"$oid":"5cd4223d0478fb000456990c"},"created_at":"2025-05-09T14:50:54+02:00","device":"medtronic-600://6212-1303882","pump":{"battery":{"percent":25},"clock":"2025-05-09T14:50:54+02:00","iob":{"bolusiob":10.125,"timestamp":"May 9, 2025 2:50:54 PM"},"reservoir":91.5,"status":{"bolusing":false,"status":"normal :::. 11h45m","suspended":false}},"uploaderBattery":23}

        """

    static let entries = """
        {"_id":{"$oid":"5cd420f10478fb0004569909"},"sgv":120,"date":1.7467947e+12,"dateString":"Fri May 09 14:38:20 CEST 2025","type":"sgv","device":"medtronic-600://6212-1303882"}
        {"_id":{"$oid":"5cd420f10478fb000456990a"},"sgv":126,"date":1.7467950e+12,"dateString":"Fri May 09 14:43:20 CEST 2025","type":"sgv","device":"medtronic-600://6212-1303882"}

        """

    static func write(_ text: String, _ suffix: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-status-\(UUID().uuidString)\(suffix)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aDeviceStatusDumpIsDeviceStatusNotEntries() throws {
        let path = try Self.write(Self.medtronic600, ".json")
        #expect(try DataFormat.detect(InputFile(path: path).read(), source: path) == .nightscoutDeviceStatus)
        let report = try FileSource(path: path).read(in: Fixture.calendar("UTC"))
        #expect(report.data.readings.isEmpty && report.data.count.treatments == 0)
        let status = try #require(report.deviceStatus)
        // The newest record holding each figure: the 14:50 pump's, the 12:44Z phone's battery.
        #expect(status.iob == DeviceStatus.Stamped(value: 10.125, time: Fixture.instant("2025-05-09T12:50:54Z")))
        #expect(status.reservoir?.value == 91.5 && status.pumpBattery?.value == 25)
        #expect(status.uploaderBattery == DeviceStatus.Stamped(value: 23, time: Fixture.instant("2025-05-09T12:50:54Z")))
        #expect(report.warnings == ["\(path) is Nightscout device status (the loop's and the pump's state, the newest of "
            + "2025-05-09T12:50:54Z), not readings: the viewer shows its newest figures in the live row while readings are current; "
            + "import keeps each record in the archive"])
    }

    /// Each record is kept for the archive; set aside and said: one dated a
    /// day ahead, one without a time, one of implausible figures only (IOB
    /// 500 U); one at the future limit exactly is kept.
    @Test func theRecordsKeptAndSetAsideAreCounted() throws {
        let now = Fixture.instant("2025-05-09T13:00:00Z")
        let path = try Self.write(Self.medtronic600 + """
            {"created_at":"2025-05-10T13:00:00Z","device":"loop://other","loop":{"iob":{"iob":9.99}}}
            {"device":"loop://iPhone","loop":{"iob":{"iob":1}}}
            {"created_at":"2025-05-09T12:55:00Z","device":"loop://iPhone","loop":{"iob":{"iob":500}}}
            {"created_at":"2025-05-09T13:10:00Z","device":"loop://iPhone","loop":{"iob":{"iob":0.5}}}

            """, ".json")
        let report = try FileSource(path: path).read(InputFile(path: path), in: Fixture.calendar("UTC"), now: now)
        let records = try #require(report.deviceStatusRecords)
        #expect(records.kept.map(\.device) == ["medtronic-600://6212-1303882", "HUAWEI WAS-LX1A", "medtronic-600://6212-1303882",
                                                "loop://iPhone"])
        #expect(records.kept.last?.iob == 0.5 && records.kept[0].iob == 10.55 && records.kept[0].reservoir == 92)
        #expect(records.setAside == 3)
        #expect(report.warnings.contains("1 device status of \(path) set aside: no figure read here in it"))
        #expect(report.warnings.contains { $0.hasPrefix("1 device status dated more than 10 min in the future set aside from \(path)") })
        #expect(report.warnings.contains { $0.hasPrefix("1 row skipped in \(path): first at line 5") })
    }

    /// Loop's and OpenAPS' records, as the API's array and as a dump.
    @Test(arguments: [
        #"[{"created_at":"2025-05-09T12:00:00Z","device":"loop://iPhone","loop":{"iob":{"iob":1.2},"timestamp":"2025-05-09T12:00:00Z"}}]"#,
        #"{"created_at":"2025-05-09T12:00:00Z","openaps":{"iob":{"iob":1.2},"suggested":{"COB":10,"timestamp":"2025-05-09T12:00:00Z"}}}"#,
    ])
    func loopsAndOpenAPSAreDeviceStatus(text: String) throws {
        let path = try Self.write(text + "\n", ".json")
        #expect(try DataFormat.detect(InputFile(path: path).read(), source: path) == .nightscoutDeviceStatus)
        #expect(try FileSource(path: path).read(in: Fixture.calendar("UTC")).deviceStatus?.iob?.value == 1.2)
    }

    /// Entries, device status and a file of no kind read, opened together:
    /// the readings and the status are read, the stranger is said in one line.
    @Test func aFileOfAnotherKindDoesNotBlockTheOthers() throws {
        let entries = try Self.write(Self.entries, ".json")
        let status = try Self.write(Self.medtronic600, ".json")
        let stranger = try Self.write("hello\n", ".txt")
        let report = try FileSet(paths: [entries, status, stranger]).read(in: Fixture.calendar("UTC"))
        #expect(report.data.readings.map(\.mgdl) == [120, 126])
        #expect(report.deviceStatus?.iob?.value == 10.125)
        #expect(report.warnings.first?.hasPrefix("\(stranger):1: unrecognised content; ") == true)
        #expect(report.warnings.first?.hasSuffix("; the other files are read") == true)
        // Alone, it is the error it was.
        #expect(throws: DataError.self) { try FileSet(paths: [stranger]).read(in: Fixture.calendar("UTC")) }
        // A broken file of a kind read still stops the load: its error is not set aside.
        let broken = try Self.write("[{\"sgv\": 120, \"date\": \"yesterday\"", ".json")
        #expect(throws: DataError.self) { try FileSet(paths: [entries, broken]).read(in: Fixture.calendar("UTC")) }
    }

    @Test func twoStatusFilesKeepEachFiguresNewest() {
        let early = Fixture.instant("2025-05-09T12:00:00Z"), late = Fixture.instant("2025-05-09T12:05:00Z")
        var a = DeviceStatus(), b = DeviceStatus()
        a.iob = .init(value: 1, time: late)
        a.reservoir = .init(value: 80, time: early)
        b.iob = .init(value: 2, time: early)
        b.reservoir = .init(value: 79, time: late)
        let merged = a.merged(with: b)
        #expect(merged.iob?.value == 1 && merged.reservoir?.value == 79)
        #expect(b.merged(with: a) == merged)
    }
}
