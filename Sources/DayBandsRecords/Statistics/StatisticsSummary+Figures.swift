import Foundation

/// The summary's figures that come in groups (range shares, targets, events,
/// extremes, sources), each with its JSON keys and rounding.
extension StatisticsSummary {
    /// Shares of readings in the consensus ranges, 0...100.
    public struct RangePercents: Codable, Hashable, Sendable {
        public var veryLow: Double
        public var low: Double
        public var inRange: Double
        public var high: Double
        public var veryHigh: Double

        enum CodingKeys: String, CodingKey {
            case veryLow = "very_low"
            case low
            case inRange = "in_range"
            case high
            case veryHigh = "very_high"
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            for (key, value) in [(CodingKeys.veryLow, veryLow), (.low, low), (.inRange, inRange), (.high, high),
                                 (.veryHigh, veryHigh)] {
                try container.encode(StatisticsSummary.rounded(value), forKey: key)
            }
        }
    }

    /// The shares the cumulative consensus targets cover, and which are met.
    public struct TargetShares: Codable, Hashable, Sendable {
        public var below54: Double
        public var below70: Double
        public var inRange: Double
        public var above180: Double
        public var above250: Double
        /// The targets met, by the same keys.
        public var met: [String: Bool]

        enum CodingKeys: String, CodingKey {
            case below54 = "below_54_percent"
            case below70 = "below_70_percent"
            case inRange = "in_range_percent"
            case above180 = "above_180_percent"
            case above250 = "above_250_percent"
            case met
        }

        public func share(of target: ConsensusTarget) -> Double {
            switch target {
            case .below54: below54
            case .below70: below70
            case .inRange: inRange
            case .above180: above180
            case .above250: above250
            }
        }

        /// Each share to 2 decimals toward its verdict: `0.999` met is `0.99`, never `1.0`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            for (key, target) in [(CodingKeys.below54, ConsensusTarget.below54), (.below70, .below70),
                                  (.inRange, .inRange), (.above180, .above180), (.above250, .above250)] {
                try container.encode(target.target.shown(share(of: target), decimals: 2), forKey: key)
            }
            try container.encode(met, forKey: .met)
        }

        public static func key(_ target: ConsensusTarget) -> String {
            switch target {
            case .below54: "below_54"
            case .below70: "below_70"
            case .inRange: "in_range"
            case .above180: "above_180"
            case .above250: "above_250"
            }
        }
    }

    /// How many events of each kind, and their total minutes.
    public struct EventCounts: Codable, Hashable, Sendable {
        public struct Count: Codable, Hashable, Sendable {
            public var count: Int
            public var minutes: Double
        }

        public var level1Hypo: Count
        public var level2Hypo: Count
        public var hyper: Count

        enum CodingKeys: String, CodingKey {
            case level1Hypo = "level_1_hypo_below_70"
            case level2Hypo = "level_2_hypo_below_54"
            case hyper = "hyper_above_250"
        }

        init(readings: some Collection<GlucoseReading>, samplingInterval: TimeInterval) {
            self.init { kind in
                let events = GlucoseEvents(kind, readings: readings, samplingInterval: samplingInterval)
                return (events.count, events.totalDuration)
            }
        }

        /// From each kind's count and total seconds.
        init(counting events: (GlucoseEventKind) -> (count: Int, seconds: TimeInterval)) {
            func count(_ kind: GlucoseEventKind) -> Count {
                let (count, seconds) = events(kind)
                return Count(count: count, minutes: (seconds / 60).rounded())
            }
            level1Hypo = count(.level1Hypo)
            level2Hypo = count(.level2Hypo)
            hyper = count(.hyper)
        }
    }

    /// A lowest or highest reading: its value in the display unit, its
    /// instant, and whether it is measured or a sensor's `Low`/`High` (then
    /// the value is the sensor's bound: `belowSensorRange`, `aboveSensorRange`).
    public struct Extreme: Codable, Hashable, Sendable {
        public var value: Double
        /// ISO 8601 in UTC.
        public var time: String
        public var flag: String

        init(_ reading: GlucoseReading, unit: GlucoseUnit) {
            value = StatisticsSummary.rounded(unit.value(fromMgdl: reading.mgdl))
            time = reading.time.ISO8601Format()
            flag = reading.flag.rawValue
        }
    }

    /// One series' readings and capture (`SeriesCapture`).
    public struct Source: Codable, Hashable, Sendable {
        /// The device, file or site, escaped and shortened (`PrintableText`).
        public var name: String
        /// `periodic`, or `scans` (on demand: no cadence, no capture).
        public var sampling: String
        public var readings: Int
        /// Those the figures count (`CountedReadings`): all of a periodic
        /// series'; of scans, those no periodic reading of their device covers.
        public var counted: Int
        /// The cadence found from the series' own spacing; null for scans.
        public var samplingIntervalMinutes: Double?
        /// Readings per slot of that cadence, 0...100; null for scans.
        public var capturePercent: Double?

        enum CodingKeys: String, CodingKey {
            case name, sampling, readings, counted
            case samplingIntervalMinutes = "sampling_interval_minutes"
            case capturePercent = "capture_percent"
        }

        init(_ capture: SeriesCapture) {
            self.init(series: capture.series, readings: capture.readingCount, counted: capture.countedCount,
                      samplingInterval: capture.samplingInterval, capturePercent: capture.capturePercent)
        }

        init(series: GlucoseSeries, readings: Int, counted: Int, samplingInterval: TimeInterval?, capturePercent: Double?) {
            name = PrintableText.escaped(series.name)
            sampling = series.sampling.rawValue
            self.readings = readings
            self.counted = counted
            samplingIntervalMinutes = samplingInterval.map { $0 / 60 }
            self.capturePercent = capturePercent.map(StatisticsSummary.roundedDown)
        }

        /// Writes `null` for a figure scans do not have.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(sampling, forKey: .sampling)
            try container.encode(readings, forKey: .readings)
            try container.encode(counted, forKey: .counted)
            try container.encode(samplingIntervalMinutes, forKey: .samplingIntervalMinutes)
            try container.encode(capturePercent, forKey: .capturePercent)
        }
    }
}
