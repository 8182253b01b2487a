import DayBandsSources
import Foundation

/// One document of a site's API v3 history as a sync applies it: its
/// identifier on the site, whether it still stands (`isValid`), and the
/// records it reads as now (none kept of one dated ahead).
package struct HistoryChange: Sendable {
    package var identifier: String
    package var isValid: Bool
    package var records: HistoryRecords

    package init(identifier: String, isValid: Bool, records: HistoryRecords) {
        self.identifier = identifier
        self.isValid = isValid
        self.records = records
    }
}

/// What a history page did to the archive: records new to it and held
/// already, documents deleted on the site whose records went, and
/// documents edited whose old records were replaced.
public struct HistoryTally: Equatable, Sendable {
    public var added = 0
    public var present = 0
    public var deleted = 0
    public var edited = 0

    public init(added: Int = 0, present: Int = 0, deleted: Int = 0, edited: Int = 0) {
        self.added = added
        self.present = present
        self.deleted = deleted
        self.edited = edited
    }

    public static func + (left: HistoryTally, right: HistoryTally) -> HistoryTally {
        HistoryTally(added: left.added + right.added, present: left.present + right.present,
                     deleted: left.deleted + right.deleted, edited: left.edited + right.edited)
    }
}
