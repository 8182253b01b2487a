import Foundation

extension DaySummary {
    /// What a store keeps of a day: its summary inside a span (both
    /// neighbours read) and as a span's first day, and whether it differs
    /// as a span's last (a scan beside its device's reading after midnight).
    public struct Kept: Hashable, Sendable {
        public var inside: DaySummary
        public var first: DaySummary
        public var lastDiffers: Bool

        /// `data` holds the day and `DaySummary.margin` of each neighbour.
        public init(day: LocalDay, data: GlucoseData, order: [GlucoseSeries: Int]) {
            func summary(_ previous: Bool, _ next: Bool) -> DaySummary {
                DaySummary(day: day, data: data, context: Context(previous: previous, next: next)) { order[$0] ?? Int.max }
            }
            inside = summary(true, true)
            first = summary(false, true)
            var last = summary(true, false)
            last.context = inside.context
            lastDiffers = last != inside
        }

        /// A day that nothing bears on.
        public init(empty day: LocalDay) {
            self.init(day: day, data: GlucoseData(readings: []), order: [:])
        }

        public init(inside: DaySummary, first: DaySummary, lastDiffers: Bool) {
            self.inside = inside
            self.first = first
            self.lastDiffers = lastDiffers
        }
    }

    /// The interval `days` and their neighbours' margins cover.
    static func reach(of days: [LocalDay]) -> DateInterval? {
        guard let first = days.first, let last = days.last else { return nil }
        return DateInterval(start: first.interval.start.addingTimeInterval(-margin), end: last.interval.end.addingTimeInterval(margin))
    }
}

extension DaySummary.Kept {
    /// Made from the readings of `days` (consecutive) and their margins, read at once.
    public static func made(of days: [LocalDay], from store: some DayStore) throws -> [DaySummary.Kept] {
        guard let reach = DaySummary.reach(of: days) else { return [] }
        let data = try store.data(in: reach)
        let order = try store.seriesOrder()
        return days.map { DaySummary.Kept(day: $0, data: data, order: order) }
    }
}

extension DayStore {
    /// Made from the readings (`DaySummary.Kept.made`).
    public func keptSummaries(of days: [LocalDay], in calendar: DayCalendar) throws -> [DaySummary.Kept] {
        try DaySummary.Kept.made(of: days, from: self)
    }

    public func keepsSummaries(of days: [LocalDay], in calendar: DayCalendar) throws -> Bool { false }

    /// `days` made again from their readings, each with its neighbours as
    /// `contexts` says and a span's cadences and events' sampling interval.
    public func daySummaries(of days: [LocalDay], contexts: [DaySummary.Context],
                             cadences: [GlucoseSeries: TimeInterval], eventInterval: TimeInterval) throws -> [DaySummary] {
        let order = try seriesOrder()
        return try zip(days, contexts).map { day, context in
            let data = try data(in: DaySummary.reach(of: [day])!)
            return DaySummary(day: day, data: data, context: context, order: { order[$0] ?? Int.max },
                              cadences: cadences, eventInterval: eventInterval)
        }
    }
}
