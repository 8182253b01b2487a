import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
@testable import DayBandsArchive

/// Archives as the world leaves them: damaged, empty, copied without their
/// mark, reached through a link (issue 19, section 3).
struct ArchiveHostileTests {
    /// An archive of `count` five-minute readings, closed (its WAL folded in).
    static func written(_ count: Int = 20_000, at path: String = ArchiveTests.temporaryPath()) throws -> String {
        let archive = try Archive(path: path)
        let readings = (0..<count).map { GlucoseReading(time: ArchiveTests.minutes(Double($0) * 5), mgdl: 100 + Double($0 % 150)) }
        _ = try archive.add(GlucoseData(readings: readings), to: try archive.source(kind: .file, name: "old.json"))
        return path
    }

    /// Overwrites 200 bytes of page `page` (from 1) with 0xff: its cell
    /// pointers, past its header, as a bad sector or a stray write leaves it.
    static func damage(_ path: String, page: Int) throws {
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.seek(toOffset: UInt64((page - 1) * 4096 + 100))
        try handle.write(contentsOf: Data(repeating: 0xff, count: 200))
        try handle.close()
    }

    @Test func aDamagedArchiveIsRefusedBeforeAnyWriteAndNothingIsStored() throws {
        let path = try Self.written()
        try Self.damage(path, page: 50)
        let before = try #require(FileManager.default.contents(atPath: path))
        // Import and sync both open the archive to write through this.
        let error = try #require(throws: ArchiveError.self) { try Archive(path: path) }
        #expect(error.description == "archive \(path): the archive is damaged (On tree page 50 cell 145: Offset 65535 out of "
                + "range 824..4092), so nothing was stored; `daybands archive check --archive \(path)` says what is wrong; "
                + "restore the archive from a backup, or import the files again into a new one")
        #expect(FileManager.default.contents(atPath: path) == before)
        // `archive check` names the damage rather than failing on it.
        let problems = try Archive(path: path, readOnly: true).check()
        #expect(problems.first == "integrity: On tree page 50 cell 145: Offset 65535 out of range 824..4092")
        #expect(problems.count <= 21)
    }

    /// A copy cut short (half its pages, then inside its header): `archive
    /// check`, a reader and a writer each say so in one line naming the
    /// file and its sizes, not SQLite's "malformed".
    @Test func aTruncatedArchiveIsSaidCutShort() throws {
        let path = try Self.written()
        let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.truncate(atOffset: UInt64(size / 2 / 4096 * 4096))
        try handle.close()
        let said = "the file is cut short: \(size / 2 / 4096 * 4096) of the \(size) bytes its header counts (a copy or a write "
            + "that stopped early); restore it from a backup, or import the files again into a new one"
        let checked = Result { try Archive(path: path, readOnly: true).check() }
        switch checked {
        case .success(let problems): #expect(problems == [said])
        case .failure(let error): #expect("\(error)" == "archive \(path): \(said)")
        }
        let written = try #require(throws: ArchiveError.self) { try Archive(path: path) }
        #expect(written.description == "archive \(path): \(said)")
        let header = try #require(FileHandle(forUpdatingAtPath: path))
        try header.truncate(atOffset: 60)
        try header.close()
        let cut = try #require(throws: ArchiveError.self) { try Archive(path: path, readOnly: true).check() }
        #expect(cut.message == "the file is cut short: 60 bytes, inside its SQLite header; restore it from a backup, "
                + "or import the files again into a new one")
    }

    /// Short beside a WAL or a hot journal is sound: the pages a checkpoint
    /// did not copy (a full disk) are there, and SQLite reads them.
    @Test func aShortFileBesideItsWALIsNotCutShort() throws {
        let path = try Self.written()
        let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.truncate(atOffset: UInt64(size / 2 / 4096 * 4096))
        try handle.close()
        #expect(Archive.cutShort(path) != nil)
        for beside in [path + "-wal", path + "-journal"] {
            #expect(FileManager.default.createFile(atPath: beside, contents: Data([1])))
            #expect(Archive.cutShort(path) == nil, "\(beside)")
            try FileManager.default.removeItem(atPath: beside)
        }
        #expect(FileManager.default.createFile(atPath: path + "-wal", contents: Data()))
        #expect(Archive.cutShort(path) != nil, "an empty WAL holds no page")
    }

    @Test func anEmptyFileIsANewArchiveToAWriterAndHoldsNothingYetToAReader() throws {
        let path = ArchiveTests.temporaryPath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let error = try #require(throws: ArchiveError.self) { try Archive(path: path, readOnly: true) }
        #expect(error.message == "holds nothing yet (an empty file); `daybands import FILE --archive \(path)` or `daybands sync` fills it")
        #expect(FileManager.default.contents(atPath: path)?.count == 0, "a reader leaves the file as it is")
        _ = try Self.written(10, at: path)
        #expect(try Archive(path: path, readOnly: true).count().readings == 10)
    }

    @Test func aFirstImportKilledBeforeItsFirstCommitLeavesANewArchive() throws {
        let path = ArchiveTests.temporaryPath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        // What a kill leaves: WAL mode set, the schema's transaction never committed.
        do {
            let database = try SQLiteDatabase(path: path, readOnly: false, create: true, busyTimeout: 1)
            try database.execute("PRAGMA journal_mode = WAL; BEGIN IMMEDIATE; CREATE TABLE sources (id INTEGER PRIMARY KEY)")
        }
        let error = try #require(throws: ArchiveError.self) { try Archive(path: path, readOnly: true) }
        #expect(error.message.hasPrefix("holds nothing yet (an empty file)"))
        _ = try Self.written(10, at: path)
        #expect(try Archive(path: path, readOnly: true).count().readings == 10)
    }

    @Test func tablesWithoutASchemaVersionAreSaidForWhatTheyAre() throws {
        let original = try Archive(path: try Self.written(10), readOnly: true)
        // `sqlite3 .dump` into a new file: the same tables, no version, no mark.
        let copy = ArchiveTests.temporaryPath()
        try FileManager.default.createDirectory(atPath: (copy as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let restored = try SQLiteDatabase(path: copy, readOnly: false, create: true, busyTimeout: 1)
        let tables = try original.database.prepare("SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL")
        while try tables.step() { try restored.execute(tables.text(0) ?? "") }
        let error = try #require(throws: ArchiveError.self) { try Archive(path: copy, readOnly: true) }
        let how = "holds the archive's tables but no schema version (user_version 0, as copying it with `sqlite3 .dump` leaves it)"
        #expect(error.message == how + "; its tables are this version's (\(ArchiveSchema.version)): `sqlite3 \(copy) "
                + "'PRAGMA application_id = \(ArchiveSchema.applicationID); PRAGMA user_version = \(ArchiveSchema.version)'` marks it again")
        #expect(throws: error) { try Archive(path: copy) }
        try restored.execute("PRAGMA application_id = \(ArchiveSchema.applicationID); PRAGMA user_version = \(ArchiveSchema.version)")
        #expect(try Archive(path: copy, readOnly: true).count().readings == 0)
        // Tables of another version: neither read nor changed.
        try restored.execute("PRAGMA application_id = 0; PRAGMA user_version = 0; ALTER TABLE series ADD COLUMN colour TEXT")
        let other = try #require(throws: ArchiveError.self) { try Archive(path: copy) }
        #expect(other.message.hasPrefix(how + ", and they are not this version's, so it is neither read nor changed; restore it"))
        // Another program's tables stay another program's.
        try restored.execute("DROP TABLE readings")
        #expect(throws: ArchiveError(path: copy, message: "not a daybands archive (an SQLite database of another program)")) {
            try Archive(path: copy)
        }
    }

    @Test func aLinkToAnArchiveIsFollowedAndStaysALink() throws {
        let target = try Self.written(10)
        let link = (target as NSString).deletingLastPathComponent + "/link.sqlite"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(try Archive(path: link, readOnly: true).count().readings == 10)
        let archive = try Archive(path: link)
        _ = try archive.add(GlucoseData(readings: [GlucoseReading(time: ArchiveTests.minutes(-5), mgdl: 99)]),
                            to: try archive.source(kind: .file, name: "new.json"))
        // The write-ahead log is the target's, where every other opener of it looks.
        #expect(FileManager.default.fileExists(atPath: target + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: link + "-wal"))
        #expect(try Archive(path: target, readOnly: true).count().readings == 11)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        try FileManager.default.createSymbolicLink(atPath: link + "2", withDestinationPath: "nothing")
        #expect(throws: ArchiveError(path: link + "2", message: "a symbolic link to a file that does not exist (No such file or directory)")) {
            try Archive(path: link + "2")
        }
    }
}

/// Rows another program wrote with the checks off are left out of every
/// read (`ArchiveRule`) and said, never read as days or values.
struct ArchiveBrokenRowsTests {
    @Test func rowsBreakingTheRulesAreLeftOutOfEveryReadAndSaid() throws {
        let path = try ArchiveHostileTests.written(10)
        do {
            let other = try SQLiteDatabase(path: path, readOnly: false, create: false, busyTimeout: 1)
            try other.execute("""
                PRAGMA ignore_check_constraints = ON;
                INSERT INTO readings VALUES (1000000000000000000, 1, 1, 100, NULL, 'measured');
                INSERT INTO readings VALUES (-62135596800, 1, 1, 100, NULL, 'measured');
                INSERT INTO readings VALUES ('soon', 1, 1, 100, NULL, 'measured');
                INSERT INTO readings VALUES (\(Int(ArchiveTests.minutes(1).timeIntervalSince1970)), 1, 1, 'high', NULL, 'measured');
                INSERT INTO readings VALUES (\(Int(ArchiveTests.minutes(2).timeIntervalSince1970)), 1, 1, 1e308, NULL, 'measured');
                INSERT INTO readings VALUES (\(Int(ArchiveTests.minutes(3).timeIntervalSince1970)), 1, 1, 0.0, NULL, 'measured');
                INSERT INTO readings VALUES (\(Int(ArchiveTests.minutes(4).timeIntervalSince1970)), 1, 1, 120, NULL, 'sideways');
                INSERT INTO treatments (instant, type, amount, source_id, kind)
                    VALUES (\(Int(ArchiveTests.minutes(5).timeIntervalSince1970)), 'insulin', 1e308, 1, 'x');
                INSERT INTO treatments (instant, type, amount, source_id, kind) VALUES (-62135596800, 'insulin', 2, 1, 'x');
                """)
        }
        let archive = try Archive(path: path, readOnly: true)
        let first = ArchiveTests.minutes(0), last = ArchiveTests.minutes(45)
        #expect(try archive.span() == DateInterval(start: first, end: last))
        #expect(try archive.extent() == first...last)
        let data = try archive.data(in: Archive.allTime)
        #expect(data.readings.count == 10 && data.readings.allSatisfy { Plausible.mgdl.contains($0.mgdl) })
        #expect(data.doses.isEmpty)
        #expect(try archive.leftOut() == "archive \(path): 9 rows are left out, as they break the archive's rules "
                + "(readings at an instant outside 2000 to 2099: 3, readings outside 1 to 1000 mg/dL: 3, "
                + "readings with an unknown flag: 1, treatments at an instant outside 2000 to 2099: 1, "
                + "insulin doses outside 0 to 300 U: 1); `daybands archive check` lists them")
        #expect(try archive.check() == ["readings at an instant outside 2000 to 2099: 3", "readings outside 1 to 1000 mg/dL: 3",
                                        "readings with an unknown flag: 1", "treatments at an instant outside 2000 to 2099: 1",
                                        "insulin doses outside 0 to 300 U: 1"])
        #expect(try Archive(path: try ArchiveHostileTests.written(10), readOnly: true).leftOut() == nil)
    }
}
