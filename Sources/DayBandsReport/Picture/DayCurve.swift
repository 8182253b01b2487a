import DayBandsRecords
import Foundation

/// A day's curve in continuous coordinates: the readings joined by the same
/// rule as the screen's (`ColumnEnvelope`): consecutive readings at most
/// `maximumJoin` apart by a straight segment, a longer gap left empty, a
/// reading with no neighbour a point of its own; readings just outside the
/// day carry the curve to its edges (the plot's clip cuts them there).
struct DayCurve {
    /// Runs of joined readings, in time order; a run of one is a lone point.
    let runs: [[GlucoseReading]]

    init(readings: some Sequence<GlucoseReading>, maximumJoin: TimeInterval) {
        var runs: [[GlucoseReading]] = []
        var run: [GlucoseReading] = []
        for reading in readings {
            // Two readings at one instant stay in the run: the line goes
            // straight between their values, as the screen's column holds both.
            if let last = run.last, reading.time.timeIntervalSince(last.time) > maximumJoin {
                runs.append(run)
                run = []
            }
            run.append(reading)
        }
        if !run.isEmpty { runs.append(run) }
        self.runs = runs
    }

    /// The curve of the readings of an interval (a day, or the live window)
    /// and those beyond it that join it.
    init(of data: GlucoseData, within interval: DateInterval) {
        let widened = DateInterval(start: interval.start.addingTimeInterval(-Cadence.longestJoin),
                                   end: interval.end.addingTimeInterval(Cadence.longestJoin))
        self.init(readings: data.readings(in: widened),
                  maximumJoin: Cadence.maximumJoin(for: Cadence.interval(of: data, in: interval)))
    }

    /// The value on the curve at an instant (on a segment, interpolated), or
    /// nil where the curve does not pass.
    func value(at instant: Date) -> Double? {
        for run in runs {
            guard let first = run.first, let last = run.last, first.time <= instant, instant <= last.time else { continue }
            guard let index = run.firstIndex(where: { $0.time >= instant }) else { continue }
            let b = run[index]
            guard index > 0, b.time > instant else { return b.mgdl }
            let a = run[index - 1]
            return a.mgdl + (b.mgdl - a.mgdl) * instant.timeIntervalSince(a.time) / b.time.timeIntervalSince(a.time)
        }
        return nil
    }

    /// The parts of the day where the curve is below `threshold` (above it
    /// with `above`), each with its most extreme reading inside the day (nil
    /// for a dip made only by a segment between two readings: no number is
    /// shown that was not read).
    func stretches(beyond threshold: Double, above: Bool = false,
                   within day: DateInterval) -> [(span: DateInterval, extreme: GlucoseReading?)] {
        let sign = above ? -1.0 : 1.0
        func beyond(_ mgdl: Double) -> Bool { sign * mgdl < sign * threshold }
        var spans: [DateInterval] = []
        func add(_ start: Date, _ end: Date) {
            let start = max(start, day.start), end = min(end, day.end)
            guard start <= end else { return }
            if let last = spans.last, last.end >= start {
                spans[spans.count - 1] = DateInterval(start: last.start, end: max(last.end, end))
            } else {
                spans.append(DateInterval(start: start, end: end))
            }
        }
        for run in runs {
            if run.count == 1, beyond(run[0].mgdl) { add(run[0].time, run[0].time) }
            for (a, b) in zip(run, run.dropFirst()) {
                guard beyond(a.mgdl) || beyond(b.mgdl) else { continue }
                func crossing() -> Date {
                    a.time.addingTimeInterval(b.time.timeIntervalSince(a.time) * (threshold - a.mgdl) / (b.mgdl - a.mgdl))
                }
                add(beyond(a.mgdl) ? a.time : crossing(), beyond(b.mgdl) ? b.time : crossing())
            }
        }
        let readings = runs.joined()
        return spans.map { span in
            (span, readings.filter { span.contains($0.time) && beyond($0.mgdl) && day.contains($0.time) }
                .min { sign * $0.mgdl < sign * $1.mgdl })
        }
    }
}
