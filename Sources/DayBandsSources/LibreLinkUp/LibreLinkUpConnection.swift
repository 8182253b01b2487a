import DayBandsRecords
import Foundation

/// One patient a LibreLinkUp follower account follows: its `patientId` and
/// the name the server gives (sanitised and shortened: it is shown).
public struct LibreLinkUpConnection: Equatable, Sendable {
    public var patient: String
    public var name: String

    public init(patient: String, name: String) {
        self.patient = patient
        self.name = name
    }

    /// A connection of `/llu/connections`; nil without a `patientId`.
    init?(_ connection: [String: Any]) {
        guard let patient = connection["patientId"] as? String, !patient.isEmpty else { return nil }
        self.patient = patient
        let name = [connection["firstName"], connection["lastName"]].compactMap { $0 as? String }.joined(separator: " ")
        self.name = PrintableText.escaped(name.isEmpty ? patient : name, limit: Self.nameLimit)
    }

    /// A list row's room for a name.
    package static let nameLimit = 40
}
