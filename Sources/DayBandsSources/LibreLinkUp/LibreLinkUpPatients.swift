import DayBandsRecords
import Foundation

/// Which of the account's connections is the person followed: the one with
/// the `patientId` the config file gives, or the only one. With several and
/// none given, or an id the account does not follow, the refusal lists them
/// (first name and id) so the right one can be written down: LibreLinkUp
/// clients that take "the first" show a parent another child's glucose.
enum LibreLinkUpPatients {
    static func choose(_ patient: String?, among connections: [[String: Any]], person: String) throws -> [String: Any] {
        let source = "LibreLinkUp (\(person))"
        if let patient {
            if let found = connections.first(where: { $0["patientId"] as? String == patient }) { return found }
            throw DataError(source: source, message: "the account follows no patient \(PrintableText.quoted(patient)); it follows \(listed(connections))")
        }
        switch connections.count {
        case 1: return connections[0]
        case 0: throw DataError(source: source, message: "the account follows no one yet: accept the invitation in the LibreLinkUp app")
        default:
            throw DataError(source: source,
                            message: "the account follows \(connections.count) people: \(listed(connections)); say whom with patient = ID in [person \(person)]")
        }
    }

    /// The most connections a refusal names: a server listing thousands
    /// would make one line of megabytes.
    static let listedAtMost = 10

    private static func listed(_ connections: [[String: Any]]) -> String {
        guard !connections.isEmpty else { return "no one" }
        let named = connections.prefix(listedAtMost).map { connection in
            let name = [connection["firstName"], connection["lastName"]].compactMap { $0 as? String }.joined(separator: " ")
            return PrintableText.quoted(name) + " (patient \(PrintableText.quoted(connection["patientId"] as? String ?? "?")))"
        }.joined(separator: ", ")
        let more = connections.count - listedAtMost
        return more > 0 ? named + " and \(more) more" : named
    }
}
