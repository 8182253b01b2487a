/// Whom a report is of, as its header says: name, date of birth and ID,
/// each from `--name`, `--dob`, `--id`, else the config file's `name`,
/// `dob`, `id` (a person's section over the top level); one not given is
/// a blank line to write on.
public struct ReportPatient: Equatable, Sendable {
    public var name: String?
    /// `YYYY-MM-DD`.
    public var birthDate: String?
    public var id: String?

    public init(name: String? = nil, birthDate: String? = nil, id: String? = nil) {
        self.name = name
        self.birthDate = birthDate
        self.id = id
    }

    /// Each field this one gives, else `other`'s.
    public func over(_ other: ReportPatient) -> ReportPatient {
        ReportPatient(name: name ?? other.name, birthDate: birthDate ?? other.birthDate, id: id ?? other.id)
    }

    /// The header's lines: label and value, nil where none is given.
    public var lines: [(label: String, value: String?)] {
        [("name", name), ("date of birth", birthDate), ("ID", id)]
    }

    /// The longest a name or ID may be (a header line's room): longer is
    /// refused, never cut, so an ID is always printed whole.
    public static let longest = 40

    /// Why `text` cannot be `what` (`--name`, `id`), or nil when it can.
    public static func problem(_ text: String, what: String) -> String? {
        if text.trimmingCharacters(in: .whitespaces).isEmpty { return "\(what) is empty" }
        if text.count > longest { return "\(what) takes at most \(longest) characters, not \(text.count)" }
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "\(what) holds a control character"
        }
        return nil
    }
}
