import Foundation

/// The data with the run of local days it covers: what the viewer browses.
public struct Timeline: Sendable {
    public let data: GlucoseData
    public let calendar: DayCalendar
    public let days: [LocalDay]
    /// The pin's day when it is on another page (`DayPages`), held with the
    /// page so that what the pin shows stays true.
    public private(set) var pinnedDay: PinnedDay?
    /// Where these days lie among all the days that may be browsed (a page
    /// among `DayPages.days`; the overview strip shows them all): the index
    /// of the first, and how many there are. A timeline of all its data's days is all of them.
    public let dayOffset: Int
    public let browsableDayCount: Int
    /// The day before the first day browsed, when `data` holds it too (a
    /// page of `DayPages`): the overlay of the first day's day before.
    public let dayBefore: LocalDay?

    /// The timeline of some data; nil when it has no readings at all.
    public init?(data: GlucoseData, calendar: DayCalendar) {
        let instants = (data.readings.map(\.time) + data.doses.map(\.time))
        guard !data.readings.isEmpty, let first = instants.min(), let last = instants.max() else { return nil }
        self.init(data: data, calendar: calendar, days: calendar.days(from: first, through: last))
    }

    /// The same data with only some of its days to browse.
    public func restricted(to range: ClosedRange<Int>) -> Timeline {
        Timeline(data: data, calendar: calendar, days: Array(days[range]))
    }

    /// The same days, holding the pin's day from another page.
    package func holding(_ day: PinnedDay) -> Timeline {
        var held = self
        held.pinnedDay = day
        return held
    }

    /// A day counted from the first day browsed (negative before it), with
    /// the data that holds it: one of `days`, the day before them when held,
    /// or the pin's day held from another page; nil for any other.
    public func day(at index: Int) -> (day: LocalDay, data: GlucoseData)? {
        if days.indices.contains(index) { return (days[index], data) }
        if index == -1, let dayBefore { return (dayBefore, data) }
        guard let pinnedDay, pinnedDay.index == index else { return nil }
        return (pinnedDay.day, pinnedDay.data)
    }

    /// Some days with the data loaded for them, `dayOffset` days after the
    /// first of `browsableDayCount` (`DayPages`; by default the days are all
    /// there are), and for the day before them when given.
    package init(data: GlucoseData, calendar: DayCalendar, days: [LocalDay], dayOffset: Int = 0, browsableDayCount: Int? = nil,
         dayBefore: LocalDay? = nil) {
        self.data = data
        self.calendar = calendar
        self.days = days
        self.dayOffset = dayOffset
        self.browsableDayCount = browsableDayCount ?? days.count
        self.dayBefore = dayBefore
    }

    /// The instants of all the days browsed.
    public var interval: DateInterval {
        days.interval!
    }

    /// The timeline with newly arrived data merged in, or nil when it brings
    /// nothing new. The days browsed still start where they did; new days are
    /// added at the end; the day before and the pin's day held stay.
    public func appending(_ data: GlucoseData) -> Timeline? {
        let merged = self.data.merged(with: data)
        guard merged.readings.count != self.data.readings.count || merged.doses.count != self.data.doses.count,
              let grown = Timeline(data: merged, calendar: calendar)
        else { return nil }
        let start = grown.days.firstIndex { $0.interval.start == days[0].interval.start } ?? 0
        let kept = Array(grown.days[start...])
        var appended = Timeline(data: merged, calendar: calendar, days: kept, dayOffset: dayOffset,
                                browsableDayCount: max(browsableDayCount, dayOffset + kept.count), dayBefore: dayBefore)
        appended.pinnedDay = pinnedDay
        return appended
    }

    /// The index of a `YYYY-MM-DD` day, or a message saying why there is none.
    public func dayIndex(iso text: String) -> Result<Int, DayLookupError> {
        days.index(iso: text, in: calendar)
    }
}

/// The pin's day, read from another page and held with the page shown.
public struct PinnedDay: Sendable {
    /// Counted from the page's first day (negative before it).
    public let index: Int
    public let day: LocalDay
    /// The day's readings, doses and carbs, with the margins its curve joins across.
    public let data: GlucoseData

    package init(index: Int, day: LocalDay, data: GlucoseData) {
        self.index = index
        self.day = day
        self.data = data
    }
}

extension [LocalDay] {
    /// The index of a `YYYY-MM-DD` day in these consecutive days, or a message
    /// saying why there is none.
    package func index(iso text: String, in calendar: DayCalendar) -> Result<Int, DayLookupError> {
        guard let day = calendar.day(iso: text) else {
            return .failure(calendar.skipped(iso: text) ? .skipped(text, zone: calendar.timeZone.identifier) : .invalidDate(text))
        }
        guard let index = firstIndex(where: { $0.interval.start == day.interval.start }) else {
            return .failure(.outsideData(text, first: self[0].isoDate, last: self[count - 1].isoDate))
        }
        return .success(index)
    }
}

public enum DayLookupError: Error, Equatable, CustomStringConvertible {
    case invalidDate(String)
    /// A date the zone's clocks jumped over.
    case skipped(String, zone: String)
    case outsideData(String, first: String, last: String)

    public var description: String {
        switch self {
        case .invalidDate(let text): "\(PrintableText.quoted(text)) is not a date (expected YYYY-MM-DD)"
        case let .skipped(text, zone): "\(text) did not happen in \(zone): its clocks went from the day before to the day after"
        case let .outsideData(text, first, last): "\(text) is outside the data, which runs from \(first) to \(last)"
        }
    }
}
