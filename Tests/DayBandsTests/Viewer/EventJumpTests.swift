import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// `n`/`N`, `]`/`[`, PgUp/PgDn and `<`/`>` on three hand-made UTC days
/// (Tue 10, Wed 11, Thu 12 Mar 2026) of readings every 5 minutes at 120 mg/dL,
/// with two lows sharing 03:00 on the first day (52 for 15 minutes, then 65
/// for 15 after 15 minutes back), a high of 300 from 14:00 to 15:00 on the
/// second, a low of 60 from 23:50 on the second to 00:30 on the third, and a
/// 10-minute dip to 50 on the third that is too short to be an event.
struct EventJumpTests {
    static let timeline: Timeline = {
        func value(_ minute: Int) -> Double {
            switch minute {
            case 180..<195: 52
            case 210..<225: 65
            case 1440 + 840..<1440 + 900: 300
            case 1440 + 1430..<2880 + 30: 60
            case 2880 + 300..<2880 + 310: 50
            default: 120
            }
        }
        let readings = stride(from: 0, to: 3 * 1440, by: 5).map {
            GlucoseReading(time: TestData.day.interval.start.addingTimeInterval(Double($0) * 60), mgdl: value($0))
        }
        return TestData.timeline(readings)
    }()

    /// The cursor on the reading at `hour:minute` of day `day`, where a jump puts it.
    func reading(_ day: Int, _ hour: Int, _ minute: Int = 0) -> HourMark {
        HourMark(dayIndex: day, hour: hour,
                 instant: TestData.time(hour, minute).addingTimeInterval(Double(day) * 86_400))
    }

    func applying(_ events: [ViewerEvent], from cursor: HourMark, mode: ViewMode = .day,
                  unit: GlucoseUnit = .mgdl) -> ViewerState {
        var state = ViewerState(selection: Selection(cursor: cursor), size: Size(columns: 100, rows: 30))
        state.mode = mode
        state.unit = unit
        for event in events { state.apply(event, in: Self.timeline) }
        return state
    }

    @Test func nFindsEachLowInTurnAcrossDaysAndSaysWhatItFound() {
        var state = applying([.jump(.low, forward: true)], from: HourMark(dayIndex: 0, hour: 0))
        #expect(state.selection.cursor == reading(0, 3))
        #expect(state.notice == "very low from 03:00 for 15 min, lowest 52 at 03:00")
        state.apply(.jump(.low, forward: true), in: Self.timeline)
        #expect(state.selection.cursor == reading(0, 3, 30), "the second low of the same hour")
        #expect(state.notice == "low from 03:30 for 15 min, lowest 65 at 03:30")
        state.apply(.jump(.low, forward: true), in: Self.timeline)
        #expect(state.selection.cursor == reading(1, 23, 50))
        #expect(state.notice == "low from 23:50 for 40 min, lowest 60 at 23:50", "one event across midnight")
        let before = state.selection
        state.apply(.jump(.low, forward: true), in: Self.timeline)
        #expect(state.notice == "no later low (<70)", "the 10-minute dip is no event")
        #expect(state.selection == before)
    }

    /// Was a bug: at 40 columns the line stopped at the comma after the
    /// event's length, so the lowest reading was not said. The line is the
    /// longest form that fits whole: the start left out, then the length.
    @Test(arguments: [(100, "very low from 03:00 for 15 min, lowest 52 at 03:00"),
                      (40, "very low 15 min, lowest 52 at 03:00"), (30, "very low, lowest 52 at 03:00"),
                      (20, "very low, lowest 52")])
    func theJumpsLineIsWholeOnANarrowScreen(columns: Int, line: String) {
        let state = applying([.jump(.low, forward: true)], from: HourMark(dayIndex: 0, hour: 0))
        #expect(StatusLine.noticeText(state.noticeForms, width: columns) == " " + line)
    }

    /// Was a bug: a mmol/L screen said "no later low (<70)", in mg/dL.
    @Test func nothingFoundIsSaidInTheDisplayUnit() {
        var state = applying([], from: HourMark(dayIndex: 2, hour: 12))
        state.unit = .mmol
        state.apply(.jump(.low, forward: true), in: Self.timeline)
        #expect(state.notice == "no later low (<3.9)")
        state.apply(.jump(.high, forward: true), in: Self.timeline)
        #expect(state.notice == "no later very high (>13.9)")
    }

    @Test func capitalNGoesBackFromTheEventFoundLast() {
        var state = applying([.jump(.low, forward: true), .jump(.low, forward: true), .jump(.low, forward: false)],
                             from: HourMark(dayIndex: 0, hour: 0))
        #expect(state.notice == "very low from 03:00 for 15 min, lowest 52 at 03:00")
        state.apply(.jump(.low, forward: false), in: Self.timeline)
        #expect(state.notice == "no earlier low (<70)")
        #expect(state.selection.cursor == reading(0, 3))
        let fromLastDay = applying([.jump(.low, forward: false)], from: HourMark(dayIndex: 2, hour: 12))
        #expect(fromLastDay.selection.cursor == reading(1, 23, 50))
    }

    @Test func aMovedCursorSearchesFromItsOwnHour() {
        let state = applying([.jump(.low, forward: true), .moveHour(1), .jump(.low, forward: false)],
                             from: HourMark(dayIndex: 0, hour: 0))
        #expect(state.notice == "low from 03:30 for 15 min, lowest 65 at 03:30", "from 04:00, the last low before it")
    }

    @Test func bracketsFindHighsAbove250() {
        let state = applying([.jump(.high, forward: true)], from: HourMark(dayIndex: 0, hour: 5))
        #expect(state.selection.cursor == reading(1, 14))
        #expect(state.notice == "very high from 14:00 for 60 min, highest 300 at 14:00")
        #expect(applying([.jump(.high, forward: false)], from: HourMark(dayIndex: 1, hour: 14)).notice
            == "no earlier very high (>250)")
        #expect(applying([.jump(.high, forward: false)], from: HourMark(dayIndex: 2, hour: 0)).selection.cursor
            == reading(1, 14))
    }

    @Test func aJumpOpensTheDayViewAndSpeaksTheUnitShown() {
        let state = applying([.jump(.low, forward: true)], from: HourMark(dayIndex: 0, hour: 0), mode: .profile,
                             unit: .mmol)
        #expect(state.mode == .day)
        #expect(state.notice == "very low from 03:00 for 15 min, lowest 2.9 at 03:00")
        #expect(state.selection.cursor == reading(0, 3))
    }

    @Test func pageKeysMoveAWeekAndAngleBracketsGoToTheEnds() {
        let sample = TestData.sample
        func moved(_ event: ViewerEvent, from day: Int) -> HourMark {
            var state = ViewerState(selection: Selection(cursor: HourMark(dayIndex: day, hour: 9)), size: Size(columns: 100, rows: 30))
            state.apply(event, in: sample)
            return state.selection.cursor
        }
        #expect(moved(.moveDay(-7), from: 30) == HourMark(dayIndex: 23, hour: 9))
        #expect(moved(.moveDay(7), from: 20) == HourMark(dayIndex: 27, hour: 9))
        #expect(moved(.moveDay(-7), from: 4) == HourMark(dayIndex: 0, hour: 9), "clamped to the first day")
        #expect(moved(.moveDay(7), from: 27) == HourMark(dayIndex: 30, hour: 9))
        #expect(moved(.firstDay, from: 17) == HourMark(dayIndex: 0, hour: 9))
        #expect(moved(.lastDay, from: 17) == HourMark(dayIndex: 30, hour: 9))
    }
}
