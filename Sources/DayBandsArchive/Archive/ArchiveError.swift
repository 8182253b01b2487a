import CSQLite
import Glibc

/// Why the archive could not be opened, read or written, naming its file:
/// `archive PATH: the disk is full; nothing of this batch was stored`.
public struct ArchiveError: Error, CustomStringConvertible, Equatable, Sendable {
    public var path: String
    public var message: String
    /// SQLite's primary result code, 0 when the error is not SQLite's.
    var status: Int32 = 0

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// SQLite's result code said in the user's terms; SQLite's own text
    /// (`detail`) is kept after it for the cases it explains better.
    init(path: String, status: Int32, detail: String?, systemError: Int32 = 0) {
        self.path = path
        self.status = status & 0xff
        if systemError == EFBIG {
            message = OutputFile.fileTooLarge + "; nothing of this batch was stored"
            return
        }
        let failed = status & 0xff
        // A file cut short reads as damaged, or as no database at all: said as what it is.
        if [SQLITE_CORRUPT, SQLITE_NOTADB, SQLITE_IOERR].contains(failed), let cut = Archive.cutShort(path) {
            message = cut
            return
        }
        switch failed {
        case SQLITE_BUSY, SQLITE_LOCKED:
            message = "the archive is busy: another daybands is writing to it; try again when it is done"
        case SQLITE_READONLY:
            message = "cannot write: the archive (or its folder) is read-only"
        case SQLITE_FULL:
            message = "the disk is full (or the archive reached its size limit); nothing of this batch was stored"
        case SQLITE_NOTADB:
            message = "not a daybands archive (not an SQLite database)"
        case SQLITE_CORRUPT:
            message = "the archive is damaged (\(detail ?? "corrupt")); restore it from a backup or import again into a new one"
        case SQLITE_CANTOPEN:
            message = "cannot open the archive (a missing folder, no permission, or not a regular file)"
        case SQLITE_PERM, SQLITE_AUTH:
            message = "no permission to use the archive"
        case SQLITE_IOERR:
            message = "cannot read or write the archive: \(detail ?? "I/O error")"
        default:
            message = detail ?? "SQLite error \(status)"
        }
    }

    public var description: String { "archive \(path): \(message)" }
}
