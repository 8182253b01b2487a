import CSQLite
import Foundation

/// One connection to an SQLite file, with its statements: the thin layer the
/// archive talks to SQLite through, so every failure becomes an
/// `ArchiveError` naming the file.
final class SQLiteDatabase {
    let path: String
    private let handle: OpaquePointer

    /// Opens `file` (`path` when nil) read-write (creating it when `create`)
    /// or read-only, waiting up to `busyTimeout` seconds for another
    /// writer's lock; messages name `path`, as the user gave it.
    /// `immutable` reads a file no one can write (a read-only folder, where
    /// SQLite cannot create the WAL's shared-memory file) without locking.
    init(path: String, file: String? = nil, readOnly: Bool, create: Bool, busyTimeout: TimeInterval,
         immutable: Bool = false) throws {
        self.path = path
        var handle: OpaquePointer?
        let access = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0)
        var name = file ?? path
        if immutable {
            var address = URLComponents()
            address.scheme = "file"
            address.path = name
            address.queryItems = [URLQueryItem(name: "immutable", value: "1")]
            name = address.string ?? path
        }
        // NOFOLLOW: SQLite names the -wal and -shm files after the name it
        // opens, so it must be the real file's (`Archive.file(at:)` follows a link).
        // NOMUTEX: a connection is used by one thread at a time (one `Archive`
        // per thread), so SQLite's lock around every call is only cost.
        let status = sqlite3_open_v2(name, &handle, access | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW
                                     | (immutable ? SQLITE_OPEN_URI : 0), nil)
        guard status == SQLITE_OK, let handle else {
            let error = ArchiveError(path: path, status: status, detail: handle.map { String(cString: sqlite3_errmsg($0)) })
            sqlite3_close_v2(handle)
            throw error
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, Int32(min(busyTimeout * 1000, Double(Int32.max))))
    }

    deinit { sqlite3_close_v2(handle) }

    /// Runs statements that return no rows.
    func execute(_ sql: String) throws {
        try check(sqlite3_exec(handle, sql, nil, nil, nil))
    }

    func prepare(_ sql: String) throws -> SQLiteStatement {
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil))
        guard let statement else { throw ArchiveError(path: path, message: "empty statement") }
        return SQLiteStatement(statement, database: self)
    }

    /// The first column of the first row of a query, as an integer (0 when no row).
    func integer(_ sql: String) throws -> Int64 {
        let statement = try prepare(sql)
        return try statement.step() ? statement.integer(0) : 0
    }

    /// `body` in one write transaction, taken at once (`BEGIN IMMEDIATE`) so a
    /// second writer waits for the busy timeout at the start rather than
    /// failing half-way; rolled back when `body` throws.
    /// Inside another transaction, `body` runs in a savepoint of it, so a
    /// write made of several (a sync's page and its state) commits as one.
    func writeTransaction<T>(_ body: () throws -> T) throws -> T {
        let nested = sqlite3_get_autocommit(handle) == 0
        try execute(nested ? "SAVEPOINT nested" : "BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute(nested ? "RELEASE nested" : "COMMIT")
            return result
        } catch {
            _ = sqlite3_exec(handle, nested ? "ROLLBACK TO nested; RELEASE nested" : "ROLLBACK", nil, nil, nil)
            throw error
        }
    }

    /// Rows the last INSERT, UPDATE or DELETE changed.
    var changes: Int { Int(sqlite3_changes(handle)) }

    /// Throws unless `status` is a success.
    func check(_ status: Int32) throws {
        guard status == SQLITE_OK || status == SQLITE_ROW || status == SQLITE_DONE else {
            throw ArchiveError(path: path, status: status, detail: String(cString: sqlite3_errmsg(handle)),
                               systemError: sqlite3_system_errno(handle))
        }
    }
}

/// A prepared statement, reused across rows: bind, step, read columns, reset.
final class SQLiteStatement {
    private let statement: OpaquePointer
    private let database: SQLiteDatabase

    fileprivate init(_ statement: OpaquePointer, database: SQLiteDatabase) {
        self.statement = statement
        self.database = database
    }

    deinit { sqlite3_finalize(statement) }

    /// Clears the previous run and binds `values` to `?1`, `?2`...
    @discardableResult
    func bind(_ values: SQLiteValue...) throws -> SQLiteStatement {
        try reset()
        try database.check(sqlite3_clear_bindings(statement))
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
        return self
    }

    /// Clears the previous run, keeping what is bound: a loop that binds
    /// every parameter of each row itself (`bind(_:at:)`) needs no array of
    /// values per row and no clearing.
    func reset() throws {
        try database.check(sqlite3_reset(statement))
    }

    /// Binds `value` to the parameter `?index` (from 1).
    func bind(_ value: SQLiteValue, at index: Int32) throws {
        switch value {
        case .integer(let number): try database.check(sqlite3_bind_int64(statement, index, number))
        case .real(let number): try database.check(sqlite3_bind_double(statement, index, number))
        case .text(let text): try database.check(sqlite3_bind_text(statement, index, text, -1, csqlite_transient()))
        case .null: try database.check(sqlite3_bind_null(statement, index))
        case .blob(let bytes):
            try bytes.withUnsafeBytes { buffer in
                try database.check(sqlite3_bind_blob(statement, index, buffer.baseAddress, Int32(buffer.count), csqlite_transient()))
            }
        }
    }

    /// Advances to the next row: true when there is one, false when done.
    func step() throws -> Bool {
        let status = sqlite3_step(statement)
        try database.check(status)
        return status == SQLITE_ROW
    }

    /// Runs a statement that returns no rows.
    func run() throws {
        while try step() {}
    }

    /// The virtual machine's steps in this statement's runs: how much it read
    /// (a query answered from an index's end takes a few dozen).
    var steps: Int { Int(sqlite3_stmt_status(statement, SQLITE_STMTSTATUS_VM_STEP, 0)) }

    func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }
    func real(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }
    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

    /// `body` given a blob column's bytes, valid only inside it (empty for NULL).
    func blob<T>(_ column: Int32, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        let start = sqlite3_column_blob(statement, column)
        return body(UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : Int(sqlite3_column_bytes(statement, column))))
    }

    /// Which of `choices` a text column holds, compared byte for byte
    /// without making a String (a page reads thousands of rows); nil when
    /// NULL or none matches.
    func choice<Value>(_ column: Int32, among choices: [(text: [UInt8], value: Value)]) -> Value? {
        guard let bytes = sqlite3_column_text(statement, column) else { return nil }
        let held = UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(statement, column)))
        return choices.first { $0.text.elementsEqual(held) }?.value
    }

    /// A text column; nil when NULL. Bytes that are not UTF-8 are repaired,
    /// as any file read is.
    func text(_ column: Int32) -> String? {
        guard let bytes = sqlite3_column_text(statement, column) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}

/// A value bound to a statement's parameter.
enum SQLiteValue {
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
    case null
}
