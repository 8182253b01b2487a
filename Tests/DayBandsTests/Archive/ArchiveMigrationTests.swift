import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources
@testable import DayBandsArchive

/// An archive written by an older daybands, its schema written out here by
/// hand as version 1 shipped it, is brought up to date with its records kept.
struct ArchiveMigrationTests {
    static let versionOne = """
        CREATE TABLE sources (id INTEGER PRIMARY KEY, kind TEXT NOT NULL CHECK (kind IN ('file', 'nightscout')),
            name TEXT NOT NULL, cadence_seconds REAL CHECK (cadence_seconds > 0), UNIQUE (kind, name));
        CREATE TABLE readings (instant INTEGER NOT NULL CHECK (instant >= 946684800 AND instant < 4102444800),
            source_id INTEGER NOT NULL REFERENCES sources (id), mgdl REAL NOT NULL CHECK (mgdl >= 1 AND mgdl <= 1000),
            trend TEXT, flag TEXT NOT NULL CHECK (flag IN ('measured', 'belowSensorRange', 'aboveSensorRange')),
            PRIMARY KEY (instant, source_id)) WITHOUT ROWID;
        CREATE INDEX readings_by_source ON readings (source_id, instant);
        CREATE TABLE treatments (id INTEGER PRIMARY KEY,
            instant INTEGER NOT NULL CHECK (instant >= 946684800 AND instant < 4102444800),
            type TEXT NOT NULL CHECK (type IN ('insulin', 'carbs')), amount REAL NOT NULL CHECK (amount > 0),
            source_id INTEGER NOT NULL REFERENCES sources (id), kind TEXT NOT NULL, UNIQUE (instant, type, amount, source_id));
        CREATE INDEX treatments_by_source ON treatments (source_id, instant);
        INSERT INTO sources (id, kind, name, cadence_seconds) VALUES (1, 'nightscout', 'https://my.site', 300);
        INSERT INTO readings VALUES (1793520000, 1, 120, 'Flat', 'measured');
        INSERT INTO treatments (instant, type, amount, source_id, kind) VALUES (1793520000, 'insulin', 2.5, 1, 'SMB');
        PRAGMA application_id = 1146700356;
        PRAGMA user_version = 1;
        """

    /// Version 2 as it shipped: version 1 and the sync state, here with two
    /// sources whose readings share an instant, and a site's sync state.
    static let versionTwo = versionOne.replacingOccurrences(of: "PRAGMA user_version = 1;", with: "") + """
        CREATE TABLE sync_state (source_id INTEGER NOT NULL REFERENCES sources (id),
            collection TEXT NOT NULL CHECK (collection IN ('entries', 'treatments')),
            covered_start INTEGER, covered_end INTEGER, walk_target INTEGER, walk_upper INTEGER, walk_reached INTEGER,
            walk_as_of INTEGER, PRIMARY KEY (source_id, collection)) WITHOUT ROWID;
        INSERT INTO sync_state (source_id, collection, covered_start, covered_end) VALUES (1, 'entries', 1793500000000, 1793530000000);
        INSERT INTO sources (id, kind, name, cadence_seconds) VALUES (2, 'file', 'libre.csv', 900);
        INSERT INTO readings VALUES (1793520000, 2, 131.5, NULL, 'measured');
        INSERT INTO readings VALUES (1793520900, 2, 140, NULL, 'aboveSensorRange');
        INSERT INTO readings VALUES (1793520300, 1, 118, 'FortyFiveDown', 'measured');
        PRAGMA user_version = 2;
        """

    static func written(by schema: String) throws -> String {
        let path = ArchiveTests.temporaryPath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let database = try SQLiteDatabase(path: path, readOnly: false, create: true, busyTimeout: 1)
        try database.execute("PRAGMA journal_mode = WAL")
        try database.execute(schema)
        return path
    }

    static func writtenByVersionOne() throws -> String { try written(by: versionOne) }

    @Test func anUpdateIsAnnouncedBeforeItRunsAndOnlyThen() throws {
        var heard: [String] = []
        let older = try Self.writtenByVersionOne()
        _ = try Archive(path: older, readOnly: true, announce: { heard.append($0) })
        #expect(heard == ["updating the archive \(older) from schema version 1 to \(ArchiveSchema.version), once;"
                          + " on years of readings this takes a while"])
        _ = try Archive(path: older, announce: { heard.append($0) })
        let new = ArchiveTests.temporaryPath()
        _ = try Archive(path: new, announce: { heard.append($0) })
        _ = try Archive(path: new, announce: { heard.append($0) })
        #expect(heard.count == 1, "an archive up to date, or a new one, is opened without a word")
    }

    @Test func versionOneIsMigratedKeepingItsRecords() throws {
        let path = try Self.writtenByVersionOne()
        let archive = try Archive(path: path)
        #expect(try archive.database.integer("PRAGMA user_version") == Int64(ArchiveSchema.version))
        #expect(try archive.database.integer("SELECT count(*) FROM sqlite_schema WHERE name = 'sync_state'") == 1)
        let data = try archive.data(in: Archive.allTime)
        #expect(data.readings.map(\.mgdl) == [120])
        #expect(data.readings.first?.trend == .flat)
        #expect(data.doses.map(\.units) == [2.5])
        #expect(try archive.sources().map(\.name) == ["https://my.site"])
        #expect(try archive.check() == [])
        // Version 4 rebuilt the readings without their second index.
        #expect(try archive.database.integer("SELECT count(*) FROM sqlite_schema WHERE name = 'readings_by_source'") == 0)
    }

    /// Version 2 kept one series per source: each source's readings become
    /// one periodic series named as the source, with the source's cadence,
    /// every value, trend and flag kept; after it, a scan at the instant of
    /// a reading is kept beside it.
    @Test func versionTwoGivesEachSourceItsSeries() throws {
        let path = try Self.written(by: Self.versionTwo)
        let archive = try Archive(path: path)
        #expect(try archive.database.integer("PRAGMA user_version") == Int64(ArchiveSchema.version))
        #expect(try archive.series().map { "\($0.id) \($0.sourceID) \($0.series.name) \($0.series.sampling) \($0.cadence ?? 0)" }
                == ["1 1 https://my.site periodic 300.0", "2 2 libre.csv periodic 900.0"])
        let data = try archive.data(in: Archive.allTime)
        #expect(data.readings.map { "\(Int($0.time.timeIntervalSince1970)) \(data.series[Int($0.series)].name) \($0.mgdl) "
                                    + "\($0.trend?.rawValue ?? "-") \($0.flag)" }
                == ["1793520000 https://my.site 120.0 Flat measured", "1793520000 libre.csv 131.5 - measured",
                    "1793520300 https://my.site 118.0 FortyFiveDown measured", "1793520900 libre.csv 140.0 - aboveSensorRange"])
        #expect(data.doses.map(\.units) == [2.5])
        #expect(try archive.sources().map(\.name) == ["https://my.site", "libre.csv"])
        #expect(try ArchiveSyncStore(archive: archive, site: NightscoutSite(root: URL(string: "https://my.site")!, credentials: .none))
            .syncState(of: .entries).covered == DateInterval(start: Date(timeIntervalSince1970: 1_793_500_000),
                                                             end: Date(timeIntervalSince1970: 1_793_530_000)))
        #expect(try archive.check() == [])
        let libre = try #require(try archive.sources().last)
        let scan = GlucoseData(readings: [GlucoseReading(time: Date(timeIntervalSince1970: 1793520000), mgdl: 125, series: 0)],
                               series: [GlucoseSeries(name: "libre.csv", sampling: .scans)])
        #expect(try archive.add(scan, to: libre).readings.added == 1)
        #expect(try archive.count(of: libre).readings == 3)
    }

    /// Version 5 kept the sync state in milliseconds; version 6 in seconds,
    /// as every other instant: a site's state reads back as it did, to the
    /// millisecond, and a sync goes on from it.
    @Test func versionFiveSyncStateInMillisecondsReadsBackTheSame() throws {
        let path = ArchiveTests.temporaryPath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        do {
            let database = try SQLiteDatabase(path: path, readOnly: false, create: true, busyTimeout: 1)
            for step in ArchiveSchema.migrations[..<5] { try database.execute(step) }
            try database.execute("""
                INSERT INTO sources (id, kind, name) VALUES (1, 'nightscout', 'https://my.site/');
                INSERT INTO sync_state VALUES (1, 'entries', 946684800000, 1793530000000, 1793400000000, 1793616400000,
                    1793519999001, 1793530000123);
                INSERT INTO sync_state (source_id, collection) VALUES (1, 'treatments');
                PRAGMA application_id = \(ArchiveSchema.applicationID); PRAGMA user_version = 5;
                """)
        }
        let store = try ArchiveSyncStore(archive: Archive(path: path), site: NightscoutSite(root: URL(string: "https://my.site/")!, credentials: .none))
        #expect(try store.archive.database.integer("PRAGMA user_version") == Int64(ArchiveSchema.version))
        func milliseconds(_ value: Int64) -> Date { Date(timeIntervalSince1970: Double(value) / 1000) }
        let state = SyncState(covered: DateInterval(start: SyncState.historyFloor, end: milliseconds(1_793_530_000_000)),
                              walk: SyncState.Walk(target: milliseconds(1_793_400_000_000), upper: milliseconds(1_793_616_400_000),
                                                   reached: milliseconds(1_793_519_999_001), asOf: milliseconds(1_793_530_000_123)))
        #expect(try store.syncState(of: .entries) == state)
        #expect(try store.syncState(of: .treatments) == SyncState())
        #expect(try store.archive.database.integer("SELECT count(*) FROM sync_state WHERE walk_reached = 1793519999.001") == 1)
        #expect(try store.archive.check() == [])
    }

    /// Version 9 took sources of two kinds only; version 10 widens the check
    /// in place for LibreLinkUp and Dexcom Share accounts: an archive of 9
    /// refuses a LibreLinkUp source, and once migrated takes one beside its
    /// site, which keeps its readings and passes the check.
    @Test func versionNineTakesLibreLinkUpAndDexcomShareSourcesOnceMigrated() throws {
        let path = ArchiveTests.temporaryPath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        do {
            let database = try SQLiteDatabase(path: path, readOnly: false, create: true, busyTimeout: 1)
            for step in ArchiveSchema.migrations[..<9] { try database.execute(step) }
            try database.execute("""
                INSERT INTO sources (id, kind, name) VALUES (1, 'nightscout', 'https://my.site/');
                PRAGMA application_id = \(ArchiveSchema.applicationID); PRAGMA user_version = 9;
                """)
            #expect(throws: (any Error).self) {
                try database.execute("INSERT INTO sources (kind, name) VALUES ('librelinkup', 'https://api.libreview.io#p')")
            }
        }
        let archive = try Archive(path: path)
        #expect(try archive.database.integer("PRAGMA user_version") == Int64(ArchiveSchema.version))
        let site = try #require(try archive.sources().first)
        let reading = GlucoseData(readings: [GlucoseReading(time: Date(timeIntervalSince1970: 1_793_520_000), mgdl: 120)])
        #expect(try archive.add(reading, to: site).readings.added == 1)
        let libre = try archive.source(kind: .libreLinkUp, name: "https://api.libreview.io#1f6e")
        let share = try archive.source(kind: .dexcomShare, name: "https://share2.dexcom.com#ana")
        #expect(try archive.sources().map(\.kind) == [.nightscout, .libreLinkUp, .dexcomShare])
        let scan = GlucoseData(readings: [GlucoseReading(time: Date(timeIntervalSince1970: 1_793_520_300), mgdl: 131)])
        #expect(try archive.add(scan, to: libre).readings.added == 1)
        #expect(try archive.count(of: libre).readings == 1)
        #expect(try archive.count(of: share).readings == 0)
        #expect(try archive.check() == [])
        #expect(throws: (any Error).self) {
            try archive.database.execute("INSERT INTO sources (kind, name) VALUES ('carelink', 'x')")
        }
    }

    /// Version 13 knew nothing of API v3: once migrated, a site's history
    /// starts from nothing (never asked, no mark, no document), its records
    /// kept, and a page of it is applied with its mark.
    @Test func versionThirteenStartsEachSiteHistoryEmpty() throws {
        let path = ArchiveTests.temporaryPath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        do {
            let database = try SQLiteDatabase(path: path, readOnly: false, create: true, busyTimeout: 1)
            for step in ArchiveSchema.migrations[..<13] { try database.execute(step) }
            try database.execute("""
                INSERT INTO sources (id, kind, name) VALUES (1, 'nightscout', 'https://my.site/');
                INSERT INTO series (id, source_id, name, sampling) VALUES (1, 1, 'https://my.site/', 'periodic');
                INSERT INTO readings VALUES (1793520000, 1, 1, 120, 'Flat', 'measured');
                PRAGMA application_id = \(ArchiveSchema.applicationID); PRAGMA user_version = 13;
                """)
            #expect(throws: (any Error).self) { try database.execute("SELECT count(*) FROM site_records") }
        }
        let store = try ArchiveSyncStore(archive: Archive(path: path), site: NightscoutSite(root: URL(string: "https://my.site/")!, credentials: .none))
        #expect(try store.archive.database.integer("PRAGMA user_version") == Int64(ArchiveSchema.version))
        #expect(try store.apiV3() == nil)
        #expect(try store.historyMark(of: .treatments) == nil)
        #expect(try store.archive.database.integer("SELECT count(*) FROM site_records") == 0)
        #expect(try store.apply([], of: .treatments, mark: 1_793_520_000_000) == HistoryTally())
        #expect(try store.historyMark(of: .treatments) == 1_793_520_000_000)
        #expect(try store.archive.count().readings == 1)
        #expect(try store.archive.check() == [])
    }

    /// The viewer opens read-only: an older archive the user may write is
    /// brought up to date first, so it opens at once after an upgrade.
    @Test func aReadOnlyOpenMigratesAWritableOlderArchive() throws {
        let path = try Self.writtenByVersionOne()
        let archive = try Archive(path: path, readOnly: true)
        #expect(try archive.database.integer("PRAGMA user_version") == Int64(ArchiveSchema.version))
        #expect(try archive.data(in: Archive.allTime).readings.map(\.mgdl) == [120])
    }

    /// Where it cannot be written, a read-only open says what is needed.
    @Test func anOlderArchiveThatCannotBeWrittenSaysItNeedsUpdating() throws {
        let path = try Self.writtenByVersionOne()
        let database = try SQLiteDatabase(path: path, readOnly: true, create: false, busyTimeout: 1)
        let error = try #require(throws: ArchiveError.self) { try ArchiveSchema.migrate(database, readOnly: true) }
        #expect(error.message == "schema version 1 needs updating to \(ArchiveSchema.version), which a read-only archive cannot be")
    }
}
