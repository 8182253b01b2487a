import DayBandsImport
import DayBandsRecords
import Foundation

/// Follows a site or a follower service (`FollowedSource`) for the viewer: a thread of its own polls on a
/// `PollSchedule`, so a slow or dead site never blocks the keys; the run loop
/// collects what arrived between events. Every poll asks again for a
/// look-back before the newest reading held, so readings posted late or
/// back-filled within it are not lost (the timeline keeps one copy of each).
/// A network error is never fatal: the data held stays, and the notice says
/// how stale it is until a poll works again. A poll that outlives its limit
/// (`pollLimit`) is abandoned by a watchdog and counted as a failure; what
/// it brings later is dropped, so a stuck connection never stops the polls.
public final class LiveFeed: @unchecked Sendable {
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
    /// Guards everything below it (`@unchecked Sendable` rests on this).
    private let condition = NSCondition()
    private var newest: Date
    private var arrived = GlucoseData(readings: [])
    private var deviceStatus: DeviceStatus?
    private var deviceStatusRecords: [DeviceStatusRecord] = []
    private var failures = 0
    /// The first failed poll of the failures in a row, and the last one's reason.
    private var unreachable: (since: Date, reason: String)?
    private var nextAttempt: Date
    private var stopped = false
    /// Counts polls started; a poll's result is taken only while it is the latest.
    private var generation = 0
    private var pollStarted: Date?
    private var said = Set<String>()
    private var saidFuture = Set<Date>()
    private var saidFutureStatus = Set<Date>()
    private var unlogged: [String] = []
    private var latestWarning: (text: String, time: Date)?

    /// How long a warning stays on the status line (unless the stale notice takes its place).
    static let warningShown: TimeInterval = 300

    /// `newest`: the time of the newest reading the viewer holds;
    /// `firstPoll`: seconds to the first poll (by default an interval: the
    /// viewer has just read the source; the list of people has not).
    public init(source: any FollowedSource, newest: Date, lookBack: TimeInterval = defaultLookBack,
                schedule: PollSchedule, pollLimit: TimeInterval? = nil, firstPoll: TimeInterval? = nil) {
        self.source = source
        self.newest = newest
        self.lookBack = lookBack
        self.schedule = schedule
        // Two pages per poll is usual; four deadlines leave room for more.
        self.pollLimit = pollLimit ?? 4 * source.timeout
        nextAttempt = Date().addingTimeInterval(firstPoll ?? schedule.interval)
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
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    public func collect() -> Update {
        condition.lock()
        defer { condition.unlock() }
        let now = Date()
        let readings = arrived.readings.isEmpty ? nil : arrived
        arrived = GlucoseData(readings: [])
        defer {
            deviceStatus = nil
            deviceStatusRecords = []
        }
        let overdue = pollStarted.flatMap { now.timeIntervalSince($0) > source.timeout ? $0 : nil }
        let stale = failures > 0 || overdue != nil
        // A poll outliving its deadline is a site not answering, before the watchdog says so.
        let silent = unreachable ?? overdue.map { ($0, "no answer within \(Int(source.timeout)) s") }
        let site = silent.map { SiteContact.unreachable(since: $0.since, reason: $0.reason) } ?? .answering
        let warning = latestWarning.flatMap { now.timeIntervalSince($0.time) < Self.warningShown ? $0.text : nil }
        let notice = stale ? StaleDataNotice.text(lastReading: newest, nextAttempt: nextAttempt, now: now) : warning
        defer { unlogged = [] }
        return Update(readings: readings, deviceStatus: deviceStatus, deviceStatusRecords: deviceStatusRecords, site: site,
                      notice: notice, warnings: unlogged)
    }

    /// One poll, now, on the calling thread (tests call it directly).
    func poll() {
        condition.lock()
        generation += 1
        let mine = generation
        let since = newest
        let started = Date()
        pollStarted = started
        condition.unlock()
        let result = Result { try source.poll(newest: since, lookBack: lookBack) }
        // Asked only of a site that answers; one without device statuses (no
        // loop, or a token that may not read them) is no stale site.
        let status = result.map { _ in Result { try source.deviceStatus(since: Date().addingTimeInterval(-Self.statusLookBack)) } }
        condition.lock()
        defer { condition.unlock() }
        // The watchdog gave up on this poll: another has taken its place.
        guard mine == generation else { return }
        pollStarted = nil
        switch result {
        case .success(let (report, future)):
            arrived = GlucoseData.joined([arrived, report.data])
            newest = max(newest, report.data.readings.last?.time ?? newest)
            failures = 0
            unreachable = nil
            for warning in report.warnings {
                let brief = PollWarning.brief(warning)
                say(warning, brief: brief, key: PollWarning.key(brief))
            }
            let unseen = future.map(\.time).filter { saidFuture.insert($0).inserted }
            if let warning = FutureRecords.warning(readings: unseen, source: source.name) {
                // Said once per instant: `unseen` holds only readings not said before.
                say(warning, brief: FutureRecords.brief(readings: unseen.count), key: warning)
            }
        case .failure(let error):
            failures += 1
            unreachable = (unreachable?.since ?? started, SiteContact.reason(of: error))
        }
        switch try? status.get() {
        case nil, .success(nil): break
        case .success(let read?):
            deviceStatus = read.status
            deviceStatusRecords += read.records
            let ahead = read.ahead
            if let warning = read.warning { say(warning, brief: "device status: " + PollWarning.brief(warning), key: PollWarning.key(PollWarning.brief(warning))) }
            // Said once per instant, as readings ahead are.
            let unseen = ahead.filter { saidFutureStatus.insert($0).inserted }
            if let warning = FutureRecords.warning(deviceStatuses: unseen, source: source.name) {
                say(warning, brief: FutureRecords.brief(deviceStatuses: unseen.count), key: warning)
            }
        case .failure(let error):
            let text = "device status: \(error)"
            say(text, brief: PollWarning.brief(text), key: "device status failed")
        }
        nextAttempt = Date().addingTimeInterval(schedule.delay(afterFailures: failures))
    }

    /// A poll on a thread of its own, given up after `pollLimit`.
    private func watchedPoll() {
        let finished = DispatchSemaphore(value: 0)
        Thread { [self] in
            poll()
            finished.signal()
        }.start()
        guard finished.wait(timeout: .now() + pollLimit) == .timedOut else { return }
        condition.lock()
        defer { condition.unlock() }
        generation += 1
        let started = pollStarted ?? Date()
        pollStarted = nil
        failures += 1
        unreachable = (unreachable?.since ?? started, "no answer within \(Int(pollLimit)) s")
        nextAttempt = Date().addingTimeInterval(schedule.delay(afterFailures: failures))
    }

    /// A warning for the log, and its brief form for the status line, once:
    /// `key` is the same in every poll that reads the row again.
    private func say(_ warning: String, brief: String, key: String) {
        guard said.insert(key).inserted else { return }
        unlogged.append(warning)
        latestWarning = (brief, Date())
    }

    /// Sleeps until the next poll is due; false once stopped.
    private func waitForNextAttempt() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !stopped, Date() < nextAttempt { _ = condition.wait(until: nextAttempt) }
        return !stopped
    }
}
