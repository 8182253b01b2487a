import DayBandsSettings
import DayBandsSources
import Foundation

/// A person of the people list or `status --all`: a `[person NAME]`
/// section, or one connection of a section's LibreLinkUp account.
public struct ListedPerson: Equatable, Sendable {
    public var entry: PersonEntry
    /// The section, which `--person` names.
    public var section: String
    public var connection: LibreLinkUpConnection?

    public var name: String { entry.name }

    public init(entry: PersonEntry, section: String, connection: LibreLinkUpConnection? = nil) {
        self.entry = entry
        self.section = section
        self.connection = connection
    }

    /// `invocation` showing this person alone (Enter on the row).
    public func alone(_ invocation: Invocation) -> Invocation {
        var single = invocation
        single.person = section
        single.connection = connection
        return single
    }

    /// The config file's people as listed: a LibreLinkUp section without
    /// `patient` whose account follows several (as `connections` gives them)
    /// is a person each, named as the server names them (`SECTION: NAME`
    /// where that name is taken), so no one is followed as "the first".
    /// When they are not known, or the account follows one, the section
    /// stays one person (its row says why).
    public static func everyone(in configuration: Configuration,
                         connections: (PersonEntry) -> [LibreLinkUpConnection]?) -> [ListedPerson] {
        let sections = configuration.people
        var taken = Set(sections.map(\.name))
        return sections.flatMap { entry -> [ListedPerson] in
            guard entry.followsEveryConnection, let found = connections(entry), found.count > 1 else {
                return [ListedPerson(entry: entry, section: entry.name)]
            }
            return found.map { connection in
                var shown = connection
                if taken.contains(connection.name) { shown.name = "\(entry.name): \(connection.name)" }
                taken.insert(shown.name)
                return ListedPerson(entry: entry.narrowed(to: shown), section: entry.name, connection: shown)
            }
        }
    }

    /// The account's connections, asked now (the people list, starting).
    public static func asked(configuration: Configuration, path: String, environment: [String: String],
                      timeout: TimeInterval) -> (PersonEntry) -> [LibreLinkUpConnection]? {
        { entry in
            let source = try? entry.followedSource(configuration: configuration, environment: environment, path: path, timeout: timeout)
            return try? (source as? LibreLinkUpSource)?.connections()
        }
    }
}
