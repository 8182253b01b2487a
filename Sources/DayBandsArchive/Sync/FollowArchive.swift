import DayBandsRecords
import DayBandsSources
import Foundation
import Synchronization

/// `--follow` with an archive: each poll's readings and device statuses are stored there too, as
/// the site's or account's (by its address only, `FollowedSource.archiveIdentity`), and the basal schedules of its profile,
/// so what the viewer saw is kept for offline viewing. The writes run on a thread of their own, with a
/// connection of their own: a `daybands sync` or import holding the
/// archive's write lock makes a write wait (up to the busy timeout), never
/// the keys or the screen. Readings a write could not store are kept and go
/// with the next poll's; while writes keep failing the status line says so,
/// each kind of failure is said once in the log, and what is still unstored
/// at the end is said (the site still has it: a sync fetches it).
public final class FollowArchive: Sendable {
    public let path: String
    /// The source's kind and name in the archive (`FollowedSource.archiveIdentity`).
    private let identity: (kind: ArchiveSource.Kind, name: String)
    private let busyTimeout: TimeInterval
    private let queue = DispatchQueue(label: "daybands.follow-archive")
    /// Opened by the first write, on `queue`, and used there only (so its
    /// lock is never waited for; it hands the connection from write to write).
    private let target = Mutex<(archive: Archive, source: ArchiveSource)?>(nil)
    /// What waits for the writer and what the writes said, shared with the run loop.
    private let state = Mutex(State())

    /// What waits to be written, and what the writes said.
    private struct State: Sendable {
        var pending = GlucoseData(readings: [])
        /// Device statuses waiting, as readings do; a set, as each poll reads the last hour's again.
        var pendingStatuses: Set<DeviceStatusRecord> = []
        /// The readings of the write under way.
        var writing = GlucoseData(readings: [])
        var scheduled = false
        /// The last write's failure and how many writes in a row failed.
        var failure: (message: String, writes: Int)?
        /// What the archive said while its schema is brought up to date (the
        /// first write opens it; on years of readings that takes a while).
        var updating: String?
        var said = Set<String>()
        var unlogged: [String] = []
    }

    /// `busyTimeout`: how long a write waits for another writer's lock
    /// before it fails and its readings wait for the next poll.
    public init(path: String, source: any FollowedSource, busyTimeout: TimeInterval = Archive.busyTimeout) {
        self.path = path
        identity = source.archiveIdentity
        self.busyTimeout = busyTimeout
    }

    /// The archive to write into: `--archive PATH`, else the default one
    /// when it exists (following alone creates none); nil when there is none.
    /// Nothing is opened yet: the first write does it, off the run loop.
    public static func open(path given: String?, source: any FollowedSource, environment: [String: String]) -> FollowArchive? {
        guard let path = given ?? Archive.defaultPath(environment: environment),
              given != nil || FileManager.default.fileExists(atPath: path)
        else { return nil }
        return FollowArchive(path: path, source: source)
    }

    /// Queues `readings` (a poll's, or the profile's basal schedules read
    /// at the start) and device statuses for the writer and returns at
    /// once; what an earlier write could not store goes with them.
    public func keep(_ readings: GlucoseData, statuses: [DeviceStatusRecord] = []) {
        let schedule = state.withLock { state in
            state.pending = state.pending.merged(with: readings)
            state.pendingStatuses.formUnion(statuses)
            guard !state.scheduled,
                  !state.pending.readings.isEmpty || !state.pending.therapy.isEmpty || !state.pendingStatuses.isEmpty
            else { return false }
            state.scheduled = true
            return true
        }
        if schedule { queue.async { [self] in write() } }
    }

    /// For the status line while an older archive is brought up to date,
    /// or while writes keep failing (two in a row):
    /// `12 readings not stored in the archive yet: the archive is busy: ...`.
    public var notice: String? {
        state.withLock { state in
            if let updating = state.updating { return updating }
            guard let failure = state.failure, failure.writes >= 2 else { return nil }
            return "\(Self.readings(state.pending.readings.count)) not stored in the archive yet: \(failure.message)"
        }
    }

    /// The failures not said before (each kind once), for the log.
    public func collectWarnings() -> [String] {
        state.withLock { state in
            defer { state.unlogged = [] }
            return state.unlogged
        }
    }

    /// How long the viewer waits at its end for the last write: the
    /// terminal is restored by then, and the readings are still on the site.
    public static let finishWait: TimeInterval = 2

    /// At the end: waits at most `seconds` for the write under way and a
    /// last one of what is pending, then the warnings not collected yet and,
    /// when readings are still unstored, how many and why.
    public func finish(waiting seconds: TimeInterval) -> [String] {
        keep(GlucoseData(readings: []))
        let written = DispatchSemaphore(value: 0)
        queue.async { written.signal() }
        _ = written.wait(timeout: .now() + seconds)
        return state.withLock { state in
            var lines = state.unlogged
            state.unlogged = []
            let unstored = state.pending.merged(with: state.writing).readings.count
            if unstored > 0 {
                lines.append("\(Self.readings(unstored)) followed not stored in the archive \(path) "
                             + "(\(state.failure?.message ?? "its write did not end in time")); 'daybands sync' fetches them from the site")
            }
            return lines
        }
    }

    /// Whether a write is under way (a test waits for it, rather than for a time).
    var isWriting: Bool {
        state.withLock { !$0.writing.readings.isEmpty }
    }

    private func setUpdating(_ text: String?) {
        state.withLock { $0.updating = text }
    }

    private static func readings(_ count: Int) -> String { count == 1 ? "1 reading" : "\(count) readings" }

    /// On `queue`: stores what is pending; on failure it stays pending.
    private func write() {
        let (batch, statuses) = state.withLock { state in
            let taken = (state.pending, state.pendingStatuses)
            state.writing = state.pending
            state.pending = GlucoseData(readings: [])
            state.pendingStatuses = []
            state.scheduled = false
            return taken
        }
        defer { state.withLock { $0.writing = GlucoseData(readings: []) } }
        do {
            try target.withLock { target in
                let opened = try target ?? {
                    defer { setUpdating(nil) }
                    let archive = try Archive(path: path, busyTimeout: busyTimeout, announce: { [self] in setUpdating($0) })
                    return (archive, try archive.source(kind: identity.kind, name: identity.name))
                }()
                target = opened
                _ = try opened.archive.add(batch, to: opened.source)
                _ = try opened.archive.add(statuses.sorted { $0.time < $1.time }, to: opened.source)
            }
            state.withLock { $0.failure = nil }
        } catch {
            let message = (error as? ArchiveError)?.message ?? "\(error)"
            state.withLock { state in
                state.pending = batch.merged(with: state.pending)
                state.pendingStatuses.formUnion(statuses)
                state.failure = (message, (state.failure?.writes ?? 0) + 1)
                if state.said.insert(message).inserted {
                    state.unlogged.append("\(error); the readings followed are kept and tried again with each poll")
                }
            }
        }
    }
}
