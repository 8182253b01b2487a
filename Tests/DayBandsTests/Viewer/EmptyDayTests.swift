import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// A day with no readings between two days with readings: what the cursor
/// shows is only ever this day's (issue 9: it borrowed the 23:55 before it).
struct EmptyDayTests {
    /// Readings on 03-10 and 03-12 only, every 5 minutes, the last at 23:55.
    let timeline: Timeline = {
        let first = TestData.readings { 100 + Double($0 % 60) }
        let third = first.map { GlucoseReading(time: $0.time.addingTimeInterval(2 * 86400), mgdl: $0.mgdl) }
        return TestData.timeline(first + third)
    }()

    @Test func hourZeroDoesNotBorrowThePreviousDaysLastReading() throws {
        try #require(timeline.days.count == 3)
        #expect(HourWindow(HourMark(dayIndex: 1, hour: 0), in: timeline).reading == nil)
        #expect(HourWindow(HourMark(dayIndex: 1, hour: 23), in: timeline).reading == nil,
                "nor the next day's 00:00")
        // The days with data still find their own readings at the edges.
        #expect(HourWindow(HourMark(dayIndex: 0, hour: 23), in: timeline).reading?.time == TestData.time(23))
        #expect(HourWindow(HourMark(dayIndex: 2, hour: 0), in: timeline).reading?.time == TestData.time(48))
    }

    @Test func dosesAndCarbsOfTheDayBeforeAreNotBorrowedEither() {
        let readings = TestData.readings(to: 60) { _ in 120 } + [GlucoseReading(time: TestData.time(48), mgdl: 110)]
        let data = GlucoseData(readings: readings, doses: [InsulinDose(time: TestData.time(23, 50), units: 3)],
                               carbs: [CarbEntry(time: TestData.time(23, 45), grams: 20)])
        let timeline = Timeline(data: data, calendar: TestData.utc)!
        let window = HourWindow(HourMark(dayIndex: 1, hour: 0), in: timeline)
        #expect(window.doses.isEmpty && window.carbs.isEmpty)
        #expect(HourWindow(HourMark(dayIndex: 0, hour: 23), in: timeline).doses.count == 1,
                "the last hour of its own day holds it")
    }

    @Test func theScreenSaysSoAndDrawsNoPoint() throws {
        let builder = SceneBuilder(settings: RenderSettings(calendar: TestData.utc))
        let model = ViewerModel(page: timeline, state: ViewerState(selection: Selection(cursor: HourMark(dayIndex: 1, hour: 0)), size: Size(columns: 100, rows: 30)))
        let screen = builder.scene(for: model).composed().lines
        #expect(screen.contains { $0.contains("no readings on this day") })
        #expect(screen.contains { $0.contains("no reading") && $0.contains("│") }, "the callout says there is none")
        let guide = try #require(builder.scene(for: model).layers[.cursor])
        #expect(!guide.grid.lines.joined().contains(RenderStyle().glyphs.point))
        #expect(!screen.joined().contains("23:55"))
    }
}
