import DayBandsRecords
import Foundation

/// What a CareLink pump row says besides readings and carbs, turned into
/// the therapy model every importer feeds (`BasalEvent`, `InsulinDose`):
///
/// - `Basal Rate (U/h)`: the scheduled rate from then on (CareLink writes
///   the changes); a 0 on a `Suspend` or `Rewind` row is the suspend's.
/// - `Temp Basal Amount`, by its `Temp Basal Type`: `Insulin Rate` U/h or
///   `Percent` of the scheduled rate, for `Temp Basal Duration (h:mm:ss)`.
/// - `Suspend`: `USER_SUSPEND`, `ALARM_SUSPEND`, `NOTSEATED_SUSPEND`...
///   stop delivery until `NORMAL_PUMPING` (or a resume) ends it.
/// - `Bolus Volume Delivered (U)` by its `Bolus Source` (the pump's names,
///   as the 600-series history calls them): `CLOSED_LOOP_AUTO_BOLUS` is a
///   780G auto correction, an automatic dose; `CLOSED_LOOP_MICRO_BOLUS`
///   (`CLOSED_LOOP_AUTO_BASAL`) a 670G Auto Mode basal delivered every 5
///   minutes, an automated rate of 12 times its units for 5 minutes, so it
///   counts as basal, never as a bolus too; `CLOSED_LOOP_AUTO_INSULIN` a
///   780G day's total of automatic insulin (the `Aggregated Auto Insulin
///   Data` section, written at 00:00): that day was in SmartGuard (automatic
///   mode), where the pump sets the basal itself, so the day's programmed
///   rates, temps and suspends are not what it delivered. Such a day's basal
///   is its total spread over its hours in the export (`automaticDays`: an
///   automated rate marked `BasalEvent.dailyTotal`, the day's mean, which
///   neither starts before the export's first record nor runs past its
///   last), and a line says each day's mode. Any other source (wizard,
///   manual, a SmartGuard meal or BG correction) is a dose the user gave,
///   a square or dual part with its `Bolus Duration (h:mm:ss)`.
struct CareLinkPump {
    /// A row's fields that this reads, as written.
    struct Fields: Equatable {
        var basalRate = "", tempAmount = "", tempType = "", tempDuration = "", suspend = "", rewind = ""
        var bolusSource = "", bolusDuration = ""

        /// Whether the row sets the basal (a bolus row is kept for its bolus).
        var setsBasal: Bool { !basalRate.isEmpty || !tempAmount.isEmpty || !suspend.isEmpty }
    }

    /// Where a section's header puts them.
    struct Columns {
        private var indices: [WritableKeyPath<Fields, String>: Int] = [:]

        init(header: CSVRow) {
            let names: [(WritableKeyPath<Fields, String>, String)] = [
                (\.basalRate, "Basal Rate (U/h)"), (\.tempAmount, "Temp Basal Amount"), (\.tempType, "Temp Basal Type"),
                (\.tempDuration, "Temp Basal Duration ("), (\.suspend, "Suspend"), (\.rewind, "Rewind"),
                (\.bolusSource, "Bolus Source"), (\.bolusDuration, "Bolus Duration (")]
            for (path, name) in names {
                indices[path] = name.hasSuffix("(") ? header.column(startingWith: name) : header.fields.firstIndex(of: name)
            }
        }

        func fields(of row: CSVRow) -> Fields {
            var fields = Fields()
            for (path, index) in indices { fields[keyPath: path] = row.number(index).trimmingCharacters(in: .whitespaces) }
            return fields
        }
    }

    /// A 670G Auto Mode basal dose is delivered every 5 minutes.
    static let autoBasalInterval: TimeInterval = 300

    private(set) var basal: [BasalEvent] = []
    /// The days' totals of automatic insulin, at 00:00 of their day.
    private(set) var dailyTotals: [(time: Date, units: Double)] = []

    /// A row's bolus (`bolus` delivered units, `kind` its Bolus Type) and basal.
    mutating func add(_ fields: Fields, bolus: String, kind: String, at time: Date, line: Int,
                      treatments: inout CSVTreatments, skipped: inout SkippedRows) {
        if !bolus.isEmpty { addBolus(fields, units: bolus, kind: kind, at: time, line: line, treatments: &treatments, skipped: &skipped) }
        if let problem = addBasal(fields, at: time) { skipped.skip(line: line, problem) }
    }

    private mutating func addBolus(_ fields: Fields, units text: String, kind: String, at time: Date, line: Int,
                                   treatments: inout CSVTreatments, skipped: inout SkippedRows) {
        switch fields.bolusSource {
        case "CLOSED_LOOP_AUTO_INSULIN", "CLOSED_LOOP_MICRO_BOLUS", "CLOSED_LOOP_AUTO_BASAL":
            switch TreatmentAmount.insulin.judge(field: text) {
            case .kept(let units) where fields.bolusSource == "CLOSED_LOOP_AUTO_INSULIN":
                dailyTotals.append((time, units))
            case .kept(let units):
                basal.append(BasalEvent(time: time, duration: Self.autoBasalInterval, kind: .automated,
                                        value: units * 3600 / Self.autoBasalInterval))
            case .none: break
            case .refused(let problem): skipped.skip(line: line, problem)
            }
        default:
            guard let duration = Self.seconds(fields.bolusDuration) else {
                return skipped.skip(line: line, "expected a Bolus Duration h:mm:ss, found \(PrintableText.quoted(fields.bolusDuration))")
            }
            treatments.add(insulin: text, kind: kind, automatic: fields.bolusSource == "CLOSED_LOOP_AUTO_BOLUS", duration: duration,
                           at: time, line: line, skipped: &skipped)
        }
    }

    /// The row's basal events; the reason it cannot be read, or nil.
    private mutating func addBasal(_ fields: Fields, at time: Date) -> String? {
        if !fields.suspend.isEmpty {
            let state = fields.suspend.uppercased()
            if state.contains("SUSPEND") {
                basal.append(BasalEvent(time: time, duration: 0, kind: .suspend))
            } else if state == "NORMAL_PUMPING" || state.contains("RESUME") || state.contains("RESTART") {
                // A resume ends the suspend: a cancel, as a temp of duration 0.
                basal.append(BasalEvent(time: time, duration: 0, kind: .temp))
            } else {
                return "expected a Suspend state such as USER_SUSPEND or NORMAL_PUMPING, found \(PrintableText.quoted(fields.suspend))"
            }
        }
        if !fields.basalRate.isEmpty {
            guard let rate = DecimalNumber.value(fields.basalRate) else {
                return "expected a Basal Rate in U/h, found \(PrintableText.quoted(fields.basalRate))"
            }
            if let problem = TherapyAmount.problem(rate: rate) { return problem }
            let suspends = !fields.suspend.isEmpty || !fields.rewind.isEmpty
            if !(rate == 0 && suspends) { basal.append(BasalEvent(time: time, duration: 0, kind: .scheduled, value: rate)) }
        }
        return fields.tempAmount.isEmpty ? nil : addTemp(fields, at: time)
    }

    /// `Insulin Rate` U/h, or `Percent` of the scheduled rate (70 is 30% less).
    private mutating func addTemp(_ fields: Fields, at time: Date) -> String? {
        guard let amount = DecimalNumber.value(fields.tempAmount) else {
            return "expected a Temp Basal Amount, found \(PrintableText.quoted(fields.tempAmount))"
        }
        guard let duration = Self.seconds(fields.tempDuration) else {
            return "expected a Temp Basal Duration h:mm:ss, found \(PrintableText.quoted(fields.tempDuration))"
        }
        if let problem = TherapyAmount.problem(duration: duration) { return problem }
        switch fields.tempType.lowercased() {
        case "percent":
            guard (0...1000).contains(amount) else { return "expected a Temp Basal percent from 0 to 1000, found \(String(format: "%g", amount))" }
            basal.append(BasalEvent(time: time, duration: duration, kind: .tempPercent, value: amount - 100))
        case "insulin rate", "rate", "absolute":
            if let problem = TherapyAmount.problem(rate: amount) { return problem }
            basal.append(BasalEvent(time: time, duration: duration, kind: .temp, value: amount))
        default:
            return "expected a Temp Basal Type Percent or Insulin Rate, found \(PrintableText.quoted(fields.tempType))"
        }
        return nil
    }

    /// `h:mm:ss` (or `h:mm`) as seconds; an empty field is 0, anything else nil.
    static func seconds(_ text: String) -> TimeInterval? {
        if text.isEmpty { return 0 }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        let numbers = parts.map { $0! }
        guard numbers.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
        return TimeInterval(numbers[0] * 3600 + numbers[1] * 60 + (numbers.count == 3 ? numbers[2] : 0))
    }
}
