import DayBands
import Foundation

/// The fetches `daybands status` starts: each in a process of its own
/// (this program again, `variable` set, its output to /dev/null, in a
/// session of its own), so a slow source costs the prompt at most
/// `--timeout` and its answer still lands in the cache for the next one.
/// One fetch per cache at a time (`flock` on `CACHE.lock`).
enum StatusRefresh {
    static let variable = "DAYBANDS_STATUS_REFRESH"
    /// The `patientId` a refresh of one connection's line reads.
    static let connectionVariable = "DAYBANDS_STATUS_CONNECTION"
    /// How long `status --all` trusts the connections a section's fetch found.
    static let connectionsKept: TimeInterval = 24 * 3600
    /// Readings asked for when the cache holds none.
    static let lookBack: TimeInterval = 30 * 60

    /// Starts a fetch for each target whose cache is due, and waits until
    /// each has written or `deadline` comes. Returns the caches of the
    /// fetches still under way then, whose line must say it waited.
    static func start(_ targets: [StatusCommand.Target], until deadline: Date, settingsChanged: Date?) -> Set<String> {
        var waiting: [(cache: StatusCache, before: Date?)] = []
        for target in targets {
            guard target.source != nil, let cache = target.cache else { continue }
            let held = cache.read()
            guard StatusCache.fetchDue(held, now: Date(), settingsChanged: settingsChanged) else { continue }
            if spawn(target.refreshArguments, connection: target.connection) { waiting.append((cache, held?.fetched)) }
        }
        while !waiting.isEmpty, Date() < deadline {
            usleep(10_000)
            waiting.removeAll { entry in entry.cache.read().map { $0.fetched != entry.before } ?? false }
        }
        return Set(waiting.map(\.cache.path))
    }

    /// In the fetching process: the readings since the cache's newest (or
    /// the last half hour), or the failure, into the cache.
    static func fetch(_ target: StatusCommand.Target) {
        guard let source = target.source, let cache = target.cache else { return }
        // The lock lives beside the cache: its folder first.
        try? FileManager.default.createDirectory(atPath: (cache.path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let held = open(cache.path + ".lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard held >= 0, flock(held, LOCK_EX | LOCK_NB) == 0 else { return }
        defer { close(held) }
        let cached = cache.read()
        let newest = cached?.readings.last?.time ?? Date()
        let site = source as? NightscoutSource
        cached?.entriesPage.map { site?.learn(entriesPage: $0) }
        do {
            if let account = source as? LibreLinkUpSource, account.account.patient == nil {
                let connections = try account.connections()
                if connections.count > 1 {
                    let named = connections.prefix(3).map(\.name).joined(separator: ", ") + (connections.count > 3 ? ", ..." : "")
                    try cache.store([], problem: "the account follows \(connections.count) people (\(named)): status --all gives "
                                    + "a line each from its next call; for one, say whom with patient = ID in the section",
                                    connections: connections)
                    return
                }
            }
            let (report, future) = try source.poll(newest: newest, lookBack: lookBack)
            // An answer with nothing usable says why (rows skipped, readings dated ahead by a
            // clock set wrong), not "none held".
            let why = report.data.readings.isEmpty
                ? (report.warnings.first ?? FutureRecords.warning(readings: future.map(\.time), source: source.name)).map { redaction.apply($0) }
                : nil
            try cache.store(report.data.readings, problem: why, entriesPage: site?.entriesPage)
        } catch {
            try? cache.store([], problem: redaction.apply(reason(error)), refusal: error as? Refusal)
        }
    }

    /// The failure with its reason first: a tooltip is cut at 200
    /// characters, and the request's address with its query filled them.
    private static func reason(_ error: Error) -> String {
        guard let error = (error as? Refusal)?.problem ?? error as? DataError, let address = URLComponents(string: error.source), address.host != nil else {
            return "\(error)"
        }
        return "\(error.message) (\(address.path))"
    }

    /// This program again with `arguments` and `variable` set, detached.
    private static func spawn(_ arguments: [String], connection: LibreLinkUpConnection?) -> Bool {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return false }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A process group of its own: the prompt's Ctrl-C or a bar's kill of this one does not end the fetch.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var added = [variable: "1"]
        added[connectionVariable] = connection?.patient
        let environment = ProcessInfo.processInfo.environment.merging(added) { $1 }.map { "\($0)=\($1)" }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        return posix_spawn(&child, executable, &actions, &attributes, argv, envp) == 0
    }
}
