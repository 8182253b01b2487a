import DayBandsRecords
import Foundation

/// One sync at a time per archive: an exclusive `flock` on a file beside it
/// (`ARCHIVE-sync`), held while the sync runs. Two syncs would both walk the
/// same state and each undo the other's progress; the second one fails at
/// once with a clear message instead. The kernel releases the lock when the
/// process ends however it ends (`kill -9` too), so no stale lock is left.
public final class SyncLock {
    public let path: String
    private let descriptor: Int32

    /// Takes the lock of the archive at `archivePath`, or throws saying why not.
    public init(archivePath: String) throws {
        path = archivePath + "-sync"
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw DataError(source: path, message: "cannot create the sync lock: \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw DataError(source: archivePath, message: busy
                ? "another 'daybands sync' is writing to this archive; run this one again once it has finished"
                : "cannot lock the archive for the sync: \(reason)")
        }
        self.descriptor = descriptor
    }

    /// Releases the lock (the file stays, for the next sync to lock).
    deinit { close(descriptor) }
}
