import DayBandsChart
import DayBandsLive
import DayBandsRecords
import Foundation

/// What a screen opens on, as the command line asked: the day, the
/// cursor's clock time and a pin on it (`render --at`, `--pin`), the
/// overlay, and whether a feed follows the data.
public struct ViewerOpening: Sendable {
    public var dayIndex: Int
    public var at: ClockTime?
    public var pin: ClockTime?
    public var overlay = false
    public var unit: GlucoseUnit = .mgdl
    public var notice: String?
    /// The live window's length chosen in the config file.
    public var liveHours: Int?
    public var follows = false
    /// A day was asked for (`--day`, `--at`, `--pin`): it is shown instead of the live window.
    public var dayAsked = false

    public init(dayIndex: Int) {
        self.dayIndex = dayIndex
    }
}

extension ViewerModel {
    /// The model the viewer opens on and `render` draws (one function, so
    /// `render` is always the viewer's first frame): the day asked for with
    /// the cursor on its newest reading (or the clock time asked for), the
    /// live row and window while the data is live, and with a feed the
    /// cursor following the newest reading. The reads it needs are the
    /// caller's to perform (`DayPages.settle`).
    public static func opening(_ timeline: Timeline, _ opening: ViewerOpening, size: Size, plan: PagePlan?,
                               live: LiveStatus, now: Date) -> ViewerModel {
        let day = timeline.days[clamp(opening.dayIndex, 0, timeline.days.count - 1)]
        var state = ViewerState.opening(timeline, dayIndex: opening.dayIndex,
                                        hour: opening.at?.nearestHour(on: day, calendar: timeline.calendar), size: size)
        state.unit = opening.unit
        state.notice = opening.notice
        state.overlay = opening.overlay
        state.liveHours = opening.liveHours
        if let pin = opening.pin {
            state.selection.pin = HourMark(dayIndex: state.selection.cursor.dayIndex,
                                           hour: pin.nearestHour(on: day, calendar: timeline.calendar))
        }
        if opening.follows {
            state.following = true
            state.apply(.follow, in: timeline)
        }
        var model = ViewerModel(page: timeline, state: state, plan: plan, live: live, follows: opening.follows, clock: now)
        model.open(at: now, dayAsked: opening.dayAsked)
        return model
    }
}
