import DayBandsRecords
import DayBandsSources
import Foundation

/// A record of the archive as one of a site's documents read as (table
/// `site_records`): what finds its row again, from that site only.
struct SiteRecord: Hashable {
    enum Kind: String {
        case reading, insulin, carbs, therapy, deviceStatus
    }

    var kind: Kind
    var second: Int64
    /// A reading's series (`sampling` TAB name), a therapy record's type, a device status's device.
    var detail: String
    var amount: Double

    /// `data`'s records and `statuses` as `source` stores them (a reading
    /// of a series the data leaves unnamed is in the series named as the source).
    static func of(_ data: GlucoseData, statuses: [DeviceStatusRecord] = [], in source: ArchiveSource) -> Set<SiteRecord> {
        var records = Set<SiteRecord>()
        for reading in data.readings {
            let series = data.series[Int(reading.series)]
            records.insert(SiteRecord(kind: .reading, second: reading.time.wholeSecond,
                                      detail: series.sampling.rawValue + "\t" + (series.name.isEmpty ? source.name : series.name),
                                      amount: reading.mgdl))
        }
        for dose in data.doses { records.insert(SiteRecord(kind: .insulin, second: dose.time.wholeSecond, detail: "", amount: dose.units)) }
        for carbs in data.carbs { records.insert(SiteRecord(kind: .carbs, second: carbs.time.wholeSecond, detail: "", amount: carbs.grams)) }
        for row in Archive.rows(of: data.therapy) {
            records.insert(SiteRecord(kind: .therapy, second: row.time.wholeSecond, detail: row.type, amount: row.amount))
        }
        for status in statuses {
            records.insert(SiteRecord(kind: .deviceStatus, second: status.time.wholeSecond, detail: status.device, amount: 0))
        }
        return records
    }
}

extension Archive {
    /// The records a site's document read as when last read.
    func siteRecords(of identifier: String, in collection: HistoryCollection, from source: ArchiveSource) throws -> Set<SiteRecord> {
        let query = try database.prepare("""
            SELECT kind, instant, detail, amount FROM site_records WHERE source_id = ?1 AND collection = ?2 AND identifier = ?3
            """).bind(.integer(source.id), .text(collection.rawValue), .text(identifier))
        var records = Set<SiteRecord>()
        while try query.step() {
            guard let kind = query.text(0).flatMap(SiteRecord.Kind.init(rawValue:)) else { continue }
            records.insert(SiteRecord(kind: kind, second: query.integer(1), detail: query.text(2) ?? "", amount: query.real(3)))
        }
        return records
    }

    /// Keeps `records` as what the document reads as now (none: it is gone).
    func keepSiteRecords(_ records: Set<SiteRecord>, of identifier: String, in collection: HistoryCollection,
                         from source: ArchiveSource) throws {
        try database.prepare("DELETE FROM site_records WHERE source_id = ?1 AND collection = ?2 AND identifier = ?3")
            .bind(.integer(source.id), .text(collection.rawValue), .text(identifier)).run()
        let insert = try database.prepare("""
            INSERT OR IGNORE INTO site_records (source_id, collection, identifier, kind, instant, detail, amount)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
            """)
        for record in records {
            try insert.bind(.integer(source.id), .text(collection.rawValue), .text(identifier), .text(record.kind.rawValue),
                            .integer(record.second), .text(record.detail), .real(record.amount)).run()
        }
    }

    /// Takes `records` of `source` out of the archive, except those another
    /// of the site's documents still reads as (two uploaders' copies of one
    /// reading: one deleted, the other stands); the day summaries of the
    /// days they bore on made again. How many rows went.
    func removeSiteRecords(_ records: Set<SiteRecord>, but identifier: String, in collection: HistoryCollection,
                           from source: ArchiveSource) throws -> Int {
        let other = try database.prepare("""
            SELECT 1 FROM site_records WHERE source_id = ?1 AND kind = ?2 AND instant = ?3 AND detail = ?4 AND amount = ?5
            AND NOT (collection = ?6 AND identifier = ?7) LIMIT 1
            """)
        var removed = 0
        try summarisingWrite {
            var instants: [Date] = [], basal: [Date] = [], switches: [Date] = []
            for record in records.sorted(by: { $0.second < $1.second }) {
                try other.bind(.integer(source.id), .text(record.kind.rawValue), .integer(record.second), .text(record.detail),
                               .real(record.amount), .text(collection.rawValue), .text(identifier))
                guard try !other.step() else { continue }
                try delete(record, from: source)
                guard database.changes > 0 else { continue }
                removed += database.changes
                let time = Self.date(record.second)
                if record.kind == .therapy {
                    basal.append(time)
                    if record.detail == BasalEvent.Kind.profileSwitch.rawValue { switches.append(time) }
                } else if record.kind != .deviceStatus {
                    instants.append(time)
                }
            }
            let around = Self.days(around: instants)
            guard let first = basal.min(), let last = basal.max() else { return around }
            let reach = try reachOfBasal(after: last, switch: switches.max())
            return { calendar in around(calendar) + calendar.days(from: first, through: reach) }
        }
        return removed
    }

    private func delete(_ record: SiteRecord, from source: ArchiveSource) throws {
        let (sql, values): (String, [SQLiteValue]) = switch record.kind {
        case .reading:
            ("""
             DELETE FROM readings WHERE instant = ?1 AND source_id = ?2 AND mgdl = ?3 AND series_id =
             (SELECT id FROM series WHERE source_id = ?2 AND sampling || char(9) || name = ?4)
             """, [.real(record.amount), .text(record.detail)])
        case .insulin, .carbs:
            ("DELETE FROM treatments WHERE instant = ?1 AND source_id = ?2 AND amount = ?3 AND type = ?4",
             [.real(record.amount), .text(record.kind.rawValue)])
        case .therapy:
            ("DELETE FROM therapy WHERE instant = ?1 AND source_id = ?2 AND amount = ?3 AND type = ?4",
             [.real(record.amount), .text(record.detail)])
        case .deviceStatus:
            ("DELETE FROM device_status WHERE instant = ?1 AND source_id = ?2 AND device = ?3", [.text(record.detail)])
        }
        let statement = try database.prepare(sql)
        try statement.bind(.integer(record.second), at: 1)
        try statement.bind(.integer(source.id), at: 2)
        for (offset, value) in values.enumerated() { try statement.bind(value, at: Int32(offset + 3)) }
        try statement.run()
    }
}
