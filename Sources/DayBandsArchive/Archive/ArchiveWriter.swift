import DayBandsRecords
import Foundation

/// Writing into the archive: a source's readings, doses and carbs, and its
/// series' cadences.
///
/// Writing is idempotent: a record already held (the same `RecordKey`, as
/// `GlucoseData.merged` decides, from any source) is counted as present and
/// not stored again; a reading at an
/// instant where its series already holds another value is stored too and
/// counted, so it can be said, as opening the file says it: what a file
/// shows, the archive keeps (readings are unique per series, instant and value).
/// Each reading keeps its series (`GlucoseSeries`), so the data comes back
/// as it was read: devices apart, Libre scans apart from historic readings.
extension Archive {
    /// Records per write transaction: what a crash can leave out (a second
    /// import adds it), and small enough that a reader never waits long.
    static let batchSize = 20_000

    /// Stores `data` as `source`'s, each reading in its series (added to the
    /// source when new), in transactions of `batchSize` records, and updates
    /// each periodic series' cadence from the readings given. What was
    /// committed before an error (a full disk) stays; the error says so.
    public func add(_ data: GlucoseData, to source: ArchiveSource) throws -> ArchiveTally {
        let seriesIDs: [Int64] = try database.writeTransaction { try self.seriesIDs(of: data, in: source) }
        var readings = try ReadingWriter(database, source: source.id, seriesIDs: seriesIDs)
        for batch in data.readings.chunked(by: Self.batchSize) {
            try summarisingWrite {
                let before = (readings.counts.added, readings.counts.conflicting)
                try readings.add(batch)
                return (readings.counts.added, readings.counts.conflicting) != before ? Self.days(around: batch.map(\.time)) : { _ in [] }
            }
        }
        var treatments = try addTreatments(of: data, to: source)
        let therapy = try addTherapy(data.therapy, to: source)
        treatments.added += therapy.added
        treatments.present += therapy.present
        try updateCadences(of: data, seriesIDs: seriesIDs)
        return ArchiveTally(readings: readings.counts, treatments: treatments, firstConflict: readings.firstConflict)
    }

    /// Stores `data`'s doses and carbs as `source`'s, each unless held.
    private func addTreatments(of data: GlucoseData, to source: ArchiveSource) throws -> ArchiveTally.Counts {
        let treatments = data.doses.map { Treatment(time: $0.time, type: "insulin", amount: $0.units, kind: $0.kind,
                                                    automatic: $0.automatic, duration: $0.duration) }
            + data.carbs.map { Treatment(time: $0.time, type: "carbs", amount: $0.grams, kind: $0.kind) }
        var counts = ArchiveTally.Counts()
        let atInstant = try database.prepare("SELECT instant, amount FROM treatments WHERE instant = ?1 AND type = ?2")
        let insertTreatment = try database.prepare(
            "INSERT INTO treatments (instant, type, amount, source_id, kind, automatic, duration_seconds) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
        for batch in treatments.chunked(by: Self.batchSize) {
            try summarisingWrite {
                var added: [Date] = []
                for treatment in batch {
                    let key = RecordKey(treatment.time, treatment.amount)
                    try atInstant.bind(.integer(key.second), .text(treatment.type))
                    var present = false
                    while try atInstant.step() {
                        if RecordKey(second: atInstant.integer(0), amount: atInstant.real(1)) == key { present = true }
                    }
                    if present {
                        counts.present += 1
                    } else {
                        try insertTreatment.bind(.integer(key.second), .text(treatment.type), .real(treatment.amount),
                                                 .integer(source.id), .text(treatment.kind), .integer(treatment.automatic ? 1 : 0),
                                                 .real(treatment.duration)).run()
                        counts.added += 1
                        added.append(treatment.time)
                    }
                }
                return Self.days(around: added.sorted())
            }
        }
        return counts
    }

    /// Each periodic series' cadence from its readings in `data`, where it
    /// has two or more (scans have none).
    private func updateCadences(of data: GlucoseData, seriesIDs: [Int64]) throws {
        let update = try database.prepare("UPDATE series SET cadence_seconds = ?1 WHERE id = ?2")
        try database.writeTransaction {
            for (index, series) in data.series.enumerated() where series.sampling == .periodic {
                // Lazily: a copy of a long import's readings would cost its memory again.
                let readings = data.readings.lazy.filter { Int($0.series) == index }
                guard readings.dropFirst().contains(where: { _ in true }) else { continue }
                try update.bind(.real(Cadence.interval(of: readings)), .integer(seriesIDs[index])).run()
            }
        }
    }

    private struct Treatment {
        var time: Date
        var type: String
        var amount: Double
        var kind: String
        var automatic = false
        var duration: TimeInterval = 0
    }

    /// Rows per INSERT of a fresh batch: one statement's run costs about as
    /// much as binding a row, so many rows share it (6 parameters a row,
    /// well under SQLite's 999 of old versions).
    static let rowsPerInsert = 64

    /// An INSERT of `rows` readings, bound by `ReadingWriter.bind`.
    static func insertReadings(rows: Int) -> String {
        "INSERT INTO readings (instant, series_id, source_id, mgdl, trend, flag) VALUES "
            + (0..<rows).map { row in "(" + (1...6).map { "?\(row * 6 + $0)" }.joined(separator: ", ") + ")" }
            .joined(separator: ", ")
    }
}

/// Stores one source's readings, batch by batch, counting what it did.
private struct ReadingWriter {
    let source: Int64
    /// The archive's id of each of the data's series, by index.
    let seriesIDs: [Int64]
    let atInstant: SQLiteStatement
    let heldBetween: SQLiteStatement
    let insertOne: SQLiteStatement
    let insertMany: SQLiteStatement
    private(set) var counts = ArchiveTally.Counts()
    private(set) var firstConflict: Date?

    init(_ database: SQLiteDatabase, source: Int64, seriesIDs: [Int64]) throws {
        self.source = source
        self.seriesIDs = seriesIDs
        atInstant = try database.prepare("SELECT series_id, instant, mgdl FROM readings WHERE instant = ?1")
        heldBetween = try database.prepare("SELECT 1 FROM readings WHERE instant BETWEEN ?1 AND ?2 LIMIT 1")
        insertOne = try database.prepare(Archive.insertReadings(rows: 1))
        insertMany = try database.prepare(Archive.insertReadings(rows: Archive.rowsPerInsert))
    }

    /// Stores a batch of readings in time order, inside the caller's transaction.
    mutating func add(_ batch: ArraySlice<GlucoseReading>) throws {
        guard let first = batch.first, let last = batch.last,
              try !heldBetween.bind(.integer(Archive.instant(first.time)), .integer(Archive.instant(last.time))).step()
        else {
            for reading in batch { try addChecked(reading) }
            return
        }
        // A batch over time the archive holds nothing of (a first import,
        // a new stretch) needs no lookup per reading, and goes in inserts
        // of many rows. Readings are in time order, so one at the instant
        // of the one before it is the only kind that can be held (by this
        // batch): it alone is looked up.
        var pending = batch.startIndex
        for index in batch.indices.dropFirst()
        where Archive.instant(batch[index].time) == Archive.instant(batch[index - 1].time) {
            try insert(batch[pending..<index])
            try addChecked(batch[index])
            pending = index + 1
        }
        try insert(batch[pending...])
    }

    /// Stores `reading` unless the archive holds it (`present`); one
    /// beside another value of its series at its instant is counted too.
    private mutating func addChecked(_ reading: GlucoseReading) throws {
        let key = RecordKey(reading.time, reading.mgdl)
        try atInstant.bind(.integer(key.second))
        var present = false, conflicting = false
        while try atInstant.step() {
            if RecordKey(second: atInstant.integer(1), amount: atInstant.real(2)) == key { present = true }
            if atInstant.integer(0) == seriesIDs[Int(reading.series)] { conflicting = true }
        }
        guard !present else {
            counts.present += 1
            return
        }
        if conflicting {
            counts.conflicting += 1
            firstConflict = firstConflict ?? reading.time
        }
        try insert(CollectionOfOne(reading))
    }

    /// Stores `readings`, none held, in inserts of many rows, the rest one by one.
    private mutating func insert(_ readings: some Collection<GlucoseReading>) throws {
        counts.added += readings.count
        var rest = readings[...]
        while rest.count >= Archive.rowsPerInsert {
            try insertMany.reset()
            for (row, reading) in rest.prefix(Archive.rowsPerInsert).enumerated() {
                try bind(reading, to: insertMany, row: Int32(row))
            }
            try insertMany.run()
            rest = rest.dropFirst(Archive.rowsPerInsert)
        }
        for reading in rest {
            try insertOne.reset()
            try bind(reading, to: insertOne, row: 0)
            try insertOne.run()
        }
    }

    /// Binds `reading` as row `row` (from 0) of an `insertReadings`
    /// statement, parameter by parameter (no array of values per row: this
    /// is the import's innermost loop).
    private func bind(_ reading: GlucoseReading, to insert: SQLiteStatement, row: Int32) throws {
        let first = row * 6
        try insert.bind(.integer(Archive.instant(reading.time)), at: first + 1)
        try insert.bind(.integer(seriesIDs[Int(reading.series)]), at: first + 2)
        try insert.bind(.integer(source), at: first + 3)
        try insert.bind(.real(reading.mgdl), at: first + 4)
        try insert.bind(reading.trend.map { .text($0.rawValue) } ?? .null, at: first + 5)
        try insert.bind(.text(reading.flag.rawValue), at: first + 6)
    }
}

/// What one `Archive.add` did with each record given.
public struct ArchiveTally: Equatable, Sendable {
    public struct Counts: Equatable, Sendable {
        /// Stored now.
        public var added = 0
        /// Held already (from this source or another): not stored again.
        public var present = 0
        /// Of those added, the readings stored beside another value their
        /// series holds at that instant (both are shown; said).
        public var conflicting = 0
    }

    public var readings = Counts()
    public var treatments = Counts()
    /// The first reading stored beside another value of its series, for the message.
    public var firstConflict: Date?
}

extension Array {
    /// The elements in consecutive slices of at most `size`.
    func chunked(by size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
