import Foundation
@testable import DayBandsRecords
@testable import DayBandsReport

/// Days of readings every 5 minutes at 120 mg/dL in UTC from Monday 2 March
/// 2026, with stretches at other values on chosen days and clock times.
struct PatternFixture {
    static let calendar = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)
    static let start = calendar.day(year: 2026, month: 3, day: 2)!

    var dayCount: Int
    /// (day index, minute of the day, minutes long, mg/dL)
    var stretches: [(day: Int, minute: Int, length: Int, mgdl: Double)] = []
    /// Hours of each day with readings (from midnight).
    var hours = 24
    var doses: [InsulinDose] = []
    var carbs: [CarbEntry] = []

    var days: [LocalDay] { Self.calendar.days(from: Self.start.interval.start, through: Self.time(dayCount - 1, 0)) }

    static func time(_ day: Int, _ minute: Int) -> Date {
        start.interval.start.addingTimeInterval(Double(day * 86_400 + minute * 60))
    }

    var data: GlucoseData {
        var readings: [GlucoseReading] = []
        for day in 0..<dayCount {
            for minute in stride(from: 0, to: hours * 60, by: 5) {
                let value = stretches.last { $0.day == day && (minute >= $0.minute && minute < $0.minute + $0.length) }?.mgdl ?? 120
                readings.append(GlucoseReading(time: Self.time(day, minute), mgdl: value))
            }
        }
        return GlucoseData(readings: readings, doses: doses, carbs: carbs)
    }

    func patterns() throws -> Patterns { try Patterns(of: days, in: Self.calendar, store: data) }

    func claims(_ unit: GlucoseUnit = .mgdl) throws -> [PatternClaim] {
        try patterns().claims(PatternWords(unit: unit, calendar: Self.calendar))
    }
}
