import DayBandsRecords
import DayBandsSources
import Foundation

/// `--follow` with an archive: each poll's readings and device statuses are stored there too, as
/// the site's or account's (by its address only, `FollowedSource.archiveIdentity`), and the basal schedules of its profile,
/// so what the viewer saw is kept for offline viewing. The writes run on a thread of their own, with a
/// connection of their own: a `daybands sync` or import holding the
/// archive's write lock makes a write wait (up to the busy timeout), never
/// the keys or the screen. Readings a write could not store are kept and go
/// with the next poll's; while writes keep failing the status line says so,
/// each kind of failure is said once in the log, and what is still unstored
/// at the end is said (the site still has it: a sync fetches it).
public final class FollowArchive: @unchecked Sendable {
    public let path: String
    /// The source's kind and name in the archive (`FollowedSource.archiveIdentity`).
    private let identity: (kind: ArchiveSource.Kind, name: String)
    private let busyTimeout: TimeInterval
    private let queue = DispatchQueue(label: "daybands.follow-archive")
    /// Opened by the first write, on `queue`, and used there only.
    private var target: (archive: Archive, source: ArchiveSource)?
    /// Guards everything below it (`@unchecked Sendable` rests on this).
    private let lock = NSLock()
    private var pending = GlucoseData(readings: [])
    /// Device statuses waiting, as readings do; a set, as each poll reads the last hour's again.
    private var pendingStatuses: Set<DeviceStatusRecord> = []
    /// The readings of the write under way.
    private var writing = GlucoseData(readings: [])
    private var scheduled = false
    /// The last write's failure and how many writes in a row failed.
    private var failure: (message: String, writes: Int)?
    /// What the archive said while its schema is brought up to date (the
    /// first write opens it; on years of readings that takes a while).
    private var updating: String?
    private var said = Set<String>()
    private var unlogged: [String] = []

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
        lock.lock()
        defer { lock.unlock() }
        pending = pending.merged(with: readings)
        pendingStatuses.formUnion(statuses)
        guard !scheduled, !pending.readings.isEmpty || !pending.therapy.isEmpty || !pendingStatuses.isEmpty else { return }
        scheduled = true
        queue.async { [self] in write() }
    }

    /// For the status line while an older archive is brought up to date,
    /// or while writes keep failing (two in a row):
    /// `12 readings not stored in the archive yet: the archive is busy: ...`.
    public var notice: String? {
        lock.lock()
        defer { lock.unlock() }
        if let updating { return updating }
        guard let failure, failure.writes >= 2 else { return nil }
        return "\(Self.readings(pending.readings.count)) not stored in the archive yet: \(failure.message)"
    }

    /// The failures not said before (each kind once), for the log.
    public func collectWarnings() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        defer { unlogged = [] }
        return unlogged
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
        lock.lock()
        defer { lock.unlock() }
        var lines = unlogged
        unlogged = []
        let unstored = pending.merged(with: writing).readings.count
        if unstored > 0 {
            lines.append("\(Self.readings(unstored)) followed not stored in the archive \(path) "
                         + "(\(failure?.message ?? "its write did not end in time")); 'daybands sync' fetches them from the site")
        }
        return lines
    }

    private func setUpdating(_ text: String?) {
        lock.lock()
        updating = text
        lock.unlock()
    }

    private static func readings(_ count: Int) -> String { count == 1 ? "1 reading" : "\(count) readings" }

    /// On `queue`: stores what is pending; on failure it stays pending.
    private func write() {
        lock.lock()
        let batch = pending
        let statuses = pendingStatuses
        writing = batch
        pending = GlucoseData(readings: [])
        pendingStatuses = []
        scheduled = false
        lock.unlock()
        defer {
            lock.lock()
            writing = GlucoseData(readings: [])
            lock.unlock()
        }
        do {
            let target = try self.target ?? {
                defer { setUpdating(nil) }
                let archive = try Archive(path: path, busyTimeout: busyTimeout, announce: { [self] in setUpdating($0) })
                return (archive, try archive.source(kind: identity.kind, name: identity.name))
            }()
            self.target = target
            _ = try target.archive.add(batch, to: target.source)
            _ = try target.archive.add(statuses.sorted { $0.time < $1.time }, to: target.source)
            lock.lock()
            failure = nil
            lock.unlock()
        } catch {
            let message = (error as? ArchiveError)?.message ?? "\(error)"
            lock.lock()
            pending = batch.merged(with: pending)
            pendingStatuses.formUnion(statuses)
            failure = (message, (failure?.writes ?? 0) + 1)
            if said.insert(message).inserted {
                unlogged.append("\(error); the readings followed are kept and tried again with each poll")
            }
            lock.unlock()
        }
    }
}
