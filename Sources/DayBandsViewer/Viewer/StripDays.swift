import DayBandsRecords
import Foundation

/// The overview strip's class (`DayQuality`) of every day that may be
/// browsed, kept once known: a page's days from the readings read for it
/// (`keep`), the strip's other days from reads the model asks for as effects
/// (`read(around:)`, `classed`), their readings dropped once classed. So the
/// strip shows the days around the cursor on any page, and what is kept
/// beyond the page is one small value a day (ten years: 3,650), never
/// readings. A day's class is the same code on the same readings either way
/// (`DayQuality(of:in:)`). A value of the `ViewerModel`: it reads nothing.
public struct StripDays: Hashable, Sendable {
    /// The days that may be browsed (`PagePlan.days`, or a timeline's); a
    /// live feed's new days are added at the end.
    public private(set) var days: [LocalDay]
    private var known: [DayQuality?]
    /// Why the store could not give some days (shown as unknown on the strip).
    public private(set) var failure: String?
    /// The pages, whose whole reads the strip asks for (a page turn then
    /// finds its page already read, `DayPages`); nil asks for runs of at most
    /// `chunk` unknown days.
    let plan: PagePlan?
    /// The most days one read holds: bounds what a read brings into memory.
    let chunk: Int

    public init(days: [LocalDay], plan: PagePlan? = nil, chunk: Int = DayWindow.defaultDays) {
        self.days = days
        self.plan = plan
        self.chunk = max(1, chunk)
        known = Array(repeating: nil, count: days.count)
    }

    /// The days of a timeline that holds all its days (a file or the sample read whole), classed.
    public init(whole timeline: Timeline) {
        self.init(days: timeline.days)
        keep(timeline)
    }

    /// The days a page may be browsed among, its own classed: what
    /// `ViewerState.apply` reads when no model gives it the strip.
    init(page timeline: Timeline) {
        let browsable = ViewerState.browsable(in: timeline)
        self.init(days: timeline.calendar.days(from: browsable.lowerBound.interval.start, through: browsable.upperBound.interval.start))
        keep(timeline)
    }

    /// Classes a timeline's days from the data read for them (a page, or a
    /// page a live feed grew); days past the last known are added.
    public mutating func keep(_ timeline: Timeline) {
        for (offset, day) in timeline.days.enumerated() {
            let index = timeline.dayOffset + offset
            guard index <= days.count else { return }
            if index == days.count {
                days.append(day)
                known.append(nil)
            }
            known[index] = DayQuality(of: day, in: timeline.data)
        }
    }

    /// The classes of some days (indices of `days`): nil for a day not yet
    /// read or that the store could not give (`failure` says why).
    public func quality(of range: Range<Int>) -> [DayQuality?] {
        Array(known[range.clamped(to: 0..<days.count)])
    }

    /// The read that classes the first unknown day of `range`, or nil when
    /// they are all known (or a read failed: the strip shows them as `?`).
    func read(for range: Range<Int>) -> StripRead? {
        guard failure == nil,
              let index = range.clamped(to: 0..<days.count).first(where: { known[$0] == nil })
        else { return nil }
        return read(around: index)
    }

    /// The unknown days next to `index` in one read: the page that holds it,
    /// else a run of `chunk` days at most.
    func read(around index: Int) -> StripRead {
        if let plan {
            let page = plan.page(containing: index)
            // The last day's page is not kept: a live feed may still be adding to it.
            return StripRead(days: page.lowerBound..<(page.upperBound + 1), interval: plan.readInterval(of: page),
                             keep: page.upperBound < days.count - 1)
        }
        var lower = index, upper = index + 1
        while upper < days.count, known[upper] == nil, upper - lower < chunk { upper += 1 }
        while lower > 0, known[lower - 1] == nil, upper - lower < chunk { lower -= 1 }
        return StripRead(days: lower..<upper,
                         interval: DateInterval(start: days[lower].interval.start, end: days[upper - 1].interval.end),
                         keep: false)
    }

    /// What a read brought: its unknown days classed, or the failure kept.
    mutating func classed(_ read: StripRead, _ result: Result<GlucoseData, PageError>) {
        switch result {
        case .success(let data):
            for day in read.days where days.indices.contains(day) && known[day] == nil {
                known[day] = DayQuality(of: days[day], in: data)
            }
        case .failure(let error):
            failure = "\(error)"
        }
    }

    /// Where `{`/`}` goes: the nearest day after (or before) `day` with
    /// readings, as the strip classes them (the page's days are classed from its readings).
    func dayWithReadings(after day: BrowsableDay, forward: Bool) -> DayWithReadings {
        var next = forward ? day.number + 1 : day.number - 1
        while days.indices.contains(next) {
            guard let quality = known[next] else {
                if let failure { return .failed(failure) }
                return .unknown(read(around: next))
            }
            if quality != .noReadings { return .found(BrowsableDay(next)) }
            next += forward ? 1 : -1
        }
        return .none
    }

    enum DayWithReadings: Hashable {
        case found(BrowsableDay)
        case none
        /// A day on the way is not classed yet: this read classes it.
        case unknown(StripRead)
        case failed(String)
    }
}
