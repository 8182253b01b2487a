import DayBandsRecords
import Foundation

/// Records dated after now (beyond a small allowance), as a device whose
/// clock runs fast or a typo leaves them: set apart from the data a file or
/// a site gives, so they never move the follow poll's window nor add days
/// to the timeline (the viewer opening on 2099), and said in a warning so
/// they are not dropped silently. One rule for readings, doses, carbs and
/// device statuses.
public struct FutureRecords {
    /// Clocks of phones, pumps and servers disagree by a few minutes.
    package static let allowance: TimeInterval = 10 * 60

    /// The data up to the allowance.
    package let kept: GlucoseData
    /// Readings, doses and carb entries after it.
    package let readings: [GlucoseReading]
    package let doses: [InsulinDose]
    package let carbs: [CarbEntry]
    let limit: Date

    /// The latest instant a record read at `now` may carry.
    package static func limit(now: Date) -> Date { now.addingTimeInterval(allowance) }

    package init(_ data: GlucoseData, now: Date) {
        let limit = Self.limit(now: now)
        self.limit = limit
        readings = data.readings.filter { $0.time > limit }
        doses = data.doses.filter { $0.time > limit }
        carbs = data.carbs.filter { $0.time > limit }
        kept = readings.isEmpty && doses.isEmpty && carbs.isEmpty ? data
            : GlucoseData(readings: data.readings.filter { $0.time <= limit },
                          doses: data.doses.filter { $0.time <= limit }, carbs: data.carbs.filter { $0.time <= limit },
                          series: data.series, therapy: data.therapy)
    }

    /// `1 dose dated more than 10 min in the future set aside from SOURCE,
    /// at 2099-06-01T08:00:00Z (...)`: what each record is and the first
    /// one's time; nil when none is set aside.
    package func warning(source: String) -> String? {
        Self.warning([Kind(one: "reading", many: "readings", times: readings.map(\.time)),
                      Kind(one: "dose", many: "doses", times: doses.map(\.time)),
                      Kind(one: "carb entry", many: "carb entries", times: carbs.map(\.time))], source: source)
    }

    /// The status line's form: `2 readings set aside: dated in the future`.
    package static func brief(readings count: Int) -> String {
        "\(count == 1 ? "1 reading" : "\(count) readings") set aside: dated in the future"
    }

    /// `1 device status set aside: dated in the future`.
    package static func brief(deviceStatuses count: Int) -> String {
        "\(count == 1 ? "1 device status" : "\(count) device statuses") set aside: dated in the future"
    }

    /// The warning for readings at `times`, after the allowance.
    package static func warning(readings times: [Date], source: String) -> String? {
        warning([Kind(one: "reading", many: "readings", times: times)], source: source)
    }

    /// The warning for device statuses at `times`, after the allowance: a
    /// phone whose clock runs a day ahead would otherwise say the loop ran
    /// "just now", over the real statuses, for a day.
    public static func warning(deviceStatuses times: [Date], source: String) -> String? {
        warning([Kind(one: "device status", many: "device statuses", times: times)], source: source)
    }

    /// Records of one kind set aside, and their times.
    private struct Kind {
        var one: String
        var many: String
        var times: [Date]
    }

    private static func warning(_ kinds: [Kind], source: String) -> String? {
        let held = kinds.filter { !$0.times.isEmpty }
        let times = held.flatMap(\.times)
        guard let first = times.min() else { return nil }
        let what = held.map { "\($0.times.count) \($0.times.count == 1 ? $0.one : $0.many)" }.joined(separator: " and ")
        return "\(what) dated more than \(Int(allowance / 60)) min in the future set aside from \(source), "
            + "\(times.count == 1 ? "at" : "the first at") \(first.ISO8601Format()) (is a device's clock wrong?)"
    }
}
