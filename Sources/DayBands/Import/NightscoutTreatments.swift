import Foundation

/// Nightscout treatments (`/api/v1/treatments.json`): a record is an insulin
/// dose when `insulin > 0`, whatever its free-text `eventType`.
struct NightscoutTreatments {
    /// The fields read, named as in the JSON.
    private enum Field: Int, CaseIterable { case eventType, created_at, insulin }

    let records: JSONRecords

    init(file: InputFile, firstChunk: [UInt8]) {
        records = JSONRecords(file: file, firstChunk: firstChunk, fields: Field.self)
    }

    func read() throws -> LoadReport {
        var doses: [InsulinDose] = []
        let skipped = try records.forEach { record, skipped in
            guard let insulin = record[Field.insulin], insulin != .null else { return }
            guard let units = insulin.number, units.isFinite else {
                skipped.skip(line: records.line(of: record), "expected a number in insulin")
                return
            }
            guard units > 0 else { return }
            guard let time = record[Field.created_at]?.string.flatMap(ISOTimestamp.instant) else {
                skipped.skip(line: records.line(of: record),
                             "expected an ISO 8601 time with a zone in created_at")
                return
            }
            if let problem = Plausible.problem(time: time) {
                skipped.skip(line: records.line(of: record), problem)
                return
            }
            let kind = record[Field.eventType]?.string ?? "Insulin"
            doses.append(InsulinDose(time: time, units: units, kind: kind))
        }
        try skipped.failIfNothingRead(doses.count)
        return LoadReport(data: GlucoseData(readings: [], doses: doses), warnings: skipped.warning.map { [$0] } ?? [])
    }
}
