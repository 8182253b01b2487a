import Foundation

/// A Nightscout `dateString` as uploaders write it: ISO 8601 with a zone,
/// Java's `Date.toString()` (`Thu Apr 05 16:54:08 CEST 2018`, older Android
/// uploaders) or JavaScript's (`Thu Apr 05 2018 16:54:08 GMT+0200 (CEST)`).
/// Only read when a record has no `date`.
enum NightscoutDateString {
    /// The instant, or nil when the text is none of these forms or names a
    /// zone abbreviation that means several offsets (`CST`, `IST`).
    static func instant(_ text: String) -> Date? {
        if let instant = ISOTimestamp.instant(text) { return instant }
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count >= 6, let month = months.firstIndex(of: String(words[1])) else { return nil }
        // Java: weekday month day time zone year; JavaScript: weekday month day year time GMT±hhmm (name).
        let javaForm = words[3].contains(":")
        let (timeWord, yearWord, zoneWord) = javaForm ? (words[3], words[5], words[4]) : (words[4], words[3], words[5])
        guard let day = Int(words[2]), let year = Int(yearWord), yearWord.count == 4,
              let clock = ASCIIScanner.scan(timeWord, { scanner -> WallClock? in
                  guard let hour = scanner.number(digits: 2...2), scanner.take(UInt8(ascii: ":")),
                        let minute = scanner.number(digits: 2...2), scanner.take(UInt8(ascii: ":")),
                        let second = scanner.number(digits: 2...2), scanner.isAtEnd
                  else { return nil }
                  return WallClock(year: year, month: month + 1, day: day, hour: hour, minute: minute, second: second)
              }),
              let offset = offset(of: zoneWord)
        else { return nil }
        return Date(timeIntervalSince1970: Double(clock.secondsAsIfUTC - offset))
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Seconds east of UTC for `GMT+02:00`, `GMT+0200`, `UTC` or an
    /// abbreviation with one meaning.
    private static func offset(of zone: Substring) -> Int? {
        if let hours = abbreviations[String(zone)] { return Int(hours * 3600) }
        guard zone.hasPrefix("GMT") || zone.hasPrefix("UTC") else { return nil }
        return ASCIIScanner.scan(zone.dropFirst(3)) { scanner -> Int? in
            guard let offset = scanner.zoneOffset(), scanner.isAtEnd else { return nil }
            return offset
        }
    }

    /// Hours east of UTC. `CST` (US Central or China), `IST` (India, Ireland
    /// or Israel) and other abbreviations with several meanings are left out:
    /// a record with only such a time is skipped and said, not guessed.
    private static let abbreviations: [String: Double] = [
        "UTC": 0, "GMT": 0, "WET": 0, "WEST": 1, "BST": 1, "CET": 1, "CEST": 2, "EET": 2, "EEST": 3, "MSK": 3,
        "EST": -5, "EDT": -4, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8, "PDT": -7,
        "AKST": -9, "AKDT": -8, "HST": -10, "JST": 9, "KST": 9,
        "AWST": 8, "ACST": 9.5, "ACDT": 10.5, "AEST": 10, "AEDT": 11, "NZST": 12, "NZDT": 13,
    ]
}
