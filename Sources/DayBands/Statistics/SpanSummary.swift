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
    /// Each day's summary as the span reads it.
    public let summaries: [DaySummary]
    /// Every series with readings in the span, in the store's order.
    public private(set) var series: [SeriesTotal] = []
    /// The main periodic series' cadence (`SeriesCapture.mainInterval`): the events'.
    public let samplingInterval: TimeInterval
    /// Days made again from their readings.
    public let daysRead: Int
    public private(set) var rangeCounts = [Int](repeating: 0, count: ConsensusRange.allCases.count)
    public private(set) var count = 0
    public private(set) var sum = 0.0
    public private(set) var squaredDeviations = 0.0
    public private(set) var lowest: GlucoseReading?
    public private(set) var highest: GlucoseReading?
    public private(set) var coveredSeconds: TimeInterval = 0
    public private(set) var insulinUnits = 0.0
    public private(set) var carbGrams = 0.0
    public let therapy: TherapyFigures
    public private(set) var daysWithReadings = 0
    /// Events by kind (`GlucoseEventKind.allCases` order): how many, and their seconds.
    public private(set) var events: [(count: Int, seconds: TimeInterval)] = []

    /// The span of `days` (consecutive local days of `calendar`) from what `store` keeps of them.
    public init(days: [LocalDay], in calendar: DayCalendar, store: some DayStore) throws {
        try self.init(days: days, kept: store.keptSummaries(of: days, in: calendar), store: store)
    }

    /// The span of `days` from `kept`, what `store` keeps of each (read for a longer span, in slices).
    public init(days: [LocalDay], kept: some Collection<DaySummary.Kept>, store: some DayStore) throws {
        let kept = Array(kept)
        var chosen = kept.enumerated().map { $0.offset == 0 ? $0.element.first : $0.element.inside }
        let cadences = Self.cadences(of: chosen)
        var totals = Self.readingCounts(of: chosen)
        let main = totals.values.filter { $0.series.sampling == .periodic }
            .max { $0.readings != $1.readings ? $0.readings < $1.readings : $0.order > $1.order }
        let samplingInterval = main.flatMap { cadences[$0.series] } ?? Cadence.assumed
        let last = days.count - 1
        let again = chosen.indices.filter { index in
            let summary = chosen[index]
            return summary.eventInterval != samplingInterval || summary.cadences.contains { cadences[$0.key] != $0.value }
                || (index == last && (last == 0 || kept[index].lastDiffers))
        }
        if !again.isEmpty {
            let contexts = again.map { DaySummary.Context(previous: $0 > 0, next: $0 < last) }
            let made = try store.daySummaries(of: again.map { days[$0] }, contexts: contexts, cadences: cadences,
                                              eventInterval: samplingInterval)
            for (index, summary) in zip(again, made) { chosen[index] = summary }
        }
        self.days = days
        summaries = chosen
        self.samplingInterval = samplingInterval
        daysRead = again.count
        therapy = TherapyFigures(days: chosen.map(\.therapy))
        for summary in chosen { add(summary, to: &totals) }
        series = totals.values.sorted { $0.order < $1.order }.map { total in
            var total = total
            total.cadence = total.series.sampling == .periodic ? cadences[total.series] ?? Cadence.assumed : nil
            return total
        }
        events = Self.events(of: chosen, samplingInterval: samplingInterval)
    }

    /// Each periodic series' cadence: the interval its spacings' median is nearest.
    private static func cadences(of summaries: [DaySummary]) -> [GlucoseSeries: TimeInterval] {
        var spacings: [GlucoseSeries: [Int]] = [:]
        for part in summaries.flatMap(\.series) where part.series.sampling == .periodic {
            spacings[part.series] = zip(spacings[part.series] ?? part.spacings.map { _ in 0 }, part.spacings).map(+)
        }
        return spacings.mapValues(Cadence.interval(ofSpacings:))
    }

    private static func readingCounts(of summaries: [DaySummary]) -> [GlucoseSeries: SeriesTotal] {
        var totals: [GlucoseSeries: SeriesTotal] = [:]
        for part in summaries.flatMap(\.series) {
            var total = totals[part.series] ?? SeriesTotal(series: part.series, order: part.order)
            total.order = min(total.order, part.order)
            total.readings += part.readings
            totals[part.series] = total
        }
        return totals
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
        }
        if let low = day.lowest, lowest.map({ low.mgdl < $0.mgdl }) ?? true { lowest = low }
        if let high = day.highest, highest.map({ high.mgdl > $0.mgdl }) ?? true { highest = high }
        coveredSeconds += day.coveredSeconds
        insulinUnits += day.insulinUnits
        carbGrams += day.carbGrams
    }

    /// One run per kind through the days: each day's head fed again, then
    /// its events past the head and its end state taken as they are.
    static func events(of summaries: [DaySummary], samplingInterval: TimeInterval) -> [(count: Int, seconds: TimeInterval)] {
        GlucoseEventKind.allCases.enumerated().map { kindIndex, kind in
            var run = EventRun(kind: kind, samplingInterval: samplingInterval)
            var count = 0
            var seconds: TimeInterval = 0
            func tally(_ event: GlucoseEvent?) {
                guard let event else { return }
                count += 1
                seconds += event.duration
            }
            for summary in summaries {
                let part = summary.events[kindIndex]
                for reading in summary.head.prefix(part.head ?? summary.count) { tally(run.feed(reading)) }
                if part.head != nil {
                    count += part.count
                    seconds += part.seconds
                    run = part.end
                }
            }
            tally(run.finish())
            return (count, seconds)
        }
    }
}
