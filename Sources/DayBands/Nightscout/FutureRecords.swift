import Foundation

/// Records dated after now (beyond a small allowance), as a device whose
/// clock runs fast or a typo leaves them: set apart from the data, so they
/// never move the follow poll's window nor add days to the timeline, and
/// said in a warning so they are not dropped silently.
struct FutureRecords {
    /// Clocks of phones, pumps and servers disagree by a few minutes.
    static let allowance: TimeInterval = 10 * 60

    /// The data up to the allowance.
    let kept: GlucoseData
    /// Readings, doses and carb entries after it.
    let readings: [GlucoseReading]
    let doses: [InsulinDose]
    let carbs: [CarbEntry]
    let limit: Date

    init(_ data: GlucoseData, now: Date) {
        let limit = now.addingTimeInterval(Self.allowance)
        self.limit = limit
        readings = data.readings.filter { $0.time > limit }
        doses = data.doses.filter { $0.time > limit }
        carbs = data.carbs.filter { $0.time > limit }
        kept = readings.isEmpty && doses.isEmpty && carbs.isEmpty ? data
            : GlucoseData(readings: data.readings.filter { $0.time <= limit },
                          doses: data.doses.filter { $0.time <= limit }, carbs: data.carbs.filter { $0.time <= limit },
                          series: data.series, therapy: data.therapy)
    }

    /// `3 readings dated in the future set aside from SITE: the first at ...`, or nil.
    func warning(site: String) -> String? {
        Self.warning(readings: readings.map(\.time), others: doses.count + carbs.count, site: site)
    }

    /// The status line's form: `2 readings set aside: dated in the future`.
    static func brief(readings count: Int) -> String {
        "\(count == 1 ? "1 reading" : "\(count) readings") set aside: dated in the future"
    }

    /// The warning for readings at `times` and `others` treatments after the allowance.
    static func warning(readings times: [Date], others: Int, site: String) -> String? {
        let count = times.count + others
        guard count > 0 else { return nil }
        let what = count == 1 ? "1 record" : "\(count) records"
        let first = times.min().map { ", the first reading at \($0.ISO8601Format())" } ?? ""
        return "\(what) dated more than \(Int(allowance / 60)) min in the future set aside from \(site)\(first) (is a device's clock wrong?)"
    }
}
