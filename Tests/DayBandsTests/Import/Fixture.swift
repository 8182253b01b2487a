import Foundation
@testable import DayBandsRecords
@testable import DayBandsImport

/// Test data files in `Tests/DayBandsTests/Fixtures`, written to the formats
/// the devices and services publish.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static func read(_ name: String, zone: String = "UTC", dateOrder: DateOrder? = nil) throws -> LoadReport {
        try FileSource(path: path(name), dateOrder: dateOrder).read(in: calendar(zone))
    }

    /// The `DataError` reading a fixture throws (a failure when none is thrown).
    static func error(_ name: String, zone: String = "UTC", dateOrder: DateOrder? = nil) -> DataError? {
        do {
            _ = try read(name, zone: zone, dateOrder: dateOrder)
            return nil
        } catch {
            return error as? DataError
        }
    }

    static func calendar(_ zone: String) -> DayCalendar {
        DayCalendar(timeZone: TimeZone(identifier: zone)!)
    }

    /// An instant from an ISO 8601 text with a zone, for expectations.
    static func instant(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text) ?? ISO8601DateFormatter().date(from: text)!
    }
}
