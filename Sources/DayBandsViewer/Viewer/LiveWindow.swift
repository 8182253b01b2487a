import DayBandsRecords
import Foundation

/// The trailing live window the day view shows while the data is live
/// (`--follow`, or a newest reading under an hour old): the last `hours`
/// up to now, across midnight, then `ahead`, where the forecast is drawn
/// (`GlucoseForecast`). Up/Down, `g` and the strip open
/// calendar days instead; `f` (or End) comes back (`ViewerState+Live`).
public struct LiveWindow: Hashable, Sendable {
    /// The lengths `x`/`X` step through, and the config file's `window` takes.
    public static let lengths = [3, 6, 12, 24]

    public var hours: Int
    /// The run loop's clock at its last tick.
    public var now: Date
    /// How far the forecast drawn reaches past the newest reading; 0 without one.
    public var forecast: TimeInterval

    public init(hours: Int, now: Date, forecast: TimeInterval = 0) {
        self.hours = hours
        self.now = now
        self.forecast = forecast
    }

    /// How far the window runs past now: the forecast's length in whole
    /// half hours (so a forecast a few minutes longer moves nothing), at
    /// most a sixth of the window (a loop's 6 hours would crowd out the past).
    public var ahead: TimeInterval {
        min((forecast / 1_800).rounded(.up) * 1_800, Double(hours) * 600)
    }

    /// The length when none is chosen: 6 h on a screen of 80 columns or
    /// fewer (12 columns an hour), 12 h wider.
    public static func defaultHours(columns: Int) -> Int { columns > 80 ? 12 : 6 }

    /// The next length `step` places longer (or shorter), stopping at the ends.
    public static func length(after hours: Int, step: Int) -> Int {
        let index = lengths.firstIndex { $0 >= hours } ?? lengths.count - 1
        return lengths[clamp(index + step, 0, lengths.count - 1)]
    }

    /// The instants drawn on `columns` plot columns: `hours` and `ahead`,
    /// ending `ahead` in whole columns after the end of the column that
    /// holds now. Columns are counted from 1970, so a tick inside now's
    /// column leaves the interval (and the chart) as it is, and the window
    /// moves on a column at a time with each column keeping its readings.
    public func interval(columns: Int) -> DateInterval {
        let duration = Double(hours) * 3600 + ahead
        let perColumn = duration / Double(max(columns, 1))
        let end = (now.timeIntervalSince1970 / perColumn).rounded(.down) * perColumn + perColumn
            + (ahead / perColumn).rounded(.up) * perColumn
        return DateInterval(start: Date(timeIntervalSince1970: end - duration), duration: duration)
    }
}
