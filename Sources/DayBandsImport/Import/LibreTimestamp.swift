import DayBandsRecords
/// A LibreView `Device Timestamp` as written: three numbers of a date in the
/// account's order (`04-15-2026`, `15-04-2026`, `2026-04-15`; `-`, `/` or `.`
/// between them), then `hh:mm` with an optional `AM`/`PM`.
struct LibreTimestamp {
    let text: String
    private var parts: (Int, Int, Int)
    private var yearFirst: Bool
    private var hour: Int
    private var minute: Int
    /// AM or PM on a 12-hour clock; nil on a 24-hour one.
    private var meridiem: Meridiem?

    private enum Meridiem { case am, pm }

    init?(_ text: String) {
        guard let parsed = ASCIIScanner.scan(text, { scanner in Self(text: text, scanner: &scanner) }) else { return nil }
        self = parsed
    }

    private init?(text: String, scanner s: inout ASCIIScanner) {
        self.text = text
        s.skipSpaces()
        let start = s.position
        guard let first = s.number(digits: 1...4) else { return nil }
        yearFirst = s.position - start == 4
        guard let separator = s.take(anyOf: [UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: ".")]),
              let second = s.number(digits: 1...2), s.take(separator),
              let third = s.number(digits: yearFirst ? 1...2 : 4...4)
        else { return nil }
        parts = (first, second, third)
        s.skipSpaces()
        guard let hour = s.number(digits: 1...2), s.take(UInt8(ascii: ":")), let minute = s.number(digits: 2...2) else { return nil }
        (self.hour, self.minute) = (hour, minute)
        if s.take(UInt8(ascii: ":")), s.number(digits: 2...2) == nil { return nil }  // seconds, unused
        s.skipSpaces()
        if s.take(caseInsensitive: "AM") {
            meridiem = .am
        } else if s.take(caseInsensitive: "PM") {
            meridiem = .pm
        }
        s.skipSpaces()
        guard s.isAtEnd else { return nil }
    }

    /// The wall-clock time in a date order, or nil when the text is not a
    /// valid date and time in that order.
    func clock(_ order: DateOrder) -> WallClock? {
        let (year, month, day): (Int, Int, Int)
        switch order {
        case .yearFirst: guard yearFirst else { return nil }; (year, month, day) = parts
        case .monthFirst: guard !yearFirst else { return nil }; (month, day, year) = parts
        case .dayFirst: guard !yearFirst else { return nil }; (day, month, year) = parts
        }
        var hour24 = hour
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            hour24 = hour % 12 + (meridiem == .pm ? 12 : 0)
        }
        return WallClock(year: year, month: month, day: day, hour: hour24, minute: minute)
    }

    /// The date order all of a file's timestamps fit. A first number above 12
    /// means day first, a second above 12 month first; with neither, only a
    /// 12-hour clock tells (LibreView's month-first format is the one with
    /// AM/PM), and otherwise the file is ambiguous: an error, not a guess.
    static func order(of stamps: [(line: Int, stamp: LibreTimestamp)], source: String) throws -> DateOrder {
        guard let first = stamps.first else { return .yearFirst }
        if first.stamp.yearFirst { return .yearFirst }
        let dayFirst = stamps.first { !$0.stamp.yearFirst && $0.stamp.parts.0 > 12 }
        let monthFirst = stamps.first { !$0.stamp.yearFirst && $0.stamp.parts.1 > 12 }
        switch (dayFirst, monthFirst) {
        case let (day?, month?):
            throw DataError(source: source, line: month.line, message:
                "Device Timestamp dates disagree: \(PrintableText.quoted(day.stamp.text)) (line \(day.line)) is day-first but \(PrintableText.quoted(month.stamp.text)) is month-first")
        case (_?, nil): return .dayFirst
        case (nil, _?): return .monthFirst
        case (nil, nil):
            if stamps.contains(where: { $0.stamp.meridiem != nil }) { return .monthFirst }
            throw DataError(source: source, line: first.line, message:
                "cannot tell whether Device Timestamp dates such as \(PrintableText.quoted(first.stamp.text)) are month-first or day-first (no number above 12, 24-hour times); give the date format (month-first or day-first)")
        }
    }
}
