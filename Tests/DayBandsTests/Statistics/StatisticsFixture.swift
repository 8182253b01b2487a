import Foundation
@testable import DayBandsRecords

/// Small hand-built data for the statistics tests: readings placed by minutes
/// after a fixed UTC midnight.
enum StatisticsFixture {
    static let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)
    static let newYork = DayCalendar(timeZone: TimeZone(identifier: "America/New_York")!)
    /// 2026-10-01T00:00:00Z.
    static let midnight = Date(timeIntervalSince1970: 1_790_812_800)

    static func time(minute: Double) -> Date {
        midnight.addingTimeInterval(minute * 60)
    }

    static func reading(minute: Double, mgdl: Double, flag: ReadingFlag = .measured) -> GlucoseReading {
        GlucoseReading(time: time(minute: minute), mgdl: mgdl, flag: flag)
    }

    /// Readings every 5 minutes from `minute`, one per value.
    static func series(from minute: Double = 0, _ values: [Double]) -> [GlucoseReading] {
        values.enumerated().map { reading(minute: minute + Double($0.offset) * 5, mgdl: $0.element) }
    }

    static func hour(from minute: Double = 0) -> DateInterval {
        DateInterval(start: time(minute: minute), duration: 3600)
    }
}
