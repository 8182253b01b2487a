import DayBandsImport
import DayBandsRecords
import Foundation
import Synchronization

/// A LibreLinkUp follower account: the patient it follows, read as the
/// LibreLinkUp app reads it (nightscout-librelink-up, libre-link-up-api-client
/// and pylibrelinkup describe the API). A login (`POST /llu/auth/login`, the
/// region's host when the server redirects), then, with its token and the
/// SHA-256 of the user's id, `GET /llu/connections` (every patient the
/// account follows, with the current reading of each) and
/// `GET /llu/connections/{patientId}/graph` (the last 12 hours, a reading
/// every 15 minutes). The patient is chosen by `patientId`, never as the
/// first connection. A refusal that trying again cannot mend (a wrong
/// password, a lockout until its end) is kept and said without a request.
public final class LibreLinkUpSource: FollowedSource {
    public let account: LibreLinkUpAccount
    /// The person's name in the config file, for messages and the header.
    public let person: String
    private let client: ServiceClient
    private let clock: @Sendable () -> Date
    /// Changed between polls; the lock is never held over a request.
    private let held = Mutex(Held())

    /// The login, a refusal kept, and when the graph was last read.
    private struct Held {
        var session: Session?
        var refused: Refusal?
        var graphRead: Date?
    }

    /// A poll asks the graph again after this long; between, only the
    /// connections (the current reading).
    public static let graphInterval: TimeInterval = 300
    public static let defaultTimeout: TimeInterval = 15

    struct Session: Sendable {
        var base: URL
        var token: Secret
        var accountID: String
    }

    public init(account: LibreLinkUpAccount, person: String, timeout: TimeInterval = defaultTimeout,
                clock: @escaping @Sendable () -> Date = { Date() }) {
        self.account = account
        self.person = person
        self.clock = clock
        client = ServiceClient(service: "LibreLinkUp", timeout: timeout)
    }

    public var name: String { "LibreLinkUp (\(person))" }
    public var title: String { "\(person) · LibreLinkUp" }
    public var timeout: TimeInterval { client.timeout }
    /// The server and the patient: neither is a credential.
    public var archiveIdentity: (kind: ArchiveSource.Kind, name: String) {
        (.libreLinkUp, account.server.absoluteString + "#" + (account.patient ?? account.email))
    }

    public func load(in calendar: DayCalendar) throws -> GlucoseData {
        try read().data
    }

    public func read(in calendar: DayCalendar) throws -> LoadReport {
        try read()
    }

    /// The graph's 12 hours and the current reading, the future set apart.
    public func read() throws -> LoadReport {
        let now = clock()
        return ServiceWindow.kept(try graph(), now: now, keeps: 12, source: name)
    }

    public func poll(newest: Date, lookBack: TimeInterval) throws -> (report: LoadReport, future: [GlucoseReading]) {
        let now = clock()
        let start = min(newest, now).addingTimeInterval(-lookBack)
        let due = held.withLock { $0.graphRead.map { now.timeIntervalSince($0) >= Self.graphInterval } ?? true }
        let report = try due ? graph() : current()
        let future = FutureRecords(report.data, now: now)
        let kept = GlucoseData(readings: future.kept.readings.filter { $0.time >= start }, series: future.kept.series)
        return (LoadReport(data: kept, warnings: report.warnings), future.readings)
    }

    public func deviceStatus(since: Date) throws -> DeviceStatusRead? { nil }

    /// Every patient the account follows, in the server's order: a section
    /// without `patient` follows each (`PersonEntry.narrowed(to:)`).
    public func connections() throws -> [LibreLinkUpConnection] {
        guard let list = try get("llu/connections") as? [[String: Any]] else {
            throw DataError(source: name, message: "LibreLinkUp sent no list of connections")
        }
        return list.compactMap(LibreLinkUpConnection.init)
    }

    /// The patient's connection among the account's.
    func connection() throws -> [String: Any] {
        guard let list = try get("llu/connections") as? [[String: Any]] else {
            throw DataError(source: name, message: "LibreLinkUp sent no list of connections")
        }
        return try LibreLinkUpPatients.choose(account.patient, among: list, person: person)
    }

    private func current() throws -> LoadReport {
        let item = try connection()["glucoseMeasurement"] as? [String: Any]
        return Self.report([item].compactMap { $0 }, source: name)
    }

    private func graph() throws -> LoadReport {
        let patient = try connection()["patientId"] as? String ?? ""
        let path = "llu/connections/" + (patient.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "") + "/graph"
        guard let data = try get(path) as? [String: Any] else {
            throw DataError(source: name, message: "LibreLinkUp sent no graph")
        }
        let items = (data["graphData"] as? [[String: Any]] ?? [])
            + [(data["connection"] as? [String: Any])?["glucoseMeasurement"] as? [String: Any]].compactMap { $0 }
        let now = clock()
        held.withLock { $0.graphRead = now }
        return Self.report(items, source: name)
    }

    /// The items as readings, with a line for those that could not be read.
    static func report(_ items: [[String: Any]], source: String) -> LoadReport {
        let readings = items.compactMap(LibreLinkUpMeasurement.reading)
        let data = GlucoseData(readings: readings).naming(unnamed: "LibreLinkUp")
        var report = LoadReport(data: GlucoseData(readings: []).merged(with: data))
        let skipped = items.count - readings.count
        report.skippedRows = skipped
        if skipped > 0 {
            report.warnings.append("\(source): \(skipped == 1 ? "1 item" : "\(skipped) items") skipped: expected a FactoryTimestamp and a glucose from 1 to 1000 mg/dL")
        }
        return report
    }

    /// An authenticated GET's `data`; a token the server no longer takes is
    /// replaced by a new login, once. A refusal (a wait asked) is kept.
    private func get(_ path: String) throws -> Any {
        for attempt in 1...2 {
            let session = try self.session(fresh: attempt == 2)
            let headers = account.headers.merging(["Authorization": "Bearer " + session.token.revealed,
                                                   "account-id": session.accountID]) { $1 }
            let answer = try client.send(session.base.appendingPathComponent(path), headers: headers)
            if answer.status == 401, attempt == 1 { continue }
            do {
                return try LibreLinkUpAnswer.data(of: answer, version: account.version)
            } catch let refusal as Refusal {
                held.withLock { $0.refused = refusal }
                throw refusal
            }
        }
        preconditionFailure("the loop returns or throws")
    }

    /// The session held, or a new login.
    private func session(fresh: Bool) throws -> Session {
        let now = clock()
        let kept: Session? = try held.withLock { held in
            if let refused = held.refused, refused.until.map({ now < $0 }) ?? true { throw refused }
            held.refused = nil
            if fresh { held.session = nil }
            return held.session
        }
        if let kept { return kept }
        do {
            let made = try LibreLinkUpLogin(account: account, client: client).session()
            held.withLock { $0.session = made }
            return made
        } catch let refusal as Refusal {
            held.withLock { $0.refused = refusal }
            throw refusal
        }
    }
}
