import DayBandsRecords
import Foundation

/// Places a file's local wall-clock times, taken in the file's order, on the
/// time line of the calendar's zone.
///
/// A fall-back day shows its repeated hour twice. A time in that hour that
/// goes back from the previous one is the hour's second occurrence, so every
/// reading is kept and in order. A time in a spring-forward gap (02:30 on a
/// day New York goes from 02:00 to 03:00) never existed: it is not placed
/// (nil), and the readers skip and count its row, rather than move it an
/// hour on, after readings really taken then.
struct LocalTimeline {
    let calendar: DayCalendar
    private var previous: Date?
    // Converting through `Calendar` costs microseconds; a year of 5-minute
    // rows has only 8,760 distinct hours, so each hour's start is cached.
    private var cachedHour = Int.min
    private var cachedHourStart = Date.distantPast

    init(calendar: DayCalendar) { self.calendar = calendar }

    /// The instant of the next time in the file.
    mutating func place(_ clock: WallClock) -> Date? {
        guard var instant = firstInstant(of: clock) else { return nil }
        if let previous, instant < previous, let later = laterOccurrence(of: instant), later >= previous {
            instant = later
        }
        previous = instant
        return instant
    }

    /// The instant of a row's time, or nil with the row skipped and the
    /// reason said: a local time in a spring-forward gap, or one no reading
    /// can have (`Plausible`).
    mutating func place(_ clock: WallClock, line: Int, skipped: inout SkippedRows) -> Date? {
        guard let time = place(clock) else {
            skipped.skip(line: line, "the local time does not exist in \(calendar.timeZone.identifier)")
            return nil
        }
        if let problem = Plausible.problem(time: time) {
            skipped.skip(line: line, problem)
            return nil
        }
        return time
    }

    /// The earlier instant the clock shows this time at.
    private mutating func firstInstant(of clock: WallClock) -> Date? {
        let local = clock.secondsAsIfUTC
        let hour = local.floorDivided(by: 3600)
        let intoHour = Double(local - hour * 3600)
        if hour == cachedHour { return cachedHourStart.addingTimeInterval(intoHour) }
        let zone = calendar.timeZone
        guard let start = calendar.instant(year: clock.year, month: clock.month, day: clock.day, hour: clock.hour, minute: 0) else {
            return nil
        }
        // Cache only an hour the zone keeps whole: it starts at its own wall-clock
        // time (not inside a gap) and has one offset throughout.
        let offset = zone.secondsFromGMT(for: start)
        let wholeHour = Int(start.timeIntervalSince1970) + offset == hour * 3600
            && zone.secondsFromGMT(for: start.addingTimeInterval(3599)) == offset
        guard wholeHour else {
            let instant = calendar.instant(year: clock.year, month: clock.month, day: clock.day,
                                           hour: clock.hour, minute: clock.minute, second: clock.second)
            // In a gap the calendar gives a later wall-clock time: this one did not exist.
            guard let instant, calendar.clock(instant) == (clock.hour, clock.minute) else { return nil }
            return instant
        }
        cachedHour = hour
        cachedHourStart = start
        return start.addingTimeInterval(intoHour)
    }

    /// The second instant showing the same wall-clock time as `first`, when
    /// `first` lies in an hour that a fall-back change repeats.
    private func laterOccurrence(of first: Date) -> Date? {
        let zone = calendar.timeZone
        guard let change = zone.nextDaylightSavingTimeTransition(after: first),
              change.timeIntervalSince(first) < 3 * 3600
        else { return nil }
        let shift = zone.secondsFromGMT(for: first) - zone.secondsFromGMT(for: change)
        guard shift > 0 else { return nil }
        let later = first.addingTimeInterval(Double(shift))
        return later >= change ? later : nil
    }
}

extension Int {
    /// Division rounding toward negative infinity (times before 1970 too).
    package func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor < 0) ? quotient - 1 : quotient
    }
}
