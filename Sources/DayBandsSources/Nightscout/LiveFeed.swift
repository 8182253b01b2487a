import DayBandsImport
import DayBandsRecords
import Foundation
import Synchronization

/// Follows a site or a follower service (`FollowedSource`) for the viewer: a thread of its own polls on a
/// `PollSchedule`, so a slow or dead site never blocks the keys; the run loop
/// collects what arrived between events. Every poll asks again for a
/// look-back before the newest reading held, so readings posted late or
/// back-filled within it are not lost (the timeline keeps one copy of each).
/// A network error is never fatal: the data held stays, and the notice says
/// how stale it is until a poll works again. A poll that outlives its limit
/// (`pollLimit`) is abandoned by a watchdog and counted as a failure; what
/// it brings later is dropped, so a stuck connection never stops the polls.
public final class LiveFeed: Sendable {
    /// What arrived since the last `collect`, the status line's notice, and
    /// the warnings (skipped rows, readings from the future) said for the
    /// first time, for the log.
    public struct Update: Sendable {
        public var readings: GlucoseData?
        /// What the loop and the pump said in the last hour, when a poll read it anew.
        public var deviceStatus: DeviceStatus?
        /// The records the polls since the last `collect` read, for the archive (`FollowArchive`).
        public var deviceStatusRecords: [DeviceStatusRecord]
        /// Whether the site answers, or since when it has not.
        public var site: SiteContact
        public var notice: String?
        public var warnings: [String]

        /// The poll's news as the models take it (`ViewerMessage.liveRead`, `PeopleMessage.read`).
        public var read: LiveRead {
            LiveRead(readings: readings, deviceStatus: deviceStatus, site: site, notice: notice)
        }
    }

    private let source: any FollowedSource
    private let lookBack: TimeInterval
    private let schedule: PollSchedule
    /// Seconds a whole poll (all its pages) may take before the watchdog
    /// abandons it.
    let pollLimit: TimeInterval
    /// What the polls learnt, shared by the polling threads and the run loop.
    private let state: Mutex<State>
    /// Signalled by `stop`, which wakes the polling thread from its wait for
    /// the next poll (a count, so a stop while a poll runs is not missed).
    private let stopping = DispatchSemaphore(value: 0)

    /// How long a warning stays on the status line (unless the stale notice takes its place).
    static let warningShown: TimeInterval = 300

    /// `newest`: the time of the newest reading the viewer holds;
    /// `firstPoll`: seconds to the first poll (by default an interval: the
    /// viewer has just read the source; the list of people has not).
    public init(source: any FollowedSource, newest: Date, lookBack: TimeInterval = defaultLookBack,
                schedule: PollSchedule, pollLimit: TimeInterval? = nil, firstPoll: TimeInterval? = nil) {
        self.source = source
        self.lookBack = lookBack
        self.schedule = schedule
        // Two pages per poll is usual; four deadlines leave room for more.
        self.pollLimit = pollLimit ?? 4 * source.timeout
        state = Mutex(State(newest: newest, nextAttempt: Date().addingTimeInterval(firstPoll ?? schedule.interval)))
    }

    /// The device statuses asked for: an hour, so a loop that stopped is seen (its last run's age).
    public static let statusLookBack: TimeInterval = 3_600

    /// Three hours: a phone out of range for that long back-fills its readings.
    public static let defaultLookBack: TimeInterval = 3 * 3_600

    /// Starts polling on a thread; it ends after `stop`.
    public func start() {
        Thread { [self] in
            while waitForNextAttempt() { watchedPoll() }
        }.start()
    }

    public func stop() {
        state.withLock { $0.stopped = true }
        stopping.signal()
    }

    public func collect() -> Update {
        state.withLock { $0.collect(now: Date(), timeout: source.timeout) }
    }

    /// One poll, now, on the calling thread (tests call it directly).
    func poll() {
        let started = Date()
        let (mine, since) = state.withLock { $0.begin(at: started) }
        let result = Result { try source.poll(newest: since, lookBack: lookBack) }
        // Asked only of a site that answers; one without device statuses (no
        // loop, or a token that may not read them) is no stale site.
        let status = result.map { _ in Result { try source.deviceStatus(since: Date().addingTimeInterval(-Self.statusLookBack)) } }
        state.withLock { state in
            // The watchdog gave up on this poll: another has taken its place.
            guard mine == state.generation else { return }
            state.take(result, status: status, started: started, source: source.name)
            state.nextAttempt = Date().addingTimeInterval(schedule.delay(afterFailures: state.failures))
        }
    }

    /// A poll on a thread of its own, given up after `pollLimit`.
    private func watchedPoll() {
        let finished = DispatchSemaphore(value: 0)
        Thread { [self] in
            poll()
            finished.signal()
        }.start()
        guard finished.wait(timeout: .now() + pollLimit) == .timedOut else { return }
        state.withLock { state in
            state.abandon(reason: "no answer within \(Int(pollLimit)) s")
            state.nextAttempt = Date().addingTimeInterval(schedule.delay(afterFailures: state.failures))
        }
    }

    /// Sleeps until the next poll is due; false once stopped.
    private func waitForNextAttempt() -> Bool {
        while true {
            let (stopped, next) = state.withLock { ($0.stopped, $0.nextAttempt) }
            if stopped { return false }
            let wait = next.timeIntervalSinceNow
            if wait <= 0 { return true }
            if stopping.wait(timeout: .now() + wait) == .success { return false }
        }
    }
}
