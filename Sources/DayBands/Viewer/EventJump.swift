import Foundation

/// `n`/`N` and `]`/`[`: the next or previous consensus event (`GlucoseEvents`)
/// across all the days browsed, and the line that says what was found. A low
/// is a level 1 event, which holds every level 2 one (below 54 is below 70).
public enum EventJump: Hashable, Sendable {
    case low
    case high

    var kind: GlucoseEventKind { self == .low ? .level1Hypo : .hyper }

    /// The first event starting after `reference` (forward), or the last
    /// starting before it. An event is found over the whole run of days, so
    /// one that crosses midnight is one event.
    func event(forward: Bool, from reference: Date, in timeline: Timeline) -> GlucoseEvent? {
        let events = GlucoseEvents(kind, readings: timeline.data.readings(in: timeline.interval),
                                   samplingInterval: Cadence.interval(of: timeline.data, in: timeline.interval)).events
        return forward ? events.first { $0.start > reference } : events.last { $0.start < reference }
    }

    /// `low 52 mg/dL at 03:10, Tue 13 Oct, 35 min`: the event's most extreme
    /// reading, where it starts and how long it lasts.
    func found(_ event: GlucoseEvent, unit: GlucoseUnit, calendar: DayCalendar) -> String {
        let name = self == .high ? "high" : GlucoseEventKind.level2Hypo.isBeyond(event.extreme.mgdl) ? "low (level 2)" : "low"
        let minutes = NumberText.whole((event.duration / 60).rounded())
        return "\(name) \(unit.format(event.extreme)) \(unit.label) at \(calendar.clockText(event.start)), "
            + "\(calendar.dayText(calendar.day(containing: event.start))), \(minutes) min"
    }

    /// `no later low`, `no earlier high (>250)`.
    func notFound(forward: Bool) -> String {
        "no \(forward ? "later" : "earlier") \(self == .low ? "low (<70)" : "high (>250)")"
    }
}
