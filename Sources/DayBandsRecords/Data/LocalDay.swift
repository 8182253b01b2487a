import Foundation

/// A calendar day in one time zone: the instants from its local midnight to the
/// next, which is 23, 24 or 25 hours around daylight-saving changes.
public struct LocalDay: Hashable, Sendable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var interval: DateInterval

    package init(year: Int, month: Int, day: Int, interval: DateInterval) {
        self.year = year
        self.month = month
        self.day = day
        self.interval = interval
    }

    /// Whole hours from local midnight to the next (23, 24 or 25).
    public var hourCount: Int { Int((interval.duration / 3600).rounded()) }

    /// Whether `instant` is of this day: from its midnight up to, not
    /// including, the next (`DateInterval.contains` takes the end too).
    public func holds(_ instant: Date) -> Bool { interval.start <= instant && instant < interval.end }

    /// "1 day", "7 days": how headers count a window of days.
    public static func countText(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }

    /// `YYYY-MM-DD` (`%04d-%02d-%02d`), padded by hand: `String(format:)`
    /// took a sixth of `patterns` over ten years (docs/PERFORMANCE.md).
    public var isoDate: String { Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2) }

    /// `value` in at least `width` characters, zeros after any sign, as `%0Nd` writes it.
    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude), sign = value < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, width - sign.count - digits.count)) + digits
    }

    /// The instant `hour` elapsed hours after local midnight (not wall-clock hour).
    public func instant(atHour hour: Int) -> Date {
        interval.start.addingTimeInterval(Double(hour) * 3600)
    }
}

/// The local calendar of one time zone: which day an instant falls on, the
/// contiguous run of days a data set covers, and how its clock is written.
/// Two are the same when their zone and clock are (the rest follows from them).
public struct DayCalendar: Hashable, Sendable {
    public let timeZone: TimeZone
    /// 12- or 24-hour, for every time of day shown (`--clock`).
    public let clockFormat: ClockFormat
    private let calendar: Calendar

    public init(timeZone: TimeZone, clockFormat: ClockFormat = .twentyFourHour) {
        self.timeZone = timeZone
        self.clockFormat = clockFormat
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    public static func == (a: DayCalendar, b: DayCalendar) -> Bool {
        a.timeZone == b.timeZone && a.clockFormat == b.clockFormat
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(timeZone)
        hasher.combine(clockFormat)
    }

    public func day(containing instant: Date) -> LocalDay {
        let start = calendar.startOfDay(for: instant)
        return makeDay(startingAt: start)
    }

    /// The day with this date, or nil for an impossible date.
    public func day(year: Int, month: Int, day: Int) -> LocalDay? {
        let components = DateComponents(year: year, month: month, day: day, hour: 12)
        guard let noon = calendar.date(from: components) else { return nil }
        let found = self.day(containing: noon)
        guard found.year == year, found.month == month, found.day == day else { return nil }
        return found
    }

    /// Parses `YYYY-MM-DD`.
    public func day(iso text: String) -> LocalDay? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        return day(year: y, month: m, day: d)
    }

    /// The instants of a `YYYY-MM-DD` date in this zone: its day's, or for a
    /// date the zone's clocks skipped whole (2011-12-30 in Pacific/Apia,
    /// which went from the 29th to the 31st) none, at the instant they
    /// jumped; nil for no date at all.
    public func interval(iso text: String) -> DateInterval? {
        if let day = day(iso: text) { return day.interval }
        guard skipped(iso: text) else { return nil }
        let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)
        let before = utc.day(iso: text)!.interval.start.addingTimeInterval(-43_200)
        let parts = Calendar(identifier: .gregorian).dateComponents(in: utc.timeZone, from: before)
        return day(year: parts.year!, month: parts.month!, day: parts.day!).map { DateInterval(start: $0.interval.end, duration: 0) }
    }

    /// Whether `YYYY-MM-DD` is a date that this zone's clocks skipped whole.
    public func skipped(iso text: String) -> Bool {
        day(iso: text) == nil && DayCalendar(timeZone: TimeZone(identifier: "UTC")!).day(iso: text) != nil
    }

    public func day(after day: LocalDay) -> LocalDay {
        makeDay(startingAt: day.interval.end)
    }

    /// The `count` days that end where `day` starts, in order: the period
    /// before one of the same length (`stats --compare`).
    public func days(_ count: Int, before day: LocalDay) -> [LocalDay] {
        var days: [LocalDay] = []
        var current = day
        while days.count < count {
            current = self.day(containing: current.interval.start.addingTimeInterval(-1))
            days.append(current)
        }
        return days.reversed()
    }

    /// Every day from the first instant's day to the last's, gaps included.
    public func days(from first: Date, through last: Date) -> [LocalDay] {
        var days = [day(containing: first)]
        while let current = days.last, current.interval.end <= last {
            days.append(day(after: current))
        }
        return days
    }

    /// Local wall-clock hour and minute of an instant. Arithmetic on the zone's
    /// offset at that instant: callouts ask on every cursor step, and calendar
    /// components cost ten times as much.
    public func clock(_ instant: Date) -> (hour: Int, minute: Int) {
        let local = Int(instant.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: instant)
        let secondOfDay = (local % 86_400 + 86_400) % 86_400
        return (secondOfDay / 3600, secondOfDay % 3600 / 60)
    }

    /// Local time as the clock format writes it: `15:05` or `3:05pm`.
    public func clockText(_ instant: Date) -> String {
        let c = clock(instant)
        return clockFormat.text(hour: c.hour, minute: c.minute)
    }

    /// Short weekday name (`Mon`), in English so screens are the same everywhere.
    public func weekday(of day: LocalDay) -> String {
        let index = calendar.component(.weekday, from: day.interval.start)
        return ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][(index - 1) % 7]
    }

    /// The instant on `day` whose local clock time is that of `instant` on
    /// `other` (`DayOverlay` says what happens to the hours a daylight-saving
    /// change skips or repeats: a skipped clock time goes to the instant the
    /// clock jumps, a repeated one to its first pass). An instant before or
    /// after `other` keeps its distance from that day's start or end.
    public func aligned(_ instant: Date, from other: LocalDay, onto day: LocalDay) -> Date {
        if instant < other.interval.start {
            return day.interval.start.addingTimeInterval(instant.timeIntervalSince(other.interval.start))
        }
        if instant >= other.interval.end {
            return day.interval.end.addingTimeInterval(instant.timeIntervalSince(other.interval.end))
        }
        func wall(_ instant: Date) -> Double { instant.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: instant)) }
        let target = wall(day.interval.start) + wall(instant) - wall(other.interval.start)
        // The clock time is target at one of the day's two offsets, or at neither (skipped).
        let offsets = [day.interval.start, day.interval.end.addingTimeInterval(-1)].map(timeZone.secondsFromGMT(for:))
        let passes = offsets.map { Date(timeIntervalSince1970: target - Double($0)) }.enumerated()
            .filter { timeZone.secondsFromGMT(for: $0.element) == offsets[$0.offset] }.map(\.element)
        return passes.min() ?? timeZone.nextDaylightSavingTimeTransition(after: day.interval.start)
            ?? Date(timeIntervalSince1970: target - Double(offsets[0]))
    }

    /// `Tue 13 Oct`: the weekday, day and month, in English as `weekday`.
    public func dayText(_ day: LocalDay) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(weekday(of: day)) \(day.day) \(months[clamp(day.month - 1, 0, 11)])"
    }

    /// The instant of a local wall-clock time; in a fall-back hour the first,
    /// in a spring-forward gap the next valid time.
    public func instant(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0) -> Date? {
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return calendar.date(from: components)
    }

    private func makeDay(startingAt start: Date) -> LocalDay {
        let c = calendar.dateComponents([.year, .month, .day], from: start)
        let next = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
        let end = calendar.startOfDay(for: next)
        return LocalDay(year: c.year ?? 0, month: c.month ?? 0, day: c.day ?? 0,
                        interval: DateInterval(start: start, end: end))
    }
}

extension Array where Element == LocalDay {
    /// From the first day's start to the last one's end (the days are
    /// consecutive); nil without days.
    public var interval: DateInterval? {
        first.map { DateInterval(start: $0.interval.start, end: self[count - 1].interval.end) }
    }
}
