import Foundation

/// The wait an HTTP 429 answer asks for in its `Retry-After` header: whole
/// seconds (`120`) or an HTTP date (`Wed, 21 Oct 2026 07:28:00 GMT`, the
/// IMF-fixdate form RFC 9110 requires senders to use). A date in the past
/// is no wait; anything else is unreadable (nil).
package enum RetryAfter {
    static func seconds(_ header: String, now: Date) -> TimeInterval? {
        let text = header.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) {
            return Double(text)
        }
        guard let date = httpDate.date(from: text) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    /// A wait in words for messages: `45 s`, `30 min`, `2 h 5 min`.
    package static func words(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds.rounded(.up))
        if whole < 120 { return "\(whole) s" }
        let minutes = (whole + 59) / 60
        if minutes < 120 { return "\(minutes) min" }
        return "\(minutes / 60) h" + (minutes % 60 == 0 ? "" : " \(minutes % 60) min")
    }

    private static let httpDate: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter
    }()
}
