import Foundation

/// What the pump and the loop did besides boluses: basal events, the
/// profiles' basal schedules, temporary targets and change marks, each
/// sorted by time.
public struct TherapyRecords: Hashable, Sendable {
    public private(set) var basal: [BasalEvent]
    public private(set) var schedules: [BasalSchedule]
    public private(set) var targets: [TempTarget]
    public private(set) var marks: [TherapyMark]
    /// The profile switches among `basal`: one may act for days, so a look
    /// around an interval keeps the last one before it.
    private var switches: [BasalEvent]

    public init(basal: [BasalEvent] = [], schedules: [BasalSchedule] = [], targets: [TempTarget] = [], marks: [TherapyMark] = []) {
        self.basal = basal.sorted { $0.time < $1.time }
        switches = self.basal.filter { $0.kind == .profileSwitch }
        self.schedules = schedules.sorted { $0.validFrom < $1.validFrom }
        self.targets = targets.sorted { $0.time < $1.time }
        self.marks = marks.sorted { $0.time < $1.time }
    }

    public var isEmpty: Bool { basal.isEmpty && schedules.isEmpty && targets.isEmpty && marks.isEmpty }

    /// The first and last instant of the basal events, targets and marks
    /// (a profile's schedules, valid from whenever it was written, are not
    /// records of a day); nil without any.
    public var extent: ClosedRange<Date>? {
        let times = [basal.first?.time, basal.last?.time, targets.first?.time, targets.last?.time,
                     marks.first?.time, marks.last?.time].compactMap { $0 }
        guard let first = times.min(), let last = times.max() else { return nil }
        return first...last
    }

    /// Records held, for the report's counts.
    public var count: Int { basal.count + schedules.count + targets.count + marks.count }

    /// Both parts' records, one copy of each held twice: the same instant
    /// (to the second) and amount (`RecordKey`), as doses are merged; a
    /// schedule the same by its start, name and rates.
    func merged(with other: TherapyRecords) -> TherapyRecords {
        TherapyRecords(basal: Self.unique(basal + other.basal) { Key(kind: $0.kind.rawValue, record: RecordKey($0.time, $0.value)) },
                       schedules: Self.unique(schedules + other.schedules) { $0 },
                       targets: Self.unique(targets + other.targets) { Key(kind: "", record: RecordKey($0.time, $0.lowMgdl)) },
                       marks: Self.unique(marks + other.marks) { Key(kind: $0.kind.rawValue, record: RecordKey($0.time, 0)) })
    }

    /// The records that touch `interval`: what starts in it, the basal
    /// events and targets of the `lookBack` before it that may still run,
    /// the last profile switch before, and the schedules valid from before its end.
    public func around(_ interval: DateInterval) -> TherapyRecords {
        slices(around: interval).records
    }

    /// `around(interval)` as slices of the records held, copied nowhere: what
    /// a day chart's key (the viewer's `DayContent`) compares at every frame.
    public func slices(around interval: DateInterval) -> Around {
        // Sorted by time: each part is a slice found by binary search.
        let from = interval.start.addingTimeInterval(-Self.lookBack)
        func slice<Item>(_ items: [Item], from start: Date, time: (Item) -> Date) -> ArraySlice<Item> {
            items[items.partitionIndex { time($0) >= start }..<items.partitionIndex { time($0) >= interval.end }]
        }
        let before = switches.partitionIndex { $0.time >= from }
        return Around(basal: slice(basal, from: from, time: \.time), switchBefore: before > 0 ? switches[before - 1] : nil,
                      schedules: schedules[..<schedules.partitionIndex { $0.validFrom >= interval.end }],
                      targets: slice(targets, from: from, time: \.time), marks: slice(marks, from: interval.start, time: \.time))
    }

    /// The parts of the records that touch an interval (`slices(around:)`).
    public struct Around: Hashable, Sendable {
        public let basal: ArraySlice<BasalEvent>
        /// The last profile switch before the look-back: one may act for days.
        public let switchBefore: BasalEvent?
        public let schedules: ArraySlice<BasalSchedule>
        public let targets: ArraySlice<TempTarget>
        public let marks: ArraySlice<TherapyMark>

        /// The records themselves (`around`).
        public var records: TherapyRecords {
            var found = TherapyRecords()
            found.basal = (switchBefore.map { [$0] } ?? []) + basal
            found.switches = found.basal.filter { $0.kind == .profileSwitch }
            found.schedules = Array(schedules)
            found.targets = Array(targets)
            found.marks = Array(marks)
            return found
        }
    }

    /// Whether a basal event, a schedule or a target may act on `interval`
    /// (what `around` would give, changes aside), found without copying.
    public func setsBasalOrTarget(in interval: DateInterval) -> Bool {
        let from = interval.start.addingTimeInterval(-Self.lookBack)
        return basal.partitionIndex { $0.time >= from } < basal.partitionIndex { $0.time >= interval.end }
            || switches.first.map { $0.time < interval.end } == true
            || schedules.first.map { $0.validFrom < interval.end } == true
            || targets.partitionIndex { $0.time >= from } < targets.partitionIndex { $0.time >= interval.end }
    }

    /// Each temporary target's stretch in `interval`: its duration, cut
    /// at the next one's start (a cancel, of duration 0, only cuts).
    public func targetSpans(in interval: DateInterval) -> [(interval: DateInterval, target: TempTarget)] {
        targets.indices.compactMap { index in
            let target = targets[index]
            var end = target.time.addingTimeInterval(target.duration)
            if index + 1 < targets.count { end = min(end, targets[index + 1].time) }
            guard end > target.time, let span = DateInterval(start: target.time, end: end).intersection(with: interval),
                  span.duration > 0 else { return nil }
            return (span, target)
        }
    }

    /// How far back an event may still be in effect: a temp or a target
    /// for hours, a scheduled rate CareLink wrote once until the next (a day
    /// at most, `BasalTimeline.longestScheduledRun`); a profile switch may
    /// act for days, and the last one before is kept whatever its age.
    package static let lookBack: TimeInterval = 86_400

    /// A record's kind beside its instant and amount: a temp and a
    /// scheduled rate of one instant and rate are two records.
    private struct Key: Hashable {
        var kind: String
        var record: RecordKey
    }

    private static func unique<Item, K: Hashable>(_ items: [Item], key: (Item) -> K) -> [Item] {
        var seen = Set<K>()
        return items.filter { seen.insert(key($0)).inserted }
    }
}
