import Foundation

/// Nightscout entries (`/api/v1/entries.json` and exports of it): `sgv`
/// records are sensor readings, always in mg/dL; meter (`mbg`) and
/// calibration (`cal`) records are not part of the curve.
struct NightscoutEntries {
    /// `sgv` values below this are the sensor's error codes, not glucose.
    static let lowestGlucose = 39.0

    /// The fields read, named as in the JSON.
    private enum Field: Int, CaseIterable { case type, sgv, date, dateString, direction }

    let records: JSONRecords

    init(file: InputFile, firstChunk: [UInt8]) {
        records = JSONRecords(file: file, firstChunk: firstChunk, fields: Field.self)
    }

    func read() throws -> LoadReport {
        var readings: [GlucoseReading] = []
        var errorCodes = 0
        let skipped = try records.forEach { record, skipped in
            if let type = record[Field.type]?.string, type != "sgv" { return }
            guard let sgv = record[Field.sgv]?.number, sgv.isFinite else {
                skipped.skip(line: records.line(of: record), "expected a number in sgv")
                return
            }
            guard let time = Self.time(of: record) else {
                skipped.skip(line: records.line(of: record),
                             "expected epoch milliseconds in date (or an ISO 8601 dateString)")
                return
            }
            guard sgv >= Self.lowestGlucose else {
                errorCodes += 1
                return
            }
            if let problem = Plausible.problem(time: time, mgdl: sgv) {
                skipped.skip(line: records.line(of: record), problem)
                return
            }
            let trend = record[Field.direction]?.string.flatMap(Trend.init(rawValue:))
            readings.append(GlucoseReading(time: time, mgdl: sgv, trend: trend))
        }
        try skipped.failIfNothingRead(readings.count)
        var warnings = skipped.warning.map { [$0] } ?? []
        if errorCodes > 0 {
            warnings.append("\(errorCodes) sensor error code\(errorCodes == 1 ? "" : "s") (sgv below 39) skipped in \(records.file.name)")
        }
        // Two uploaders posting the same reading leave one copy.
        let data = GlucoseData(readings: []).merged(with: GlucoseData(readings: readings))
        return LoadReport(data: data, warnings: warnings)
    }

    private static func time(of record: JSONRecord) -> Date? {
        if let milliseconds = record[Field.date]?.number {
            return Date(timeIntervalSince1970: milliseconds / 1000)
        }
        return record[Field.dateString]?.string.flatMap(ISOTimestamp.instant)
    }
}
