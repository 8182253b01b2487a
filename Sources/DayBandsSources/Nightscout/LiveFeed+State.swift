import DayBandsImport
import DayBandsRecords
import Foundation

extension LiveFeed {
    /// What the polls learnt and the run loop has not collected yet, with
    /// what has been said already: a value, changed only under the feed's lock.
    struct State: Sendable {
        var newest: Date
        var arrived = GlucoseData(readings: [])
        var deviceStatus: DeviceStatus?
        var deviceStatusRecords: [DeviceStatusRecord] = []
        var failures = 0
        /// The first failed poll of the failures in a row, and the last one's reason.
        var unreachable: (since: Date, reason: String)?
        var nextAttempt: Date
        var stopped = false
        /// Counts polls started; a poll's result is taken only while it is the latest.
        var generation = 0
        var pollStarted: Date?
        var said = Set<String>()
        var saidFuture = Set<Date>()
        var saidFutureStatus = Set<Date>()
        var unlogged: [String] = []
        var latestWarning: (text: String, time: Date)?

        init(newest: Date, nextAttempt: Date) {
            self.newest = newest
            self.nextAttempt = nextAttempt
        }

        /// What arrived since the last collect, which it empties; `timeout`
        /// is a request's deadline, past which a poll under way is a site not answering.
        mutating func collect(now: Date, timeout: TimeInterval) -> Update {
            let readings = arrived.readings.isEmpty ? nil : arrived
            let overdue = pollStarted.flatMap { now.timeIntervalSince($0) > timeout ? $0 : nil }
            let stale = failures > 0 || overdue != nil
            // A poll outliving its deadline is a site not answering, before the watchdog says so.
            let silent = unreachable ?? overdue.map { ($0, "no answer within \(Int(timeout)) s") }
            let site = silent.map { SiteContact.unreachable(since: $0.since, reason: $0.reason) } ?? .answering
            let warning = latestWarning.flatMap { now.timeIntervalSince($0.time) < LiveFeed.warningShown ? $0.text : nil }
            let notice = stale ? StaleDataNotice.text(lastReading: newest, nextAttempt: nextAttempt, now: now) : warning
            let update = Update(readings: readings, deviceStatus: deviceStatus, deviceStatusRecords: deviceStatusRecords,
                                site: site, notice: notice, warnings: unlogged)
            arrived = GlucoseData(readings: [])
            deviceStatus = nil
            deviceStatusRecords = []
            unlogged = []
            return update
        }

        /// A poll starts: its number, and the newest reading it asks after.
        mutating func begin(at time: Date) -> (generation: Int, since: Date) {
            generation += 1
            pollStarted = time
            return (generation, newest)
        }

        /// The latest poll's readings and device statuses, or its failure (the poll `started` then).
        mutating func take(_ result: Result<(report: LoadReport, future: [GlucoseReading]), any Error>,
                           status: Result<Result<DeviceStatusRead?, any Error>, any Error>, started: Date, source: String) {
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
                if let warning = FutureRecords.warning(readings: unseen, source: source) {
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
                if let warning = read.warning {
                    let brief = PollWarning.brief(warning)
                    say(warning, brief: "device status: " + brief, key: PollWarning.key(brief))
                }
                // Said once per instant, as readings ahead are.
                let unseen = read.ahead.filter { saidFutureStatus.insert($0).inserted }
                if let warning = FutureRecords.warning(deviceStatuses: unseen, source: source) {
                    say(warning, brief: FutureRecords.brief(deviceStatuses: unseen.count), key: warning)
                }
            case .failure(let error):
                let text = "device status: \(error)"
                say(text, brief: PollWarning.brief(text), key: "device status failed")
            }
        }

        /// The watchdog gives up on the poll under way: a failure, and its
        /// result, should it come, is dropped.
        mutating func abandon(reason: String) {
            generation += 1
            let started = pollStarted ?? Date()
            pollStarted = nil
            failures += 1
            unreachable = (unreachable?.since ?? started, reason)
        }

        /// A warning for the log, and its brief form for the status line, once:
        /// `key` is the same in every poll that reads the row again.
        mutating func say(_ warning: String, brief: String, key: String) {
            guard said.insert(key).inserted else { return }
            unlogged.append(warning)
            latestWarning = (brief, Date())
        }
    }
}
