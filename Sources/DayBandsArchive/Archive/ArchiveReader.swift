import DayBandsImport
import DayBandsRecords
import Foundation

/// Reading the archive: the records of a time range, the first and last
/// instant of what it holds, and how much it holds. Only rows that keep the
/// rules (`ArchiveRule`) are read.
extension Archive {
    /// All the time a record can have (`Plausible.times`).
    public static let allTime = DateInterval(start: Plausible.times.lowerBound, end: Plausible.times.upperBound)

    /// The stored texts of trends and flags, matched without a String per row.
    static let trends = Trend.allCases.map { (text: Array($0.rawValue.utf8), value: $0) }
    static let flags = ReadingFlag.allCases.map { (text: Array($0.rawValue.utf8), value: $0) }

    /// Every source's readings, doses and carbs with
    /// `interval.start <= time < interval.end`.
    public func data(in interval: DateInterval) throws -> GlucoseData {
        let bounds: [SQLiteValue] = [.integer(Self.instant(interval.start)), .integer(Self.instant(interval.end))]
        var readings: [GlucoseReading] = []
        var seriesIDs: [Int64] = []
        let readingQuery = try database.prepare(
            "SELECT instant, mgdl, trend, flag, series_id FROM readings WHERE instant >= ?1 AND instant < ?2 AND "
                + ArchiveRule.all(ArchiveRule.readings) + " ORDER BY instant")
        try readingQuery.bind(bounds[0], bounds[1])
        while try readingQuery.step() {
            readings.append(GlucoseReading(time: Self.date(readingQuery.integer(0)),
                                           mgdl: readingQuery.real(1),
                                           trend: readingQuery.choice(2, among: Self.trends),
                                           flag: readingQuery.choice(3, among: Self.flags) ?? .measured))
            seriesIDs.append(readingQuery.integer(4))
        }
        // Each stored series is a series of the data as it was read, in the
        // order they were stored (a file's own order); one of the same name
        // and sampling in two sources is one, as files read together join
        // theirs (`GlucoseData.joined`).
        let stored = Dictionary(try series().map { ($0.id, $0.series) }, uniquingKeysWith: { first, _ in first })
        var table = SeriesTable()
        var indexOfSeries: [Int64: UInt16] = [:]
        for id in Set(seriesIDs).sorted() { indexOfSeries[id] = table.index(of: stored[id] ?? GlucoseSeries(name: "")) }
        for position in readings.indices { readings[position].series = indexOfSeries[seriesIDs[position]] ?? 0 }
        var doses: [InsulinDose] = []
        var carbs: [CarbEntry] = []
        let treatmentQuery = try database.prepare(
            "SELECT instant, type, amount, kind, automatic, duration_seconds FROM treatments WHERE instant >= ?1 AND instant < ?2 AND "
                + ArchiveRule.all(ArchiveRule.treatments) + " ORDER BY instant")
        try treatmentQuery.bind(bounds[0], bounds[1])
        while try treatmentQuery.step() {
            let time = Self.date(treatmentQuery.integer(0))
            let kind = treatmentQuery.text(3) ?? ""
            if treatmentQuery.text(1) == "insulin" {
                doses.append(InsulinDose(time: time, units: treatmentQuery.real(2), kind: kind, automatic: treatmentQuery.integer(4) == 1,
                                         duration: treatmentQuery.real(5)))
            } else {
                carbs.append(CarbEntry(time: time, grams: treatmentQuery.real(2), kind: kind))
            }
        }
        return GlucoseData(readings: readings, doses: doses, carbs: carbs, series: table.series, therapy: try therapy(in: interval))
    }

    /// The oldest and newest reading's instants, of one source or of all;
    /// nil when there is none.
    public func extent(of source: ArchiveSource? = nil) throws -> ClosedRange<Date>? {
        try extents(of: [.readings], from: source)[0]
    }

    /// Records whose first and last instants `extents` gives.
    enum Records {
        case readings, doses, treatments
        /// Basal events, targets and marks (not the profiles' schedules: `TherapyRecords.extent`).
        case therapy

        var table: String {
            switch self {
            case .readings: "readings"
            case .therapy: "therapy"
            case .doses, .treatments: "treatments"
            }
        }

        /// SQL true for a row of these records that keeps the rules.
        var sound: String {
            switch self {
            case .readings: ArchiveRule.all(ArchiveRule.readings)
            case .therapy: "1"
            case .doses: "type = 'insulin' AND " + ArchiveRule.all(ArchiveRule.treatments)
            case .treatments: ArchiveRule.all(ArchiveRule.treatments)
            }
        }
    }

    /// The first and last instant of each of `records`, of one source or of
    /// all; nil for those with none.
    func extents(of records: [Records], from source: ArchiveSource?) throws -> [ClosedRange<Date>?] {
        let query = try extentsQuery(of: records, from: source)
        guard try query.step() else { return records.map { _ in nil } }
        return records.indices.map { index in
            let first = Int32(2 * index), last = first + 1
            guard !query.isNull(first), !query.isNull(last) else { return nil }
            return Self.date(query.integer(first))...Self.date(query.integer(last))
        }
    }

    /// `extents`' query: each bound is its own subquery, as SQLite answers
    /// a lone min() or max() from an index's end (with a source, walking the
    /// primary key to the source's first row), but reads every row for both
    /// in one SELECT (0.3 s on ten years).
    func extentsQuery(of records: [Records], from source: ArchiveSource?) throws -> SQLiteStatement {
        let bounds = records.map { records in
            let filter = (source == nil ? "" : "source_id = ?1 AND ") + records.sound
            return "(SELECT min(instant) FROM \(records.table) WHERE \(filter)), "
                + "(SELECT max(instant) FROM \(records.table) WHERE \(filter))"
        }
        let query = try database.prepare("SELECT " + bounds.joined(separator: ", "))
        return try source.map { try query.bind(.integer($0.id)) } ?? query
    }

    /// How many readings and treatments (doses, carbs and therapy records,
    /// as `GlucoseData.count` counts them), of one source or of all.
    public func count(of source: ArchiveSource? = nil) throws -> (readings: Int, treatments: Int) {
        let filter = source.map { " WHERE source_id = \($0.id)" } ?? ""
        let treatments = ["treatments", "therapy", "basal_schedules"].map { "(SELECT count(*) FROM \($0)\(filter))" }
        return (Int(try database.integer("SELECT count(*) FROM readings" + filter)),
                Int(try database.integer("SELECT " + treatments.joined(separator: " + "))))
    }
}
