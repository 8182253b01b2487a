import DayBandsRecords
import Foundation

/// The device statuses in the archive (schema step 11, table
/// `device_status`): a record held already, the same by time (to the
/// second) and uploader from any source, is present and not stored again.
extension Archive {
    /// Stores `records` as `source`'s, each unless held, in transactions of
    /// `batchSize`; how many were stored and how many were held.
    public func add(_ records: [DeviceStatusRecord], to source: ArchiveSource) throws -> ArchiveTally.Counts {
        var counts = ArchiveTally.Counts()
        let insert = try database.prepare(
            "INSERT OR IGNORE INTO device_status (instant, device, source_id, iob, cob, reservoir, pump_battery, uploader_battery, "
                + "loop_instant, loop_failure, prediction_instant, eventual, curves) "
                + "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)")
        func number(_ value: Double?) -> SQLiteValue { value.map { .real($0) } ?? .null }
        for batch in records.chunked(by: Self.batchSize) {
            try database.writeTransaction {
                for record in batch {
                    let prediction = record.prediction
                    try insert.bind(.integer(Self.instant(record.time)), .text(record.device), .integer(source.id),
                                    number(record.iob), number(record.cob), number(record.reservoir), number(record.pumpBattery),
                                    number(record.uploaderBattery),
                                    record.loop.map { .integer(Self.instant($0.time)) } ?? .null,
                                    record.loop?.value.map { .text($0) } ?? .null,
                                    prediction.map { .integer(Self.instant($0.time)) } ?? .null,
                                    number(prediction?.value.eventual),
                                    prediction.flatMap { PredictionCodec.encode($0.value.curves) }.map { .blob($0) } ?? .null).run()
                    if database.changes > 0 { counts.added += 1 } else { counts.present += 1 }
                }
            }
        }
        return counts
    }

    /// The device statuses of `interval.start <= time < interval.end`, in
    /// time order, those breaking the archive's rules left out (`leftOut`
    /// says so).
    public func deviceStatuses(in interval: DateInterval) throws -> [DeviceStatusRecord] {
        let query = try database.prepare(
            "SELECT instant, device, iob, cob, reservoir, pump_battery, uploader_battery, loop_instant, loop_failure, "
                + "prediction_instant, eventual, curves FROM device_status WHERE instant >= ?1 AND instant < ?2 AND "
                + ArchiveRule.all(ArchiveRule.deviceStatus) + " ORDER BY instant")
        try query.bind(.integer(Self.instant(interval.start)), .integer(Self.instant(interval.end)))
        var found: [DeviceStatusRecord] = []
        func number(_ column: Int32) -> Double? { query.isNull(column) ? nil : query.real(column) }
        while try query.step() {
            var record = DeviceStatusRecord(time: Self.date(query.integer(0)), device: query.text(1) ?? "")
            record.iob = number(2)
            record.cob = number(3)
            record.reservoir = number(4)
            record.pumpBattery = number(5)
            record.uploaderBattery = number(6)
            if !query.isNull(7) { record.loop = DeviceStatus.Stamped(value: query.text(8), time: Self.date(query.integer(7))) }
            if !query.isNull(9), !query.isNull(11), let curves = query.blob(11, PredictionCodec.decode) {
                record.prediction = DeviceStatus.Stamped(value: LoopPrediction(curves: curves, eventual: number(10)),
                                                         time: Self.date(query.integer(9)))
            }
            found.append(record)
        }
        return found
    }

    /// The time of the newest device status `source` brought, nil for none.
    public func newestDeviceStatus(from source: ArchiveSource) throws -> Date? {
        // Down the primary key from its end: the newest row of the source, not every row.
        let query = try database.prepare("SELECT instant FROM device_status WHERE source_id = ?1 ORDER BY instant DESC LIMIT 1")
        try query.bind(.integer(source.id))
        guard try query.step() else { return nil }
        return Self.date(query.integer(0))
    }

    /// How many device statuses are held (of `source`, or all), and from when to when.
    public func deviceStatusCount(of source: ArchiveSource? = nil) throws -> (count: Int, extent: ClosedRange<Date>?) {
        let filter = source.map { " WHERE source_id = \($0.id)" } ?? ""
        let query = try database.prepare("SELECT count(*), min(instant), max(instant) FROM device_status" + filter)
        guard try query.step(), query.integer(0) > 0 else { return (0, nil) }
        return (Int(query.integer(0)), Self.date(query.integer(1))...Self.date(query.integer(2)))
    }
}
