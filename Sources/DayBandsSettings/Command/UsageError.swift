/// A wrong command line (or config file, or environment knob), with the
/// message to print; the program exits with status 2.
public struct UsageError: Error, Equatable, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
