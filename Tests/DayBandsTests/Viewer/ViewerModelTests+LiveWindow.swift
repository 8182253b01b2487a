import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// The live window's messages: the tick that opens and closes it, `x`/`X`,
/// the keys that open calendar days and `f`/End that come back.
extension ViewerModelTests {
    @Test func theFirstTickOpensTheLiveWindowAndTheDataGrowingOldClosesIt() {
        var model = NightFall.model(follows: false)
        #expect(model.state.liveRow && model.state.liveWindow == LiveWindow(hours: 12, now: NightFall.now, forecast: 1800),
                "12 h at 100 columns, and AR2's half hour ahead of the newest reading")
        _ = model.update(.tick(NightFall.now.addingTimeInterval(59 * 60)))
        #expect(model.state.liveWindow?.now == NightFall.now.addingTimeInterval(59 * 60), "the window follows the clock")
        _ = model.update(.tick(NightFall.now.addingTimeInterval(3600)))
        #expect(!model.state.liveRow && model.state.liveWindow == nil, "an hour after the newest reading: the calendar day")
        // At 80 columns, 6 h; with --follow the window stays however old the reading.
        var narrow = NightFall.model(size: Size(columns: 80, rows: 24))
        #expect(narrow.state.liveWindow?.hours == 6)
        _ = narrow.update(.tick(NightFall.now.addingTimeInterval(7200)))
        #expect(narrow.state.liveWindow != nil)
    }

    @Test func xAndCapitalXChangeTheLengthWhichAResizeThenKeeps() {
        var model = NightFall.model()
        _ = model.update(.event(.zoomLive(1)))
        #expect(model.state.liveWindow?.hours == 24 && model.state.notice == "live window: last 24 h")
        _ = model.update(.event(.zoomLive(1)))
        #expect(model.state.liveWindow?.hours == 24, "the longest stays")
        for _ in 0..<4 { _ = model.update(.event(.zoomLive(-1))) }
        #expect(model.state.liveWindow?.hours == 3 && model.state.liveHours == 3)
        _ = model.update(.event(.resize(Size(columns: 200, rows: 60))))
        #expect(model.state.liveWindow?.hours == 3, "chosen, not the width's")
        // Unchosen, the width's: 12 h at 100 columns, 6 at 80.
        var unchosen = NightFall.model()
        _ = unchosen.update(.event(.resize(Size(columns: 80, rows: 24))))
        #expect(unchosen.state.liveWindow?.hours == 6)
        _ = unchosen.update(.event(.moveDay(-1)))
        _ = unchosen.update(.event(.zoomLive(1)))
        #expect(unchosen.state.liveWindow == nil && unchosen.state.notice?.hasPrefix("x: the live window") == true)
    }

    @Test func upOpensTheDayBeforeAndFOrEndComeBackToTheNewestReading() throws {
        var model = NightFall.model()
        let newest = model.state.selection.cursor
        #expect(newest.dayIndex == 1 && newest.instant == NightFall.now)
        _ = model.update(.event(.moveDay(-1)))
        #expect(model.state.liveWindow == nil && model.state.selection.cursor.dayIndex == 0, "Monday, a calendar day")
        _ = model.update(.event(.follow))
        #expect(model.state.liveWindow != nil && model.state.selection.cursor == newest && model.state.following == true)
        _ = model.update(.event(.moveDay(1)))
        #expect(model.state.liveWindow == nil && model.state.selection.cursor.dayIndex == 1, "Tuesday's calendar day")
        _ = model.update(.event(.lastHour))
        #expect(model.state.liveWindow != nil && model.state.selection.cursor == newest, "End on the last day")
        // A date typed, and the week, open calendar days too.
        for key in [ViewerEvent.startDateEntry] + "2026-03-10".map(ViewerEvent.character) + [.togglePin] {
            _ = model.update(.event(key))
        }
        #expect(model.state.liveWindow == nil && model.state.dateEntry == nil)
        _ = model.update(.event(.follow))
        _ = model.update(.event(.toggleWeek))
        #expect(model.state.liveWindow == nil && model.state.mode == .week)
    }

    /// Without `--follow` (a newest reading under an hour old), `f` still
    /// brings the window back, and says nothing of `--follow`.
    @Test func withoutFollowFStillOpensTheWindow() {
        var model = NightFall.model(follows: false)
        _ = model.update(.event(.moveDay(-1)))
        _ = model.update(.event(.follow))
        #expect(model.state.liveWindow != nil && model.state.notice == nil)
        #expect(model.state.selection.cursor.instant == NightFall.now)
    }

    /// In the window the hour keys step on through midnight and stay in it.
    @Test func hourStepsCrossMidnightAndStayInTheWindow() {
        var model = NightFall.model()
        _ = model.update(.event(.moveHour(-1)))
        #expect(model.state.selection.cursor == HourMark(dayIndex: 1, hour: 0), "00:40 back to 00:00")
        _ = model.update(.event(.moveHour(-1)))
        #expect(model.state.selection.cursor == HourMark(dayIndex: 0, hour: 23), "on through midnight")
        #expect(model.state.following == false && model.state.liveWindow != nil)
        for _ in 0..<20 { _ = model.update(.event(.moveHour(-1))) }
        // 12 h on 94 columns end with the column holding 00:40: the window starts between 12:40 and 12:48.
        #expect(model.state.selection.cursor == HourMark(dayIndex: 0, hour: 13), "the window's first whole hour")
        for _ in 0..<11 { _ = model.update(.event(.moveHour(1))) }
        #expect(model.state.selection.cursor == HourMark(dayIndex: 1, hour: 0))
        _ = model.update(.event(.moveHour(1)))
        #expect(model.state.selection.cursor.instant == NightFall.now, "past now: the newest reading")
        _ = model.update(.event(.moveReading(-1)))
        #expect(model.state.selection.cursor.instant == NightFall.now.addingTimeInterval(-300))
    }
}
