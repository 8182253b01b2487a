import Foundation

/// The summaries of consecutive local days merged: the span's cadences,
/// counts, sums, extremes, time covered and events, equal to what reading
/// the span's readings gives (`StatisticsSummary(span:unit:)` makes the
/// figures). Each day is the store's kept summary for its place (the
/// span's first, or inside it); a day whose summary assumed other cadences
/// than the span's, or the span's last when that differs, is made again
/// from its readings (`DayStore.daySummaries`), so a span costs its days'
/// summaries and a few days' readings, not every reading.
public struct SpanSummary: Sendable {
    public struct SeriesTotal: Sendable {
        public var series: GlucoseSeries
        public var order: Int
        public var readings = 0
        public var counted = 0
        /// nil for scans.
        public var cadence: TimeInterval?
        public var coveredSeconds: TimeInterval = 0
    }

    public let days: [LocalDay]
    /// Every series with readings in the span, in the store's order.
    public private(set) var series: [SeriesTotal] = []
    /// The main periodic series' cadence (`SeriesCapture.mainInterval`): the events'.
    public let samplingInterval: TimeInterval
    /// Days made again from their readings.
    public private(set) var daysRead = 0
    public private(set) var rangeCounts = [Int](repeating: 0, count: ConsensusRange.allCases.count)
    public private(set) var count = 0
    public private(set) var sum = 0.0
    public private(set) var squaredDeviations = 0.0
    public private(set) var risk = BloodGlucoseRisk()
    public private(set) var lowest: GlucoseReading?
    public private(set) var highest: GlucoseReading?
    public private(set) var coveredSeconds: TimeInterval = 0
    public private(set) var carbGrams = 0.0
    public private(set) var therapy = TherapyFigures(days: [])
    public private(set) var daysWithReadings = 0
    /// Events by kind (`GlucoseEventKind.allCases` order): how many, and their seconds.
    public private(set) var events: [(count: Int, seconds: TimeInterval)] = []

    /// Days whose kept summaries are held at once: a longer span that the
    /// store keeps (`DayStore.keepsSummaries`) is read a slice at a time,
    /// twice (its cadences first, then its sums and events), so what it
    /// holds does not grow with its length; one whose days are made from
    /// the readings is made once and held.
    package static let slice = 92

    /// The span of `days` (consecutive local days of `calendar`) from what `store` keeps of them.
    public init(days: [LocalDay], in calendar: DayCalendar, store: some DayStore) throws {
        try self.init(days: days, store: store, sliced: try store.keepsSummaries(of: days, in: calendar)) {
            try store.keptSummaries(of: Array(days[$0]), in: calendar)
        }
    }

    /// The span of `days` from `kept`, what `store` keeps of each (read for a longer span, in slices).
    public init(days: [LocalDay], kept: some Collection<DaySummary.Kept>, store: some DayStore) throws {
        let kept = Array(kept)
        try self.init(days: days, store: store, sliced: false) { Array(kept[$0]) }
    }

    /// `read` gives the kept summaries of a range of `days`' indices.
    private init(days: [LocalDay], store: some DayStore, sliced: Bool, read: (Range<Int>) throws -> [DaySummary.Kept]) throws {
        let length = sliced ? Self.slice : max(1, days.count)
        let slices = stride(from: 0, to: days.count, by: length).map { $0..<min(days.count, $0 + length) }
        // A span of one slice is read once and held.
        let held = slices.count == 1 ? try read(slices[0]) : nil
        var (spacings, totals) = (([GlucoseSeries: [Int]](), [GlucoseSeries: SeriesTotal]()))
        for range in slices {
            for (index, kept) in zip(range, try held ?? read(range)) {
                Self.scan(index == 0 ? kept.first : kept.inside, spacings: &spacings, totals: &totals)
            }
        }
        let cadences = spacings.mapValues(Cadence.interval(ofSpacings:))
        let main = totals.values.filter { $0.series.sampling == .periodic }
            .max { $0.readings != $1.readings ? $0.readings < $1.readings : $0.order > $1.order }
        let samplingInterval = main.flatMap { cadences[$0.series] } ?? Cadence.assumed
        self.days = days
        self.samplingInterval = samplingInterval
        var tally = EventTally(samplingInterval: samplingInterval)
        var therapies: [TherapyFigures] = []
        for range in slices {
            let chosen = try Self.chosen(range, kept: try held ?? read(range), last: days.count - 1, days: days, store: store,
                                         cadences: cadences, samplingInterval: samplingInterval)
            daysRead += chosen.made
            for summary in chosen.summaries {
                add(summary, to: &totals)
                therapies.append(summary.therapy)
                tally.add(summary)
            }
        }
        therapy = TherapyFigures(days: therapies)
        series = totals.values.sorted { $0.order < $1.order }.map { total in
            var total = total
            total.cadence = total.series.sampling == .periodic ? cadences[total.series] ?? Cadence.assumed : nil
            return total
        }
        events = tally.finish()
    }

    /// The summaries of `range` as the span reads them: the kept one for its
    /// place, made again from the readings where it assumed other cadences
    /// than the span's, or is the span's last and that differs.
    private static func chosen(_ range: Range<Int>, kept: [DaySummary.Kept], last: Int, days: [LocalDay], store: some DayStore,
                               cadences: [GlucoseSeries: TimeInterval],
                               samplingInterval: TimeInterval) throws -> (summaries: [DaySummary], made: Int) {
        var chosen = zip(range, kept).map { $0 == 0 ? $1.first : $1.inside }
        let again = chosen.indices.filter { offset in
            let summary = chosen[offset], index = range.lowerBound + offset
            return summary.eventInterval != samplingInterval || summary.cadences.contains { cadences[$0.key] != $0.value }
                || (index == last && (last == 0 || kept[offset].lastDiffers))
        }
        guard !again.isEmpty else { return (chosen, 0) }
        let indices = again.map { range.lowerBound + $0 }
        let contexts = indices.map { DaySummary.Context(previous: $0 > 0, next: $0 < last) }
        let made = try store.daySummaries(of: indices.map { days[$0] }, contexts: contexts, cadences: cadences,
                                          eventInterval: samplingInterval)
        for (offset, summary) in zip(again, made) { chosen[offset] = summary }
        return (chosen, again.count)
    }

    /// A day's periodic spacings (each series' cadence is the interval
    /// their sum's median is nearest) and readings per series.
    private static func scan(_ summary: DaySummary, spacings: inout [GlucoseSeries: [Int]],
                             totals: inout [GlucoseSeries: SeriesTotal]) {
        for part in summary.series {
            if part.series.sampling == .periodic {
                spacings[part.series] = zip(spacings[part.series] ?? part.spacings.map { _ in 0 }, part.spacings).map(+)
            }
            var total = totals[part.series] ?? SeriesTotal(series: part.series, order: part.order)
            total.order = min(total.order, part.order)
            total.readings += part.readings
            totals[part.series] = total
        }
    }

    /// Adds a day's counts, sums (the squared deviations merged as Chan et
    /// al. pool variances), extremes (on a tie the earlier) and totals.
    private mutating func add(_ day: DaySummary, to totals: inout [GlucoseSeries: SeriesTotal]) {
        for part in day.series {
            totals[part.series]?.counted += part.counted
            totals[part.series]?.coveredSeconds += part.coveredSeconds
        }
        if !day.series.isEmpty { daysWithReadings += 1 }
        rangeCounts = zip(rangeCounts, day.rangeCounts).map(+)
        if day.count > 0 {
            let (n, m) = (Double(count), Double(day.count))
            let delta = (count > 0 ? day.sum / m - sum / n : 0)
            squaredDeviations += day.squaredDeviations + delta * delta * n * m / (n + m)
            count += day.count
            sum += day.sum
            risk = risk + day.risk
        }
        if let low = day.lowest, lowest.map({ low.mgdl < $0.mgdl }) ?? true { lowest = low }
        if let high = day.highest, highest.map({ high.mgdl > $0.mgdl }) ?? true { highest = high }
        coveredSeconds += day.coveredSeconds
        carbGrams += day.carbGrams
    }

    /// The events of `summaries` (consecutive days) in one run per kind.
    package static func events(of summaries: [DaySummary], samplingInterval: TimeInterval) -> [(count: Int, seconds: TimeInterval)] {
        var tally = EventTally(samplingInterval: samplingInterval)
        for summary in summaries { tally.add(summary) }
        return tally.finish()
    }

    /// One run per kind through the days: each day's head fed again, then
    /// its events past the head and its end state taken as they are.
    struct EventTally {
        var runs: [EventRun]
        var totals: [(count: Int, seconds: TimeInterval)]

        init(samplingInterval: TimeInterval) {
            runs = GlucoseEventKind.allCases.map { EventRun(kind: $0, samplingInterval: samplingInterval) }
            totals = runs.map { _ in (0, 0) }
        }

        mutating func add(_ summary: DaySummary) {
            for kind in runs.indices {
                let part = summary.events[kind]
                for reading in summary.head.prefix(part.head ?? summary.count) { tally(kind, runs[kind].feed(reading)) }
                if part.head != nil {
                    totals[kind].count += part.count
                    totals[kind].seconds += part.seconds
                    runs[kind] = part.end
                }
            }
        }

        mutating func finish() -> [(count: Int, seconds: TimeInterval)] {
            for kind in runs.indices { tally(kind, runs[kind].finish()) }
            return totals
        }

        private mutating func tally(_ kind: Int, _ event: GlucoseEvent?) {
            guard let event else { return }
            totals[kind].count += 1
            totals[kind].seconds += event.duration
        }
    }
}
