/// Hides credentials in any text before it is printed: the values of
/// `token=` (and the other credential parameters of `RedactedURL`), a
/// `user:password@` before a host, and, anywhere, the literal secrets the
/// process was given (a token on the command line, `NIGHTSCOUT_TOKEN`,
/// `NIGHTSCOUT_API_SECRET`), which may reach a message in any shape (a
/// site address given as a file name, a value mistaken for an option).
public struct Redaction: Sendable {
    /// The credential parameters of a query (`token=...`); compared ignoring case.
    static let secretParameters: Set<String> = ["token", "secret", "api_secret", "api-secret"]
    /// Shorter literal secrets would turn ordinary words into `***`; such a
    /// value is still hidden wherever it follows `token=` or sits in a URL.
    static let shortestLiteral = 4

    private let secrets: [String]

    public init(secrets: [String] = []) {
        // Longest first, so a secret holding another is hidden whole.
        self.secrets = Set(secrets.filter { $0.count >= Self.shortestLiteral }).sorted { $0.count > $1.count }
    }

    /// The secrets a process holds: those `given` (the command line's, as
    /// its parser finds them) and the credential environment variables.
    public init(given: [String], environment: [String: String]) {
        self.init(secrets: given + Self.variables.compactMap { environment[$0] })
    }

    /// The environment variables that hold credentials.
    public static let variables = ["NIGHTSCOUT_TOKEN", "NIGHTSCOUT_API_SECRET", "LIBRELINKUP_PASSWORD", "DEXCOM_SHARE_PASSWORD"]

    /// These secrets and `more` (a config file's).
    public func adding(_ more: [String]) -> Redaction {
        Redaction(secrets: secrets + more)
    }

    /// `text` with every credential replaced by `***`.
    public func apply(_ text: String) -> String {
        var text = text
        for secret in secrets { text = text.replacingOccurrences(of: secret, with: "***") }
        return Self.hidingParameters(Self.hidingUserInfo(text))
    }

    /// `scheme://user:password@host` to `scheme://***@host`.
    private static func hidingUserInfo(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let scheme = rest.range(of: "://") {
            result += rest[..<scheme.upperBound]
            rest = rest[scheme.upperBound...]
            // The authority ends at the first `/`, `?`, `#` or space; an `@` in it ends the user info.
            let authorityEnd = rest.firstIndex { "/?# '\"\n".contains($0) } ?? rest.endIndex
            if let at = rest[..<authorityEnd].lastIndex(of: "@") {
                result += "***"
                rest = rest[at...]
            }
        }
        return result + rest
    }

    /// `token=VALUE` (any credential parameter, any case, after `?`, `&`,
    /// `-`, a space or the start) to `token=***`; the value runs to `&`, a
    /// space, a quote, `:`, `,`, `;`, `)` or the end (a credential in a URL has these percent-encoded).
    private static func hidingParameters(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let equals = rest.firstIndex(of: "=") {
            let before = rest[..<equals]
            let nameStart = before.lastIndex { !($0.isLetter || $0 == "_" || $0 == "-") }.map(before.index(after:)) ?? before.startIndex
            // `--token=`: the name is what follows the dashes.
            let name = before[nameStart...].drop { $0 == "-" }
            result += rest[...equals]
            rest = rest[rest.index(after: equals)...]
            if secretParameters.contains(name.lowercased()) {
                let valueEnd = rest.firstIndex { "& '\"\n#:,;)".contains($0) } ?? rest.endIndex
                if valueEnd > rest.startIndex { result += "***" }
                rest = rest[valueEnd...]
            }
        }
        return result + rest
    }
}
