import Foundation
@testable import DayBandsRecords
@testable import DayBandsChart

/// Small fixtures built in code: a UTC calendar and days of synthetic readings.
enum TestData {
    static let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)
    static let day = utc.day(year: 2026, month: 3, day: 10)!

    /// Readings every `step` minutes over the test day, valued by `value(minute)`.
    static func readings(every step: Int = 5, from start: Int = 0, to end: Int = 24 * 60,
                         _ value: (Int) -> Double) -> [GlucoseReading] {
        stride(from: start, to: end, by: step).map {
            GlucoseReading(time: day.interval.start.addingTimeInterval(Double($0) * 60), mgdl: value($0))
        }
    }

    static func time(_ hour: Int, _ minute: Int = 0) -> Date {
        day.interval.start.addingTimeInterval(Double(hour * 3600 + minute * 60))
    }

    static func timeline(_ readings: [GlucoseReading], doses: [InsulinDose] = []) -> Timeline {
        Timeline(data: GlucoseData(readings: readings, doses: doses), calendar: utc)!
    }

    static func chart(_ readings: [GlucoseReading], doses: [InsulinDose] = [], size: Size = Size(columns: 100, rows: 30),
                      unit: GlucoseUnit = .mgdl, style: RenderStyle = RenderStyle(), scale: BandScale = .standard) -> DayChart {
        let context = DayChart.Context(data: GlucoseData(readings: readings, doses: doses), calendar: utc, scale: scale,
                                       unit: unit, style: style)
        return DayChart(day: day, dayNumber: 1, dayCount: 1, layout: ChartLayout(size: size)!, context: context)
    }

    static let sample: Timeline = {
        let data = try! SampleData().load(in: utc)
        return Timeline(data: data, calendar: utc)!
    }()

    /// The same sample with times of day in the 12-hour clock (`3:05pm`, `12a 3a`).
    static let sampleTwelveHour = Timeline(data: sample.data,
                                           calendar: DayCalendar(timeZone: utc.timeZone, clockFormat: .twelveHour))!
}
