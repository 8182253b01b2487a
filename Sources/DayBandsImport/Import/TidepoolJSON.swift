import DayBandsRecords
import Foundation

/// A Tidepool JSON export: an array of data records, each with a `type` and
/// an ISO 8601 `time` in UTC. `cbg` records are the sensor readings; `bolus`
/// records doses (`normal` plus `extended` units); `wizard` records'
/// `carbInput` and `food` records' `nutrition.carbohydrate.net` are carbs in
/// grams; `basal` records (`deliveryType` scheduled, temp, suspend or
/// automated, `rate` U/h for `duration` ms) the basal in effect, and a
/// bolus of `subType` `automated` a loop's. Other types (settings, uploads,
/// device events) are not shown.
///
/// Glucose `value`s are in the record's `units`, mmol/L when it names none
/// (Tidepool stores mmol/L, converted from mg/dL devices with its factor
/// 18.01559 and rounded to 5 decimals): they are turned back with the same
/// factor, so a 120 mg/dL reading stored as 6.66090 reads 120.0001.
struct TidepoolJSON {
    /// Tidepool's mg/dL per mmol/L (`MmolLToMgdLConversionFactor` in its platform).
    static let mgdlPerMmol = 18.01559

    /// The fields read, as JSON paths.
    private enum Field: Int, CaseIterable, CustomStringConvertible {
        case type, subType, time, value, units, normal, extended, carbInput, carbUnits, foodCarbs, foodCarbUnits, deviceId
        case deliveryType, rate, duration

        var description: String { Self.paths[rawValue] }

        private static let paths = ["type", "subType", "time", "value", "units", "normal", "extended", "carbInput", "carbUnits",
                                    "nutrition.carbohydrate.net", "nutrition.carbohydrate.units", "deviceId",
                                    "deliveryType", "rate", "duration"]
    }

    package let records: JSONRecords

    init(file: InputFile, firstChunk: [UInt8]) {
        records = JSONRecords(file: file, firstChunk: firstChunk, fields: Field.self)
    }

    func read() throws -> LoadReport {
        var readings: [GlucoseReading] = []
        // Each device's readings are a series (`deviceId`, `DexG6Rec_SM12345678`).
        var series = SeriesTable()
        var doses: [InsulinDose] = []
        var carbs: [CarbEntry] = []
        var basal: [BasalEvent] = []
        var meterReadings = 0
        // The first glucose record's unit is the file's.
        var fileUnit: GlucoseUnit?
        let skipped = try records.forEach { record, skipped in
            let type = record[Field.type]?.string
            guard let type, ["cbg", "smbg", "bolus", "wizard", "food", "basal"].contains(type) else { return }
            guard let time = record[Field.time]?.string.flatMap(ISOTimestamp.instant) else {
                skipped.skip(line: records.line(of: record), "expected an ISO 8601 time with a zone in time")
                return
            }
            if let problem = Plausible.problem(time: time) { return skipped.skip(line: records.line(of: record), problem) }
            switch type {
            case "cbg", "smbg":
                guard let value = record[Field.value]?.number, value.isFinite else {
                    skipped.skip(line: records.line(of: record), "expected a glucose number in value")
                    return
                }
                let unitText = record[Field.units]?.string ?? "mmol/L"
                guard let unit = GlucoseUnit(label: unitText) else {
                    skipped.skip(line: records.line(of: record), "expected units mmol/L or mg/dL, found \(PrintableText.quoted(unitText))")
                    return
                }
                fileUnit = fileUnit ?? unit
                let mgdl = unit == .mmol ? value * Self.mgdlPerMmol : value
                if let problem = Plausible.problem(mgdl: mgdl) {
                    skipped.skip(line: records.line(of: record), problem)
                    return
                }
                // Meter readings are not part of the curve, as Nightscout's mbg.
                if type == "smbg" {
                    meterReadings += 1
                    return
                }
                let device = series.index(of: GlucoseSeries(name: record[Field.deviceId]?.string ?? ""))
                readings.append(GlucoseReading(time: time, mgdl: mgdl, series: device))
            case "bolus": doses += [dose(of: record, at: time, skipped: &skipped)].compactMap { $0 }
            case "basal": basal += [basalEvent(of: record, at: time, skipped: &skipped)].compactMap { $0 }
            default:
                if let entry = carbEntry(of: record, isFood: type == "food", at: time, skipped: &skipped) { carbs.append(entry) }
            }
        }
        try skipped.failIfNothingRead(readings.count + doses.count + carbs.count + basal.count + meterReadings)
        let warnings = [skipped.warning, LoadReport.notDrawn(meterReadings, "meter reading", column: "smbg", source: records.file.name),
                        series.warning(source: records.file.name)].compactMap { $0 }
        return LoadReport(merging: GlucoseData(readings: readings, doses: doses, carbs: carbs, series: series.series,
                                               therapy: TherapyRecords(basal: basal)),
                          source: records.file.name, warnings: warnings, skippedRows: skipped.count + meterReadings, unit: fileUnit)
    }

    /// A bolus record's dose (`normal` plus `extended` units); nil for none
    /// (0 U) or an unreadable amount, which is skipped and said.
    private func dose(of record: JSONRecord, at time: Date, skipped: inout SkippedRows) -> InsulinDose? {
        let parts = [record[Field.normal], record[Field.extended]].compactMap { $0 }
        let amounts = parts.compactMap(\.number)
        guard !parts.isEmpty, amounts.count == parts.count else {
            skipped.skip(line: records.line(of: record), "expected insulin units in normal or extended")
            return nil
        }
        switch TreatmentAmount.insulin.judge(amounts.reduce(0, +)) {
        case .kept(let units):
            let subType = record[Field.subType]?.string ?? "bolus"
            // An extended part's `duration` is milliseconds.
            let duration = record[Field.extended] == nil ? 0 : (record[Field.duration]?.number ?? 0) / 1000
            return InsulinDose(time: time, units: units, kind: subType, automatic: subType == "automated", duration: duration)
        case .none: return nil
        case .refused(let problem):
            skipped.skip(line: records.line(of: record), problem)
            return nil
        }
    }

    /// A basal record's event: `deliveryType` and `rate` U/h (0 for a
    /// suspend) for `duration` ms; nil when unreadable, skipped and said.
    private func basalEvent(of record: JSONRecord, at time: Date, skipped: inout SkippedRows) -> BasalEvent? {
        let kinds: [String: BasalEvent.Kind] = ["scheduled": .scheduled, "temp": .temp, "suspend": .suspend, "automated": .automated]
        let delivery = record[Field.deliveryType]?.string ?? ""
        guard let kind = kinds[delivery] else {
            skipped.skip(line: records.line(of: record), "expected a basal deliveryType scheduled, temp, suspend or automated, found \(PrintableText.quoted(delivery))")
            return nil
        }
        let rate = kind == .suspend ? 0 : record[Field.rate]?.number
        guard let rate, let milliseconds = record[Field.duration]?.number else {
            skipped.skip(line: records.line(of: record), "expected a basal rate and duration")
            return nil
        }
        if let problem = TherapyAmount.problem(rate: rate) ?? TherapyAmount.problem(duration: milliseconds / 1000) {
            skipped.skip(line: records.line(of: record), problem)
            return nil
        }
        return BasalEvent(time: time, duration: milliseconds / 1000, kind: kind, value: rate)
    }

    /// A wizard's `carbInput` or a food's `nutrition.carbohydrate.net`; nil
    /// for none (no field, null, as pandas writes a missing amount, or 0 g)
    /// or an unreadable amount, which is skipped and said.
    private func carbEntry(of record: JSONRecord, isFood: Bool, at time: Date, skipped: inout SkippedRows) -> CarbEntry? {
        guard let scalar = record[isFood ? Field.foodCarbs : Field.carbInput], scalar != .null else { return nil }
        let unitText = record[isFood ? Field.foodCarbUnits : Field.carbUnits]?.string ?? "grams"
        guard unitText == "grams" else {
            skipped.skip(line: records.line(of: record), "expected carbs in grams, found \(PrintableText.quoted(unitText))")
            return nil
        }
        guard let grams = scalar.number else {
            skipped.skip(line: records.line(of: record), "expected carb grams in \(isFood ? "nutrition.carbohydrate.net" : "carbInput")")
            return nil
        }
        switch TreatmentAmount.carbs.judge(grams) {
        case .kept(let grams): return CarbEntry(time: time, grams: grams, kind: isFood ? "Food" : "Bolus Wizard")
        case .none: return nil
        case .refused(let problem):
            skipped.skip(line: records.line(of: record), problem)
            return nil
        }
    }
}
