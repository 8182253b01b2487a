import Foundation

/// Where a Dexcom Share account lives and the application id its servers
/// expect (pydexcom's constants): the US servers, those outside the US, and
/// Japan's; or an address (a test server), which takes the US id unless its
/// host is Japanese.
public struct DexcomShareServer: Equatable, Sendable {
    /// The services' root (`.../ShareWebServices/Services`).
    public var base: URL
    public var applicationID: String

    static let servicesPath = "ShareWebServices/Services"
    static let applicationIDs = (us: "d89443d2-327c-4a6f-89e5-496bbb0317db", jp: "d8665ade-9673-4e27-9ff6-92db4ce13d13")

    public static let us = DexcomShareServer(host: "https://share2.dexcom.com", applicationID: applicationIDs.us)
    public static let outsideUS = DexcomShareServer(host: "https://shareous1.dexcom.com", applicationID: applicationIDs.us)
    public static let japan = DexcomShareServer(host: "https://share.dexcom.jp", applicationID: applicationIDs.jp)

    private init(host: String, applicationID: String) {
        base = URL(string: host)!.appendingPathComponent(Self.servicesPath)
        self.applicationID = applicationID
    }

    /// `server =`: `us`, `ous` or `jp`, or an http(s) address (the services'
    /// path is added to one that has none).
    public init?(_ value: String) {
        switch value.lowercased() {
        case "us": self = .us
        case "ous": self = .outsideUS
        case "jp": self = .japan
        default:
            guard let url = URL(string: value), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
                  let host = url.host?.lowercased(), !host.isEmpty, url.query == nil, url.user == nil
            else { return nil }
            let trimmed = url.path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            base = trimmed.isEmpty ? url.appendingPathComponent(Self.servicesPath) : url
            applicationID = host.hasSuffix(".jp") ? Self.applicationIDs.jp : Self.applicationIDs.us
        }
    }
}
