import Foundation

/// The summary figures of the readings and doses of one interval (a day, a
/// window): how complete the data is, the glucose level and its variability,
/// the extremes, and the insulin given. Glucose values are in mg/dL.
///
/// Readings flagged below or above the sensor's range count at their stored
/// value (the sensor's bound): they are real readings, and leaving them out
/// would hide exactly the worst moments.
public struct GlucoseStatistics: Hashable, Sendable {
    /// The consensus calls data sufficient when the sensor was active over 70% of the time.
    public static let sufficientCapturePercent = 70.0

    public let interval: DateInterval
    /// The readings counted (`CountedReadings`): the glucose figures' own.
    public let readingCount: Int
    /// The sampling interval (`Cadence`) of the periodic series with the most
    /// readings, found from its spacing, or given; 5 minutes without one.
    public let samplingInterval: TimeInterval
    /// Slots the interval holds at the sampling interval: its duration divided
    /// by the sampling interval, rounded to the nearest whole number
    /// (288 for a 24-hour day at 5 minutes, 276 for 23 hours, 96 at 15 minutes).
    public let expectedReadingCount: Int
    /// The share of the interval the readings cover, each standing for one
    /// sampling interval of its own series (`Cadence.coveredDuration`),
    /// 0...100: a complete Libre day at 15 minutes is 100%, 300 one-minute
    /// readings are 5 hours (21% of a day), two copies of a reading count
    /// once, scans cover nothing; 0 for an empty interval.
    public let capturePercent: Double
    /// Each series' readings and capture (`SeriesCapture`), in the data's order.
    public let sources: [SeriesCapture]
    /// The glucose figures, or nil when there are no readings.
    public let glucose: GlucoseSummary?
    public let insulinUnits: Double

    /// `readings` (in time order) and `doses` are those taken in `interval`,
    /// each reading naming its series by index in `series`; the figures
    /// count those `CountedReadings` counts, `sources` lists all. Each series'
    /// cadence is found from its readings; a `samplingInterval` given
    /// stands for every series' (scans still cover nothing).
    public init(readings: some Collection<GlucoseReading>, doses: some Sequence<InsulinDose>,
                interval: DateInterval, samplingInterval given: TimeInterval? = nil,
                series: [GlucoseSeries] = [GlucoseSeries(name: "")]) {
        // A slice (what `GlucoseData` gives) is filtered without a copy when all count.
        let counted = CountedReadings.of(readings as? ArraySlice<GlucoseReading> ?? ArraySlice(readings), series: series)
        let sources = SeriesCapture.all(readings: readings, series: series, interval: interval, counted: counted)
        let samplingInterval = given ?? SeriesCapture.mainInterval(of: sources) ?? Cadence.assumed
        precondition(samplingInterval > 0, "the sampling interval is a positive duration")
        let cadences = series.map { series in
            series.sampling == .scans ? nil : given ?? sources.first { $0.series == series }?.samplingInterval
        }
        self.interval = interval
        self.samplingInterval = samplingInterval
        self.sources = sources
        readingCount = counted.count
        expectedReadingCount = Int((interval.duration / samplingInterval).rounded())
        capturePercent = interval.duration > 0
            ? Cadence.coveredDuration(by: readings, within: interval) { cadences[Int($0.series)] } / interval.duration * 100
            : 0
        glucose = GlucoseSummary(readings: counted)
        insulinUnits = doses.reduce(0) { $0 + $1.units }
    }

    /// The statistics of the readings and doses in `interval` (half-open).
    public init(data: GlucoseData, interval: DateInterval, samplingInterval: TimeInterval? = nil) {
        self.init(readings: data.readings(in: interval), doses: data.doses(in: interval),
                  interval: interval, samplingInterval: samplingInterval, series: data.series)
    }

    /// Whether enough of the interval is covered for the figures to be trusted.
    public var hasSufficientData: Bool { capturePercent >= Self.sufficientCapturePercent }
}

/// Level and variability of a non-empty set of readings, in mg/dL.
public struct GlucoseSummary: Hashable, Sendable {
    /// The consensus target for glucose variability: CV at most 36%.
    public static let coefficientOfVariationTargetPercent = 36.0

    /// Whether a CV meets the consensus target: 36% itself meets it.
    public static func variabilityTargetMet(cvPercent: Double) -> Bool {
        cvPercent <= coefficientOfVariationTargetPercent
    }

    /// A CV as shown beside its verdict, to a tenth: a missed one never
    /// reads as met (36.01% is 36.1%, not 36.0%).
    public static func variabilityText(cvPercent: Double) -> String {
        var tenths = (cvPercent * 10).rounded()
        if !variabilityTargetMet(cvPercent: cvPercent), tenths <= coefficientOfVariationTargetPercent * 10 { tenths += 1 }
        return String(format: "%.1f%%", tenths / 10)
    }

    public let mean: Double
    /// The sample standard deviation (divided by n - 1), as the reference
    /// package iglu (`sd_glu`, R's `sd`) and the AGP reports give it; 0 for a
    /// single reading, where iglu gives none (NA).
    public let standardDeviation: Double
    /// SD / mean x 100.
    public let coefficientOfVariationPercent: Double
    /// Glucose management indicator: 3.31 + 0.02392 x mean mg/dL (an estimate of HbA1c, in %).
    public let gmiPercent: Double
    /// The lowest and highest readings; on a tie the earliest in the given order.
    public let lowest: GlucoseReading
    public let highest: GlucoseReading

    /// Nil when there are no readings.
    public init?(readings: some Collection<GlucoseReading>) {
        guard var lowest = readings.first else { return nil }
        var highest = lowest
        var sum = 0.0
        for reading in readings {
            sum += reading.mgdl
            if reading.mgdl < lowest.mgdl { lowest = reading }
            if reading.mgdl > highest.mgdl { highest = reading }
        }
        let mean = sum / Double(readings.count)
        // Deviations from the mean in a second pass, which keeps the variance exact
        // where subtracting squared sums would cancel digits away.
        self.init(count: readings.count, mean: mean,
                  squaredDeviations: readings.reduce(0) { $0 + ($1.mgdl - mean) * ($1.mgdl - mean) },
                  lowest: lowest, highest: highest)
    }

    /// From `count` readings' mean and sum of squared deviations from it
    /// (a span's, merged from its days': `SpanSummary`).
    init(count: Int, mean: Double, squaredDeviations: Double, lowest: GlucoseReading, highest: GlucoseReading) {
        let variance = count < 2 ? 0 : squaredDeviations / Double(count - 1)
        self.mean = mean
        standardDeviation = variance.squareRoot()
        coefficientOfVariationPercent = mean > 0 ? standardDeviation / mean * 100 : 0
        gmiPercent = 3.31 + 0.02392 * mean
        self.lowest = lowest
        self.highest = highest
    }
}
