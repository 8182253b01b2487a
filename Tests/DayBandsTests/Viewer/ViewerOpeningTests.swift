import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsLive
@testable import DayBandsViewer

/// `ViewerModel.opening`: the one model the viewer opens on and `render`
/// draws, as the command line asked.
struct ViewerOpeningTests {
    static let size = Size(columns: 100, rows: 30)

    @Test func liveDataOpensTheLiveWindowUnlessADayIsAskedFor() {
        let timeline = NightFall.timeline
        let live = ViewerModel.opening(timeline, ViewerOpening(dayIndex: timeline.days.count - 1), size: Self.size,
                                       plan: nil, live: LiveStatus(), now: NightFall.now)
        #expect(live.state.liveRow && live.state.liveWindow?.hours == 12 && live.forecast != nil)
        var asked = ViewerOpening(dayIndex: timeline.days.count - 1)
        asked.dayAsked = true
        let day = ViewerModel.opening(timeline, asked, size: Self.size, plan: nil, live: LiveStatus(), now: NightFall.now)
        #expect(day.state.liveRow && day.state.liveWindow == nil && day.forecast == nil)
        // Six hours later the data is old: a calendar day, the cursor on its newest reading.
        let old = ViewerModel.opening(timeline, ViewerOpening(dayIndex: timeline.days.count - 1), size: Self.size,
                                      plan: nil, live: LiveStatus(), now: NightFall.now.addingTimeInterval(6 * 3600))
        #expect(!old.state.liveRow && old.state.liveWindow == nil)
        #expect(old.state.selection.cursor.instant == NightFall.now)
    }

    @Test func theClockTimeAskedForPutsTheCursorAndThePinOnItsNearestHour() throws {
        let timeline = TestData.sample
        var opening = ViewerOpening(dayIndex: 2)
        opening.at = try #require(ClockTime("14:40"))
        opening.pin = try #require(ClockTime("06:10"))
        opening.overlay = true
        opening.unit = .mmol
        opening.liveHours = 24
        opening.dayAsked = true
        let model = ViewerModel.opening(timeline, opening, size: Self.size, plan: nil, live: LiveStatus(), now: Date())
        #expect(model.state.selection.cursor == HourMark(dayIndex: 2, hour: 15))
        #expect(model.state.selection.pin == HourMark(dayIndex: 2, hour: 6))
        #expect(model.state.overlay && model.state.unit == .mmol && model.state.liveHours == 24)
    }

    @Test func aFeedFollowsTheNewestReading() {
        let timeline = NightFall.timeline
        var opening = ViewerOpening(dayIndex: 0)
        opening.follows = true
        let model = ViewerModel.opening(timeline, opening, size: Self.size, plan: nil, live: LiveStatus(), now: NightFall.now)
        #expect(model.follows && model.state.following == true)
        #expect(model.state.selection.cursor.dayIndex == timeline.days.count - 1)
        #expect(model.state.selection.cursor.instant == NightFall.now)
    }
}
