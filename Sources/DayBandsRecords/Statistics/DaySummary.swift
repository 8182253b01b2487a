import Foundation

/// What the figures of a span of days (`StatisticsSummary`) need of one local
/// day, kept so that merging days (`SpanSummary`) gives the figures of
/// reading them: counts, sums, extremes with their times, the spacings that
/// find each series' cadence, the time covered, the totals, and the events
/// with what carries over midnight. The archive keeps one a day
/// (`Archive+DaySummaries`); data in memory makes them from its readings
/// by the same function.
///
/// Some figures of a day depend on its neighbours: a reading before
/// midnight covers minutes after it, the spacing to the day's first reading
/// starts the day before, a scan beside its device's reading across midnight
/// is not counted. So a summary is of the day `read` with the neighbours its
/// `context` names (those in the span), and it names the cadences it assumed
/// for them; `SpanSummary` makes a day again from its readings when the
/// span's differ.
public struct DaySummary: Hashable, Sendable {
    /// Which neighbouring days are in the span, so that their readings nearest
    /// the day count (the last and first `margin` of them).
    public struct Context: Hashable, Sendable {
        public var previous: Bool
        public var next: Bool

        public init(previous: Bool, next: Bool) {
            self.previous = previous
            self.next = next
        }
    }

    /// One series' part of the day.
    public struct SeriesPart: Hashable, Sendable {
        public var series: GlucoseSeries
        /// The store's order of its series (the order `data(in:)` gives them).
        public var order: Int
        public var readings: Int
        public var counted: Int
        /// Spacings that end in the day, by the sensor interval each is
        /// nearest (`Cadence.intervals`): their median finds the cadence.
        public var spacings: [Int]
        /// Seconds of the day its readings cover at its cadence (scans: 0).
        public var coveredSeconds: Double

        package init(series: GlucoseSeries, order: Int, readings: Int, counted: Int, spacings: [Int], coveredSeconds: Double) {
            self.series = series
            self.order = order
            self.readings = readings
            self.counted = counted
            self.spacings = spacings
            self.coveredSeconds = coveredSeconds
        }
    }

    /// One kind of event (`GlucoseEventKind.allCases` order): the readings
    /// at the day's start a run must be fed again, as they depend on what
    /// came before (`head`, nil when the whole day does), then the events
    /// they no longer change and the run's state at the day's end.
    public struct EventPart: Hashable, Sendable {
        public var head: Int?
        public var count: Int
        public var seconds: Double
        package var end: EventRun

        package init(head: Int? = nil, count: Int, seconds: Double, end: EventRun) {
            self.head = head
            self.count = count
            self.seconds = seconds
            self.end = end
        }
    }

    /// How far into a neighbouring day readings bear on a day: the longest
    /// spacing counted for a cadence.
    public static let margin: TimeInterval = 3600

    public var day: String
    public var context: Context
    /// The cadence assumed of each periodic series read (the day's and the
    /// neighbours' edges'), and the sampling interval the events assumed.
    public var cadences: [GlucoseSeries: TimeInterval]
    public var eventInterval: TimeInterval
    /// The series with readings in the day, in the store's order.
    public var series: [SeriesPart]
    /// Counted readings per consensus range (`ConsensusRange.allCases` order)
    /// and per band of the standard scale (`BandScale.standard`).
    public var rangeCounts: [Int]
    public var bandCounts: [Int]
    /// The counted readings by the hour elapsed since midnight (`HourBucket`).
    public var hours: [HourBucket]
    public var count: Int
    public var sum: Double
    /// The sum of squared deviations from the day's mean.
    public var squaredDeviations: Double
    /// The counted readings' low and high risks (LBGI, HBGI), summed.
    public var risk: BloodGlucoseRisk
    public var lowest: GlucoseReading?
    public var highest: GlucoseReading?
    /// Seconds of the day covered by any series, each at its cadence.
    public var coveredSeconds: Double
    public var insulinUnits: Double
    public var carbGrams: Double
    /// Basal, boluses by kind and carbs (`TherapyFigures` of the day alone).
    public var therapy: TherapyFigures
    public var events: [EventPart]
    /// The counted readings the events' heads need, from the day's first.
    public var head: [GlucoseReading]

    /// The summary of `day` from `data`, which holds its readings and, for
    /// each neighbour in `context`, that neighbour's readings within
    /// `margin` of the day. `order` gives a series' place in the store;
    /// `cadences` and `eventInterval`, when given (a span's), are used
    /// instead of those the readings around the day show.
    public init(day: LocalDay, data: GlucoseData, context: Context, order: (GlucoseSeries) -> Int,
                cadences given: [GlucoseSeries: TimeInterval]? = nil, eventInterval givenInterval: TimeInterval? = nil) {
        let read = DateInterval(start: day.interval.start.addingTimeInterval(context.previous ? -Self.margin : 0),
                                end: day.interval.end.addingTimeInterval(context.next ? Self.margin : 0))
        let all = data.readings(in: read)
        var members = [[GlucoseReading]](repeating: [], count: data.series.count)
        for reading in all { members[Int(reading.series)].append(reading) }
        let cadenceOf: [TimeInterval?] = zip(data.series, members).map { series, readings in
            guard series.sampling == .periodic, !readings.isEmpty else { return nil }
            return given?[series] ?? Cadence.interval(of: readings)
        }
        let inDay = CountedReadings.of(all, series: data.series, cadences: cadenceOf).filter { day.holds($0.time) }
        // Kept without their series and trend: no figure reads them, and a
        // series' index is the read's, not the store's.
        let counted = inDay.map { GlucoseReading(time: $0.time, mgdl: $0.mgdl, flag: $0.flag) }
        self.day = day.isoDate
        self.context = context
        let assumed = Dictionary(zip(data.series, cadenceOf).compactMap { series, cadence in cadence.map { (series, $0) } },
                                 uniquingKeysWith: { first, _ in first })
        let parts = Self.parts(of: day, members: members, counted: inDay, series: data.series, cadences: cadenceOf, order: order)
        let main = parts.filter { $0.series.sampling == .periodic }.max { $0.readings < $1.readings }
        let interval = givenInterval ?? main.flatMap { assumed[$0.series] } ?? Cadence.assumed
        cadences = assumed
        series = parts
        eventInterval = interval
        rangeCounts = ConsensusRange.allCases.map { range in counted.filter { ConsensusRange(mgdl: $0.mgdl) == range }.count }
        bandCounts = BandScale.standard.bands.indices.map { band in
            counted.filter { BandScale.standard.index(for: $0.mgdl) == band }.count
        }
        hours = HourBucket.hours(of: counted, in: day)
        count = counted.count
        sum = counted.reduce(0) { $0 + $1.mgdl }
        let mean = count > 0 ? sum / Double(count) : 0
        squaredDeviations = counted.reduce(0) { $0 + ($1.mgdl - mean) * ($1.mgdl - mean) }
        risk = BloodGlucoseRisk(readings: counted)
        let glucose = GlucoseSummary(readings: counted)
        lowest = glucose?.lowest
        highest = glucose?.highest
        coveredSeconds = Cadence.coveredDuration(by: all, within: day.interval) { cadenceOf[Int($0.series)] }
        insulinUnits = data.doses(in: day.interval).reduce(0) { $0 + $1.units }
        carbGrams = data.carbs(in: day.interval).reduce(0) { $0 + $1.grams }
        therapy = TherapyFigures(data: data, days: [day])
        events = GlucoseEventKind.allCases.map { Self.eventPart($0, counted: counted, samplingInterval: interval) }
        let longestHead = events.map { $0.head ?? counted.count }.max() ?? 0
        head = Array(counted.prefix(longestHead))
    }

    /// Each series with readings in the day, in the store's order.
    private static func parts(of day: LocalDay, members: [[GlucoseReading]], counted: [GlucoseReading],
                              series: [GlucoseSeries], cadences: [TimeInterval?], order: (GlucoseSeries) -> Int) -> [SeriesPart] {
        var countedBySeries = [Int](repeating: 0, count: series.count)
        for reading in counted { countedBySeries[Int(reading.series)] += 1 }
        return series.indices.compactMap { index -> SeriesPart? in
            let inDay = members[index].filter { day.holds($0.time) }
            guard !inDay.isEmpty else { return nil }
            var spacings = [Int](repeating: 0, count: Cadence.intervals.count)
            for (earlier, later) in zip(members[index], members[index].dropFirst()) where day.holds(later.time) {
                let spacing = later.time.timeIntervalSince(earlier.time)
                if spacing > 0, spacing <= Cadence.longestSpacing { spacings[Cadence.nearestIndex(to: spacing)] += 1 }
            }
            let covered = cadences[index].map { Cadence.coveredDuration(by: members[index], interval: $0, within: day.interval) }
            return SeriesPart(series: series[index], order: order(series[index]), readings: inDay.count,
                              counted: countedBySeries[index], spacings: spacings, coveredSeconds: covered ?? 0)
        }.sorted { $0.order < $1.order }
    }

    /// The events of one kind from a fresh run over the day's counted
    /// readings, and where that run stops depending on what came before:
    /// after a silence longer than `GlucoseEvents.maximumGap` inside the day
    /// (which ends any run), or after readings back from the threshold for
    /// `GlucoseEvents.minimumDuration` (which end any event).
    private static func eventPart(_ kind: GlucoseEventKind, counted: [GlucoseReading],
                                  samplingInterval: TimeInterval) -> EventPart {
        var run = EventRun(kind: kind, samplingInterval: samplingInterval)
        var head: Int?
        var count = 0
        var seconds: TimeInterval = 0
        var backSince: Date?
        for (index, reading) in counted.enumerated() {
            let event = run.feed(reading)
            if let event, head != nil {
                count += 1
                seconds += event.duration
            }
            guard head == nil else { continue }
            if index > 0, reading.time.timeIntervalSince(counted[index - 1].time) > GlucoseEvents.maximumGap {
                head = index + 1
            } else if kind.isBeyond(reading.mgdl) {
                backSince = nil
            } else {
                let since = backSince ?? reading.time
                backSince = since
                if reading.time.timeIntervalSince(since) + samplingInterval >= GlucoseEvents.minimumDuration { head = index + 1 }
            }
        }
        return EventPart(head: head, count: count, seconds: seconds, end: run)
    }
}

extension DaySummary {
    /// Every stored figure as read back.
    package init(day: String, context: Context, cadences: [GlucoseSeries: TimeInterval], eventInterval: TimeInterval,
         series: [SeriesPart], rangeCounts: [Int], bandCounts: [Int], hours: [HourBucket], count: Int, sum: Double, squaredDeviations: Double,
         risk: BloodGlucoseRisk, lowest: GlucoseReading?, highest: GlucoseReading?, coveredSeconds: Double, insulinUnits: Double, carbGrams: Double,
         therapy: TherapyFigures, events: [EventPart], head: [GlucoseReading]) {
        self.day = day
        self.context = context
        self.cadences = cadences
        self.eventInterval = eventInterval
        self.series = series
        self.rangeCounts = rangeCounts
        self.bandCounts = bandCounts
        self.hours = hours
        self.count = count
        self.sum = sum
        self.squaredDeviations = squaredDeviations
        self.risk = risk
        self.lowest = lowest
        self.highest = highest
        self.coveredSeconds = coveredSeconds
        self.insulinUnits = insulinUnits
        self.carbGrams = carbGrams
        self.therapy = therapy
        self.events = events
        self.head = head
    }
}
