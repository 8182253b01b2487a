import DayBandsRecords
import Foundation

/// The day chart's header titles: a day's, and the live window's.
extension DayChart {
    /// A day's weekday and date as its header starts: ` Mon 2026-10-12`.
    package static func title(of day: LocalDay, calendar: DayCalendar) -> String {
        " \(calendar.weekday(of: day)) \(day.isoDate)"
    }

    /// The live window's title: its length and the days it is on
    /// (` last 6 h  Thu 15 Oct to Fri 16 Oct  mg/dL`), the same all day
    /// long; where that is wider than the header, the last day alone, then
    /// neither (left out whole, never cut).
    static func title(live interval: DateInterval, hours: Int, forecast: String?, width: Int, context: Context) -> String {
        let titles = liveTitles(interval, hours: hours, forecast: forecast, calendar: context.calendar)
            .map { "\($0)  \(context.unit.label)" }
        return titles.first { $0.terminalColumns <= width } ?? titles[titles.count - 1]
    }

    /// The live window's names without the unit, the longest first (the
    /// screen's header and the picture's): the forecast's name is left out
    /// before the days are shortened, then the days.
    package static func liveTitles(_ interval: DateInterval, hours: Int, forecast: String?, calendar: DayCalendar) -> [String] {
        let first = calendar.day(containing: interval.start)
        let last = calendar.day(containing: interval.end.addingTimeInterval(-1))
        let days = first == last ? calendar.dayText(last) : "\(calendar.dayText(first)) to \(calendar.dayText(last))"
        let lengths = [forecast.map { " last \(hours) h + \($0)" }, " last \(hours) h"].compactMap { $0 }
        return lengths.flatMap { ["\($0)  \(days)", "\($0)  to \(calendar.dayText(last))"] } + [" last \(hours) h"]
    }

    /// The most of a source's title the header shows.
    package static let sourceLimit = 32

    /// The live chart's header title: it leaves the source (whose glucose
    /// this is) and the extremes their room where they can have it, the
    /// forecast's name giving way first, then the days; where the extremes
    /// cannot have it, the source alone.
    static func liveHeaderTitle(_ interval: DateInterval, hours: Int, forecast: String?, width: Int, context: Context) -> String {
        let extremes = DayExtremes(context.data.readings(in: interval)).map { extremesText($0, context: context).terminalColumns } ?? 0
        let source = context.source.map { 2 + PrintableText.escaped($0, limit: sourceLimit).terminalColumns } ?? 0
        func title(width: Int) -> String { Self.title(live: interval, hours: hours, forecast: forecast, width: width, context: context) }
        let room = width - extremes
        let withSource = title(width: room - source - 1)
        if withSource.terminalColumns + source < room { return withSource }
        let beside = title(width: room - 1)
        if beside.terminalColumns < room { return beside }
        // No room for the extremes: the source still has its place.
        let named = title(width: width - source - 1)
        return named.terminalColumns + source < width ? named : title(width: width)
    }
}
