import CSQLite
import Foundation

/// The local archive: one SQLite file holding every reading, dose and carb
/// entry imported or synced, per source, so years of history open without
/// re-reading files or the network. Open one `Archive` per thread.
///
/// Writing is idempotent: a record already held (the same instant to the
/// second, `Date.wholeSecond`, and the same amount, from any source, as `GlucoseData.merged`
/// decides) is counted as present and not stored again; a reading at an
/// instant where its series already holds another value is stored too and
/// counted, so it can be said, as opening the file says it: what a file
/// shows, the archive keeps (readings are unique per series, instant and value).
/// Each reading keeps its series (`GlucoseSeries`), so the data comes back
/// as it was read: devices apart, Libre scans apart from historic readings.
public final class Archive {
    public let path: String
    let database: SQLiteDatabase
    /// Something the reader should know about how the archive was opened
    /// (a read-only folder), for the command line to say once.
    public private(set) var notice: String?

    /// How long a writer waits for another one's lock before saying it is busy.
    public static let busyTimeout: TimeInterval = 5
    /// Records per write transaction: what a crash can leave out (a second
    /// import adds it), and small enough that a reader never waits long.
    static let batchSize = 20_000

    /// Opens the archive at `path`, creating it (mode 0600, its folder 0700)
    /// when `readOnly` is false, and brings its schema up to date. Read-only,
    /// the file must exist; in a folder no one may write to it is read
    /// without locking (`notice` says so). `announce` is told before an
    /// older schema is updated, which on years of readings takes a while.
    public init(path: String, readOnly: Bool = false, busyTimeout: TimeInterval = Archive.busyTimeout,
                announce: ((String) -> Void)? = nil) throws {
        self.path = path
        let file = try Self.file(at: path)
        if readOnly {
            guard FileManager.default.fileExists(atPath: file) else { throw ArchiveError(path: path, message: "no archive here") }
            Self.migrateIfWritable(path, file: file, busyTimeout: busyTimeout, announce: announce)
            do {
                let locking = try SQLiteDatabase(path: path, file: file, readOnly: true, create: false, busyTimeout: busyTimeout)
                try ArchiveSchema.migrate(locking, readOnly: true)
                database = locking
            } catch let error as ArchiveError where error.status == SQLITE_READONLY || error.status == SQLITE_CANTOPEN {
                // SQLite cannot create the WAL's shared-memory file beside it.
                database = try SQLiteDatabase(path: path, file: file, readOnly: true, create: false, busyTimeout: busyTimeout,
                                              immutable: true)
                try ArchiveSchema.migrate(database, readOnly: true)
                notice = Self.snapshotNotice(path, file: file)
            }
        } else {
            try Self.createFile(at: file)
            database = try SQLiteDatabase(path: path, file: file, readOnly: false, create: true, busyTimeout: busyTimeout)
            // Before anything is written (the schema's update too): a
            // damaged archive is refused whole, not written around.
            try Self.refuseDamaged(database)
            // WAL: readers (the viewer) go on while a writer (a sync) commits.
            try database.execute("PRAGMA journal_mode = WAL")
            try ArchiveSchema.migrate(database, readOnly: false, announce: announce)
        }
        // FULL: a commit is on disk before it returns, so kill -9 or a power
        // cut loses nothing committed. Foreign keys: no reading without its source.
        try database.execute("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
    }

    /// An archive of an older schema that the user may write is brought up
    /// to date before a read-only open, so a newer daybands shows it at once
    /// rather than asking for an import first (an empty file, version 0, is
    /// no archive yet and is left alone). Any failure here is left to
    /// the read-only open, which says what is wrong.
    private static func migrateIfWritable(_ path: String, file: String, busyTimeout: TimeInterval,
                                          announce: ((String) -> Void)?) {
        guard access(file, W_OK) == 0,
              let database = try? SQLiteDatabase(path: path, file: file, readOnly: false, create: false, busyTimeout: busyTimeout),
              let found = try? database.integer("PRAGMA user_version"), (1..<Int64(ArchiveSchema.version)).contains(found)
        else { return }
        try? ArchiveSchema.migrate(database, readOnly: false, announce: announce)
    }

    /// What reading a read-only archive without locking means.
    private static func snapshotNotice(_ path: String, file: String) -> String {
        let pending = (try? FileManager.default.attributesOfItem(atPath: file + "-wal")[.size] as? Int) ?? 0
        return "archive \(path): its folder is read-only, so it is read as it is now, without locking"
            + (pending > 0 ? "; the latest changes, in \(file)-wal (\(pending) bytes), need write access to the folder to be read" : "")
    }

    // MARK: Sources

    /// The source of this kind and name, added when new. A Nightscout
    /// site's name is its address without credentials: one with a query or
    /// a user is refused, so no token can be stored.
    public func source(kind: ArchiveSource.Kind, name: String) throws -> ArchiveSource {
        if kind == .nightscout, Self.mayHoldCredential(name) {
            throw ArchiveError(path: path, message: "a site is stored by its address without a token or password")
        }
        try database.prepare("INSERT OR IGNORE INTO sources (kind, name) VALUES (?1, ?2)")
            .bind(.text(kind.rawValue), .text(name)).run()
        let query = try database.prepare("SELECT id FROM sources WHERE kind = ?1 AND name = ?2")
            .bind(.text(kind.rawValue), .text(name))
        guard try query.step() else { throw ArchiveError(path: path, message: "the source \(name) was not stored") }
        return ArchiveSource(id: query.integer(0), kind: kind, name: name)
    }

    /// Whether a site's address has a query or a user, either of which may
    /// carry a credential.
    static func mayHoldCredential(_ address: String) -> Bool {
        guard let url = URL(string: address) else { return false }
        return url.query != nil || url.user != nil || url.password != nil
    }

    /// Every source, in the order they were added. A kind this version does
    /// not know is an error (`archive check` names it).
    public func sources() throws -> [ArchiveSource] {
        let query = try database.prepare("SELECT id, kind, name FROM sources ORDER BY id")
        var sources: [ArchiveSource] = []
        while try query.step() {
            guard let kind = query.text(1).flatMap(ArchiveSource.Kind.init(rawValue:)) else {
                throw ArchiveError(path: path, message: "source \(query.integer(0)) has an unknown kind")
            }
            sources.append(ArchiveSource(id: query.integer(0), kind: kind, name: query.text(2) ?? ""))
        }
        return sources
    }

    /// Every series, of one source or of all, in the order they were added.
    /// A sampling this version does not know is an error.
    public func series(of source: ArchiveSource? = nil) throws -> [ArchiveSeries] {
        let query = try source.map {
            try database.prepare("SELECT id, source_id, name, sampling, cadence_seconds FROM series WHERE source_id = ?1 ORDER BY id")
                .bind(.integer($0.id))
        } ?? database.prepare("SELECT id, source_id, name, sampling, cadence_seconds FROM series ORDER BY id")
        var found: [ArchiveSeries] = []
        while try query.step() {
            guard let sampling = query.text(3).flatMap(GlucoseSeries.Sampling.init(rawValue:)) else {
                throw ArchiveError(path: path, message: "series \(query.integer(0)) has an unknown sampling")
            }
            found.append(ArchiveSeries(id: query.integer(0), sourceID: query.integer(1),
                                       series: GlucoseSeries(name: query.text(2) ?? "", sampling: sampling),
                                       cadence: query.isNull(4) ? nil : query.real(4)))
        }
        return found
    }

    /// The ids of `data`'s series as `source`'s, by index, each added when
    /// new and holding readings (0 for one with none); a series the data
    /// leaves unnamed is named as the source.
    private func seriesIDs(of data: GlucoseData, in source: ArchiveSource) throws -> [Int64] {
        var used = [Bool](repeating: false, count: data.series.count)
        for reading in data.readings { used[Int(reading.series)] = true }
        let insert = try database.prepare("INSERT OR IGNORE INTO series (source_id, name, sampling) VALUES (?1, ?2, ?3)")
        let find = try database.prepare("SELECT id FROM series WHERE source_id = ?1 AND name = ?2 AND sampling = ?3")
        return try zip(data.series, used).map { series, used in
            guard used else { return 0 }
            let values: [SQLiteValue] = [.integer(source.id), .text(series.name.isEmpty ? source.name : series.name),
                                         .text(series.sampling.rawValue)]
            try insert.bind(values[0], values[1], values[2]).run()
            guard try find.bind(values[0], values[1], values[2]).step() else {
                throw ArchiveError(path: path, message: "the series \(series.name) was not stored")
            }
            return find.integer(0)
        }
    }

    // MARK: Writing

    /// Stores `data` as `source`'s, each reading in its series (added to the
    /// source when new), in transactions of `batchSize` records, and updates
    /// each periodic series' cadence from the readings given. What was
    /// committed before an error (a full disk) stays; the error says so.
    public func add(_ data: GlucoseData, to source: ArchiveSource) throws -> ArchiveTally {
        var tally = ArchiveTally()
        let seriesIDs: [Int64] = try database.writeTransaction { try self.seriesIDs(of: data, in: source) }
        let atInstant = try database.prepare("SELECT series_id, mgdl FROM readings WHERE instant = ?1")
        let heldBetween = try database.prepare("SELECT 1 FROM readings WHERE instant BETWEEN ?1 AND ?2 LIMIT 1")
        let insertReading = try database.prepare(Self.insertReadings(rows: 1))
        let insertRows = try database.prepare(Self.insertReadings(rows: Self.rowsPerInsert))
        func bind(_ reading: GlucoseReading, to insert: SQLiteStatement, row: Int32) throws {
            try Self.bind(reading, source: source.id, series: seriesIDs[Int(reading.series)], to: insert, row: row)
        }
        /// Stores `reading` unless the archive holds it (`present`); one
        /// beside another value of its series at its instant is counted too.
        func addChecked(_ reading: GlucoseReading) throws {
            try atInstant.bind(.integer(Self.instant(reading.time)))
            var present = false, conflicting = false
            while try atInstant.step() {
                if atInstant.real(1) == reading.mgdl { present = true }
                if atInstant.integer(0) == seriesIDs[Int(reading.series)] { conflicting = true }
            }
            guard !present else {
                tally.readings.present += 1
                return
            }
            if conflicting {
                tally.readings.conflicting += 1
                tally.firstConflict = tally.firstConflict ?? reading.time
            }
            try insertReading.reset()
            try bind(reading, to: insertReading, row: 0)
            try insertReading.run()
            tally.readings.added += 1
        }
        for batch in data.readings.chunked(by: Self.batchSize) {
            try database.writeTransaction {
                guard let first = batch.first, let last = batch.last,
                      try !heldBetween.bind(.integer(Self.instant(first.time)), .integer(Self.instant(last.time))).step()
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
                func insertPending(upTo end: Int) throws {
                    tally.readings.added += end - pending
                    while end - pending >= Self.rowsPerInsert {
                        try insertRows.reset()
                        for row in 0..<Self.rowsPerInsert {
                            try bind(batch[pending + row], to: insertRows, row: Int32(row))
                        }
                        try insertRows.run()
                        pending += Self.rowsPerInsert
                    }
                    for reading in batch[pending..<end] {
                        try insertReading.reset()
                        try bind(reading, to: insertReading, row: 0)
                        try insertReading.run()
                    }
                    pending = end
                }
                for index in batch.indices.dropFirst()
                where Self.instant(batch[index].time) == Self.instant(batch[index - 1].time) {
                    try insertPending(upTo: index)
                    try addChecked(batch[index])
                    pending = index + 1
                }
                try insertPending(upTo: batch.endIndex)
            }
        }
        let treatments = data.doses.map { Treatment(time: $0.time, type: "insulin", amount: $0.units, kind: $0.kind) }
            + data.carbs.map { Treatment(time: $0.time, type: "carbs", amount: $0.grams, kind: $0.kind) }
        let sameTreatment = try database.prepare("SELECT 1 FROM treatments WHERE instant = ?1 AND type = ?2 AND amount = ?3")
        let insertTreatment = try database.prepare(
            "INSERT INTO treatments (instant, type, amount, source_id, kind) VALUES (?1, ?2, ?3, ?4, ?5)")
        for batch in treatments.chunked(by: Self.batchSize) {
            try database.writeTransaction {
                for treatment in batch {
                    let instant = Self.instant(treatment.time)
                    if try sameTreatment.bind(.integer(instant), .text(treatment.type), .real(treatment.amount)).step() {
                        tally.treatments.present += 1
                    } else {
                        try insertTreatment.bind(.integer(instant), .text(treatment.type), .real(treatment.amount),
                                                 .integer(source.id), .text(treatment.kind)).run()
                        tally.treatments.added += 1
                    }
                }
            }
        }
        try updateCadences(of: data, seriesIDs: seriesIDs)
        return tally
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
    }

    /// Rows per INSERT of a fresh batch: one statement's run costs about as
    /// much as binding a row, so many rows share it (6 parameters a row,
    /// well under SQLite's 999 of old versions).
    static let rowsPerInsert = 64

    /// An INSERT of `rows` readings, bound by `bind(_:source:series:to:row:)`.
    static func insertReadings(rows: Int) -> String {
        "INSERT INTO readings (instant, series_id, source_id, mgdl, trend, flag) VALUES "
            + (0..<rows).map { row in "(" + (1...6).map { "?\(row * 6 + $0)" }.joined(separator: ", ") + ")" }
            .joined(separator: ", ")
    }

    /// Binds `reading`, of the source and series ids given, as row `row`
    /// (from 0) of an `insertReadings` statement, parameter by parameter (no
    /// array of values per row: this is the import's innermost loop).
    private static func bind(_ reading: GlucoseReading, source: Int64, series: Int64, to insert: SQLiteStatement,
                             row: Int32) throws {
        let first = row * 6
        try insert.bind(.integer(instant(reading.time)), at: first + 1)
        try insert.bind(.integer(series), at: first + 2)
        try insert.bind(.integer(source), at: first + 3)
        try insert.bind(.real(reading.mgdl), at: first + 4)
        try insert.bind(reading.trend.map { .text($0.rawValue) } ?? .null, at: first + 5)
        try insert.bind(.text(reading.flag.rawValue), at: first + 6)
    }

    /// The stored instant: the whole second it falls in (`Date.wholeSecond`),
    /// as records are compared in memory.
    static func instant(_ time: Date) -> Int64 { time.wholeSecond }

    // MARK: Reading

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
            readings.append(GlucoseReading(time: Date(timeIntervalSince1970: Double(readingQuery.integer(0))),
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
            "SELECT instant, type, amount, kind FROM treatments WHERE instant >= ?1 AND instant < ?2 AND "
                + ArchiveRule.all(ArchiveRule.treatments) + " ORDER BY instant")
        try treatmentQuery.bind(bounds[0], bounds[1])
        while try treatmentQuery.step() {
            let time = Date(timeIntervalSince1970: Double(treatmentQuery.integer(0)))
            let kind = treatmentQuery.text(3) ?? ""
            if treatmentQuery.text(1) == "insulin" {
                doses.append(InsulinDose(time: time, units: treatmentQuery.real(2), kind: kind))
            } else {
                carbs.append(CarbEntry(time: time, grams: treatmentQuery.real(2), kind: kind))
            }
        }
        return GlucoseData(readings: readings, doses: doses, carbs: carbs, series: table.series)
    }

    /// The oldest and newest reading's instants, of one source or of all;
    /// nil when there is none.
    public func extent(of source: ArchiveSource? = nil) throws -> ClosedRange<Date>? {
        let query = try extentQuery(of: source)
        guard try query.step(), !query.isNull(0), !query.isNull(1) else { return nil }
        return Date(timeIntervalSince1970: Double(query.integer(0)))...Date(timeIntervalSince1970: Double(query.integer(1)))
    }

    /// `extent`'s query. Each bound is its own subquery, as in `span()`:
    /// SQLite answers a lone min() or max() from an index's end (with a
    /// source, from `readings_by_source`, or walking the primary key to the
    /// source's first row when that index is gone), but reads every row
    /// (of the source) for both in one SELECT (0.3 s on ten years).
    func extentQuery(of source: ArchiveSource?) throws -> SQLiteStatement {
        // Only rows that keep the rules (`ArchiveRule`), as every read.
        let sound = ArchiveRule.all(ArchiveRule.readings)
        guard let source else {
            return try database.prepare("SELECT (SELECT min(instant) FROM readings WHERE \(sound)), "
                                        + "(SELECT max(instant) FROM readings WHERE \(sound))")
        }
        return try database.prepare("""
            SELECT (SELECT min(instant) FROM readings WHERE source_id = ?1 AND \(sound)),
                   (SELECT max(instant) FROM readings WHERE source_id = ?1 AND \(sound))
            """).bind(.integer(source.id))
    }

    /// How many readings and treatments (doses and carbs), of one source or of all.
    public func count(of source: ArchiveSource? = nil) throws -> (readings: Int, treatments: Int) {
        let filter = source.map { " WHERE source_id = \($0.id)" } ?? ""
        return (Int(try database.integer("SELECT count(*) FROM readings" + filter)),
                Int(try database.integer("SELECT count(*) FROM treatments" + filter)))
    }
}

/// Where records came from: a file (by its name, without its folder) or a
/// Nightscout site (by its address, without credentials).
public struct ArchiveSource: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case file, nightscout
    }

    public var id: Int64
    public var kind: Kind
    public var name: String
}

/// A series of one source's readings as stored (a device, or the file or
/// site, periodic or scans), with the sampling interval its readings were
/// last seen to have.
public struct ArchiveSeries: Equatable, Sendable {
    public var id: Int64
    public var sourceID: Int64
    public var series: GlucoseSeries
    /// Seconds between readings (`Cadence.interval`): nil for scans, and
    /// until two readings came.
    public var cadence: TimeInterval?
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
