import Foundation

/// One hour of a day's counted readings (`DaySummary.hours`): how many fell
/// in each consensus range, their sum and their extremes. Additive, so the
/// hours of any span merge by adding, and the hour-of-day patterns and the
/// heat map of 28 days or ten years read a row a day, never the readings.
public struct HourBucket: Hashable, Sendable {
    /// Readings per consensus range (`ConsensusRange`), as fields: ten years
    /// of hours decode without an array each.
    public var veryLow = 0
    public var low = 0
    public var inRange = 0
    public var high = 0
    public var veryHigh = 0
    public var sum = 0.0
    /// The hour's lowest and highest reading (0 when it holds none).
    public var lowest = 0.0
    public var highest = 0.0

    public init() {}

    public init(veryLow: Int, low: Int, inRange: Int, high: Int, veryHigh: Int, sum: Double, lowest: Double, highest: Double) {
        (self.veryLow, self.low, self.inRange, self.high, self.veryHigh) = (veryLow, low, inRange, high, veryHigh)
        (self.sum, self.lowest, self.highest) = (sum, lowest, highest)
    }

    public var count: Int { veryLow + low + inRange + high + veryHigh }

    /// The readings of `range` in the hour.
    public func count(of range: ConsensusRange) -> Int {
        switch range {
        case .veryLow: veryLow
        case .low: low
        case .inRange: inRange
        case .high: high
        case .veryHigh: veryHigh
        }
    }

    /// The readings of `target`'s ranges (cumulative: below 70 holds below 54).
    public func count(of target: ConsensusTarget) -> Int {
        target.ranges.reduce(0) { $0 + count(of: $1) }
    }

    public mutating func add(mgdl: Double) {
        switch ConsensusRange(mgdl: mgdl) {
        case .veryLow: veryLow += 1
        case .low: low += 1
        case .inRange: inRange += 1
        case .high: high += 1
        case .veryHigh: veryHigh += 1
        }
        (lowest, highest) = count == 1 ? (mgdl, mgdl) : (min(lowest, mgdl), max(highest, mgdl))
        sum += mgdl
    }

    /// Both hours' readings as one hour's.
    public func merged(with other: HourBucket) -> HourBucket {
        guard other.count > 0 else { return self }
        guard count > 0 else { return other }
        return HourBucket(veryLow: veryLow + other.veryLow, low: low + other.low, inRange: inRange + other.inRange,
                          high: high + other.high, veryHigh: veryHigh + other.veryHigh, sum: sum + other.sum,
                          lowest: min(lowest, other.lowest), highest: max(highest, other.highest))
    }

    /// The readings of `day` by the hour elapsed since its midnight (24 on
    /// most days, 23 or 25 around a clock change, one more for the part
    /// hour a half-hour change leaves), so a bucket is a function of the
    /// day's bounds and readings, whatever zone names them.
    static func hours(of readings: [GlucoseReading], in day: LocalDay) -> [HourBucket] {
        var hours = [HourBucket](repeating: HourBucket(), count: Int((day.interval.duration / 3600).rounded(.up)))
        for reading in readings where day.holds(reading.time) {
            hours[Int(reading.time.timeIntervalSince(day.interval.start) / 3600)].add(mgdl: reading.mgdl)
        }
        return hours
    }
}
