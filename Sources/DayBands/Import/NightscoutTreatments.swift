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

    /// A record's amount in one field: nil when absent, null or not above
    /// zero (not that kind of treatment), or why it cannot be read.
    private enum Amount {
        case value(Double)
        case problem(String)

        init?(_ scalar: JSONScalar?, field: String, check: (Double) -> String? = { _ in nil }) {
            guard let scalar, scalar != .null else { return nil }
            guard let number = scalar.number, number.isFinite else {
                self = .problem("expected a number in \(field)")
                return
            }
            if let problem = check(number) {
                self = .problem(problem)
                return
            }
            guard number > 0 else { return nil }
            self = .value(number)
        }

        var value: Double? {
            if case .value(let number) = self { return number }
            return nil
        }

        var problem: String? {
            if case .problem(let text) = self { return text }
            return nil
        }
    }

    func read() throws -> LoadReport {
        var doses: [InsulinDose] = []
        var carbs: [CarbEntry] = []
        let skipped = try records.forEach { record, skipped in
            // Insulin at or below zero is not a dose (notes, temp basals), nor
            // are zero carbs a meal; negative or absurd carbs are an error.
            let insulin = Amount(record[Field.insulin], field: "insulin")
            let grams = Amount(record[Field.carbs], field: "carbs", check: CarbEntry.problem(grams:))
            // A record with a readable dose and unreadable carbs (or the other
            // way round) keeps the readable one and is counted once.
            let problem = insulin?.problem ?? grams?.problem
            guard insulin?.value != nil || grams?.value != nil else {
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
            if let units = insulin?.value {
                doses.append(InsulinDose(time: time, units: units, kind: kind ?? "Insulin"))
            }
            if let grams = grams?.value {
                carbs.append(CarbEntry(time: time, grams: grams, kind: kind ?? "Carbs"))
            }
            if let problem { skipped.skip(line: records.line(of: record), problem) }
        }
        try skipped.failIfNothingRead(doses.count + carbs.count)
        return LoadReport(data: GlucoseData(readings: [], doses: doses, carbs: carbs),
                          warnings: skipped.warning.map { [$0] } ?? [])
    }

    /// `created_at` as ISO text, or as epoch milliseconds from a `$date` wrapper.
    private static func time(_ createdAt: JSONScalar?) -> Date? {
        if let instant = createdAt?.string.flatMap(ISOTimestamp.instant) { return instant }
        return createdAt?.number.map { Date(timeIntervalSince1970: $0 / 1000) }
    }
}
