import Foundation
import Testing
@testable import DayBandsRecords

struct DayCalendarTests {
    /// The arithmetic clock agrees with Foundation's calendar every 7 minutes
    /// through two years, in zones with DST, half-hour and 45-minute offsets.
    @Test(arguments: ["UTC", "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "Asia/Kolkata",
                      "Asia/Kathmandu", "Pacific/Chatham"])
    func clockMatchesTheCalendar(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let calendar = DayCalendar(timeZone: timeZone)
        var reference = Calendar(identifier: .gregorian)
        reference.timeZone = timeZone
        let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00Z
        for step in stride(from: 0, to: 2 * 365 * 24 * 60, by: 7 * 60 + 13) {
            let instant = start.addingTimeInterval(Double(step) * 60 + 29)
            let expected = reference.dateComponents([.hour, .minute], from: instant)
            let clock = calendar.clock(instant)
            guard clock.hour == expected.hour, clock.minute == expected.minute else {
                Issue.record("\(zone) \(instant): \(clock) != \(expected)")
                return
            }
        }
        #expect(calendar.clockText(start.addingTimeInterval(0)).count == 5)
    }

    /// A day's ISO date, padded by hand, reads as `%04d-%02d-%02d` writes it.
    @Test func isoDatePadsAsPrintfDoes() {
        let interval = DateInterval(start: Date(timeIntervalSince1970: 0), duration: 86_400)
        for (year, month, day) in [(2026, 3, 7), (2026, 12, 31), (999, 1, 1), (12, 10, 9), (-5, 1, 2), (10_000, 11, 30)] {
            let local = LocalDay(year: year, month: month, day: day, interval: interval)
            #expect(local.isoDate == String(format: "%04d-%02d-%02d", year, month, day))
        }
    }
}
