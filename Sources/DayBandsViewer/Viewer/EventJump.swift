import DayBandsRecords
import Foundation

/// `n`/`N` and `]`/`[`: the next or previous consensus event (`GlucoseEvents`)
/// across all the days browsed, and the line that says what was found. A low
/// is a level 1 event, which holds every level 2 one (below 54 is below 70).
public enum EventJump: Hashable, Sendable {
    case low
    case high

    var kind: GlucoseEventKind { self == .low ? .level1Hypo : .hyper }

    /// How far around some days their readings are read to find the events
    /// that start in them (`DayPages.jumpBeyond`): an event under way at
    /// their start began before them, and one starting near their end may
    /// need the readings after it to be told and measured.
    static let margin: TimeInterval = 24 * 3600

    /// The events that start in `interval`, found over `data`'s readings
    /// within `margin` of it, at the sampling interval of `interval`'s own.
    func events(in data: GlucoseData, startingIn interval: DateInterval) -> [GlucoseEvent] {
        let around = DateInterval(start: interval.start.addingTimeInterval(-Self.margin),
                                  end: interval.end.addingTimeInterval(Self.margin))
        return GlucoseEvents(kind, readings: data.countedReadings(in: around),
                             samplingInterval: Cadence.interval(of: data, in: interval)).events
            .filter { $0.start >= interval.start && $0.start < interval.end }
    }

    /// The first event starting after `reference` (forward), or the last
    /// starting before it, among those starting on the days browsed. An
    /// event is found over the whole run of days and the data held around
    /// them, so one that crosses midnight is one event, and one under way
    /// when the first day starts is not found on it.
    func event(forward: Bool, from reference: Date, in timeline: Timeline) -> GlucoseEvent? {
        let events = events(in: timeline.data, startingIn: timeline.interval)
        return forward ? events.first { $0.start > reference } : events.last { $0.start < reference }
    }

    /// `very low from 03:35 for 60 min, lowest 44 at 03:50`: the consensus
    /// range of the event's most extreme reading (a low holding a level 2 one
    /// is very low, a high is above 250: very high), when it starts, how long
    /// it lasts, and that reading, where the cursor lands. The header names
    /// the day; one that starts the day before says that day too. Shorter
    /// forms follow for a narrow status line, each whole: the start left out
    /// first, then the length; the extreme reading stays.
    func found(_ event: GlucoseEvent, unit: GlucoseUnit, calendar: DayCalendar) -> [String] {
        let name = ConsensusRange(mgdl: event.extreme.mgdl).name
        let minutes = NumberText.whole((event.duration / 60).rounded())
        let startDay = calendar.day(containing: event.start)
        let before = startDay == calendar.day(containing: event.extreme.time) ? "" : " \(calendar.dayText(startDay))"
        let extreme = "\(self == .low ? "lowest" : "highest") \(unit.format(event.extreme)) at \(calendar.clockText(event.extreme.time))"
        return ["\(name) from \(calendar.clockText(event.start))\(before) for \(minutes) min, \(extreme)",
                "\(name) \(minutes) min, \(extreme)", "\(name), \(extreme)"]
    }

    /// The key that makes this jump.
    func key(forward: Bool) -> String {
        switch (self, forward) {
        case (.low, true): "n"
        case (.low, false): "N"
        case (.high, true): "]"
        case (.high, false): "["
        }
    }

    /// `no later low (<70)`, `no earlier very high (>13.9)`: the bound in the display unit.
    func notFound(forward: Bool, unit: GlucoseUnit) -> String {
        "no \(forward ? "later" : "earlier") \(words(in: unit))"
    }

    /// `low (<70)`, `very high (>250)`: what the key looks for, in the display unit.
    func words(in unit: GlucoseUnit) -> String {
        self == .low ? "low (\(unit.rangeText(ConsensusTarget.below70.mgdlBounds)))"
                     : "very high (\(unit.rangeText(ConsensusTarget.above250.mgdlBounds)))"
    }
}

/// Where the last jump put the cursor, and the start of the event it found:
/// the next jump searches on from that start while the cursor stays there.
public struct JumpLanding: Hashable, Sendable {
    public var eventStart: Date
    public var cursor: HourMark
}
