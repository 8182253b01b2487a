import DayBandsCommandLine
import Foundation

/// A person's `Session` made on a thread of its own: it reads their site's
/// days (seconds for a slow site, the whole timeout for a dead one), which
/// the list's loop must not wait for (its frames, keys and the others'
/// alerts go on). Nothing else touches the session until the thread is done.
final class SessionOpening: @unchecked Sendable {
    /// Guards `result` (`@unchecked Sendable` rests on it); written once, by the thread.
    private let lock = NSLock()
    private var result: Session??

    init(_ invocation: Invocation) {
        Thread.detachNewThread { [self] in
            let session = Session(invocation)
            lock.withLock { result = .some(session) }
        }
    }

    /// nil while the days are read; then the session, or nil inside when it
    /// could not be made (the reason said on standard error, as `Session` does).
    var made: Session?? { lock.withLock { result } }
}
