import DayBandsImport
import DayBandsRecords
import Foundation
import Synchronization

/// A Dexcom Share account (the publisher's, the one the Dexcom app signs in
/// with, Share turned on), read as pydexcom reads it:
/// `General/AuthenticatePublisherAccount` (the account's id),
/// `General/LoginPublisherAccountById` (a session id), then
/// `Publisher/ReadPublisherLatestGlucoseValues` (at most 1,440 minutes and
/// 288 readings: the last day). A session the server has forgotten
/// (`SessionIdNotFound`, `SessionNotValid`) is replaced by one new login; a
/// wrong password is said once and never tried again, since every try counts
/// towards the account's lockout.
public final class DexcomShareSource: FollowedSource {
    public let account: String
    public let server: DexcomShareServer
    public let person: String
    private let password: Secret
    private let client: ServiceClient
    private let clock: @Sendable () -> Date
    /// The session and a refusal kept; the lock is never held over a request.
    private let held = Mutex<(sessionID: Secret?, refused: Refusal?)>((nil, nil))

    /// The most Share gives: a day, a reading every 5 minutes.
    static let mostMinutes = 1_440
    static let mostCount = 288

    public init(account: String, password: Secret, server: DexcomShareServer, person: String,
                timeout: TimeInterval = LibreLinkUpSource.defaultTimeout, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.account = account
        self.password = password
        self.server = server
        self.person = person
        self.clock = clock
        client = ServiceClient(service: "Dexcom Share", timeout: timeout)
    }

    public var name: String { "Dexcom Share (\(person))" }
    public var title: String { "\(person) · Dexcom Share" }
    public var timeout: TimeInterval { client.timeout }
    public var archiveIdentity: (kind: ArchiveSource.Kind, name: String) {
        (.dexcomShare, server.base.absoluteString + "#" + account)
    }

    public func load(in calendar: DayCalendar) throws -> GlucoseData {
        try read().data
    }

    public func read(in calendar: DayCalendar) throws -> LoadReport {
        try read()
    }

    /// The last day, the future set apart.
    public func read() throws -> LoadReport {
        ServiceWindow.kept(try values(minutes: Self.mostMinutes, count: Self.mostCount), now: clock(),
                           keeps: Double(Self.mostMinutes) / 60, source: name)
    }

    public func poll(newest: Date, lookBack: TimeInterval) throws -> (report: LoadReport, future: [GlucoseReading]) {
        let now = clock()
        let start = min(newest, now).addingTimeInterval(-lookBack)
        let minutes = min(Self.mostMinutes, max(5, Int((now.timeIntervalSince(start) / 60).rounded(.up))))
        let report = try values(minutes: minutes, count: min(Self.mostCount, minutes / 5 + 1))
        let future = FutureRecords(report.data, now: now)
        return (LoadReport(data: future.kept, warnings: report.warnings), future.readings)
    }

    public func deviceStatus(since: Date) throws -> DeviceStatusRead? { nil }

    /// The readings of the last `minutes` (at most `count`), with a new
    /// session once when the server has forgotten the one held.
    func values(minutes: Int, count: Int) throws -> LoadReport {
        for attempt in 1...2 {
            let session = try self.session(fresh: attempt == 2)
            let answer = try client.send(server.base.appendingPathComponent("Publisher/ReadPublisherLatestGlucoseValues"), json: [:],
                                         query: [URLQueryItem(name: "sessionId", value: session.revealed),
                                                 URLQueryItem(name: "minutes", value: String(minutes)),
                                                 URLQueryItem(name: "maxCount", value: String(count))],
                                         headers: [:])
            let code = DexcomShareAnswer.code(answer)
            if attempt == 1, code == "SessionIdNotFound" || code == "SessionNotValid" { continue }
            let value: Any
            do {
                value = try DexcomShareAnswer.value(of: answer)
            } catch let refusal as Refusal {
                held.withLock { $0.refused = refusal }
                throw refusal
            }
            guard let items = value as? [[String: Any]] else {
                throw answer.failure("Dexcom Share sent no list of readings")
            }
            return Self.report(items, source: name)
        }
        preconditionFailure("the loop returns or throws")
    }

    static func report(_ items: [[String: Any]], source: String) -> LoadReport {
        let readings = items.compactMap(DexcomShareValue.reading)
        var report = LoadReport(data: GlucoseData(readings: []).merged(with: GlucoseData(readings: readings).naming(unnamed: "Dexcom Share")))
        let skipped = items.count - readings.count
        report.skippedRows = skipped
        if skipped > 0 {
            report.warnings.append("\(source): \(skipped == 1 ? "1 item" : "\(skipped) items") skipped: expected a time Date(ms) and a glucose from 1 to 1000 mg/dL")
        }
        return report
    }

    private func session(fresh: Bool) throws -> Secret {
        let now = clock()
        let kept: Secret? = try held.withLock { held in
            if let refused = held.refused, refused.until.map({ now < $0 }) ?? true { throw refused }
            held.refused = nil
            if fresh { held.sessionID = nil }
            return held.sessionID
        }
        if let kept { return kept }
        do {
            let made = try login()
            held.withLock { $0.sessionID = made }
            return made
        } catch let refusal as Refusal {
            held.withLock { $0.refused = refusal }
            throw refusal
        }
    }

    private func login() throws -> Secret {
        let general = server.base.appendingPathComponent("General")
        let accountID = try DexcomShareAnswer.identifier(client.send(general.appendingPathComponent("AuthenticatePublisherAccount"),
            json: ["accountName": account, "password": password.revealed, "applicationId": server.applicationID], headers: [:]))
        return Secret(try DexcomShareAnswer.identifier(client.send(general.appendingPathComponent("LoginPublisherAccountById"),
            json: ["accountId": accountID, "password": password.revealed, "applicationId": server.applicationID], headers: [:])))
    }
}
