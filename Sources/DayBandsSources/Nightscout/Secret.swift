/// A credential (access token or API secret) that never prints: interpolating
/// it, dumping it or printing a value holding it shows `***`, so no message,
/// log or error can leak it by accident.
public struct Secret: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable {
    /// The credential itself, for the one place that sends it.
    public let revealed: String

    public init(_ revealed: String) { self.revealed = revealed }

    public var description: String { "***" }
    public var debugDescription: String { "***" }
    public var customMirror: Mirror { Mirror(self, children: []) }
}
