import DayBandsRecords
import Foundation

/// The archive as the viewer's data: everything it holds, through the same
/// interface as a file or a site.
extension Archive: GlucoseSource {
    public var name: String { "archive \(path)" }
    public var title: String { "archive" }

    public func load(in calendar: DayCalendar) throws -> GlucoseData {
        try data(in: Self.allTime)
    }
}
