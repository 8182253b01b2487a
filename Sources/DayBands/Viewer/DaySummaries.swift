import Foundation

/// The overview strip's class (`DayQuality`) of every day that may be
/// browsed, kept once known: a page's days from the readings read for it
/// (`keep`), the strip's other days read from the store when it first shows
/// them (`quality(of:)`), at most `chunk` days per read, their readings
/// dropped once classed. So the strip shows the days around the cursor on
/// any page, and what is kept beyond the page is one small value a day (ten
/// years: 3,650), never readings. A day's class is the same code on the same
/// readings either way (`DayQuality(of:in:)`).
public final class DaySummaries {
    public let store: any DayStore
    /// The days that may be browsed (`DayPages.days`, or a window's); a live
    /// feed's new days are added at the end.
    public private(set) var days: [LocalDay]
    private var known: [DayQuality?]
    /// The most days one read holds: bounds what a read brings into memory.
    let chunk: Int
    /// Why the store could not give some days (shown as unknown on the strip).
    public private(set) var failure: String?

    public init(store: any DayStore, days: [LocalDay], chunk: Int = DayWindow.defaultDays) {
        self.store = store
        self.days = days
        self.chunk = max(1, chunk)
        known = Array(repeating: nil, count: days.count)
    }

    /// The summaries of a timeline that holds all its days (a file or the sample read whole).
    public convenience init(whole timeline: Timeline) {
        self.init(store: timeline.data, days: timeline.days)
        keep(timeline)
    }

    /// Classes a timeline's days from the data read for them (a page, or a
    /// page a live feed grew); days past the last known are added.
    public func keep(_ timeline: Timeline) {
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

    /// The classes of some days (indices of `days`), reading those not yet
    /// known; nil for a day the store could not give (`failure` says why).
    public func quality(of range: Range<Int>) -> [DayQuality?] {
        let range = range.clamped(to: 0..<days.count)
        for index in range where known[index] == nil && failure == nil {
            read(around: index)
        }
        return Array(known[range])
    }

    /// Reads the unknown days next to `index`, `chunk` at most, in one query.
    private func read(around index: Int) {
        var lower = index, upper = index + 1
        while upper < days.count, known[upper] == nil, upper - lower < chunk { upper += 1 }
        while lower > 0, known[lower - 1] == nil, upper - lower < chunk { lower -= 1 }
        let interval = DateInterval(start: days[lower].interval.start, end: days[upper - 1].interval.end)
        do {
            let data = try store.data(in: interval)
            for day in lower..<upper {
                known[day] = DayQuality(of: days[day], in: data)
            }
        } catch {
            failure = "\(error)"
        }
    }
}
