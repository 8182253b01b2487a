import DayBands
import DayBandsCommandLine
import Foundation

/// `daybands status`: the glucose now in one line, for a status bar or a
/// prompt, which it must never hold up. It answers from each source's
/// `StatusCache`; when a reading is due it starts a fetch in a process of
/// its own (`StatusRefresh`) and waits for it at most `--timeout`, then
/// prints what the cache holds: stale when old, `?` when nothing. Always a
/// line per source; exit 1 when one has no reading (the reason in the
/// tooltip, and on standard error for text), 33 for i3blocks on an urgent one.
struct StatusCommand {
    let invocation: Invocation

    /// One source asked about, with the settings its line is judged by.
    struct Target {
        var name: String?
        var source: (any FollowedSource)?
        var problem: String?
        var settings: Settings
        var cache: StatusCache?
        /// The person's name, or the original arguments, a refresh is started with.
        var refreshArguments: [String]
        /// The connection of a section's LibreLinkUp account the refresh reads.
        var connection: LibreLinkUpConnection?
    }

    func run() -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let targets = self.targets(environment: environment)
        if environment[StatusRefresh.variable] != nil {
            targets.first.map { StatusRefresh.fetch($0) }
            return 0
        }
        // Oh My Posh's limit for a prompt segment.
        let limit = invocation.statusLimit ?? Invocation.defaultStatusLimit
        let deadline = Date().addingTimeInterval(Double(limit) / 1000)
        // A refused password is asked again only once the config file changed.
        let written = Configuration.path(environment: environment).flatMap {
            (try? FileManager.default.attributesOfItem(atPath: $0))?[.modificationDate] as? Date
        }
        let awaited = StatusRefresh.start(targets, until: deadline, settingsChanged: written)
        let now = Date()
        let statuses = targets.map { target -> GlucoseStatus in
            let held = target.cache?.read()
            let waited = target.cache.map { awaited.contains($0.path) } ?? false
                ? "no answer within \(limit) ms (the fetch goes on; the next call shows it)" : nil
            return GlucoseStatus(name: target.name, source: target.source?.name ?? "?", readings: held?.readings ?? [],
                                 problem: target.problem ?? held?.problem ?? waited, at: now, unit: target.settings.unit,
                                 limits: target.settings.staleLimits)
        }.sorted { $0.level.rank < $1.level.rank }
        let format = invocation.statusFormat ?? .text
        emit(statuses.map(format.render).joined())
        let unanswered = statuses.filter { $0.now == nil }
        if format == .text { for status in unanswered { fail(status.tooltip) } }
        if format == .i3blocks, statuses.contains(where: \.level.isUrgent) { return 33 }
        return unanswered.isEmpty ? 0 : 1
    }

    private func targets(environment: [String: String]) -> [Target] {
        let timeout = (try? EnvironmentKnob.nightscoutTimeout.value(in: environment)) ?? nil
        let seconds = timeout ?? LibreLinkUpSource.defaultTimeout
        if let root = invocation.nightscout {
            let site = NightscoutSite(root: root, credentials: .resolve(token: invocation.token, environment: environment))
            let source = NightscoutSource(site: site, timeout: seconds)
            return [Target(name: nil, source: source, settings: resolve(invocation.given, environment: environment),
                           cache: StatusCache(source: source.archiveIdentity, environment: environment),
                           refreshArguments: Array(CommandLine.arguments.dropFirst()))]
        }
        if let name = invocation.person {
            // In a refresh of one line of --all: which of the section's connections.
            let connection = environment[StatusRefresh.variable] == nil ? nil
                : environment[StatusRefresh.connectionVariable].map { LibreLinkUpConnection(patient: $0, name: name) }
            let person = choosePerson(name, connection: connection, environment: environment)
            return [target(person, listed: ListedPerson(entry: person.entry, section: name, connection: connection), named: nil,
                           environment: environment, timeout: seconds)]
        }
        let read: (configuration: Configuration, path: String?)
        do {
            read = try readConfiguration(environment: environment)
        } catch {
            usageError("\(error)")
        }
        guard let path = read.path, !read.configuration.people.isEmpty else {
            usageError("--all: the config file (\(read.path ?? Configuration.path(environment: environment) ?? "none")) names no [person NAME]")
        }
        // The connections a section's own fetch found (`StatusRefresh`): asking now would hold the prompt up.
        let people = ListedPerson.everyone(in: read.configuration) { entry in
            let source = try? entry.followedSource(configuration: read.configuration, environment: environment, path: path,
                                                   timeout: seconds)
            // Learnt again each day (the section's line shows once more), so a child added or removed is seen.
            guard let held = source.flatMap({ StatusCache(source: $0.archiveIdentity, environment: environment)?.read() }),
                  Date().timeIntervalSince(held.fetched) < StatusRefresh.connectionsKept else { return nil }
            return held.connections
        }
        return people.map { person in
            target((person.entry, read.configuration, path), listed: person, named: person.name, environment: environment,
                   timeout: seconds)
        }
    }

    private func target(_ person: (entry: PersonEntry, configuration: Configuration, path: String), listed: ListedPerson,
                        named: String?, environment: [String: String], timeout: TimeInterval) -> Target {
        let settings = resolve(invocation.given, environment: environment, person: person.entry)
        let arguments = ["status", "--person", listed.section]
        do {
            let source = try person.entry.followedSource(configuration: person.configuration, environment: environment,
                                                         path: person.path, timeout: timeout)
            return Target(name: named, source: source, settings: settings,
                          cache: StatusCache(source: source.archiveIdentity, environment: environment), refreshArguments: arguments,
                          connection: listed.connection)
        } catch {
            return Target(name: named, source: nil, problem: redaction.apply("\(error)"), settings: settings, cache: nil,
                          refreshArguments: arguments, connection: listed.connection)
        }
    }
}
