/// The Ambulatory Glucose Profile: every day's readings folded onto one
/// 24-hour axis by local wall-clock time, and summarised per time-of-day
/// bucket by the 5th, 25th, 50th, 75th and 95th percentiles (`Percentiles`,
/// linear interpolation), in mg/dL.
///
/// Folding goes by the wall clock in the calendar's zone, as a person lives the
/// day: a reading at 07:30 local time lands at 07:30 whatever the UTC offset.
/// On a fall-back day both passes through the repeated hour land in that hour's
/// buckets; on a spring-forward day the skipped hour contributes nothing.
/// Flagged readings count at their stored value, as in `TimeInRanges`.
public struct AmbulatoryProfile: Hashable, Sendable {
    public static let minutesPerDay = 24 * 60
    /// 15 minutes: 96 buckets a day, about 3 readings per bucket per day at 5-minute sampling.
    public static let defaultBucketMinutes = 15
    /// Under this many readings the outer percentiles are little more than the
    /// extremes, so the bucket is marked insufficient.
    public static let defaultMinimumReadings = 10

    /// The five percentiles of one bucket, in mg/dL.
    public struct Profile: Hashable, Sendable {
        public let p5: Double
        public let p25: Double
        public let median: Double
        public let p75: Double
        public let p95: Double

        package init(p5: Double, p25: Double, median: Double, p75: Double, p95: Double) {
            self.p5 = p5
            self.p25 = p25
            self.median = median
            self.p75 = p75
            self.p95 = p95
        }
    }

    public struct Bucket: Hashable, Sendable {
        /// Minutes after local midnight where the bucket starts (the bucket is half-open).
        public let startMinute: Int
        public let readingCount: Int
        /// Nil when the bucket has no readings.
        public let profile: Profile?
        /// Whether it has at least the minimum number of readings.
        public let isSufficient: Bool
    }

    public let bucketMinutes: Int
    /// The buckets from local midnight on, covering the 24 hours.
    public let buckets: [Bucket]

    /// `bucketMinutes` must divide the 1440 minutes of a day (5, 10, 15, 30, 60, ...).
    public init(readings: some Sequence<GlucoseReading>, calendar: DayCalendar,
                bucketMinutes: Int = defaultBucketMinutes, minimumReadings: Int = defaultMinimumReadings) {
        precondition(bucketMinutes > 0 && Self.minutesPerDay % bucketMinutes == 0,
                     "the bucket width divides a day")
        var values = Array(repeating: [Double](), count: Self.minutesPerDay / bucketMinutes)
        for reading in readings {
            let clock = calendar.clock(reading.time)
            values[(clock.hour * 60 + clock.minute) / bucketMinutes].append(reading.mgdl)
        }
        self.bucketMinutes = bucketMinutes
        buckets = values.enumerated().map { index, values in
            let percentiles = Percentiles(values)
            let profile = percentiles.isEmpty ? nil : Profile(
                p5: percentiles.value(atPercent: 5)!, p25: percentiles.value(atPercent: 25)!,
                median: percentiles.value(atPercent: 50)!, p75: percentiles.value(atPercent: 75)!,
                p95: percentiles.value(atPercent: 95)!)
            return Bucket(startMinute: index * bucketMinutes, readingCount: values.count,
                          profile: profile, isSufficient: values.count >= minimumReadings)
        }
    }

    /// The bucket holding a local wall-clock time, for the hour cursor's callout.
    public func bucket(hour: Int, minute: Int) -> Bucket {
        precondition((0..<24).contains(hour) && (0..<60).contains(minute), "a wall-clock time")
        return buckets[(hour * 60 + minute) / bucketMinutes]
    }
}

extension AmbulatoryProfile {
    /// The profile of the days a timeline holds (the page browsed, the report's
    /// days): their counted readings on their local clock.
    public init(window timeline: Timeline) {
        self.init(readings: timeline.data.countedReadings(in: timeline.interval), calendar: timeline.calendar)
    }
}
