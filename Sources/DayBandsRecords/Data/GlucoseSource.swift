import Foundation

/// Anything that yields glucose data: the bundled sample, a file, a server.
/// Every source goes through this one interface.
public protocol GlucoseSource {
    /// A short name for messages (`sample`, a file path, a redacted URL).
    var name: String { get }
    /// What the chart's header calls the data: `sample data`, a file's name,
    /// `Nightscout host` (never a credential). The header escapes and shortens it.
    var title: String { get }
    func load(in calendar: DayCalendar) throws -> GlucoseData
}

/// A problem with input data, located as precisely as the source allows.
public struct DataError: Error, CustomStringConvertible, Equatable, Sendable {
    public var source: String
    public var line: Int?
    public var message: String
    /// The file is of no kind read here (unrecognised, packed, binary,
    /// empty): beside other files it is said and set aside (`FileSet`).
    public var isOtherKind = false

    public init(source: String, line: Int? = nil, message: String) {
        self.source = source
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(source):\(line): \(message)" }
        return "\(source): \(message)"
    }
}
