import DayBandsRecords
import Foundation

/// Nightscout treatments (`/api/v1/treatments.json`): a record is an insulin
/// dose when `insulin > 0`, and a carb entry when `carbs > 0`, whatever its
/// free-text `eventType` (a `Meal Bolus` is usually both). `Temp Basal`,
/// `Profile Switch`, `Temporary Target` and the change events are therapy
/// records (`NightscoutTreatments+Therapy`). `created_at` is ISO 8601 text,
/// or in database dumps (`mongoexport`, one record per line) `{"$date": …}`
/// holding such text or epoch milliseconds.
package struct NightscoutTreatments {
    /// The fields read, named as in the JSON (nested ones by their path).
    package enum Field: Int, CaseIterable, CustomStringConvertible {
        case eventType, created_at, insulin, carbs, duration, rate, absolute, percent, percentage, timeshift, profile
        case targetBottom, targetTop, units, isSMB, automatic, type, bolusIsSMB, enteredinsulin, originalProfileName, isValid

        package var description: String { self == .bolusIsSMB ? "bolus.isSMB" : Self.names[rawValue] }

        private static let names = ["eventType", "created_at", "insulin", "carbs", "duration", "rate", "absolute", "percent",
                                    "percentage", "timeshift", "profile", "targetBottom", "targetTop", "units", "isSMB",
                                    "automatic", "type", "bolus.isSMB", "enteredinsulin", "originalProfileName", DeletedOnSite.field]
    }

    package let records: JSONRecords

    package init(file: InputFile, firstChunk: [UInt8], layout: JSONLayout = .array) {
        records = JSONRecords(file: file, firstChunk: firstChunk, fields: Field.self, layout: layout)
    }

    /// A record's amount in one field, judged by `TreatmentAmount`; nil
    /// when the field is absent or null (not that kind of treatment).
    private func amount(_ scalar: JSONScalar?, _ kind: TreatmentAmount, field: String) -> TreatmentAmount.Outcome? {
        guard let scalar, scalar != .null else { return nil }
        guard let number = scalar.number else { return .refused("expected a number in \(field)") }
        return kind.judge(number)
    }

    /// `requiringARecord`: as `NightscoutEntries.read(requiringARecord:)`.
    package func read(requiringARecord: Bool = true) throws -> LoadReport {
        var doses: [InsulinDose] = []
        var carbs: [CarbEntry] = []
        var therapy = TherapyParts()
        var notShown: [String: Int] = [:]
        var deleted = 0
        let skipped = try records.forEach { record, skipped in
            if record[Field.isValid] == .bool(false) {
                deleted += 1
                return
            }
            // Zero insulin is no dose (notes), zero carbs no meal; negative or
            // absurd amounts are errors. A combo bolus's `enteredinsulin` is
            // its whole amount, `insulin` the part given at once.
            let insulin = amount(record[Field.enteredinsulin] ?? record[Field.insulin], .insulin,
                                 field: record[Field.enteredinsulin] == nil ? "insulin" : "enteredinsulin")
            let grams = amount(record[Field.carbs], .carbs, field: "carbs")
            let kind = record[Field.eventType]?.string
            // A record with a readable dose and unreadable carbs (or the other
            // way round) keeps the readable one and is counted once.
            let problem = insulin?.problem ?? grams?.problem
            let isTherapy = kind.map(Self.therapyEvents.contains) ?? false
            guard insulin?.amount != nil || grams?.amount != nil || isTherapy else {
                if let problem { skipped.skip(line: records.line(of: record), problem) }
                else { notShown[kind ?? "(no eventType)", default: 0] += 1 }
                return
            }
            guard let time = Self.time(record[Field.created_at]) else {
                skipped.skip(line: records.line(of: record), "expected an ISO 8601 time with a zone in created_at")
                return
            }
            if let problem = Plausible.problem(time: time) {
                skipped.skip(line: records.line(of: record), problem)
                return
            }
            if isTherapy, let kind, let refused = therapy.add(record, eventType: kind, at: time) {
                skipped.skip(line: records.line(of: record), refused)
                return
            }
            if let units = insulin?.amount {
                doses.append(InsulinDose(time: time, units: units, kind: kind ?? "Insulin", automatic: Self.isAutomatic(record),
                                         duration: kind == "Combo Bolus" ? (record[Field.duration]?.number ?? 0) * 60 : 0))
            }
            if let grams = grams?.amount {
                carbs.append(CarbEntry(time: time, grams: grams, kind: kind ?? "Carbs"))
            }
            if let problem { skipped.skip(line: records.line(of: record), problem) }
        }
        if requiringARecord { try skipped.failIfNothingRead(doses.count + carbs.count + therapy.records.count) }
        let source = records.file.name
        // A pump uploader and a phone client often post the same bolus.
        return LoadReport(merging: GlucoseData(readings: [], doses: doses, carbs: carbs, therapy: therapy.records), source: source,
                          warnings: [skipped.warning, LoadReport.notShown(notShown, "treatments", source: source),
                                     DeletedOnSite.line(deleted, source: source)].compactMap { $0 },
                          skippedRows: skipped.count + deleted)
    }

    /// A bolus a loop gave on its own: iAPS's and AndroidAPS's SMBs
    /// (`eventType` `SMB`, `isSMB`, `bolus.isSMB`, `type` `SMB`), Loop's
    /// automatic boluses (`automatic: true`).
    private static func isAutomatic(_ record: JSONRecord) -> Bool {
        record[Field.eventType]?.string == "SMB" || record[Field.type]?.string == "SMB"
            || [Field.isSMB, .bolusIsSMB, .automatic].contains { record[$0] == .bool(true) }
    }

    /// `created_at` as ISO text, or as epoch milliseconds from a `$date` wrapper.
    private static func time(_ createdAt: JSONScalar?) -> Date? {
        if let instant = createdAt?.string.flatMap(ISOTimestamp.instant) { return instant }
        return createdAt?.number.map(Date.init(epochMilliseconds:))
    }
}
