import DayBandsRecords
import Foundation

/// A follower service's refusal that trying again will not mend (a wrong
/// password, terms to accept, an app version too old) or will lengthen (a
/// lockout, until its end): a source keeps it and says it again without a
/// request, and `daybands status` asks again only once the config file
/// changed or the lockout ended.
public struct Refusal: Error, CustomStringConvertible, Sendable {
    public let problem: DataError
    /// Until when a lockout holds; nil: until the settings change.
    public var until: Date?

    public init(problem: DataError, until: Date? = nil) {
        self.problem = problem
        self.until = until
    }

    public var description: String { problem.description }
}
