import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
@testable import DayBandsArchive

/// Device statuses in the archive (schema step 11): an archive of schema 10
/// opens, migrates and keeps its figures; a record is kept once by time and
/// uploader whoever brings it; its prediction comes back in whole mg/dL;
/// a row breaking the rules is left out of reads and counted by `check`.
@Suite struct ArchiveDeviceStatusTests {
    static let start = Fixture.instant("2026-11-02T14:00:00Z")

    /// A Loop status every 5 minutes from `start`, its curve falling from 200.
    static func loop(_ count: Int, device: String = "loop://iPhone") -> [DeviceStatusRecord] {
        (0..<count).map { index in
            let time = start.addingTimeInterval(Double(index) * 300)
            var record = DeviceStatusRecord(time: time, device: device)
            record.iob = 1.35
            record.cob = 12
            record.reservoir = 123.5
            record.loop = DeviceStatus.Stamped(value: index == 1 ? "pump not responding" : nil, time: time)
            let curve = LoopPrediction.Curve(name: "Loop", values: (0..<72).map { 200.4 - 2 * Double($0) })
            record.prediction = DeviceStatus.Stamped(value: LoopPrediction(curves: [curve], eventual: nil), time: time)
            return record
        }
    }

    /// oref's four curves and the eventual glucose it settles on.
    static func oref(at time: Date) -> DeviceStatusRecord {
        var record = DeviceStatusRecord(time: time, device: "openaps://phone")
        record.iob = -0.4
        let curves = zip(LoopPrediction.orefNames, [48, 24, 48, 12]).map { name, count in
            LoopPrediction.Curve(name: name, values: (0..<count).map { 100 + Double($0) })
        }
        record.prediction = DeviceStatus.Stamped(value: LoopPrediction(curves: curves, eventual: 111), time: time)
        return record
    }

    /// `archive info` counts them, in all and per source (a source of none
    /// says nothing of them; one is "1 device status").
    @Test func infoCountsThemInAllAndPerSource() throws {
        let archive = try ArchiveTests.open()
        _ = try archive.add(Self.loop(3), to: archive.source(kind: .file, name: "ds.json"))
        _ = try archive.add([Self.oref(at: Self.start)], to: archive.source(kind: .nightscout, name: "http://127.0.0.1:1/"))
        _ = try archive.add(GlucoseData(readings: [GlucoseReading(time: Self.start, mgdl: 100)]),
                            to: archive.source(kind: .file, name: "g.csv"))
        let info = try archive.summary()
        #expect(info.contains("\nstatuses    4 device statuses, 2026-11-02T14:00:00Z to 2026-11-02T14:10:00Z\n"), "\(info)")
        #expect(info.contains("\n  file 'ds.json': 0 readings, 0 treatments, 3 device statuses, no readings\n"), "\(info)")
        #expect(info.contains(": 0 readings, 0 treatments, 1 device status, no readings\n"), "\(info)")
        #expect(info.contains("\n  file 'g.csv': 1 reading, 0 treatments, 2026-11-02T14:00:00Z"), "\(info)")
    }

    @Test func anArchiveOfSchemaTenIsMigratedWithItsFiguresUnchanged() throws {
        let path = ArchiveTests.temporaryPath()
        // The local zone: steps 12 and 13 make its rows again (as they were), and only its.
        let calendar = DayCalendar(timeZone: .current)
        var summaries: [[String]] = []
        var before: (readings: [GlucoseReading], doses: [InsulinDose], carbs: [CarbEntry]) = ([], [], [])
        do {
            let archive = try Archive(path: path)
            try archive.keepSummaries(in: calendar)
            var history = RandomHistory(seed: 11)
            _ = try archive.add(history.data(days: 6), to: archive.source(kind: .file, name: "a.csv"))
            // Schema 10 is this one without step 11.
            try archive.database.execute(ArchiveTests.apiV3Tables + "DROP TABLE device_status; PRAGMA user_version = 10")
            summaries = try Self.summaryRows(archive)
            let data = try archive.data(in: Archive.allTime)
            before = (data.readings, data.doses, data.carbs)
        }
        let archive = try Archive(path: path)
        #expect(try archive.database.integer("PRAGMA user_version") == Int64(ArchiveSchema.version))
        #expect(try Self.summaryRows(archive) == summaries && !summaries.isEmpty)
        let after = try archive.data(in: Archive.allTime)
        #expect(after.readings == before.readings && after.doses == before.doses && after.carbs == before.carbs)
        #expect(try archive.check() == [])
        #expect(try archive.add(Self.loop(3), to: archive.source(kind: .file, name: "ds.json")).added == 3)
        #expect(try Self.summaryRows(archive) == summaries, "a device status is in no day summary")
        #expect(try archive.check() == [])
    }

    static func summaryRows(_ archive: Archive) throws -> [[String]] {
        let query = try archive.database.prepare("SELECT zone, day, hex(summary) FROM day_summaries ORDER BY zone, day")
        var rows: [[String]] = []
        while try query.step() { rows.append([query.text(0) ?? "", query.text(1) ?? "", query.text(2) ?? ""]) }
        return rows
    }

    /// Synced, then imported from a dump of the same site: each record once;
    /// another uploader's record of the same second is another record.
    @Test func aRecordIsKeptOnceByTimeAndUploaderWhateverTheSource() throws {
        let archive = try Archive(path: ArchiveTests.temporaryPath())
        let site = try archive.source(kind: .nightscout, name: "https://my.site/")
        let file = try archive.source(kind: .file, name: "devicestatus.json")
        #expect(try archive.add(Self.loop(4), to: site) == ArchiveTally.Counts(added: 4, present: 0))
        #expect(try archive.add(Self.loop(4), to: site) == ArchiveTally.Counts(added: 0, present: 4))
        #expect(try archive.add(Self.loop(6), to: file) == ArchiveTally.Counts(added: 2, present: 4))
        #expect(try archive.add(Self.loop(1, device: "medtronic-600://6212"), to: file).added == 1)
        let all = try archive.deviceStatuses(in: Archive.allTime)
        #expect(all.count == 7 && all.map(\.time) == all.map(\.time).sorted())
        #expect(try archive.newestDeviceStatus(from: site) == Self.start.addingTimeInterval(900))
        #expect(try archive.newestDeviceStatus(from: file) == Self.start.addingTimeInterval(1500))
        #expect(try archive.check() == [])
    }

    /// What is read back is what was given, the curves in whole mg/dL
    /// (200.4 is 200): Loop's one, oref's four with their eventual glucose.
    @Test func aStatusComesBackWithItsPredictionInWholeMgdl() throws {
        let archive = try Archive(path: ArchiveTests.temporaryPath())
        let source = try archive.source(kind: .file, name: "ds.json")
        let oref = Self.oref(at: Self.start.addingTimeInterval(3_600))
        _ = try archive.add(Self.loop(2) + [oref], to: source)
        let back = try archive.deviceStatuses(in: DateInterval(start: Self.start, duration: 7_200))
        #expect(back.count == 3)
        var expected = Self.loop(2)[1]
        expected.prediction?.value.curves[0].values = (0..<72).map { 200 - 2 * Double($0) }
        #expect(back[1] == expected)
        #expect(back[1].loop?.value == "pump not responding" && back[0].loop?.value == nil)
        #expect(back[2] == oref)
        // The interval's end is not in it.
        #expect(try archive.deviceStatuses(in: DateInterval(start: Self.start, duration: 300)).count == 1)
    }

    /// A row another program wrote with the checks off (IOB 999 U) is left
    /// out of every read and named by `archive check`; IOB 200 is kept.
    @Test func aRowBreakingTheRulesIsLeftOutAndCounted() throws {
        let archive = try Archive(path: ArchiveTests.temporaryPath())
        let source = try archive.source(kind: .file, name: "ds.json")
        var edge = Self.loop(1)[0]
        edge.iob = NightscoutDeviceStatus.insulinOnBoard.upperBound
        _ = try archive.add([edge], to: source)
        try archive.database.execute("PRAGMA ignore_check_constraints = ON; "
            + "INSERT INTO device_status (instant, device, source_id, iob) VALUES (\(Archive.instant(Self.start) + 60), 'x', \(source.id), 999)")
        #expect(try archive.deviceStatuses(in: Archive.allTime).map(\.iob) == [200])
        #expect(try archive.check() == ["device statuses with an implausible figure: 1"])
        #expect(try archive.leftOut()?.contains("device statuses with an implausible figure: 1") == true)
    }

    @Test func theCodecRoundTripsAndRefusesBytesCutShort() throws {
        let curves = Self.oref(at: Self.start).prediction!.value.curves
        let bytes = try #require(PredictionCodec.encode(curves))
        #expect(bytes.count == 4 * 3 + 2 * (48 + 24 + 48 + 12))
        #expect(bytes.withUnsafeBytes(PredictionCodec.decode) == curves)
        #expect(Array(bytes.dropLast()).withUnsafeBytes(PredictionCodec.decode) == nil)
        #expect(PredictionCodec.encode([]) == nil)
        #expect(PredictionCodec.encode([LoopPrediction.Curve(name: "Loop", values: [100, 0])]) == nil, "0 mg/dL is no glucose")
        #expect(([9, 0, 0] as [UInt8]).withUnsafeBytes(PredictionCodec.decode) == nil)
    }
}
