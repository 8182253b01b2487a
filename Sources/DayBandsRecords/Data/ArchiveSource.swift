import Foundation

/// Where records came from: a file (by its name, without its folder), a
/// Nightscout site (by its address, without credentials), a LibreLinkUp or
/// Dexcom Share account (by server and patient or account name).
public struct ArchiveSource: Equatable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case file, nightscout
        /// A LibreLinkUp account's patient (schema 10), by server and patientId.
        case libreLinkUp = "librelinkup"
        /// A Dexcom Share account (schema 10), by server and account name.
        case dexcomShare = "dexcom-share"
    }

    public var id: Int64
    public var kind: Kind
    public var name: String

    package init(id: Int64, kind: Kind, name: String) {
        self.id = id
        self.kind = kind
        self.name = name
    }
}
