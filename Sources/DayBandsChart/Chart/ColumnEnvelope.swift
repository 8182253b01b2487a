import DayBandsRecords
import Foundation

/// The lowest and highest value (mg/dL) the day's curve passes through inside
/// one plot column. Area and line are both drawn from it, so they agree: the
/// line covers the envelope, the area fills below its top.
public struct ColumnEnvelope: Hashable, Sendable {
    public var low: Double
    public var high: Double

    package mutating func include(_ mgdl: Double) {
        low = min(low, mgdl)
        high = max(high, mgdl)
    }

    /// The envelope of every column of a day, nil where the curve does not pass.
    /// Consecutive readings at most `Cadence.maximumJoin` apart (for the day's
    /// own sampling interval, its main series', scans aside: 15 minutes at 5, 45 at Libre's 15) are joined by
    /// a straight segment, and a longer gap stays empty; every reading is also a point of its own, so an isolated reading
    /// still shows. Readings just outside the day carry the curve to its edges.
    public static func envelopes(of data: GlucoseData, on axis: TimeAxis) -> [ColumnEnvelope?] {
        var columns = [ColumnEnvelope?](repeating: nil, count: axis.columns)
        func include(_ mgdl: Double, at column: Int) {
            if columns[column] == nil {
                columns[column] = ColumnEnvelope(low: mgdl, high: mgdl)
            } else {
                columns[column]!.include(mgdl)
            }
        }
        let day = axis.interval
        let widened = DateInterval(start: day.start.addingTimeInterval(-Cadence.longestJoin),
                                   end: day.end.addingTimeInterval(Cadence.longestJoin))
        let readings = data.readings(in: widened)
        let maximumJoin = Cadence.maximumJoin(for: Cadence.interval(of: data, in: day))
        var previous: GlucoseReading?
        for reading in readings {
            if let column = axis.column(for: reading.time) {
                include(reading.mgdl, at: column)
            }
            if let a = previous {
                let elapsed = reading.time.timeIntervalSince(a.time)
                if elapsed > 0, elapsed <= maximumJoin {
                    joinSegment(from: a, to: reading, on: axis, include: include)
                }
            }
            previous = reading
        }
        return columns
    }

    /// Adds a straight segment's values at both ends of each column it crosses.
    private static func joinSegment(from a: GlucoseReading, to b: GlucoseReading, on axis: TimeAxis,
                                    include: (Double, Int) -> Void) {
        let day = axis.interval
        let start = max(a.time, day.start)
        let end = min(b.time, day.end)
        guard start < end,
              let first = axis.column(for: start),
              let last = axis.column(for: end) ?? axis.column(for: end.addingTimeInterval(-0.001))
        else { return }
        let duration = b.time.timeIntervalSince(a.time)
        func value(at instant: Date) -> Double {
            a.mgdl + (b.mgdl - a.mgdl) * instant.timeIntervalSince(a.time) / duration
        }
        for column in first...last {
            let span = axis.span(ofColumn: column)
            let from = max(start, span.start)
            let to = min(end, span.end)
            guard from <= to else { continue }
            include(value(at: from), column)
            include(value(at: to), column)
        }
    }
}
