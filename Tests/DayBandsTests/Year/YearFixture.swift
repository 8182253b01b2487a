import Foundation
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

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
                       style: RenderStyle = RenderStyle()) throws -> (scene: YearScreen, grid: CellGrid) {
        let scene = try YearScreen(data, calendar: calendar)
        let layers = scene.layers(size: size, cursor: day(cursor, in: calendar), unit: .mgdl, style: style)!
        return (scene, Scene(size: size, layers: layers).composed())
    }
}

/// The year view as the viewer has it: a `YearScene` over the months a
/// model holds, each screen's months read first as the model's effects
/// would read them (`YearSummaries.request(for:)`), counted.
final class YearScreen {
    let scene = YearScene()
    let store: GlucoseData
    private(set) var summaries: YearSummaries
    private(set) var monthsRead = 0

    init(_ store: GlucoseData, calendar: DayCalendar = YearFixture.utc) throws {
        self.store = store
        summaries = try YearSummaries(store: store, calendar: calendar)
    }

    var chartPasses: Int { scene.chartPasses }

    /// The summaries holding `months`, read if not held.
    func holding(_ months: [YearMonth]) -> YearSummaries {
        if case .months(let unread, let span)? = summaries.request(for: months) {
            let read = YearSummaries.read(unread, within: span, calendar: summaries.calendar, from: store)
            monthsRead += read.figures.count
            summaries.take(read.figures, failure: read.failure)
        }
        return summaries
    }

    func layers(size: Size, cursor: LocalDay, unit: GlucoseUnit, style: RenderStyle) -> [LayerKind: Layer]? {
        let held = holding(YearScene.months(size: size, cursor: cursor, rows: summaries.rows))
        return scene.layers(of: held, size: size, cursor: cursor, unit: unit, style: style)
    }
}
