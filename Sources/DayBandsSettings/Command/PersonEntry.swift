import DayBandsRecords
import DayBandsSources
import Foundation

/// A `[person NAME]` section of the config file: whom to follow and where,
/// with the settings of the top level given again inside it for that person
/// (their own alert thresholds, say):
///
///     [person Leo]
///     librelinkup = parent@example.com
///     password = ...
///     patient = 1f6e...        # the connection's patientId
///     server = eu              # optional: a region, or an address
///
/// The password may be left to the environment (`passwordVariable`).
public struct PersonEntry: Equatable, Sendable {
    public var name: String
    /// The section's line, for messages.
    public var line: Int
    public var source: Source
    /// The top level's keys as the section sets them (nil where it does not).
    public var settings: Configuration

    public enum Source: Equatable, Sendable {
        case nightscout(root: URL, token: Secret?)
        case libreLinkUp(email: String, password: Secret?, patient: String?, server: URL?)
        case dexcomShare(account: String, password: Secret?, server: DexcomShareServer?)
    }

    /// The keys only a section takes.
    static let sourceKeys = ["nightscout", "token", "librelinkup", "dexcom-share", "password", "patient", "server"]

    init(_ section: ConfigurationLines.Section, path: String) throws(ConfigurationError) {
        name = section.name
        line = section.line
        func failure(_ line: Int, _ message: String) -> ConfigurationError {
            ConfigurationError(path: path, line: line, message: "[person \(section.name)]: " + message)
        }
        var given: [String: ConfigurationLines.Entry] = [:]
        for entry in section.entries where Self.sourceKeys.contains(entry.key) {
            if let first = given[entry.key] { throw failure(entry.line, "\(entry.key) is already set on line \(first.line)") }
            given[entry.key] = entry
        }
        let kinds = ["nightscout", "librelinkup", "dexcom-share"].compactMap { given[$0] }
        guard kinds.count == 1, let kind = kinds.first else {
            throw failure(kinds.dropFirst().first?.line ?? section.line, "give one source: nightscout = URL, librelinkup = E-MAIL or dexcom-share = ACCOUNT")
        }
        let allowed: Set<String> = switch kind.key {
        case "nightscout": ["nightscout", "token"]
        case "librelinkup": ["librelinkup", "password", "patient", "server"]
        default: ["dexcom-share", "password", "server"]
        }
        if let stray = given.values.filter({ !allowed.contains($0.key) }).min(by: { $0.line < $1.line }) {
            throw failure(stray.line, "\(stray.key) does not go with \(kind.key)")
        }
        let password = given["password"].map { Secret($0.value) }
        switch kind.key {
        case "nightscout":
            guard let site = NightscoutSite.parse(kind.value) else {
                throw failure(kind.line, "nightscout takes the site's address, http:// or https://host[:port][/path]")
            }
            source = .nightscout(root: site.root, token: given["token"].map { Secret($0.value) } ?? site.tokenInURL)
        case "librelinkup":
            guard !kind.value.isEmpty else { throw failure(kind.line, "librelinkup takes the follower account's e-mail") }
            var server: URL?
            if let entry = given["server"] {
                guard let url = LibreLinkUpAccount.server(entry.value) else {
                    throw failure(entry.line, "server takes a region (eu, us, de, ...) or an http(s) address, not \(PrintableText.quoted(entry.value))")
                }
                server = url
            }
            source = .libreLinkUp(email: kind.value, password: password, patient: given["patient"]?.value, server: server)
        default:
            guard !kind.value.isEmpty else { throw failure(kind.line, "dexcom-share takes the Dexcom account's user name") }
            var server: DexcomShareServer?
            if let entry = given["server"] {
                guard let parsed = DexcomShareServer(entry.value) else {
                    throw failure(entry.line, "server takes us, ous, jp or an http(s) address, not \(PrintableText.quoted(entry.value))")
                }
                server = parsed
            }
            source = .dexcomShare(account: kind.value, password: password, server: server)
        }
        settings = try Configuration(entries: section.entries.filter { !Self.sourceKeys.contains($0.key) }, path: path,
                                     sectionKeys: Self.sourceKeys)
        if settings.libreLinkUpVersion != nil {
            throw failure(section.entries.first { $0.key == "librelinkup-version" }!.line, "librelinkup-version goes before the first section")
        }
    }

    /// The credentials the section holds, to hide in every message.
    public var secrets: [String] {
        switch source {
        case .nightscout(_, let token): [token?.revealed].compactMap { $0 }
        case .libreLinkUp(_, let password, _, _), .dexcomShare(_, let password, _): [password?.revealed].compactMap { $0 }
        }
    }

    /// Where the password is read when the section gives none.
    public static func passwordVariable(of source: Source) -> String? {
        switch source {
        case .nightscout: nil
        case .libreLinkUp: "LIBRELINKUP_PASSWORD"
        case .dexcomShare: "DEXCOM_SHARE_PASSWORD"
        }
    }
}
