import DayBands
import Foundation

/// The config file's settings and its path; none when there is no file (it
/// is optional). A file others may read is refused when it holds a password
/// or token; the secrets it holds are hidden in every message from then on.
func readConfiguration(environment: [String: String]) throws(ConfigurationError) -> (configuration: Configuration, path: String?) {
    guard let path = Configuration.path(environment: environment), FileManager.default.fileExists(atPath: path) else {
        return (Configuration(), nil)
    }
    guard let contents = FileManager.default.contents(atPath: path), let text = String(data: contents, encoding: .utf8) else {
        throw ConfigurationError(path: path, message: "cannot be read; expected a UTF-8 text file")
    }
    var info = stat()
    let othersMayRead = stat(path, &info) == 0 && info.st_mode & 0o044 != 0
    let configuration = try Configuration.parse(text, path: path, othersMayRead: othersMayRead)
    redaction = redaction.adding(configuration.people.flatMap(\.secrets))
    return (configuration, path)
}

/// The config file's `[person NAME]`, or exit 2 naming the file and the
/// people it has; narrowed to `connection` when the list opened one of a
/// section's LibreLinkUp connections.
func choosePerson(_ name: String, connection: LibreLinkUpConnection? = nil,
                  environment: [String: String]) -> (entry: PersonEntry, configuration: Configuration, path: String) {
    let read: (configuration: Configuration, path: String?)
    do {
        read = try readConfiguration(environment: environment)
    } catch {
        usageError("\(error)")
    }
    guard let path = read.path else {
        usageError("--person \(name): there is no config file (\(Configuration.path(environment: environment) ?? "$XDG_CONFIG_HOME/daybands/config")) to name people in")
    }
    guard let entry = read.configuration.person(name) else {
        let names = read.configuration.people.map(\.name)
        usageError("--person \(name): \(path) has no [person \(name)]" + (names.isEmpty ? "" : "; it names \(names.joined(separator: ", "))"))
    }
    return (connection.map { entry.narrowed(to: $0) } ?? entry, read.configuration, path)
}

/// The person's site or account as a source, or exit 2 saying what the file lacks.
func followedSource(of person: (entry: PersonEntry, configuration: Configuration, path: String), environment: [String: String],
                    timeout: TimeInterval, days: Int? = nil) -> any FollowedSource {
    do {
        return try person.entry.followedSource(configuration: person.configuration, environment: environment, path: person.path,
                                               timeout: timeout, days: days)
    } catch {
        usageError("\(error)")
    }
}
