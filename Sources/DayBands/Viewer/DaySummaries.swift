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
    /// The page that holds a day and the interval its read covers
    /// (`DayPages`): the strip then reads whole pages, and a page turn finds
    /// the page it wants already read (`takeRead`) rather than reading it
    /// again. Nil reads runs of unknown days, `chunk` at most.
    var pageRead: ((Int) -> (days: ClosedRange<Int>, interval: DateInterval))?
    /// The last reads, newest last: at most `keptReads` pages of readings,
    /// the pages the strip runs ahead of the cursor into.
    private var reads: [(interval: DateInterval, data: GlucoseData)] = []
    static let keptReads = 4

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

    /// `{`/`}` beyond the page: the nearest day after (or before) day `index`
    /// that has readings, the days classed as the strip classes them (a page
    /// per read, days known not read again); nil when there is none, or when
    /// a day on the way could not be read (`failure` says why).
    public func dayWithReadings(after index: Int, forward: Bool) -> Int? {
        var next = forward ? index + 1 : index - 1
        while days.indices.contains(next) {
            let run = forward ? next..<min(next + chunk, days.count) : max(next - chunk + 1, 0)..<(next + 1)
            let classed = Array(zip(run, quality(of: run)))
            for (day, quality) in forward ? classed : classed.reversed() {
                guard let quality else { return nil }
                if quality != .noReadings { return day }
            }
            next = forward ? run.upperBound : run.lowerBound - 1
        }
        return nil
    }

    /// The data a read of the strip's already holds for `interval`, taken
    /// (so it is held once), or nil.
    func takeRead(_ interval: DateInterval) -> GlucoseData? {
        guard let index = reads.firstIndex(where: { $0.interval == interval }) else { return nil }
        return reads.remove(at: index).data
    }

    /// Reads the unknown days next to `index` in one query: the page that
    /// holds it (kept for its turn), else a run of `chunk` days at most.
    private func read(around index: Int) {
        var lower = index, upper = index + 1
        let interval: DateInterval
        if let page = pageRead?(index) {
            (lower, upper, interval) = (page.days.lowerBound, page.days.upperBound + 1, page.interval)
        } else {
            while upper < days.count, known[upper] == nil, upper - lower < chunk { upper += 1 }
            while lower > 0, known[lower - 1] == nil, upper - lower < chunk { lower -= 1 }
            interval = DateInterval(start: days[lower].interval.start, end: days[upper - 1].interval.end)
        }
        do {
            let data = try store.data(in: interval)
            for day in lower..<upper where known[day] == nil {
                known[day] = DayQuality(of: days[day], in: data)
            }
            // The last day's page is not kept: a live feed may still be adding to it.
            if pageRead != nil, upper < days.count {
                reads.append((interval, data))
                if reads.count > Self.keptReads { reads.removeFirst() }
            }
        } catch {
            failure = "\(error)"
        }
    }
}
