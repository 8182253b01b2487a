import Foundation

/// The basal rate in effect over an interval, as Nightscout works it out
/// (`profilefunctions.js`): the scheduled rate (the pump's delivered
/// schedule where a source has it, else the profile's schedule in its own
/// zone, scaled and shifted by a profile switch), unless a temp, a suspend
/// or a loop's automated rate runs. A temp runs for its duration or until
/// the next one starts; one of duration 0 cancels. Where nothing says the
/// rate, there is no segment: the lane shows a gap, never a guess.
public struct BasalTimeline {
    /// A record's stretch of effect.
    private struct Piece {
        var start: Date
        var end: Date
        var event: BasalEvent
    }

    /// How long a scheduled rate written once (CareLink's changes) lasts at most.
    static let longestScheduledRun: TimeInterval = 86_400

    private let scheduled: [Piece]
    private let overrides: [Piece]
    private let switches: [Piece]
    private let schedules: [BasalSchedule]

    public init(_ records: TherapyRecords) {
        scheduled = Self.pieces(records.basal.filter { $0.kind == .scheduled }) { _ in Self.longestScheduledRun }
        // A suspend written without a duration lasts until a resume (a cancel) or the next temp.
        overrides = Self.pieces(records.basal.filter(\.overridesSchedule)) { $0.kind == .suspend ? Self.longestScheduledRun : 0 }
        switches = Self.pieces(records.basal.filter { $0.kind == .profileSwitch }) { _ in .infinity }
        schedules = records.schedules
    }

    /// The segments over `interval`, adjacent ones of one rate and source joined.
    public func segments(in interval: DateInterval) -> [BasalSegment] {
        var edges = [interval.start, interval.end]
        for pieces in [scheduled, overrides, switches] {
            // Pieces do not overlap: their ends rise with their starts.
            for piece in pieces[pieces.partitionIndex { $0.end > interval.start }...] {
                if piece.start >= interval.end { break }
                for edge in [piece.start, piece.end] where edge > interval.start && edge < interval.end { edges.append(edge) }
            }
        }
        for schedule in schedules where schedule.validFrom < interval.end {
            if schedule.validFrom > interval.start { edges.append(schedule.validFrom) }
            for shift in Set([0] + switches.map(\.event.shift)) {
                edges += schedule.changes(in: interval, shift: shift)
            }
        }
        edges.sort()
        var segments: [BasalSegment] = []
        for (start, end) in zip(edges, edges.dropFirst()) where start < end {
            guard let (rate, source) = rate(at: start) else { continue }
            if let last = segments.last, last.interval.end == start, last.unitsPerHour == rate, last.source == source {
                segments[segments.count - 1].interval.end = end
            } else {
                segments.append(BasalSegment(interval: DateInterval(start: start, end: end), unitsPerHour: rate, source: source))
            }
        }
        return segments
    }

    /// The rate in effect at `instant` and what set it; nil when unknown.
    func rate(at instant: Date) -> (Double, BasalSegment.Source)? {
        // The schedule is looked up only where a temp does not set the rate alone.
        guard let temp = Self.piece(in: overrides, at: instant)?.event else { return scheduledRate(at: instant).map { ($0, .scheduled) } }
        switch temp.kind {
        case .suspend: return (0, .suspend)
        case .automated: return (temp.value, temp.profile == BasalEvent.dailyTotal ? .dailyMean : .automated)
        case .tempPercent: return scheduledRate(at: instant).map { ($0 * (100 + temp.value) / 100, .temp) }
        default: return (temp.value, .temp)
        }
    }

    /// The pump's scheduled rate at `instant`, else the profile's.
    private func scheduledRate(at instant: Date) -> Double? {
        if let piece = Self.piece(in: scheduled, at: instant) { return piece.event.value }
        let change = Self.piece(in: switches, at: instant)?.event
        let named = change?.profile ?? ""
        // Latest first: the schedule of the newest profile document before the instant.
        let candidates = schedules[..<schedules.partitionIndex { $0.validFrom > instant }].reversed()
        let schedule = candidates.first { !named.isEmpty && $0.name == named } ?? candidates.first(where: \.isDefault)
        guard let rate = schedule?.rate(at: instant, shift: change?.shift ?? 0) else { return nil }
        return rate * (change?.value ?? 100) / 100
    }

    /// Each event's stretch: its duration (`open`'s for 0), cut at the next event's start.
    private static func pieces(_ events: [BasalEvent], open: (BasalEvent) -> TimeInterval) -> [Piece] {
        events.indices.compactMap { index in
            let event = events[index]
            let length = event.duration > 0 ? event.duration : open(event)
            var end = length.isFinite ? event.time.addingTimeInterval(length) : .distantFuture
            if index + 1 < events.count { end = min(end, events[index + 1].time) }
            return end > event.time ? Piece(start: event.time, end: end, event: event) : nil
        }
    }

    private static func piece(in pieces: [Piece], at instant: Date) -> Piece? {
        let after = pieces.partitionIndex { $0.start > instant }
        guard after > 0, pieces[after - 1].end > instant else { return nil }
        return pieces[after - 1]
    }
}
