import CSQLite
import Foundation

/// The archive's file: where it is by default, creating it private, the file
/// a link names, and refusing one that is no regular file, or a damaged one
/// before anything is written.
extension Archive {
    /// `$XDG_DATA_HOME/daybands/archive.sqlite`, else
    /// `$HOME/.local/share/daybands/archive.sqlite`; nil with neither. A
    /// relative XDG_DATA_HOME is ignored, as the XDG spec says.
    public static func defaultPath(environment: [String: String]) -> String? {
        if let base = environment["XDG_DATA_HOME"], base.hasPrefix("/") {
            return base + "/daybands/archive.sqlite"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.local/share/daybands/archive.sqlite"
    }

    /// Creates the file empty with mode 0600 before SQLite opens it (SQLite
    /// would use 0644; its -wal and -shm files take the database's mode), and
    /// its missing folders with 0700. An existing file is left as it is.
    static func createFile(at path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            var built = folder.hasPrefix("/") ? "" : "."
            for part in folder.split(separator: "/") {
                built += "/" + part
                if mkdir(built, 0o700) != 0, errno != EEXIST {
                    throw ArchiveError(path: path, message: "cannot create the folder \(built): \(String(cString: strerror(errno)))")
                }
            }
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {
            throw ArchiveError(path: path, message: "cannot create the archive: \(String(cString: strerror(errno)))")
        }
    }

    /// The file SQLite is given for `path`: the target when `path` is a
    /// symbolic link (followed, as `cp` and `sqlite3` follow it), so the
    /// -wal and -shm files sit beside the real file, where every other
    /// opener of it looks; `path` itself otherwise. A link to nothing is refused.
    static func file(at path: String) throws -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else {
            throw ArchiveError(path: path, message: "a symbolic link to a file that does not exist (\(String(cString: strerror(errno))))")
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Throws when `file` exists and is not a regular file, for every
    /// command alike: SQLite would wait for ever for a FIFO's writer, and
    /// fail on a device or a folder in its own words ("disk I/O error").
    static func refuseIrregular(_ file: String, path: String) throws {
        var status = stat()
        guard stat(file, &status) == 0, status.st_mode & S_IFMT != S_IFREG else { return }
        let kind = [S_IFIFO: "a FIFO", S_IFDIR: "a folder", S_IFCHR: "a device", S_IFBLK: "a device", S_IFSOCK: "a socket"]
        throw ArchiveError(path: path, message: "\(kind[status.st_mode & S_IFMT] ?? "not a regular file"), not an archive; "
                           + "an archive is a regular file, which import or sync creates")
    }

    /// What is wrong when `file` is shorter than its SQLite header counts (a
    /// copy or a write that stopped early), else nil: said as that in one
    /// line, not as SQLite's "malformed" or its integrity check's pages.
    static func cutShort(_ file: String) -> String? {
        // Pages SQLite has not yet copied into the file (a checkpoint stopped by a
        // full disk) are in its WAL, or a hot journal rolls the file back: short is sound then.
        for beside in [file + "-wal", file + "-journal"] {
            var status = stat()
            if stat(beside, &status) == 0, status.st_size > 0 { return nil }
        }
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        var header = [UInt8](repeating: 0, count: 100)
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let read = header.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, 100) }
        let size = Int(status.st_size)
        guard read >= 16, header.prefix(16).elementsEqual("SQLite format 3\0".utf8) else { return nil }
        let advice = "restore it from a backup, or import the files again into a new one"
        guard read == 100 else { return "the file is cut short: \(size) bytes, inside its SQLite header; \(advice)" }
        func number(_ offset: Int, _ count: Int) -> Int { header[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) } }
        let pageSize = number(16, 2) == 1 ? 65_536 : number(16, 2)
        // The header's page count holds only where SQLite says it is valid (the change counter's copy matches).
        guard number(24, 4) == number(92, 4), size < number(28, 4) * pageSize else { return nil }
        return "the file is cut short: \(size) of the \(number(28, 4) * pageSize) bytes its header counts "
            + "(a copy or a write that stopped early); \(advice)"
    }

    /// Throws unless SQLite's `quick_check` finds the file sound: an import
    /// or a sync into a damaged archive would report success and leave the
    /// damage for every later read to refuse. quick_check reads every page
    /// (0.12-0.21 s on ten years, docs/PERFORMANCE.md), checked once per
    /// writer's open, never per batch.
    static func refuseDamaged(_ database: SQLiteDatabase) throws {
        if let cut = cutShort(database.path) { throw ArchiveError(path: database.path, message: cut) }
        var found: String?
        do {
            let check = try database.prepare("PRAGMA quick_check(1)")
            // Its first problem, without the "*** in database main ***" heading.
            if try check.step(), let text = check.text(0), text != "ok" {
                found = text.split(separator: "\n").first { !$0.hasPrefix("***") }.map(String.init) ?? text
            }
        } catch let error as ArchiveError where error.status == SQLITE_CORRUPT {
            found = "SQLite cannot read one of its pages"
        }
        guard let found else { return }
        throw ArchiveError(path: database.path, message: "the archive is damaged (\(found)), so nothing was stored; "
                           + "`daybands archive check --archive \(database.path)` says what is wrong; "
                           + "restore the archive from a backup, or import the files again into a new one")
    }
}
