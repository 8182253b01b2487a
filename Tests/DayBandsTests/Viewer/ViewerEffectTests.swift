import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// What the page cannot answer is asked of the days beyond it as a value
/// (`ViewerEffect`), never told by the words of a notice.
struct ViewerEffectTests {
    static let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)

    /// Two days at 120 mg/dL, with one low (55) at 03:00 on the first when asked.
    static func timeline(low: Bool) -> Timeline {
        let start = utc.day(year: 2026, month: 3, day: 10)!.interval.start
        let readings = stride(from: 0, to: 48 * 60, by: 5).map { minute in
            GlucoseReading(time: start.addingTimeInterval(Double(minute) * 60),
                           mgdl: low && (180..<210).contains(minute) ? 55 : 120)
        }
        return Timeline(data: GlucoseData(readings: readings), calendar: utc)!
    }

    @Test(arguments: [GlucoseUnit.mgdl, .mmol])
    func aJumpWithNoEventOnThePageAsksForTheDaysBeyondIt(unit: GlucoseUnit) {
        let timeline = Self.timeline(low: false)
        var state = ViewerState.opening(timeline, dayIndex: 0, hour: 0, size: Size(columns: 100, rows: 30))
        state.unit = unit
        #expect(state.apply(.jump(.low, forward: true), in: timeline) == [.searchJump(.low, forward: true)])
        #expect(state.notice == EventJump.low.notFound(forward: true, unit: unit))
        // A timeline of every day: no day beyond it to read, and the status line says so.
        #expect(state.apply(.moveToReadings(-1), in: timeline).isEmpty)
        #expect(state.notice == "no earlier day with readings")
        #expect(state.apply(.moveHour(1), in: timeline).isEmpty)
    }

    @Test func aJumpThatFindsItsEventOnThePageAsksNothing() {
        let timeline = Self.timeline(low: true)
        var state = ViewerState.opening(timeline, dayIndex: 0, hour: 0, size: Size(columns: 100, rows: 30))
        #expect(state.apply(.jump(.low, forward: true), in: timeline).isEmpty)
        #expect(state.selection.cursor.hour == 3, "on the low's extreme reading")
        #expect(state.notice?.hasPrefix("low from 03:00") == true, "\(state.notice ?? "")")
    }
}
