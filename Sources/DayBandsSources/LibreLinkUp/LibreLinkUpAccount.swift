import Foundation

/// A LibreLinkUp follower account as the config file gives it: the e-mail
/// and password of the follower (not of the LibreLink user), the patient
/// followed (`patient`, a connection's `patientId`), where to log in, and
/// the app version said to the server.
public struct LibreLinkUpAccount: Equatable, Sendable {
    public var email: String
    public var password: Secret
    /// The connection followed; nil: the account must follow exactly one.
    public var patient: String?
    /// Where to log in first: `https://api.libreview.io`, a region's host,
    /// or a test server.
    public var server: URL
    /// Set by `server =` as an address (a test server, a proxy): the region
    /// redirect logs in there again rather than at the region's host.
    public var fixedServer: Bool
    /// The `version` header. The servers refuse older versions (status 920,
    /// naming the minimum), so it is one setting: `librelinkup-version`.
    public var version: String

    public static let defaultServer = URL(string: "https://api.libreview.io")!
    public static let defaultVersion = "4.16.0"

    public init(email: String, password: Secret, patient: String? = nil, server: URL? = nil, version: String? = nil) {
        self.email = email
        self.password = password
        self.patient = patient
        self.server = server ?? Self.defaultServer
        fixedServer = server != nil
        self.version = version ?? Self.defaultVersion
    }

    /// A region's host (`eu` to `https://api-eu.libreview.io`); nil for a
    /// word that is not a region's name.
    public static func regionServer(_ region: String) -> URL? {
        let region = region.lowercased()
        guard (2...4).contains(region.count), region.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        return URL(string: "https://api-\(region).libreview.io")
    }

    /// `server =`: a region (`eu`, `us`, `de`, ...) or an http(s) address.
    public static func server(_ value: String) -> URL? {
        if let url = URL(string: value), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
           url.host?.isEmpty == false, url.query == nil, url.user == nil {
            return url
        }
        return regionServer(value)
    }

    /// The headers of every request (`product`, `version`).
    var headers: [String: String] { ["product": "llu.android", "version": version] }
}
