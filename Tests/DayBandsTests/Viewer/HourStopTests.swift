import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// The cursor can always come back: a day's hour stops are its whole hours,
/// its first and last readings, the pin and where the last jump landed, so
/// scrubbing away and back returns the first frame from wherever it opened.
struct HourStopTests {
    static let size = Size(columns: 100, rows: 30)

    static func frame(of model: ViewerModel, builder: SceneBuilder) -> String {
        builder.scene(for: model).composed().lines.joined(separator: "\n")
    }

    static func opened(_ opening: String) -> ViewerModel {
        let timeline = TestData.sample
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, size: size))
        switch opening {
        case "pin":
            for event in [ViewerEvent.moveHour(-5), .togglePin] { _ = model.update(.event(event)) }
        case "jump":
            _ = model.update(.event(.firstDay))
            _ = model.update(.event(.jump(.low, forward: true)))
        default:
            break
        }
        return model
    }

    /// Right until the cursor stays, Left as many steps, then the other way:
    /// each time the first frame again, cell for cell.
    @Test(arguments: ["newest reading", "pin", "jump"])
    func scrubbingAwayAndBackGivesTheFirstFrame(opening: String) {
        var model = Self.opened(opening)
        let builder = SceneBuilder(settings: RenderSettings(calendar: TestData.sample.calendar))
        let first = Self.frame(of: model, builder: builder), cursor = model.state.selection.cursor
        for direction in [1, -1] {
            var steps = 0
            while steps < 30 {
                let before = model.state.selection.cursor
                _ = model.update(.event(.moveHour(direction)))
                if model.state.selection.cursor == before { break }
                steps += 1
            }
            for _ in 0..<steps { _ = model.update(.event(.moveHour(-direction))) }
            #expect(model.state.selection.cursor == cursor, "\(opening), \(direction > 0 ? "right" : "left") \(steps) and back")
            model.state.notice = nil
            var opened = Self.opened(opening)
            opened.state.notice = nil
            #expect(Self.frame(of: model, builder: builder) == Self.frame(of: opened, builder: builder), "\(opening)")
        }
        _ = first
    }

    /// From the newest reading (23:55) Left goes to 23:00 and Right comes
    /// back to 23:55; a step past it stays and says so.
    @Test func theLastReadingIsAStop() {
        var model = Self.opened("newest reading")
        let newest = model.state.selection.cursor
        #expect(newest.instant != nil && newest.hour == 23)
        _ = model.update(.event(.moveHour(-1)))
        #expect(model.state.selection.cursor == HourMark(dayIndex: newest.dayIndex, hour: 23))
        _ = model.update(.event(.moveHour(1)))
        #expect(model.state.selection.cursor == newest)
        _ = model.update(.event(.moveHour(1)))
        #expect(model.state.selection.cursor == newest)
        #expect(model.state.notice == "no later reading on this day")
    }

    /// A jump says when the event started, how long it lasted and its
    /// lowest reading, where the cursor lands (the sample's Oct 5: 44 at 03:50).
    @Test func aJumpLandsOnTheLowestReadingAndSaysIt() {
        let model = Self.opened("jump")
        let day = TestData.sample.days[model.state.selection.cursor.dayIndex]
        #expect(day.isoDate == "2026-10-05")
        #expect(TestData.sample.calendar.clockText(model.state.selection.cursor.instant!) == "03:50")
        #expect(model.state.notice == "very low from 03:35 for 60 min, lowest 44 at 03:50")
    }
}
