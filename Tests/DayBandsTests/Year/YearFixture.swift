import Foundation
@testable import DayBands

/// Histories of whole days for the year view: each day's readings every 5
/// minutes from its local midnight, valued by the minute.
enum YearFixture {
    static let utc = TestData.utc
    static let newYork = DayCalendar(timeZone: TimeZone(identifier: "America/New_York")!)

    static func day(_ iso: String, in calendar: DayCalendar = utc) -> LocalDay { calendar.day(iso: iso)! }

    static func readings(on day: LocalDay, every step: Int = 5, _ value: (Int) -> Double = { _ in 120 }) -> [GlucoseReading] {
        stride(from: 0, to: Int(day.interval.duration / 60), by: step).map {
            GlucoseReading(time: day.interval.start.addingTimeInterval(Double($0) * 60), mgdl: value($0))
        }
    }

    /// A day with 20 minutes at 45 mg/dL from 03:00: a level 2 low.
    static func veryLowDay(_ day: LocalDay) -> [GlucoseReading] {
        readings(on: day) { (180..<200).contains($0) ? 45 : 120 }
    }

    /// The screen's rows as text, and the cells' inks at a point.
    static func screen(_ data: GlucoseData, cursor: String, size: Size, calendar: DayCalendar = utc,
                       style: RenderStyle = RenderStyle()) throws -> (scene: YearScene, grid: CellGrid) {
        let scene = YearScene(summaries: try YearSummaries(store: data, calendar: calendar))
        let layers = scene.layers(size: size, cursor: day(cursor, in: calendar), unit: .mgdl, style: style)!
        return (scene, Scene(size: size, layers: layers).composed())
    }
}
