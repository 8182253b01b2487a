import Foundation

/// Where the viewer reads its days from, a page at a time (`DayPages`): data
/// already in memory (`GlucoseData`, from a file, the sample or a site) or the
/// archive, which is too large to hold whole.
public protocol DayStore {
    /// From the first to the last instant of a reading, dose, carb entry or
    /// therapy record held (what `Timeline` spans: a pump's records may run
    /// on after the sensor's readings); nil when there are no readings.
    func span() throws -> DateInterval?
    /// The readings, doses and carb entries with `interval.start <= time < interval.end`,
    /// and the therapy records that touch it (`TherapyRecords.around`).
    func data(in interval: DateInterval) throws -> GlucoseData
    /// What it keeps of each of `days` (consecutive local days) for the
    /// figures of a span (`SpanSummary`): data in memory makes them from its
    /// readings, the archive reads them from its table.
    func keptSummaries(of days: [LocalDay], in calendar: DayCalendar) throws -> [DaySummary.Kept]
    /// Whether `keptSummaries` reads `days`' kept rows rather than making
    /// them from the readings (so a long span may read them twice, a slice
    /// at a time, instead of holding them all).
    func keepsSummaries(of days: [LocalDay], in calendar: DayCalendar) throws -> Bool
    /// Each series' place in the store, the order `data(in:)` gives them in.
    func seriesOrder() throws -> [GlucoseSeries: Int]
    /// Whether a reading lies in `interval` (without reading them: the year
    /// view's test for a year without any).
    func hasReadings(in interval: DateInterval) throws -> Bool
    /// What the loop said in `interval` (`LoopMoment`s of its device
    /// statuses), in time order: the archive keeps them; data in memory none.
    func loopMoments(in interval: DateInterval) throws -> [LoopMoment]
}

extension DayStore {
    public func loopMoments(in interval: DateInterval) throws -> [LoopMoment] { [] }
}

extension GlucoseData: DayStore {
    public func span() -> DateInterval? {
        guard let firstReading = readings.first, let lastReading = readings.last else { return nil }
        let ends = [firstReading.time, lastReading.time] + [doses.first?.time, doses.last?.time, carbs.first?.time,
                                                            carbs.last?.time, therapy.extent?.lowerBound,
                                                            therapy.extent?.upperBound].compactMap { $0 }
        return DateInterval(start: ends.min()!, end: ends.max()!)
    }

    public func seriesOrder() -> [GlucoseSeries: Int] {
        Dictionary(series.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    public func hasReadings(in interval: DateInterval) -> Bool {
        !readings(in: interval).isEmpty
    }

    public func data(in interval: DateInterval) -> GlucoseData {
        GlucoseData(readings: Array(readings(in: interval)), doses: Array(doses(in: interval)), carbs: Array(carbs(in: interval)),
                    series: series, therapy: therapy.around(interval))
    }
}
