import DayBandsCommandLine
import Foundation
import Synchronization

/// A person's `Session` made on a thread of its own: it reads their site's
/// days (seconds for a slow site, the whole timeout for a dead one), which
/// the list's loop must not wait for (its frames, keys and the others'
/// alerts go on). The thread holds the lock while it makes the session (so
/// the session never crosses threads but inside the lock); the loop only
/// tries the lock, and never waits for it.
final class SessionOpening: Sendable {
    private let result = Mutex<Session??>(nil)

    init(_ invocation: Invocation) {
        Thread.detachNewThread { [self] in
            result.withLock { $0 = .some(Session(invocation)) }
        }
    }

    /// nil while the days are read; then, once, the session, or nil inside
    /// when it could not be made (the reason said on standard error, as `Session` does).
    func take() -> Session?? {
        result.withLockIfAvailable { $0.take() } ?? nil
    }
}
