/// Bringing an archive up to date (`ArchiveSchema.migrations`), or saying
/// why it cannot be: another program's file, a newer daybands', a copy
/// without its version.
extension ArchiveSchema {
    /// What is wrong with a file of version 0 that has tables: the
    /// archive's own (copied with `sqlite3 .dump`, which loses the version
    /// and the mark), or another program's. Nil for neither (no tables).
    private static func unmarked(_ database: SQLiteDatabase, application: Int64) throws -> String? {
        let tables = try names(in: database)
        guard !tables.isEmpty else { return nil }
        let current = try SQLiteDatabase(path: ":memory:", readOnly: false, create: true, busyTimeout: 0)
        for step in migrations { try current.execute(step) }
        guard try application == applicationID || tables.isSuperset(of: names(in: current)) else {
            return "not a daybands archive (an SQLite database of another program)"
        }
        let how = "holds the archive's tables but no schema version (user_version 0, as copying it with `sqlite3 .dump` leaves it)"
        guard try schema(of: database) == (try schema(of: current)) else {
            return how + ", and they are not this version's, so it is neither read nor changed; "
                + "restore it from a backup (copy an archive with `sqlite3 OLD '.backup NEW'`), or import the files again into a new one"
        }
        return how + "; its tables are this version's (\(version)): "
            + "`sqlite3 \(database.path) 'PRAGMA application_id = \(applicationID); PRAGMA user_version = \(version)'` marks it again"
    }

    private static func names(in database: SQLiteDatabase) throws -> Set<String> {
        Set(try schema(of: database).keys)
    }

    /// Each table's and index's SQL by its name.
    private static func schema(of database: SQLiteDatabase) throws -> [String: String] {
        let query = try database.prepare("SELECT name, coalesce(sql, '') FROM sqlite_schema")
        var found: [String: String] = [:]
        while try query.step() { found[query.text(0) ?? ""] = query.text(1) ?? "" }
        return found
    }

    /// Brings `database` to the current version in one transaction, or says
    /// why it cannot: a file of another program, or of a newer daybands.
    /// `announce` hears of an update of an archive that holds records (steps
    /// may rebuild a table: tens of seconds on ten years), never of a new one.
    /// Returns the version found.
    @discardableResult
    static func migrate(_ database: SQLiteDatabase, readOnly: Bool, announce: ((String) -> Void)? = nil) throws -> Int {
        let found = Int(try database.integer("PRAGMA user_version"))
        let application = try database.integer("PRAGMA application_id")
        let isEmpty = try database.integer("SELECT count(*) FROM sqlite_schema") == 0
        if found == 0, isEmpty, application == 0 || application == applicationID {
            // A 0-byte file, or a first import killed before its first commit.
            guard !readOnly else {
                throw ArchiveError(path: database.path, message: "holds nothing yet (an empty file); "
                                   + "`daybands import FILE --archive \(database.path)` or `daybands sync` fills it")
            }
        } else if found == 0, let problem = try unmarked(database, application: application) {
            throw ArchiveError(path: database.path, message: problem)
        } else if application != applicationID {
            throw ArchiveError(path: database.path, message: "not a daybands archive (an SQLite database of another program)")
        }
        if found > version {
            throw ArchiveError(path: database.path,
                               message: "written by a newer daybands (schema version \(found); this one knows up to \(version))")
        }
        guard found < version else { return found }
        if readOnly {
            throw ArchiveError(path: database.path,
                               message: "schema version \(found) needs updating to \(version), which a read-only archive cannot be")
        }
        if found > 0 {
            announce?("updating the archive \(database.path) from schema version \(found) to \(version), once;"
                      + " on years of readings this takes a while")
        }
        try database.writeTransaction {
            // Read again inside the lock: another process may have migrated meanwhile.
            let current = Int(try database.integer("PRAGMA user_version"))
            for step in migrations[min(current, version)...] { try database.execute(step) }
            try database.execute("PRAGMA application_id = \(applicationID); PRAGMA user_version = \(version)")
        }
        return found
    }
}
