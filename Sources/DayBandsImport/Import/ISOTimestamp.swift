import Foundation

/// An ISO 8601 / RFC 3339 timestamp with a zone, as Nightscout writes
/// `created_at` and `dateString`: `2026-10-01T08:05:00Z`,
/// `2026-10-01T08:05:00.123Z`, `2026-10-01T10:05:00+02:00` (or `+0200`).
package enum ISOTimestamp {
    /// The instant, or nil when the text is not such a timestamp (a local
    /// time without a zone is not: it needs a calendar to mean anything).
    package static func instant(_ text: Substring) -> Date? { ASCIIScanner.scan(text, instant(scanning:)) }

    package static func instant(_ text: String) -> Date? { instant(Substring(text)) }

    /// The same from bytes (a CSV row's field).
    package static func instant(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? { ASCIIScanner.scan(bytes, instant(scanning:)) }

    private static func instant(scanning scanner: inout ASCIIScanner) -> Date? {
        guard let clock = scanner.isoLocal() else { return nil }
        var fraction = 0.0
        if scanner.take(UInt8(ascii: ".")) || scanner.take(UInt8(ascii: ",")) {
            var scale = 0.1
            let start = scanner.position
            while let byte = scanner.peek, byte >= 48, byte <= 57 {
                fraction += Double(byte - 48) * scale
                scale /= 10
                _ = scanner.take(byte)
            }
            guard scanner.position > start else { return nil }
        }
        scanner.skipSpaces()
        guard let offset = scanner.zoneOffset(), scanner.isAtEnd else { return nil }
        return Date(timeIntervalSince1970: Double(clock.secondsAsIfUTC - offset) + fraction)
    }
}

extension ASCIIScanner {
    /// `Z`, `+hh:mm`, `+hhmm` or `+hh`, as seconds east of UTC.
    mutating func zoneOffset() -> Int? {
        if take(UInt8(ascii: "Z")) || take(UInt8(ascii: "z")) { return 0 }
        guard let sign = take(anyOf: [UInt8(ascii: "+"), UInt8(ascii: "-")]),
              let hours = number(digits: 2...2), hours <= 23
        else { return nil }
        var minutes = 0
        if !isAtEnd {
            _ = take(UInt8(ascii: ":"))
            guard let m = number(digits: 2...2), m <= 59 else { return nil }
            minutes = m
        }
        let seconds = hours * 3600 + minutes * 60
        return sign == UInt8(ascii: "+") ? seconds : -seconds
    }
}
