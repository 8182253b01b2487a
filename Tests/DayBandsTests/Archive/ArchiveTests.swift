import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
@testable import DayBandsArchive

/// The archive on a temporary file: creation, idempotent adds, the
/// de-duplication rules, queries, and files it must refuse.
struct ArchiveTests {
    /// A fresh path in a new temporary folder (the folder not created yet).
    static func temporaryPath(_ name: String = "archive.sqlite") -> String {
        NSTemporaryDirectory() + "daybands-archive-\(UUID().uuidString)/data/" + name
    }

    static func open(_ path: String = temporaryPath()) throws -> Archive { try Archive(path: path) }

    /// Schema 14's tables (API v3's history), which an archive set back to
    /// an older version for a test had not: they go with the version.
    static let apiV3Tables = "DROP TABLE site_api; DROP TABLE history_state; DROP TABLE site_records;"

    static let t0 = TestData.time(8)
    static func minutes(_ m: Double) -> Date { t0.addingTimeInterval(m * 60) }

    @Test func aNewArchiveIsPrivateWALAndAtTheCurrentSchema() throws {
        let path = Self.temporaryPath()
        let archive = try Self.open(path)
        let file = try FileManager.default.attributesOfItem(atPath: path)
        let folder = try FileManager.default.attributesOfItem(atPath: (path as NSString).deletingLastPathComponent)
        #expect((file[.posixPermissions] as? Int) == 0o600)
        #expect((folder[.posixPermissions] as? Int) == 0o700)
        #expect(try archive.database.prepare("PRAGMA journal_mode").step())
        let mode = try archive.database.prepare("PRAGMA journal_mode")
        #expect(try mode.step() && mode.text(0) == "wal")
        #expect(try archive.database.integer("PRAGMA user_version") == Int64(ArchiveSchema.version))
        #expect(try archive.database.integer("PRAGMA application_id") == ArchiveSchema.applicationID)
        // Opened again, nothing is migrated twice.
        _ = try Self.open(path)
        #expect(try Archive(path: path, readOnly: true).count() == (0, 0))
    }

    @Test func addingTheSameDataTwiceAddsNothing() throws {
        let archive = try Self.open()
        let source = try archive.source(kind: .file, name: "entries.json")
        let data = GlucoseData(readings: (0..<30).map { GlucoseReading(time: Self.minutes(Double($0) * 5), mgdl: 100 + Double($0)) },
                               doses: [InsulinDose(time: Self.minutes(10), units: 4.5, kind: "Meal Bolus")],
                               carbs: [CarbEntry(time: Self.minutes(10), grams: 40)])
        let first = try archive.add(data, to: source)
        #expect(first.readings == ArchiveTally.Counts(added: 30, present: 0, conflicting: 0))
        #expect(first.treatments == ArchiveTally.Counts(added: 2, present: 0, conflicting: 0))
        let second = try archive.add(data, to: source)
        #expect(second.readings == ArchiveTally.Counts(added: 0, present: 30, conflicting: 0))
        #expect(second.treatments == ArchiveTally.Counts(added: 0, present: 2, conflicting: 0))
        #expect(try archive.count() == (30, 2))
        #expect(try archive.source(kind: .file, name: "entries.json") == ArchiveSource(id: source.id, kind: .file, name: "entries.json"))
        #expect(try archive.series(of: source).map(\.cadence) == [300])
    }

    /// A first import takes no lookup per reading, and still tells apart what
    /// the batch itself holds twice at one second: the same value is present,
    /// another value from the same source is stored and counted as a conflict.
    @Test func aFirstImportCountsRepeatsWithinItsOwnBatch() throws {
        let archive = try Self.open()
        let source = try archive.source(kind: .file, name: "entries.json")
        let readings = [GlucoseReading(time: Self.t0, mgdl: 120), GlucoseReading(time: Self.t0.addingTimeInterval(0.4), mgdl: 120),
                        GlucoseReading(time: Self.t0.addingTimeInterval(300), mgdl: 130),
                        GlucoseReading(time: Self.t0.addingTimeInterval(300.2), mgdl: 140),
                        GlucoseReading(time: Self.t0.addingTimeInterval(600), mgdl: 150)]
        let tally = try archive.add(GlucoseData(readings: readings), to: source)
        #expect(tally.readings == ArchiveTally.Counts(added: 4, present: 1, conflicting: 1))
        #expect(try archive.data(in: Archive.allTime).readings.map(\.mgdl) == [120, 130, 140, 150])
    }

    @Test func recordsAreOneAsTheImportersMergeThem() throws {
        let archive = try Self.open()
        let pump = try archive.source(kind: .file, name: "pump.json")
        let phone = try archive.source(kind: .file, name: "phone.json")
        _ = try archive.add(GlucoseData(readings: [GlucoseReading(time: Self.t0, mgdl: 120)],
                                        doses: [InsulinDose(time: Self.t0, units: 3, kind: "Meal Bolus")]), to: pump)
        // The same reading and bolus from another uploader, 0.3 s apart and
        // under another label: held already. Another value at the instant is
        // another source's measurement and is kept, as the viewer keeps it.
        let tally = try archive.add(GlucoseData(readings: [GlucoseReading(time: Self.t0.addingTimeInterval(0.3), mgdl: 120),
                                                           GlucoseReading(time: Self.minutes(5), mgdl: 130)],
                                                doses: [InsulinDose(time: Self.t0, units: 3, kind: "Bolus"),
                                                        InsulinDose(time: Self.t0, units: 2, kind: "Bolus")]), to: phone)
        #expect(tally.readings == ArchiveTally.Counts(added: 1, present: 1, conflicting: 0))
        #expect(tally.treatments == ArchiveTally.Counts(added: 1, present: 1, conflicting: 0))
        let other = try archive.add(GlucoseData(readings: [GlucoseReading(time: Self.t0, mgdl: 121)]), to: phone)
        #expect(other.readings.added == 1)
        // Another value of one series at an instant is stored too, and counted so it is said.
        let conflict = try archive.add(GlucoseData(readings: [GlucoseReading(time: Self.t0, mgdl: 150)]), to: pump)
        #expect(conflict.readings == ArchiveTally.Counts(added: 1, present: 0, conflicting: 1))
        #expect(conflict.firstConflict == Self.t0)
        let held = try archive.data(in: DateInterval(start: Self.t0, end: Self.minutes(60)))
        #expect(held.readings.map(\.mgdl).sorted() == [120, 121, 130, 150])
        #expect(held.doses.map(\.units).sorted() == [2, 3])
    }

    @Test func dataInARangeIsHalfOpenAndKeepsEveryField() throws {
        let archive = try Self.open()
        let source = try archive.source(kind: .file, name: "clarity.csv")
        let readings = [GlucoseReading(time: Self.minutes(0), mgdl: 40, trend: .doubleDown, flag: .belowSensorRange),
                        GlucoseReading(time: Self.minutes(5), mgdl: 99.09, trend: nil),
                        GlucoseReading(time: Self.minutes(10), mgdl: 400, trend: .flat, flag: .aboveSensorRange)]
        _ = try archive.add(GlucoseData(readings: readings, doses: [InsulinDose(time: Self.minutes(10), units: 0.05, kind: "SMB")],
                                        carbs: [CarbEntry(time: Self.minutes(5), grams: 12.5, kind: "Snack")]), to: source)
        let all = try archive.data(in: DateInterval(start: Self.minutes(0), end: Self.minutes(11)))
        #expect(all.readings == readings)
        #expect(all.doses == [InsulinDose(time: Self.minutes(10), units: 0.05, kind: "SMB")])
        #expect(all.carbs == [CarbEntry(time: Self.minutes(5), grams: 12.5, kind: "Snack")])
        let cut = try archive.data(in: DateInterval(start: Self.minutes(5), end: Self.minutes(10)))
        #expect(cut.readings.map(\.mgdl) == [99.09])
        #expect(cut.doses.isEmpty && cut.carbs.count == 1)
        // Instants are kept to the second they fall in (`Date.wholeSecond`).
        _ = try archive.add(GlucoseData(readings: [GlucoseReading(time: Self.minutes(20).addingTimeInterval(0.6), mgdl: 100)]), to: source)
        let whole = try archive.data(in: DateInterval(start: Self.minutes(20), end: Self.minutes(21)))
        #expect(whole.readings.map(\.time) == [Self.minutes(20)])
    }

    /// The first and last instants of each source's readings, of all, and
    /// the span with a dose before every reading, where the sources'
    /// readings take turns (how fast they are read is a contract of
    /// `daybands-bench plan`, `Archive.planContracts`).
    @Test func extentsAndTheSpanOfInterleavedSources() throws {
        let archive = try Self.open()
        let a = try archive.source(kind: .file, name: "a.csv")
        let b = try archive.source(kind: .file, name: "b.csv")
        let readings = (0..<3_000).map { GlucoseReading(time: Self.minutes(Double($0) * 5), mgdl: 100) }
        _ = try archive.add(GlucoseData(readings: readings.filter { Int($0.time.timeIntervalSince(Self.t0)) % 600 == 0 },
                                        doses: [InsulinDose(time: Self.minutes(-7), units: 2)]), to: a)
        _ = try archive.add(GlucoseData(readings: readings.filter { Int($0.time.timeIntervalSince(Self.t0)) % 600 != 0 }), to: b)
        #expect(try archive.extent(of: a) == Self.minutes(0)...Self.minutes(14_990))
        #expect(try archive.extent(of: b) == Self.minutes(5)...Self.minutes(14_995))
        #expect(try archive.extent() == Self.minutes(0)...Self.minutes(14_995))
        #expect(try archive.span() == DateInterval(start: Self.minutes(-7), end: Self.minutes(14_995)))
    }

    @Test func extentsAndCountsPerSource() throws {
        let archive = try Self.open()
        #expect(try archive.extent() == nil)
        let a = try archive.source(kind: .file, name: "a.csv")
        let b = try archive.source(kind: .nightscout, name: "https://example.org")
        _ = try archive.add(GlucoseData(readings: [GlucoseReading(time: Self.minutes(0), mgdl: 100),
                                                   GlucoseReading(time: Self.minutes(15), mgdl: 110)]), to: a)
        _ = try archive.add(GlucoseData(readings: [GlucoseReading(time: Self.minutes(60), mgdl: 90)],
                                        carbs: [CarbEntry(time: Self.minutes(60), grams: 20)]), to: b)
        #expect(try archive.extent(of: a) == Self.minutes(0)...Self.minutes(15))
        #expect(try archive.extent(of: b) == Self.minutes(60)...Self.minutes(60))
        #expect(try archive.extent() == Self.minutes(0)...Self.minutes(60))
        #expect(try archive.count(of: a) == (2, 0))
        #expect(try archive.count(of: b) == (1, 1))
        #expect(try archive.sources().map(\.name) == ["a.csv", "https://example.org"])
        #expect(try archive.series(of: a).map(\.cadence) == [900])
        // One reading gives no spacing to go by.
        #expect(try archive.series(of: b).map(\.cadence) == [nil])
    }

    @Test(arguments: ["https://example.org/?token=reader-123", "https://user:secret@example.org"])
    func noCredentialIsStoredWithASite(_ address: String) throws {
        let archive = try Self.open()
        #expect(throws: ArchiveError.self) { try archive.source(kind: .nightscout, name: address) }
        #expect(try archive.sources().isEmpty)
    }

    @Test func implausibleRecordsCannotBeStoredWhoeverWrites() throws {
        let archive = try Self.open()
        let source = try archive.source(kind: .file, name: "x")
        #expect(throws: ArchiveError.self) {
            try archive.add(GlucoseData(readings: [GlucoseReading(time: Date(timeIntervalSince1970: 0), mgdl: 100)]), to: source)
        }
        #expect(throws: ArchiveError.self) {
            try archive.add(GlucoseData(readings: [GlucoseReading(time: Self.t0, mgdl: 5000)]), to: source)
        }
        #expect(try archive.count() == (0, 0))
    }

    @Test func aFileOfAnotherKindIsRefusedWithItsName() throws {
        let path = Self.temporaryPath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        // Random bytes: not a database.
        var generator = SystemRandomNumberGenerator()
        let noise = Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) })
        #expect(FileManager.default.createFile(atPath: path, contents: noise))
        let error = try #require(throws: ArchiveError.self) { try Archive(path: path) }
        #expect(error.description.hasPrefix("archive \(path): "))
        #expect(error.message.contains("not a daybands archive"))
        #expect(FileManager.default.contents(atPath: path) == noise)
    }

    @Test func anotherProgramsDatabaseIsLeftAlone() throws {
        let path = Self.temporaryPath()
        do {
            let other = try Self.open(path)
            try other.database.execute("PRAGMA application_id = 7")
        }
        let error = try #require(throws: ArchiveError.self) { try Archive(path: path) }
        #expect(error.message == "not a daybands archive (an SQLite database of another program)")
    }

    @Test func aNewerSchemaIsRefusedNotDowngraded() throws {
        let path = Self.temporaryPath()
        do {
            let archive = try Self.open(path)
            try archive.database.execute("PRAGMA user_version = \(ArchiveSchema.version + 1)")
        }
        let error = try #require(throws: ArchiveError.self) { try Archive(path: path) }
        #expect(error.message.contains("written by a newer daybands (schema version \(ArchiveSchema.version + 1)"))
    }

    /// A batch over new time goes in inserts of many rows, with only the
    /// repeats of an instant looked up; it must store and count exactly as
    /// the lookup of every reading does (forced here by a reading of another
    /// source inside the batch's time). Repeats sit on both sides of the
    /// inserts' row boundaries.
    @Test func aFreshBatchStoresAndCountsAsLookingUpEveryReadingDoes() throws {
        let repeats: [Int: Double] = [1: 0, 63: 0, 64: 7, 65: 0, 127: 3, 128: 0, 199: 5]
        var readings: [GlucoseReading] = []
        for index in 0..<200 {
            let time = Self.t0.addingTimeInterval(Double(index) * 60)
            let trend = Trend.allCases[index % Trend.allCases.count]
            let flag: ReadingFlag = index % 50 == 3 ? .aboveSensorRange : .measured
            readings.append(GlucoseReading(time: time, mgdl: Double(80 + index), trend: index % 9 == 0 ? nil : trend, flag: flag))
            if let offset = repeats[index] {
                readings.append(GlucoseReading(time: time.addingTimeInterval(0.3), mgdl: Double(80 + index) + offset))
            }
        }
        let data = GlucoseData(readings: readings)
        let fresh = try Self.open()
        let freshTally = try fresh.add(data, to: try fresh.source(kind: .file, name: "a.json"))
        let checked = try Self.open()
        let other = try checked.add(GlucoseData(readings: [GlucoseReading(time: Self.t0.addingTimeInterval(90), mgdl: 300)]),
                                    to: try checked.source(kind: .file, name: "other.json"))
        #expect(other.readings.added == 1)
        let checkedTally = try checked.add(data, to: try checked.source(kind: .file, name: "a.json"))
        #expect(freshTally == checkedTally)
        #expect(freshTally.readings == ArchiveTally.Counts(added: 203, present: 4, conflicting: 3))
        #expect(freshTally.firstConflict == Self.t0.addingTimeInterval(64 * 60 + 0.3))
        let all = try fresh.data(in: Archive.allTime).readings
        #expect(all.count == 203)
        // The 200 given first; the 3 other values beside them are kept too.
        let stored = all.filter { Int($0.mgdl) - 80 == Int($0.time.timeIntervalSince(Self.t0) / 60) }
        #expect(stored.count == 200)
        // The same records (their series' index differs: the checked archive has two).
        func record(_ reading: GlucoseReading) -> String { "\(reading.time) \(reading.mgdl) \(reading.trend as Any) \(reading.flag)" }
        #expect(all.map(record) == (try checked.data(in: Archive.allTime).readings.filter { $0.mgdl != 300 }.map(record)))
        #expect(stored.map(\.trend) == (0..<200).map { $0 % 9 == 0 ? nil : Trend.allCases[$0 % Trend.allCases.count] })
        #expect(stored.map(\.flag) == (0..<200).map { $0 % 50 == 3 ? .aboveSensorRange : .measured })
    }

    /// Readings have no index beside their primary key (what keeps an
    /// import fast: `daybands-bench plan` measures the insert's plan), and
    /// their flag is checked, whoever writes.
    @Test func readingsHaveOnlyTheirKeyAndTheirFlagIsChecked() throws {
        let archive = try Self.open()
        #expect(try archive.database.integer("SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'readings' AND sql IS NOT NULL") == 0)
        // The flag is still checked, whoever writes.
        let source = try archive.source(kind: .file, name: "x")
        _ = try archive.add(GlucoseData(readings: [GlucoseReading(time: Self.t0, mgdl: 100)]), to: source)
        let series = try #require(try archive.series(of: source).first).id
        func insert(flag: String) throws {
            try archive.database.execute("INSERT INTO readings (instant, series_id, source_id, mgdl, flag) "
                                         + "VALUES (\(Archive.instant(Self.t0) + 60), \(series), \(source.id), 100, '\(flag)')")
        }
        #expect(throws: ArchiveError.self) { try insert(flag: "guessed") }
        try insert(flag: "belowSensorRange")
        #expect(try archive.count().readings == 2)
    }

    @Test func writesAreBatchedAndAllArrive() throws {
        let archive = try Self.open()
        let source = try archive.source(kind: .file, name: "long.json")
        let count = Archive.batchSize * 2 + 7
        let readings = (0..<count).map { GlucoseReading(time: Self.t0.addingTimeInterval(Double($0) * 60), mgdl: Double(70 + $0 % 200)) }
        let tally = try archive.add(GlucoseData(readings: readings), to: source)
        #expect(tally.readings.added == count)
        #expect(try archive.count().readings == count)
    }
}

/// The archive opened to be shown: read-only, as a `GlucoseSource`.
struct ArchiveReadingTests {
    @Test func aReadOnlyArchiveGivesAllItHoldsAndWritesNothing() throws {
        let path = ArchiveTests.temporaryPath()
        do {
            let archive = try ArchiveTests.open(path)
            let source = try archive.source(kind: .file, name: "e.json")
            _ = try archive.add(GlucoseData(readings: [GlucoseReading(time: ArchiveTests.t0, mgdl: 100),
                                                       GlucoseReading(time: ArchiveTests.minutes(5), mgdl: 110)],
                                            doses: [InsulinDose(time: ArchiveTests.t0, units: 1)]), to: source)
        }
        let shown = try Archive(path: path, readOnly: true)
        let data = try shown.load(in: TestData.utc)
        #expect(data.readings.map(\.mgdl) == [100, 110])
        #expect(data.doses.count == 1)
        #expect(shown.title == "archive" && shown.name == "archive \(path)")
        #expect(shown.notice == nil)
        #expect(throws: ArchiveError.self) { try shown.source(kind: .file, name: "new.json") }
    }

    @Test func aMissingArchiveIsNotCreatedToBeShown() throws {
        let path = ArchiveTests.temporaryPath()
        let error = try #require(throws: ArchiveError.self) { try Archive(path: path, readOnly: true) }
        #expect(error.description == "archive \(path): no archive here")
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}

/// `archive check` and `archive export`, and the export read back.
struct ArchiveCheckExportTests {
    static func filled() throws -> Archive {
        let archive = try ArchiveTests.open()
        let source = try archive.source(kind: .file, name: "e.json")
        _ = try archive.add(GlucoseData(readings: [GlucoseReading(time: ArchiveTests.t0, mgdl: 39.5, trend: .singleDown,
                                                                  flag: .belowSensorRange),
                                                   GlucoseReading(time: ArchiveTests.minutes(5), mgdl: 99.0918)],
                                        doses: [InsulinDose(time: ArchiveTests.t0, units: 0.35, kind: "SMB, \"auto\"")],
                                        carbs: [CarbEntry(time: ArchiveTests.minutes(5), grams: 12.5, kind: "Snack")]), to: source)
        return archive
    }

    @Test func aSoundArchivePassesAndEachBrokenRuleIsNamed() throws {
        let archive = try Self.filled()
        #expect(try archive.check() == [])
        try archive.database.execute("""
            PRAGMA ignore_check_constraints = ON; PRAGMA foreign_keys = OFF;
            INSERT INTO readings VALUES (100, 1, 1, 120, NULL, 'measured');
            INSERT INTO readings VALUES (\(Int(ArchiveTests.t0.timeIntervalSince1970) + 60), 1, 1, 120, NULL, 'guessed');
            INSERT INTO series (source_id, name, sampling) VALUES (1, 'x', 'sometimes');
            INSERT INTO sources (kind, name) VALUES ('file', 'other.json');
            INSERT INTO readings VALUES (\(Int(ArchiveTests.t0.timeIntervalSince1970) + 120), 1, 2, 120, NULL, 'measured');
            INSERT INTO treatments (instant, type, amount, source_id, kind) VALUES (\(Int(ArchiveTests.t0.timeIntervalSince1970)), 'insulin', 900, 9, 'x');
            INSERT INTO treatments (instant, type, amount, source_id, kind) VALUES (\(Int(ArchiveTests.t0.timeIntervalSince1970)), 'carbs', -1, 1, 'x');
            """)
        #expect(try archive.check() == ["rows naming a source or series the archive does not have: 1",
                                        "readings at an instant outside 2000 to 2099: 1",
                                        "readings with an unknown flag: 1",
                                        "insulin doses outside 0 to 300 U: 1",
                                        "carb entries outside 0 to 500 g: 1",
                                        "series of an unknown sampling: 1",
                                        "readings whose series is another source's: 1"])
    }

    @Test func theCSVExportReadsBackAsTheSameRecords() throws {
        let archive = try Self.filled()
        var text = ""
        try archive.export(Archive.allTime, as: .csv) { text += $0 }
        #expect(text.split(separator: "\n").first == "record,time,value,trend,flag,kind,series,sampling")
        let path = NSTemporaryDirectory() + "daybands-export-\(UUID().uuidString).csv"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let report = try FileSource(path: path).read(in: TestData.utc)
        let held = try archive.data(in: Archive.allTime)
        #expect(report.data.readings == held.readings)
        #expect(report.data.doses == held.doses)
        #expect(report.data.carbs == held.carbs)
        #expect(report.warnings.isEmpty && report.skippedRows == 0)
    }

    @Test func aBadRowOfAnExportIsSkippedAndSaid() throws {
        let path = NSTemporaryDirectory() + "daybands-export-\(UUID().uuidString).csv"
        try """
            record,time,value,trend,flag,kind
            reading,2026-03-10T08:00:00Z,120,Flat,measured,
            reading,2026-03-10T08:05:00Z,120,Sideways,measured,
            basal,2026-03-10T08:05:00Z,1,,,
            """.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let report = try FileSource(path: path).read(in: TestData.utc)
        #expect(report.data.readings.count == 1)
        #expect(report.skippedRows == 2)
        #expect(report.warnings == ["2 rows skipped in \(path): first at line 3: expected a trend as Nightscout names it, found 'Sideways'"])
    }
}
