import DayBandsImport
import DayBandsRecords
import DayBandsSources
import Foundation

/// The small file `daybands status` answers from, one per source: the last
/// half hour of readings, when they were fetched and the last fetch's
/// failure. Kept by a running `--follow` and by the status command's own
/// fetches, in `$XDG_CACHE_HOME/daybands/status/` (else `~/.cache/...`),
/// private (0600 in a 0700 folder), written whole by a rename so a reader
/// never sees half a file. It holds no credential: the name is a digest of
/// the source's address.
public struct StatusCache: Sendable {
    public let path: String

    public struct Content: Sendable {
        public var readings: [GlucoseReading]
        public var fetched: Date
        public var problem: String?
        /// The problem is a `Refusal`: asked again only after `refusedUntil`
        /// (a lockout), or once the settings changed (nil).
        public var refused = false
        public var refusedUntil: Date?
        /// A LibreLinkUp account followed without `patient`: its connections,
        /// each a line of `status --all` from then on.
        public var connections: [LibreLinkUpConnection] = []
        /// The most entries a page of a Nightscout site held
        /// (`NightscoutSource.entriesPage`), for the next refresh.
        public var entriesPage: Int?

        public init(readings: [GlucoseReading], fetched: Date, problem: String? = nil) {
            self.readings = readings
            self.fetched = fetched
            self.problem = problem
        }
    }

    /// Readings kept: enough for the change since the reading before.
    static let kept: TimeInterval = 30 * 60
    /// After a reading is due (5 minutes after the newest), how long the
    /// source is given to have it; and the least time between two fetches.
    static let grace: TimeInterval = 30
    static let leastInterval: TimeInterval = 60

    public init(path: String) { self.path = path }

    /// The cache of a source (`FollowedSource.archiveIdentity`); nil with neither XDG_CACHE_HOME nor HOME.
    public init?(source identity: (kind: ArchiveSource.Kind, name: String), environment: [String: String]) {
        let base: String
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            base = cache
        } else if let home = environment["HOME"], !home.isEmpty {
            base = home + "/.cache"
        } else {
            return nil
        }
        path = base + "/daybands/status/" + identity.kind.rawValue + "-" + HexDigest.sha256(identity.name).prefix(16) + ".json"
    }

    public func read() -> Content? {
        guard let data = FileManager.default.contents(atPath: path),
              let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let fetched = (object["fetched"] as? NSNumber)?.doubleValue, let rows = object["readings"] as? [[Any]]
        else { return nil }
        let readings = rows.compactMap { row -> GlucoseReading? in
            guard row.count == 4, let time = (row[0] as? NSNumber)?.doubleValue, let mgdl = (row[1] as? NSNumber)?.doubleValue,
                  Plausible.problem(time: Date(timeIntervalSince1970: time), mgdl: mgdl) == nil,
                  let flag = (row[3] as? String).flatMap(ReadingFlag.init(rawValue:))
            else { return nil }
            return GlucoseReading(time: Date(timeIntervalSince1970: time), mgdl: mgdl,
                                  trend: (row[2] as? String).flatMap(Trend.init(rawValue:)), flag: flag)
        }
        var content = Content(readings: readings.sorted { $0.time < $1.time }, fetched: Date(timeIntervalSince1970: fetched),
                              problem: object["problem"] as? String)
        content.refused = object["refused"] as? Bool ?? false
        content.entriesPage = (object["entriesPage"] as? NSNumber)?.intValue
        content.refusedUntil = (object["refusedUntil"] as? NSNumber).map { Date(timeIntervalSince1970: $0.doubleValue) }
        content.connections = (object["connections"] as? [[String: String]] ?? []).compactMap { connection in
            guard let patient = connection["patient"], let name = connection["name"] else { return nil }
            return LibreLinkUpConnection(patient: patient, name: PrintableText.escaped(name, limit: LibreLinkUpConnection.nameLimit))
        }
        return content
    }

    /// Whether a fetch is due at `now`: a reading is due (5 minutes after
    /// the newest, and a little grace) and the last fetch is a minute old;
    /// after a refusal, once its lockout ended or the settings (written at
    /// `settingsChanged`) changed since.
    public static func fetchDue(_ content: Content?, now: Date, settingsChanged: Date? = nil) -> Bool {
        guard let content else { return true }
        if content.refused {
            if let until = content.refusedUntil { return now >= until }
            return (settingsChanged ?? .distantPast) > content.fetched
        }
        let due = (content.readings.last?.time ?? .distantPast).addingTimeInterval(300 + grace)
        return now >= max(due, content.fetched.addingTimeInterval(leastInterval))
    }

    /// Writes `readings` merged with those held (the last half hour of
    /// them), or keeps those held and notes `problem`; the page size
    /// learnt is kept until a larger one is given.
    public func store(_ readings: [GlucoseReading], problem: String? = nil, refusal: Refusal? = nil,
                      connections: [LibreLinkUpConnection] = [], entriesPage: Int? = nil, at now: Date = Date()) throws {
        let content = read()
        var byTime: [Date: GlucoseReading] = [:]
        for reading in (content?.readings ?? []) + readings { byTime[reading.time] = reading }
        let newest = byTime.keys.max() ?? now
        let rows: [[Any]] = byTime.values.filter { newest.timeIntervalSince($0.time) <= Self.kept }.sorted { $0.time < $1.time }
            .map { [$0.time.timeIntervalSince1970, $0.mgdl, $0.trend?.rawValue ?? NSNull(), $0.flag.rawValue] }
        var object: [String: Any] = ["fetched": now.timeIntervalSince1970, "readings": rows]
        if let problem { object["problem"] = String(problem.prefix(300)) }
        if let page = [content?.entriesPage, entriesPage].compactMap({ $0 }).max(), page > 0 { object["entriesPage"] = page }
        if !connections.isEmpty { object["connections"] = connections.map { ["patient": $0.patient, "name": $0.name] } }
        if let refusal {
            object["refused"] = true
            if let until = refusal.until { object["refusedUntil"] = until.timeIntervalSince1970 }
        }
        let data = try JSONSerialization.data(withJSONObject: object)
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = path + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data, attributes: [.posixPermissions: 0o600]) else {
            throw DataError(source: path, message: "cannot write the status cache")
        }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw DataError(source: path, message: "cannot replace the status cache")
        }
    }
}
