import Foundation

/// Follows a Nightscout site for the viewer: a thread of its own polls for
/// entries newer than the newest held, on a `PollSchedule`, so a slow or dead
/// site never blocks the keys; the run loop collects what arrived between
/// events. A network error is never fatal: the data held stays, and the
/// notice says how stale it is until a poll works again.
public final class LiveFeed: @unchecked Sendable {
    /// What arrived since the last `collect`, and the status line's notice.
    public struct Update: Sendable {
        public var readings: GlucoseData?
        public var notice: String?
    }

    private let source: NightscoutSource
    private let calendar: DayCalendar
    private let schedule: PollSchedule
    /// Guards everything below it (`@unchecked Sendable` rests on this).
    private let condition = NSCondition()
    private var newest: Date
    private var arrived: [GlucoseReading] = []
    private var failures = 0
    private var nextAttempt: Date
    private var stopped = false

    /// `newest`: the time of the newest reading the viewer holds.
    public init(source: NightscoutSource, newest: Date, calendar: DayCalendar, schedule: PollSchedule) {
        self.source = source
        self.newest = newest
        self.calendar = calendar
        self.schedule = schedule
        nextAttempt = Date().addingTimeInterval(schedule.interval)
    }

    /// Starts polling on a thread; it ends after `stop`.
    public func start() {
        Thread { [self] in
            while waitForNextAttempt() { poll() }
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
        let readings = arrived.isEmpty ? nil : GlucoseData(readings: arrived)
        arrived = []
        let notice = failures == 0 ? nil
            : StaleDataNotice.text(lastReading: newest, nextAttempt: nextAttempt, now: Date())
        return Update(readings: readings, notice: notice)
    }

    /// One poll, now (the thread's step; tests call it directly).
    func poll() {
        condition.lock()
        let after = newest
        condition.unlock()
        let result = Result { try source.entries(after: after, in: calendar) }
        condition.lock()
        defer { condition.unlock() }
        switch result {
        case .success(let data):
            arrived += data.readings
            newest = max(newest, data.readings.last?.time ?? newest)
            failures = 0
        case .failure:
            failures += 1
        }
        nextAttempt = Date().addingTimeInterval(schedule.delay(afterFailures: failures))
    }

    /// Sleeps until the next poll is due; false once stopped.
    private func waitForNextAttempt() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !stopped, Date() < nextAttempt { condition.wait(until: nextAttempt) }
        return !stopped
    }
}
