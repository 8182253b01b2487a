import Foundation

/// A local date and time as a file writes it, with no zone: what a clock on
/// the wall showed. A `LocalTimeline` places it in the calendar's zone.
struct WallClock: Hashable, Sendable {
    var year: Int
    package var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int = 0

    /// Nil unless every field is in range (February 30th is not a date).
    init?(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0) {
        guard (1...12).contains(month), day >= 1, day <= Self.daysIn(month: month, year: year),
              (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        (self.year, self.month, self.day, self.hour, self.minute, self.second) = (year, month, day, hour, minute, second)
    }

    /// Reads `YYYY-MM-DDThh:mm:ss` (Clarity) and `YYYY-MM-DD hh:mm[:ss]`,
    /// with nothing after them.
    init?(isoLocal text: Substring) {
        guard let clock = ASCIIScanner.scan(text, { scanner -> WallClock? in
            guard let clock = scanner.isoLocal(), scanner.isAtEnd else { return nil }
            return clock
        }) else { return nil }
        self = clock
    }

    /// Seconds since 1970-01-01 00:00 as if this clock were in UTC: a
    /// zone-free number to subtract a zone offset from.
    var secondsAsIfUTC: Int {
        Self.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's
    /// `days_from_civil`), exact for any year without a calendar object.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension WallClock {
    /// A date and a time in two fields, as CareLink and xDrip+ write them:
    /// `2026/10/01` (or `2026-10-01`, `01.10.2026`) and `08:05[:00]`.
    init?(date: String, time: String) {
        guard let clock = ASCIIScanner.scan(date + " " + time, { s -> WallClock? in
            guard let first = s.number(digits: 1...4), let separator = s.take(anyOf: [UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: ".")]),
                  let middle = s.number(digits: 1...2), s.take(separator), let third = s.number(digits: 1...4)
            else { return nil }
            let (year, month, day) = separator == UInt8(ascii: ".") ? (third, middle, first) : (first, middle, third)
            guard year >= 1000, s.take(UInt8(ascii: " ")), let hour = s.number(digits: 1...2), s.take(UInt8(ascii: ":")),
                  let minute = s.number(digits: 2...2)
            else { return nil }
            var second = 0
            if s.take(UInt8(ascii: ":")) {
                guard let value = s.number(digits: 2...2) else { return nil }
                second = value
            }
            guard s.isAtEnd else { return nil }
            return WallClock(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        }) else { return nil }
        self = clock
    }
}

extension ASCIIScanner {
    /// `YYYY-MM-DD` then `T` or spaces then `hh:mm[:ss]`.
    mutating func isoLocal() -> WallClock? {
        guard let year = number(digits: 4...4), take(UInt8(ascii: "-")),
              let month = number(digits: 2...2), take(UInt8(ascii: "-")),
              let day = number(digits: 2...2)
        else { return nil }
        if !take(UInt8(ascii: "T")) {
            guard peek == UInt8(ascii: " ") else { return nil }
            skipSpaces()
        }
        guard let hour = number(digits: 2...2), take(UInt8(ascii: ":")),
              let minute = number(digits: 2...2)
        else { return nil }
        var second = 0
        if take(UInt8(ascii: ":")) {
            guard let s = number(digits: 2...2) else { return nil }
            second = s
        }
        return WallClock(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }
}
