import Foundation

/// The data with the run of local days it covers: what the viewer browses.
public struct Timeline: Sendable {
    public let data: GlucoseData
    public let calendar: DayCalendar
    public let days: [LocalDay]

    /// The timeline of some data; nil when it has no readings at all.
    public init?(data: GlucoseData, calendar: DayCalendar) {
        let instants = (data.readings.map(\.time) + data.doses.map(\.time))
        guard !data.readings.isEmpty, let first = instants.min(), let last = instants.max() else { return nil }
        self.data = data
        self.calendar = calendar
        days = calendar.days(from: first, through: last)
    }

    /// The timeline with newly arrived data merged in, or nil when it brings
    /// nothing new.
    public func appending(_ data: GlucoseData) -> Timeline? {
        let merged = self.data.merged(with: data)
        guard merged.readings.count != self.data.readings.count || merged.doses.count != self.data.doses.count else {
            return nil
        }
        return Timeline(data: merged, calendar: calendar)
    }

    /// The index of a `YYYY-MM-DD` day, or a message saying why there is none.
    public func dayIndex(iso text: String) -> Result<Int, DayLookupError> {
        guard let day = calendar.day(iso: text) else { return .failure(.invalidDate(text)) }
        guard let index = days.firstIndex(where: { $0.interval.start == day.interval.start }) else {
            return .failure(.outsideData(text, first: days[0].isoDate, last: days[days.count - 1].isoDate))
        }
        return .success(index)
    }
}

public enum DayLookupError: Error, Equatable, CustomStringConvertible {
    case invalidDate(String)
    case outsideData(String, first: String, last: String)

    public var description: String {
        switch self {
        case .invalidDate(let text): "'\(text)' is not a date (expected YYYY-MM-DD)"
        case let .outsideData(text, first, last): "\(text) is outside the data, which runs from \(first) to \(last)"
        }
    }
}
