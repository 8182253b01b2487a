import Foundation

/// The consensus event rule (`GlucoseEvents`) as a state fed one reading at
/// a time, so a run over many days can stop at a day's end and go on with
/// the next (`DaySummary` keeps a day's end state). The state holds only
/// what the rule reads of a run: its first and last instants and, for the
/// event, its extreme reading.
package struct EventRun: Hashable, Sendable {
    package let kind: GlucoseEventKind
    package let samplingInterval: TimeInterval
    /// Readings beyond the threshold in a row: the first, the last, the most extreme.
    package var beyondFirst: GlucoseReading?
    package var beyondLast: Date?
    package var extreme: GlucoseReading?
    package var inEvent = false
    /// Readings back in a row while in an event: the first and last instants.
    package var backFirst: Date?
    package var backLast: Date?
    /// The instant of the reading fed last.
    package var previous: Date?

    package init(kind: GlucoseEventKind, samplingInterval: TimeInterval) {
        self.kind = kind
        self.samplingInterval = samplingInterval
    }

    /// Whether nothing before the next reading matters but its instant:
    /// the state a run starts in.
    var isFresh: Bool { beyondFirst == nil && !inEvent && backFirst == nil }

    /// Takes the next reading (in time order); the event it ends, if any.
    mutating func feed(_ reading: GlucoseReading) -> GlucoseEvent? {
        var ended: GlucoseEvent?
        if let previous, reading.time.timeIntervalSince(previous) > GlucoseEvents.maximumGap {
            ended = close(at: backFirst ?? (beyondLast ?? previous).addingTimeInterval(samplingInterval))
        }
        previous = reading.time
        if kind.isBeyond(reading.mgdl) {
            if beyondFirst == nil { beyondFirst = reading }
            beyondLast = reading.time
            if let held = extreme {
                if kind == .hyper ? reading.mgdl > held.mgdl : reading.mgdl < held.mgdl { extreme = reading }
            } else {
                extreme = reading
            }
            backFirst = nil
            backLast = nil
            if span(beyondFirst!.time, reading.time) >= GlucoseEvents.minimumDuration { inEvent = true }
        } else if inEvent {
            if backFirst == nil { backFirst = reading.time }
            backLast = reading.time
            if span(backFirst!, reading.time) >= GlucoseEvents.minimumDuration { return close(at: backFirst!) }
        } else {
            beyondFirst = nil
            beyondLast = nil
            extreme = nil
        }
        return ended
    }

    /// Ends the run where the data ends: an event in progress ends there.
    mutating func finish() -> GlucoseEvent? {
        close(at: backFirst ?? (beyondLast ?? .distantPast).addingTimeInterval(samplingInterval))
    }

    /// A run's length: each reading stands for one sampling interval.
    private func span(_ first: Date, _ last: Date) -> TimeInterval {
        last.timeIntervalSince(first) + samplingInterval
    }

    private mutating func close(at end: Date) -> GlucoseEvent? {
        var event: GlucoseEvent?
        if inEvent, let first = beyondFirst, let extreme {
            event = GlucoseEvent(kind: kind, start: first.time, end: end, extreme: extreme)
        }
        inEvent = false
        beyondFirst = nil
        beyondLast = nil
        extreme = nil
        backFirst = nil
        backLast = nil
        return event
    }
}
