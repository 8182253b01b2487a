import DayBandsLive
import DayBandsRecords
import Foundation

/// The viewer's reads: the effects a `ViewerModel` asks for, performed on a
/// `DayStore` (data in memory or the archive), each read's result returned
/// as a message (`perform`); `send` is the run loop's step, a message applied
/// and its effects run until the model asks nothing more. The paging itself
/// is the model's `PagePlan`. The last few strip reads are kept, so a page
/// turn to a page the strip ran ahead into takes that read rather than
/// reading it again.
public final class DayPages {
    /// The longest page the viewer holds: 90 days (a clinic's quarter) are
    /// 25,920 readings at 5 minutes, 129,600 at 1.
    public static let maximumPageDays = 90

    public let store: any DayStore
    public let plan: PagePlan
    /// The most days one jump reads beyond the page before it stops and
    /// says how far it got: a year, 12 page reads of 31 days (figures in docs/PERFORMANCE.md).
    public var searchDays = 366
    /// The last strip reads kept for a page turn, newest last.
    private var reads: [(interval: DateInterval, data: GlucoseData)] = []
    static let keptReads = 4

    /// The pages of a store, the first one chosen by `window` (its last days
    /// by default, or those from its `day`), at most `longestPage` days long;
    /// nil when the store has no readings.
    public init?(store: any DayStore, calendar: DayCalendar, window: DayWindow,
                 defaultDays: Int?, longestPage: Int? = nil) throws(PageError) {
        let span: DateInterval?
        do { span = try store.span() } catch { throw PageError(problem: "\(error)") }
        guard let span else { return nil }
        plan = try PagePlan(span: span, calendar: calendar, window: window, defaultDays: defaultDays,
                            longestPage: longestPage)
        self.store = store
    }

    /// Reads what a new model's screen lacks (the loop's history of its
    /// days, its strip's days on screen), as after any message.
    public func settle(_ model: inout ViewerModel) {
        let history = model.loopHistoryWanted
        _ = run(history.isEmpty ? model.wanted : history, on: &model)
    }

    /// The timeline of some days, with their data read from the store (and
    /// the day either side, with the margins their curves join across, `PagePlan.readInterval`).
    public func timeline(of range: ClosedRange<Int>, browsableDayCount: Int? = nil) throws(PageError) -> Timeline {
        let days = plan.days
        let interval = plan.readInterval(of: range)
        do {
            // The strip may have read this page already, running ahead of the cursor.
            let data = try takeRead(interval) ?? store.data(in: interval)
            return Timeline(data: data, calendar: plan.calendar, days: Array(days[range]), dayOffset: range.lowerBound,
                            browsableDayCount: browsableDayCount ?? days.count,
                            dayBefore: range.lowerBound > 0 ? days[range.lowerBound - 1] : nil)
        } catch {
            throw PageError(problem: "\(error)")
        }
    }

    /// Where the readings end when days of doses alone follow them (a
    /// pump's records run on after the sensor's): the last of the plan's
    /// days with a reading, or nil when the readings reach the last day (or
    /// there are none). Found by halving: the store is asked whether a
    /// reading lies from a day to the end, never for the readings.
    public func readingsEnd() throws -> Int? {
        let days = plan.days
        let end = days[days.count - 1].interval.end
        func anyFrom(_ index: Int) throws -> Bool {
            try store.hasReadings(in: DateInterval(start: days[index].interval.start, end: end))
        }
        // The last day with readings first: one lookup in the common case.
        guard try !anyFrom(days.count - 1), try anyFrom(0) else { return nil }
        var low = 0, high = days.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if try anyFrom(middle) { low = middle } else { high = middle - 1 }
        }
        return low < days.count - 1 ? low : nil
    }

    /// Applies a message to the model, then performs what it asks, each
    /// result applied in turn, until it asks nothing more; returns the
    /// alarms, which are the terminal's.
    @discardableResult
    public func send(_ message: ViewerMessage, to model: inout ViewerModel) -> [LiveAlarm] {
        run(model.update(message), on: &model)
    }

    private func run(_ effects: [ViewerEffect], on model: inout ViewerModel) -> [LiveAlarm] {
        var pending = effects
        var alarms: [LiveAlarm] = []
        while !pending.isEmpty {
            let effect = pending.removeFirst()
            if case .alarm(let alarm) = effect {
                alarms.append(alarm)
            } else if let result = perform(effect) {
                pending += model.update(result)
            }
        }
        return alarms
    }

    /// Performs one read; its result as the message that brings it back
    /// (nil for an alarm, which reads nothing).
    public func perform(_ effect: ViewerEffect) -> ViewerMessage? {
        switch effect {
        case .alarm:
            return nil
        case .readPage(let read):
            return .pageRead(read, Result { () throws(PageError) in try page(read) })
        case .readStrip(let read):
            do {
                let data = try store.data(in: read.interval)
                if read.keep {
                    reads.append((read.interval, data))
                    if reads.count > Self.keptReads { reads.removeFirst() }
                }
                return .stripRead(read, .success(data))
            } catch {
                return .stripRead(read, .failure(PageError(problem: "\(error)")))
            }
        case .searchJump(let request):
            return .jumpSearched(request, searchBeyond(request.target, forward: request.forward, from: request.from))
        case .readYear(.outline):
            do {
                return .yearRead(.outline(.success(try YearSummaries(store: store, calendar: plan.calendar))))
            } catch {
                return .yearRead(.outline(.failure(PageError(problem: "\(error)"))))
            }
        case .readYear(.months(let months, let span)):
            let read = YearSummaries.read(months, within: span, calendar: plan.calendar, from: store)
            return .yearRead(.months(read.figures, failure: read.failure))
        case .readPatterns(let days, let fed):
            return .patternsRead(PatternsRead(days: days, found: Result { () throws(PageError) in
                do { return try patterns(of: days, fed: fed) } catch { throw PageError(problem: "\(error)") }
            }))
        case .readLoopHistory(let interval):
            // From a moment's freshness before: the first hour may take the day before's last.
            let read = DateInterval(start: interval.start.addingTimeInterval(-LoopHistory.freshFor), end: interval.end)
            return .loopHistoryRead(interval, Result { () throws(PageError) in
                do { return try store.loopMoments(in: read) } catch { throw PageError(problem: "\(error)") }
            })
        }
    }

    /// The `patterns` command's path: the store's day summaries, the
    /// archive's or the file's. With readings a live feed brought to the
    /// days (the store holds what was read at the start), from the days'
    /// readings and the feed's, a day either side for the summaries' margins
    /// and the hours after the last meals.
    private func patterns(of days: [LocalDay], fed: GlucoseData?) throws -> Patterns {
        guard let fed, let first = days.first, let last = days.last else { return try Patterns(of: days, in: plan.calendar, store: store) }
        let reach = DateInterval(start: first.interval.start.addingTimeInterval(-86_400), end: last.interval.end.addingTimeInterval(86_400))
        return try Patterns(of: days, in: plan.calendar, store: try store.data(in: reach).merged(with: fed))
    }

    /// A page, holding the pin's day when it is on another page.
    private func page(_ read: PageRead) throws(PageError) -> Timeline {
        let next = try timeline(of: read.days, browsableDayCount: read.browsableDayCount)
        guard let pinDay = read.pinDay else { return next }
        let day = try timeline(of: pinDay.number...pinDay.number)
        return next.holding(PinnedDay(index: pinDay.number - read.days.lowerBound, day: day.days[0], data: day.data))
    }

    /// The data a strip read already holds for `interval`, taken (so it is held once), or nil.
    private func takeRead(_ interval: DateInterval) -> GlucoseData? {
        guard let index = reads.firstIndex(where: { $0.interval == interval }) else { return nil }
        return reads.remove(at: index).data
    }
}
