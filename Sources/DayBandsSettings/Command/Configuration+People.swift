import DayBandsSources
import Foundation

extension Configuration {
    /// The person named `name` (exactly as the section names it).
    public func person(_ name: String) -> PersonEntry? {
        people.first { $0.name == name }
    }

    /// These settings with a person's own where the section gives them.
    public func overlaid(by person: PersonEntry) -> Configuration {
        let own = person.settings
        var merged = self
        merged.unit = own.unit ?? unit
        merged.scale = own.scale ?? scale
        merged.timeZone = own.timeZone ?? timeZone
        merged.color = own.color ?? color
        merged.clock = own.clock ?? clock
        merged.alert = own.alert ?? alert
        merged.alertAt = own.alertAt ?? alertAt
        merged.staleLimits = own.staleLimits ?? staleLimits
        merged.snoozeMinutes = own.snoozeMinutes ?? snoozeMinutes
        merged.alertRepeat = own.alertRepeat ?? alertRepeat
        merged.liveHours = own.liveHours ?? liveHours
        merged.patient = own.patient.over(patient)
        return merged
    }
}

extension PersonEntry {
    /// A LibreLinkUp section without `patient`: in the people list and
    /// `status --all` each connection of its account is a person.
    public var followsEveryConnection: Bool {
        if case .libreLinkUp(_, _, nil, _) = source { return true }
        return false
    }

    /// This section's account following one connection, under its name.
    public func narrowed(to connection: LibreLinkUpConnection) -> PersonEntry {
        guard case .libreLinkUp(let email, let password, _, let server) = source else { return self }
        var narrowed = self
        narrowed.name = connection.name
        narrowed.source = .libreLinkUp(email: email, password: password, patient: connection.patient, server: server)
        return narrowed
    }

    /// The source to read and follow: the section's site or account, the
    /// password from the section or else the environment
    /// (`passwordVariable`), a Nightscout token likewise
    /// (`NightscoutCredentials.resolve`).
    public func followedSource(configuration: Configuration, environment: [String: String], path: String,
                               timeout: TimeInterval, days: Int? = nil) throws(ConfigurationError) -> any FollowedSource {
        func password() throws(ConfigurationError) -> Secret {
            if case .libreLinkUp(_, let given?, _, _) = source { return given }
            if case .dexcomShare(_, let given?, _) = source { return given }
            let variable = Self.passwordVariable(of: source) ?? ""
            guard let value = environment[variable], !value.isEmpty else {
                throw ConfigurationError(path: path, line: line, message: "[person \(name)] has no password: give password = ... in it, or set \(variable)")
            }
            return Secret(value)
        }
        switch source {
        case .nightscout(let root, let token):
            let site = NightscoutSite(root: root, credentials: .resolve(token: token, environment: environment))
            return NightscoutSource(site: site, days: days ?? NightscoutSource.defaultDays, timeout: timeout)
        case .libreLinkUp(let email, _, let patient, let server):
            let account = LibreLinkUpAccount(email: email, password: try password(), patient: patient, server: server,
                                             version: configuration.libreLinkUpVersion)
            return LibreLinkUpSource(account: account, person: name, timeout: timeout)
        case .dexcomShare(let account, _, let server):
            return DexcomShareSource(account: account, password: try password(), server: server ?? .us, person: name, timeout: timeout)
        }
    }
}
