import DayBandsImport
import DayBandsRecords
import Foundation

/// One of `Publisher/ReadPublisherLatestGlucoseValues`' items:
/// `{"WT": "Date(1691455258000)", "ST": ..., "DT": "Date(1691455258000-0400)",
/// "Value": 120, "Trend": "Flat"}`. The milliseconds are the instant since
/// 1970 UTC in each; `DT`'s offset only says the phone's zone.
enum DexcomShareValue {
    static func reading(_ item: [String: Any]) -> GlucoseReading? {
        guard let stamp = (item["WT"] ?? item["DT"]) as? String, let time = date(stamp)?.instant,
              let mgdl = (item["Value"] as? NSNumber)?.doubleValue, Plausible.problem(time: time, mgdl: mgdl) == nil
        else { return nil }
        return GlucoseReading(time: time, mgdl: mgdl, trend: trend(item["Trend"]))
    }

    /// `Date(ms)`, `Date(ms+hhmm)` or `Date(ms-hhmm)` (with or without the
    /// `/` around it that .NET writes): the instant and the offset in
    /// seconds, nil when none is written.
    static func date(_ text: String) -> (instant: Date, offset: Int?)? {
        let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        guard trimmed.hasPrefix("Date("), trimmed.hasSuffix(")") else { return nil }
        let inner = trimmed.dropFirst(5).dropLast()
        let digits = inner.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 15, let ms = Int64(digits) else { return nil }
        let rest = inner.dropFirst(digits.count)
        let instant = Date(epochMilliseconds: Double(ms))
        guard !rest.isEmpty else { return (instant, nil) }
        guard rest.count == 5, let sign = rest.first, sign == "+" || sign == "-",
              rest.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
              let hours = Int(rest.dropFirst().prefix(2)), let minutes = Int(rest.suffix(2)), hours <= 14, minutes < 60
        else { return nil }
        return (instant, (sign == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60))
    }

    /// Share's trend words (or their old numbers, 1 DoubleUp to 7
    /// DoubleDown); `None`, `NotComputable` and `RateOutOfRange` are no trend.
    static func trend(_ value: Any?) -> Trend? {
        let words: [Trend] = [.doubleUp, .singleUp, .fortyFiveUp, .flat, .fortyFiveDown, .singleDown, .doubleDown]
        if let number = (value as? NSNumber)?.intValue { return (1...7).contains(number) ? words[number - 1] : nil }
        guard let word = value as? String else { return nil }
        return words.first { $0.rawValue == word }
    }
}
