import Foundation

/// The records a page of a walk holds at its oldest instant. The next page
/// asks for that instant again (`RangeQuery.next`: a site may cut a page
/// inside one millisecond's records), so what it sends of them again is
/// taken out before it is stored and counted: a first sync says none
/// "already present", and nothing is counted twice. A record is the same
/// by its time and amount, as the archive tells records apart.
struct PageEdge {
    private struct Record: Hashable {
        var time: Date
        var amount: Double
        var kind: Int
    }

    private var instant: Date?
    private var records: Set<Record> = []

    init() {}

    /// The records of `data` at `oldest`, the page's oldest instant.
    init(_ data: GlucoseData, at oldest: Date?) {
        guard let oldest else { return }
        instant = oldest
        records = Set(Self.records(of: data).filter { $0.time == oldest })
    }

    /// `data` without the records the page before sent already.
    func removingRepeats(from data: GlucoseData) -> GlucoseData {
        guard let instant, !records.isEmpty else { return data }
        func repeated(_ time: Date, _ amount: Double, _ kind: Int) -> Bool {
            time == instant && records.contains(Record(time: time, amount: amount, kind: kind))
        }
        return GlucoseData(readings: data.readings.filter { !repeated($0.time, $0.mgdl, 0) },
                           doses: data.doses.filter { !repeated($0.time, $0.units, 1) },
                           carbs: data.carbs.filter { !repeated($0.time, $0.grams, 2) },
                           series: data.series)
    }

    private static func records(of data: GlucoseData) -> [Record] {
        data.readings.map { Record(time: $0.time, amount: $0.mgdl, kind: 0) }
            + data.doses.map { Record(time: $0.time, amount: $0.units, kind: 1) }
            + data.carbs.map { Record(time: $0.time, amount: $0.grams, kind: 2) }
    }
}
