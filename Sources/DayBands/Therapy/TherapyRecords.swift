import Foundation

/// What the pump and the loop did besides boluses: basal events, the
/// profiles' basal schedules, temporary targets and change marks, each
/// sorted by time.
public struct TherapyRecords: Hashable, Sendable {
    public private(set) var basal: [BasalEvent]
    public private(set) var schedules: [BasalSchedule]
    public private(set) var targets: [TempTarget]
    public private(set) var marks: [TherapyMark]

    public init(basal: [BasalEvent] = [], schedules: [BasalSchedule] = [], targets: [TempTarget] = [], marks: [TherapyMark] = []) {
        self.basal = basal.sorted { $0.time < $1.time }
        self.schedules = schedules.sorted { $0.validFrom < $1.validFrom }
        self.targets = targets.sorted { $0.time < $1.time }
        self.marks = marks.sorted { $0.time < $1.time }
    }

    public var isEmpty: Bool { basal.isEmpty && schedules.isEmpty && targets.isEmpty && marks.isEmpty }

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

    /// The records that touch `interval`: what starts in it, and the
    /// basal events, schedules and targets before it that may still run.
    public func around(_ interval: DateInterval) -> TherapyRecords {
        TherapyRecords(basal: basal.filter { $0.time < interval.end && $0.time >= interval.start.addingTimeInterval(-Self.lookBack) },
                       schedules: schedules.filter { $0.validFrom < interval.end },
                       targets: targets.filter { $0.time < interval.end && $0.time >= interval.start.addingTimeInterval(-Self.lookBack) },
                       marks: marks.filter { interval.start <= $0.time && $0.time < interval.end })
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

    /// How far back an event may still be in effect: a scheduled rate
    /// CareLink wrote once lasts until the next, a profile switch for days.
    static let lookBack: TimeInterval = 7 * 86_400

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
