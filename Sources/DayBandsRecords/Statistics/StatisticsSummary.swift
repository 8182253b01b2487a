import Foundation

/// The figures of a window of days for scripts (`daybands stats --json`),
/// computed by the same functions as the statistics panel.
///
/// Glucose values (`mean`, `sd`) are in the display unit; `cv_percent`,
/// `gmi_percent` and the range shares are unitless percentages. The figures
/// are held exact, so each display rounds once from the exact value (`stats`
/// text to one decimal, as the panel); the JSON rounds them to 2 decimals,
/// each target's share toward its verdict (`RangeTarget.shown`). Without readings,
/// the glucose figures are `null` (the keys are always present).
public struct StatisticsSummary: Codable, Hashable, Sendable {
    /// `mg/dL` or `mmol/L`.
    public var unit: String
    /// `YYYY-MM-DD` of the window's first and last local day; nil without days.
    public var firstDay: String?
    public var lastDay: String?
    public var days: Int
    /// Days of the window with at least one reading.
    public var daysWithData: Int
    /// The readings the figures count (`CountedReadings`).
    public var readings: Int
    /// Every reading of the window, drawn and listed: `readings` and the
    /// scans shown, not counted.
    public var readingsShown: Int
    /// Readings per slot, each series at its own cadence, scans aside.
    public var capturePercent: Double
    /// The sampling interval of the main series (`GlucoseStatistics`), in minutes.
    public var samplingIntervalMinutes: Double
    /// Each series with readings in the window: capture per source.
    public var sources: [Source]
    public var min: Extreme?
    public var max: Extreme?
    public var mean: Double?
    public var sd: Double?
    public var cvPercent: Double?
    public var gmiPercent: Double?
    public var timeInRangesPercent: RangePercents?
    /// The Glycemia Risk Index of those shares; nil without readings.
    public var gri: GlycemiaRiskIndex? { timeInRangesPercent.map(GlycemiaRiskIndex.init) }
    /// Kovatchev's low and high blood glucose indices (`BloodGlucoseRisk`); nil without readings.
    public var lbgi: Double?
    public var hbgi: Double?
    /// The consensus targets, cumulative (below 70 includes below 54), with
    /// their shares and whether each is met (`ConsensusTarget`); nil without readings.
    public var consensusTargets: TargetShares?
    /// Consensus events by kind (`GlucoseEvents`): level 1 and 2 hypos, hypers.
    public var events: EventCounts
    public var insulinUnitsTotal: Double
    /// Basal, boluses by kind, and carbs (`TherapyFigures`).
    public var therapy: TherapyFigures
    /// Each day's own summary (`stats --per-day`); in JSON it takes the place
    /// of `days`, whose count it then is.
    public var perDay: [StatisticsSummary]? = nil
    /// Each period's summary (`stats --by`), labelled by `period`
    /// (`DayPeriod.runs`: `2026-W10`, `2026-03`, `2026`).
    public var periods: [StatisticsSummary]? = nil
    public var period: String? = nil
    /// The figures against the period before (`stats --compare`).
    public var comparison: PeriodComparison? = nil

    enum CodingKeys: String, CodingKey {
        case unit
        case firstDay = "first_day"
        case lastDay = "last_day"
        case days
        case daysWithData = "days_with_data"
        case readings
        case readingsShown = "readings_shown"
        case capturePercent = "capture_percent"
        case samplingIntervalMinutes = "sampling_interval_minutes"
        case sources
        case min
        case max
        case mean
        case sd
        case cvPercent = "cv_percent"
        case gmiPercent = "gmi_percent"
        case timeInRangesPercent = "time_in_ranges_percent"
        case lbgi
        case hbgi
        case consensusTargets = "consensus_targets"
        case events
        case insulinUnitsTotal = "insulin_units_total"
        case therapy
        case periods
        case period
        case comparison = "compare"
    }

    /// The summary of the readings and doses in `days`, consecutive local days.
    public init(data: GlucoseData, days: [LocalDay], unit: GlucoseUnit,
                samplingInterval: TimeInterval? = nil) {
        // No days is an empty window, which holds no readings.
        let window = days.interval ?? DateInterval(start: .distantPast, duration: 0)
        let statistics = GlucoseStatistics(readings: data.readings(in: window), doses: data.doses(in: window),
                                           interval: window, samplingInterval: samplingInterval, series: data.series)
        let readings = data.countedReadings(in: window)
        self.init(unit: unit, days: days, daysWithData: days.filter { !data.readings(in: $0.interval).isEmpty }.count,
                  readings: statistics.readingCount, readingsShown: statistics.sources.reduce(0) { $0 + $1.readingCount },
                  capturePercent: statistics.capturePercent, samplingInterval: statistics.samplingInterval,
                  sources: statistics.sources.map(Source.init), glucose: statistics.glucose,
                  ranges: TimeInRanges(readings: readings), risk: BloodGlucoseRisk(readings: readings),
                  events: EventCounts(readings: readings, samplingInterval: statistics.samplingInterval),
                  therapy: TherapyFigures(data: data, days: days))
    }

    /// The same figures from the span's day summaries (`SpanSummary`).
    public init(span: SpanSummary, unit: GlucoseUnit) {
        let duration = span.days.interval?.duration ?? 0
        func percent(_ seconds: TimeInterval) -> Double { duration > 0 ? seconds / duration * 100 : 0 }
        let glucose = span.lowest.flatMap { lowest in
            span.highest.map { highest in
                GlucoseSummary(count: span.count, mean: span.sum / Double(span.count), squaredDeviations: span.squaredDeviations,
                               lowest: lowest, highest: highest)
            }
        }
        self.init(unit: unit, days: span.days, daysWithData: span.daysWithReadings, readings: span.count,
                  readingsShown: span.series.reduce(0) { $0 + $1.readings }, capturePercent: percent(span.coveredSeconds),
                  samplingInterval: span.samplingInterval,
                  sources: span.series.map { total in
                      Source(series: total.series, readings: total.readings, counted: total.counted,
                             samplingInterval: total.cadence, capturePercent: total.cadence.map { _ in percent(total.coveredSeconds) })
                  },
                  glucose: glucose, ranges: TimeInRanges(counts: span.rangeCounts), risk: span.risk,
                  events: EventCounts { kind in span.events[GlucoseEventKind.allCases.firstIndex(of: kind)!] },
                  therapy: span.therapy)
    }

    private init(unit: GlucoseUnit, days: [LocalDay], daysWithData: Int, readings: Int, readingsShown: Int,
                 capturePercent: Double, samplingInterval: TimeInterval, sources: [Source], glucose: GlucoseSummary?,
                 ranges: TimeInRanges, risk: BloodGlucoseRisk, events: EventCounts, therapy: TherapyFigures) {
        self.unit = unit.label
        firstDay = days.first?.isoDate
        lastDay = days.last?.isoDate
        self.days = days.count
        self.daysWithData = daysWithData
        self.readings = readings
        self.readingsShown = readingsShown
        self.capturePercent = capturePercent
        samplingIntervalMinutes = samplingInterval / 60
        self.sources = sources
        min = glucose.map { Extreme($0.lowest, unit: unit) }
        max = glucose.map { Extreme($0.highest, unit: unit) }
        mean = glucose.map { unit.value(fromMgdl: $0.mean) }
        // The SD is a difference of glucose values; the unit conversion is a pure scale.
        sd = glucose.map { unit.value(fromMgdl: $0.standardDeviation) }
        cvPercent = glucose.map { $0.coefficientOfVariationPercent }
        gmiPercent = glucose.map { $0.gmiPercent }
        timeInRangesPercent = ranges.readingCount == 0 ? nil : RangePercents(
            veryLow: ranges.percent(.veryLow)!, low: ranges.percent(.low)!, inRange: ranges.percent(.inRange)!,
            high: ranges.percent(.high)!, veryHigh: ranges.percent(.veryHigh)!)
        lbgi = risk.lbgi
        hbgi = risk.hbgi
        consensusTargets = ranges.readingCount == 0 ? nil : TargetShares(
            below54: ranges.percent(of: .below54)!, below70: ranges.percent(of: .below70)!,
            inRange: ranges.percent(of: .inRange)!, above180: ranges.percent(of: .above180)!,
            above250: ranges.percent(of: .above250)!,
            met: Dictionary(uniqueKeysWithValues: ConsensusTarget.allCases.map { (TargetShares.key($0), ranges.meets($0)!) }))
        self.events = events
        // The therapy's sum (each day's, added in day order) is the one the
        // archive's day summaries add up too: a sum of the window's doses at
        // once differs in its last bits, which turned 92.25 U into 92.2 here
        // and 92.3 there.
        insulinUnitsTotal = therapy.doseUnits
        self.therapy = therapy
    }

    /// Pretty-printed JSON with keys sorted, so the output is the same on every run
    /// and a diff shows only changed figures; slashes (`mg/dL`) are left unescaped.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Writes `null` for a missing figure instead of leaving the key out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(period, forKey: .period)
        try container.encodeIfPresent(periods, forKey: .periods)
        try container.encodeIfPresent(comparison, forKey: .comparison)
        try container.encode(unit, forKey: .unit)
        try container.encode(firstDay, forKey: .firstDay)
        try container.encode(lastDay, forKey: .lastDay)
        if let perDay {
            try container.encode(perDay, forKey: .days)
        } else {
            try container.encode(days, forKey: .days)
        }
        try container.encode(daysWithData, forKey: .daysWithData)
        try container.encode(samplingIntervalMinutes, forKey: .samplingIntervalMinutes)
        try container.encode(min, forKey: .min)
        try container.encode(max, forKey: .max)
        try container.encode(readings, forKey: .readings)
        try container.encode(readingsShown, forKey: .readingsShown)
        try container.encode(Self.roundedDown(capturePercent), forKey: .capturePercent)
        try container.encode(sources, forKey: .sources)
        try container.encode(mean.map(Self.rounded), forKey: .mean)
        try container.encode(sd.map(Self.rounded), forKey: .sd)
        try container.encode(cvPercent.map(Self.rounded), forKey: .cvPercent)
        try container.encode(gmiPercent.map(Self.rounded), forKey: .gmiPercent)
        try container.encode(timeInRangesPercent, forKey: .timeInRangesPercent)
        // Made from the shares, so written but never read back.
        var derived = encoder.container(keyedBy: DerivedKeys.self)
        try derived.encode(gri, forKey: .gri)
        try container.encode(lbgi.map(Self.rounded), forKey: .lbgi)
        try container.encode(hbgi.map(Self.rounded), forKey: .hbgi)
        try container.encode(consensusTargets, forKey: .consensusTargets)
        try container.encode(events, forKey: .events)
        try container.encode(Self.rounded(insulinUnitsTotal), forKey: .insulinUnitsTotal)
        try container.encode(therapy, forKey: .therapy)
    }

    enum DerivedKeys: String, CodingKey {
        case gri
    }

    static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }

    /// A capture to two decimals, rounded down as `ShareText.capture` rounds
    /// it: 99.996% is 99.99, never 100.0, which would claim no reading missing.
    static func roundedDown(_ value: Double) -> Double {
        (value * 100 + 1e-9).rounded(.down) / 100
    }
}
