import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// Every reading can be reached: the fine step (Shift+Left/Right, `,`/`.`,
/// a click with a modifier) goes reading by reading, the hour keys snap to
/// whole hours again, a jump lands on its event's extreme reading, and the
/// viewer opens on the newest reading. On one UTC day of readings every 5
/// minutes at 110 mg/dL with a low from 02:55 to 04:00 down to 45 at 03:20.
struct FineStepTests {
    static let lowValues: [Int: Double] = [
        175: 65, 180: 60, 185: 55, 190: 50, 195: 47, 200: 45, 205: 48, 210: 50, 215: 52, 220: 55,
        225: 58, 230: 60, 235: 64, 240: 68,
    ]
    static let timeline = TestData.timeline(TestData.readings { lowValues[$0] ?? 110 })
    let size = Size(columns: 100, rows: 30)

    func state(hour: Int) -> ViewerState {
        ViewerState(selection: Selection(cursor: HourMark(dayIndex: 0, hour: hour)), size: size)
    }

    func calloutText(_ state: ViewerState, timeline: Timeline = Self.timeline) throws -> String {
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
        return try #require(builder.scene(for: ViewerModel(page: timeline, state: state)).layers[.liveCallout]).grid.lines.joined(separator: "\n")
    }

    @Test func theViewerOpensWithTheNewestReadingInTheCallout() throws {
        // A file whose last reading is 18:57 opened on `18:02 142` before.
        let timeline = TestData.timeline(TestData.readings(from: 2, to: 18 * 60 + 58) { _ in 142 })
        let state = ViewerState.opening(timeline, size: size)
        #expect(HourWindow(state.selection.cursor, in: timeline).reading?.time == TestData.time(18, 57))
        let text = try calloutText(state, timeline: timeline)
        #expect(text.contains("18:57  142 mg/dL"), "\(text)")
        #expect(!text.contains("18:02"))
    }

    @Test func theFineStepPutsEveryReadingOfTheDayInTheCallout() {
        var state = state(hour: 0)
        var shown: [Date] = []
        for _ in 0..<300 {
            state.apply(.moveReading(1), in: Self.timeline)
            if let time = HourWindow(state.selection.cursor, in: Self.timeline).reading?.time, time != shown.last {
                shown.append(time)
            }
        }
        let all = Self.timeline.data.readings(in: Self.timeline.days[0].interval).map(\.time)
        #expect(shown == Array(all.dropFirst()), "from 00:00 (which shows 00:00) on, each reading in turn")
        #expect(state.notice == "no later reading on this day")
        for _ in 0..<all.count - 1 { state.apply(.moveReading(-1), in: Self.timeline) }
        #expect(state.selection.cursor.instant == all[0])
    }

    @Test func theFortyFiveAtThreeTwentyCanBeShown() throws {
        var state = state(hour: 3)
        for _ in 0..<4 { state.apply(.moveReading(1), in: Self.timeline) }
        #expect(state.selection.cursor == HourMark(dayIndex: 0, hour: 3, instant: TestData.time(3, 20)))
        let text = try calloutText(state)
        #expect(text.contains("03:20  45 mg/dL"), "\(text)")
    }

    @Test func hourStepsFromAReadingSnapToWholeHours() {
        var state = state(hour: 3)
        state.selection.cursor = HourMark(dayIndex: 0, instant: TestData.time(3, 20), on: Self.timeline.days[0])
        var back = state
        back.apply(.moveHour(-1), in: Self.timeline)
        #expect(back.selection.cursor == HourMark(dayIndex: 0, hour: 3), "back to the start of its own hour")
        back.apply(.moveHour(-1), in: Self.timeline)
        #expect(back.selection.cursor == HourMark(dayIndex: 0, hour: 2))
        state.apply(.moveHour(1), in: Self.timeline)
        #expect(state.selection.cursor == HourMark(dayIndex: 0, hour: 4))
    }

    @Test func aLowJumpLandsOnItsLowestReading() throws {
        var state = state(hour: 0)
        state.apply(.jump(.low, forward: true), in: Self.timeline)
        #expect(state.notice == "very low from 02:55 for 70 min, lowest 45 at 03:20")
        #expect(state.selection.cursor.instant == TestData.time(3, 20), "its lowest reading, not the hour before")
        let text = try calloutText(state)
        #expect(text.contains("03:20  45 mg/dL"), "\(text)")
        // Back again from where the jump put it: no earlier low, the same one is not found again.
        state.apply(.jump(.low, forward: false), in: Self.timeline)
        #expect(state.notice == "no earlier low (<70)")
    }

    @Test func aClickWithAModifierSelectsTheNearestReading() throws {
        let layout = try #require(ChartLayout(size: size, sidePanel: false))
        let axis = TimeAxis(day: Self.timeline.days[0], columns: layout.plot.width)
        let column = try #require(axis.column(for: TestData.time(3, 20)))
        let point = Point(x: layout.plot.x + column, y: layout.plot.y + 3)
        var fine = state(hour: 12)
        fine.apply(.clickReading(point), in: Self.timeline)
        let cursor = fine.selection.cursor
        #expect(cursor.hour == 3 && cursor.instant.map { abs($0.timeIntervalSince(TestData.time(3, 20))) <= 300 } == true,
                "the reading under the column (the column spans \(axis.span(ofColumn: 0).duration) s)")
        #expect(fine.selection.pin == cursor, "pinned, as a click pins")
        var plain = state(hour: 12)
        plain.apply(.click(point), in: Self.timeline)
        #expect(plain.selection.cursor == HourMark(dayIndex: 0, hour: 3), "a plain click snaps to the hour")
    }

    @Test func inTheWeekViewTheGuideFollowsTheReading() throws {
        let sample = TestData.sample
        let builder = SceneBuilder(settings: RenderSettings(calendar: sample.calendar))
        var state = ViewerState(selection: Selection(cursor: HourMark(dayIndex: 11, hour: 3)), size: Size(columns: 200, rows: 60))
        state.apply(.toggleWeek, in: sample)
        let atHour = try #require(builder.scene(for: ViewerModel(page: sample, state: state)).layers[.cursor]).origin
        for _ in 0..<6 { state.apply(.moveReading(1), in: sample) }
        let reading = try #require(HourWindow(state.selection.cursor, in: sample).reading)
        #expect(reading.time == state.selection.cursor.instant)
        let scene = builder.scene(for: ViewerModel(page: sample, state: state))
        #expect(try #require(scene.layers[.cursor]).origin.x > atHour.x, "half an hour on is right of 03:00")
        let callout = try #require(scene.layers[.liveCallout]).grid.lines.joined()
        #expect(callout.contains(sample.calendar.clockText(reading.time) + "  "), "\(callout)")
        #expect(builder.chartPasses == 1)
    }
}
