import DayBandsRecords
import Foundation

/// The records a walk has read at its edge, the oldest instant of its last
/// page. The next page asks for that instant again (`RangeWalk`: a site may
/// cut a page inside one millisecond's records), and the pages through one
/// crowded instant (by `_id`) may overlap, so what they send again is taken
/// out before it is stored and counted: a first sync says none "already
/// present", and nothing is counted twice. A record is the same by its time
/// and amount, as `GlucoseData.merged` tells records apart.
struct PageEdge {
    private struct Record: Hashable {
        var time: Date
        var amount: Double
        var kind: Int
    }

    private var instant: Date?
    private var records: Set<Record> = []

    init() {}

    /// At `instant`, nothing read there yet.
    init(at instant: Date) {
        self.instant = instant
    }

    /// The records of `data` at `oldest`, the page's oldest instant.
    init(_ data: GlucoseData, at oldest: Date?) {
        guard let oldest else { return }
        instant = oldest
        records = Set(Self.records(of: data).filter { $0.time == oldest })
    }

    /// Whether the edge is at `instant`.
    func holds(_ instant: Date) -> Bool { self.instant == instant }

    /// Adds what `data` holds at the edge's instant (a page through it).
    mutating func include(_ data: GlucoseData) {
        guard let instant else { return }
        records.formUnion(Self.records(of: data).filter { $0.time == instant })
    }

    /// `data` without the records the pages before sent already.
    func removingRepeats(from data: GlucoseData) -> GlucoseData {
        guard let instant, !records.isEmpty else { return data }
        func repeated(_ time: Date, _ amount: Double, _ kind: Int) -> Bool {
            time == instant && records.contains(Record(time: time, amount: amount, kind: kind))
        }
        return GlucoseData(readings: data.readings.filter { !repeated($0.time, $0.mgdl, 0) },
                           doses: data.doses.filter { !repeated($0.time, $0.units, 1) },
                           carbs: data.carbs.filter { !repeated($0.time, $0.grams, 2) },
                           series: data.series, therapy: data.therapy)
    }

    private static func records(of data: GlucoseData) -> [Record] {
        data.readings.map { Record(time: $0.time, amount: $0.mgdl, kind: 0) }
            + data.doses.map { Record(time: $0.time, amount: $0.units, kind: 1) }
            + data.carbs.map { Record(time: $0.time, amount: $0.grams, kind: 2) }
    }
}
