import Foundation

/// Nightscout treatments (`/api/v1/treatments.json`): a record is an insulin
/// dose when `insulin > 0`, and a carb entry when `carbs > 0`, whatever its
/// free-text `eventType` (a `Meal Bolus` is usually both). `created_at` is
/// ISO 8601 text, or in database dumps (`mongoexport`, one record per line)
/// `{"$date": …}` holding such text or epoch milliseconds.
struct NightscoutTreatments {
    /// The fields read, named as in the JSON.
    private enum Field: Int, CaseIterable { case eventType, created_at, insulin, carbs }

    let records: JSONRecords

    init(file: InputFile, firstChunk: [UInt8], layout: JSONLayout = .array) {
        records = JSONRecords(file: file, firstChunk: firstChunk, fields: Field.self, layout: layout)
    }

    /// A record's amount in one field, judged by `TreatmentAmount`; nil
    /// when the field is absent or null (not that kind of treatment).
    private func amount(_ scalar: JSONScalar?, _ kind: TreatmentAmount) -> TreatmentAmount.Outcome? {
        guard let scalar, scalar != .null else { return nil }
        guard let number = scalar.number else { return .refused("expected a number in \(kind == .insulin ? "insulin" : "carbs")") }
        return kind.judge(number)
    }

    /// `requiringARecord`: as `NightscoutEntries.read(requiringARecord:)`.
    func read(requiringARecord: Bool = true) throws -> LoadReport {
        var doses: [InsulinDose] = []
        var carbs: [CarbEntry] = []
        let skipped = try records.forEach { record, skipped in
            // Zero insulin is no dose (notes), zero carbs no meal; negative or
            // absurd amounts are errors.
            let insulin = amount(record[Field.insulin], .insulin)
            let grams = amount(record[Field.carbs], .carbs)
            // A record with a readable dose and unreadable carbs (or the other
            // way round) keeps the readable one and is counted once.
            let problem = insulin?.problem ?? grams?.problem
            guard insulin?.amount != nil || grams?.amount != nil else {
                if let problem { skipped.skip(line: records.line(of: record), problem) }
                return
            }
            guard let time = Self.time(record[Field.created_at]) else {
                skipped.skip(line: records.line(of: record),
                             "expected an ISO 8601 time with a zone in created_at")
                return
            }
            if let problem = Plausible.problem(time: time) {
                skipped.skip(line: records.line(of: record), problem)
                return
            }
            let kind = record[Field.eventType]?.string
            if let units = insulin?.amount {
                doses.append(InsulinDose(time: time, units: units, kind: kind ?? "Insulin"))
            }
            if let grams = grams?.amount {
                carbs.append(CarbEntry(time: time, grams: grams, kind: kind ?? "Carbs"))
            }
            if let problem { skipped.skip(line: records.line(of: record), problem) }
        }
        if requiringARecord { try skipped.failIfNothingRead(doses.count + carbs.count) }
        // A pump uploader and a phone client often post the same bolus.
        return LoadReport(merging: GlucoseData(readings: [], doses: doses, carbs: carbs), source: records.file.name,
                          warnings: skipped.warning.map { [$0] } ?? [], skippedRows: skipped.count)
    }

    /// `created_at` as ISO text, or as epoch milliseconds from a `$date` wrapper.
    private static func time(_ createdAt: JSONScalar?) -> Date? {
        if let instant = createdAt?.string.flatMap(ISOTimestamp.instant) { return instant }
        return createdAt?.number.map { Date(timeIntervalSince1970: $0 / 1000) }
    }
}
