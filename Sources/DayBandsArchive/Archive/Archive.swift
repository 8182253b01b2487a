import CSQLite
import DayBandsRecords
import Foundation

/// The local archive: one SQLite file holding every reading, dose and carb
/// entry imported or synced, per source, so years of history open without
/// re-reading files or the network. Open one `Archive` per thread.
///
/// By job: opening (here; the file in `ArchiveFile`, the schema and its
/// updates in `ArchiveSchema`), sources and series (`ArchiveSources`),
/// writing (`ArchiveWriter`), reading (`ArchiveReader`), a sync's state
/// (`Archive+SyncState`). Every SQL statement is in this folder.
public final class Archive {
    public let path: String
    let database: SQLiteDatabase
    /// Something the reader should know about how the archive was opened
    /// (a read-only folder), for the command line to say once.
    public private(set) var notice: String?

    /// How long a writer waits for another one's lock before saying it is busy.
    public static let busyTimeout: TimeInterval = 5

    /// Opens the archive at `path`, creating it (mode 0600, its folder 0700)
    /// when `readOnly` is false, and brings its schema up to date. Read-only,
    /// the file must exist; in a folder no one may write to it is read
    /// without locking (`notice` says so). `announce` is told before an
    /// older schema is updated, which on years of readings takes a while.
    public init(path: String, readOnly: Bool = false, busyTimeout: TimeInterval = Archive.busyTimeout,
                announce: ((String) -> Void)? = nil) throws {
        self.path = path
        let file = try Self.file(at: path)
        try Self.refuseIrregular(file, path: path)
        var found = ArchiveSchema.version
        if readOnly {
            guard FileManager.default.fileExists(atPath: file) else { throw ArchiveError(path: path, message: "no archive here") }
            Self.migrateIfWritable(path, file: file, busyTimeout: busyTimeout, announce: announce)
            do {
                let locking = try SQLiteDatabase(path: path, file: file, readOnly: true, create: false, busyTimeout: busyTimeout)
                try ArchiveSchema.migrate(locking, readOnly: true)
                database = locking
            } catch let error as ArchiveError where error.status == SQLITE_READONLY || error.status == SQLITE_CANTOPEN {
                // SQLite cannot create the WAL's shared-memory file beside it.
                database = try SQLiteDatabase(path: path, file: file, readOnly: true, create: false, busyTimeout: busyTimeout,
                                              immutable: true)
                try ArchiveSchema.migrate(database, readOnly: true)
                notice = Self.snapshotNotice(path, file: file)
            }
        } else {
            try Self.createFile(at: file)
            database = try SQLiteDatabase(path: path, file: file, readOnly: false, create: true, busyTimeout: busyTimeout)
            // Before anything is written (the schema's update too): a
            // damaged archive is refused whole, not written around.
            try Self.refuseDamaged(database)
            // WAL: readers (the viewer) go on while a writer (a sync) commits.
            try database.execute("PRAGMA journal_mode = WAL")
            found = try ArchiveSchema.migrate(database, readOnly: false, announce: announce)
        }
        // FULL: a commit is on disk before it returns, so kill -9 or a power
        // cut loses nothing committed. Foreign keys: no reading without its source.
        try database.execute("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
        // An archive from before the summaries, or before a step that made
        // them again (`summariesVersion`: 9 made them whole, 12 added their
        // hours, 13 their risk sums), has them made in the local zone (an
        // import or sync in another adds that zone's).
        if (1..<ArchiveSchema.summariesVersion).contains(found) {
            try keepSummaries(in: DayCalendar(timeZone: TimeZone.current))
        }
    }

    /// An archive of an older schema that the user may write is brought up
    /// to date before a read-only open, so a newer daybands shows it at once
    /// rather than asking for an import first (an empty file, version 0, is
    /// no archive yet and is left alone). Any failure here is left to
    /// the read-only open, which says what is wrong.
    private static func migrateIfWritable(_ path: String, file: String, busyTimeout: TimeInterval,
                                          announce: ((String) -> Void)?) {
        guard access(file, W_OK) == 0,
              let database = try? SQLiteDatabase(path: path, file: file, readOnly: false, create: false, busyTimeout: busyTimeout),
              let found = try? database.integer("PRAGMA user_version"), (1..<Int64(ArchiveSchema.version)).contains(found)
        else { return }
        // As a writer opens it: the schema, then what a step needs made (the day summaries).
        _ = try? Archive(path: path, busyTimeout: busyTimeout, announce: announce)
    }

    /// What reading a read-only archive without locking means.
    private static func snapshotNotice(_ path: String, file: String) -> String {
        let pending = (try? FileManager.default.attributesOfItem(atPath: file + "-wal")[.size] as? Int) ?? 0
        return "archive \(path): its folder is read-only, so it is read as it is now, without locking"
            + (pending > 0 ? "; the latest changes, in \(file)-wal (\(pending) bytes), need write access to the folder to be read" : "")
    }
}
