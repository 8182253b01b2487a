import DayBandsRecords
import Foundation

/// The times and values a reading can really have. Anything else is a device,
/// uploader or editing error: such rows are skipped and counted in the load's
/// warnings, never clamped (a clamped value would look measured) and never
/// kept (one 1970 or 9999 date stretches the timeline over centuries).
package enum Plausible {
    /// 2000-01-01 to 2100-01-01 UTC: before, there were no CGM exports (and
    /// 1970 is an unset clock); after, a typo.
    package static let times = Date(timeIntervalSince1970: 946_684_800) ..< Date(timeIntervalSince1970: 4_102_444_800)
    /// mg/dL: above zero and at most 1,000, far past what meters (600) and
    /// sensors (400 to 500) report.
    package static let mgdl = 1.0...1000.0

    /// Why a reading cannot be kept, or nil when it can.
    package static func problem(time: Date, mgdl: Double) -> String? {
        problem(time: time) ?? problem(mgdl: mgdl)
    }

    static func problem(mgdl: Double) -> String? {
        guard Self.mgdl.contains(mgdl) else {
            return "expected glucose from 1 to 1000 mg/dL, found \(String(format: "%g", mgdl)) mg/dL"
        }
        return nil
    }

    /// Why an instant cannot be a reading's or a dose's, or nil when it can.
    static func problem(time: Date) -> String? {
        guard times.contains(time) else {
            let seconds = time.timeIntervalSince1970
            // ISO 8601 has four-digit years (up to 10000-01-01).
            let text = abs(seconds) < 253_402_300_800 ? time.ISO8601Format() : "\(seconds) s after 1970"
            return "expected a time from 2000 to 2099, found \(text)"
        }
        return nil
    }

    /// Warnings when records share an instant (to the whole second) with
    /// different amounts, as two sensors, two pumps or an edited file leave
    /// them: all are kept and drawn, and said once per kind, since none can
    /// be chosen. `data` is merged already (no copies left). A Libre scan
    /// is compared with scans, and with its device's historic readings in
    /// a line of its own (`scanConflicts`). Glucose is said in `unit`, the
    /// one the file writes (`LoadReport.unit`; mg/dL when it names none).
    package static func conflicts(in data: GlucoseData, source: String, unit: GlucoseUnit? = nil) -> [String] {
        let unit = unit ?? .mgdl
        let scans = data.readings.filter { data.series[Int($0.series)].sampling == .scans }
        let periodic = scans.isEmpty ? data.readings : data.readings.filter { data.series[Int($0.series)].sampling == .periodic }
        let glucose = { (values: [Double]) in glucoseText(values, unit: unit) }
        let amount = { (values: [Double]) in values.map { String(format: "%g", $0) } }
        // Lazy views: a year's readings are not copied to be compared.
        return [conflicts(in: periodic.lazy.map { ($0.time, $0.mgdl) }, of: "readings", unit: unit.label, text: glucose, source: source),
         conflicts(in: scans.lazy.map { ($0.time, $0.mgdl) }, of: "scans", unit: unit.label, text: glucose, source: source),
         scanConflicts(in: data, source: source, unit: unit),
         conflicts(in: data.doses.lazy.map { ($0.time, $0.units) }, of: "doses", unit: "U", text: amount, source: source),
         conflicts(in: data.carbs.lazy.map { ($0.time, $0.grams) }, of: "carb entries", unit: "g", text: amount, source: source)]
            .compactMap { $0 }
    }

    /// Different glucose values as `unit` shows them (`GlucoseUnit.format`:
    /// whole mg/dL, mmol/L to a tenth), with a decimal more, up to three,
    /// while two of them would read the same: never `88.2764` for a 4.9
    /// mmol/L file, never `88 and 88` for two values.
    static func glucoseText(_ values: [Double], unit: GlucoseUnit) -> [String] {
        let fewest = unit == .mgdl ? 0 : 1
        func shown(_ decimals: Int) -> [String] {
            values.map { decimals == fewest ? unit.format(mgdl: $0) : String(format: "%.\(decimals)f", unit.value(fromMgdl: $0)) }
        }
        return shown((fewest...3).first { Set(shown($0)).count == Set(values).count } ?? 3)
    }

    /// A scan at the instant of a historic reading of its device with
    /// another value (the reader rounds the scan, the sensor's history is
    /// smoothed): both are drawn, the historic one is counted
    /// (`CountedReadings`); one line says how many and the first.
    private static func scanConflicts(in data: GlucoseData, source: String, unit: GlucoseUnit) -> String? {
        let partners = CountedReadings.periodicPartners(of: data.series)
        guard partners.contains(where: { $0 != nil }) else { return nil }
        var periodic: [Int64: [GlucoseReading]] = [:]
        for reading in data.readings where data.series[Int(reading.series)].sampling == .periodic {
            periodic[reading.time.wholeSecond, default: []].append(reading)
        }
        let pairs = data.readings.compactMap { scan -> (historic: GlucoseReading, scan: GlucoseReading)? in
            guard let partner = partners[Int(scan.series)] else { return nil }
            let same = periodic[scan.time.wholeSecond] ?? []
            return same.first { Int($0.series) == partner && $0.mgdl != scan.mgdl }.map { ($0, scan) }
        }
        guard let (historic, scan) = pairs.first else { return nil }
        let count = pairs.count == 1 ? "1 time has" : "\(pairs.count) times have"
        let values = glucoseText([historic.mgdl, scan.mgdl], unit: unit)
        return "\(count) a historic reading and a scan of different values in \(source): first at \(scan.time.ISO8601Format()) "
            + "(historic \(values[0]), scan \(values[1]) \(unit.label)); "
            + "both are shown, the historic reading is counted"
    }

    /// `records` sorted by time. A time counts once however many devices
    /// posted at it: 30 values at one instant are `1 time has 30 different
    /// readings`, not 29 times.
    private static func conflicts<Records: Collection>(in records: Records, of noun: String, unit: String,
                                                       text: ([Double]) -> [String], source: String) -> String?
    where Records.Element == (time: Date, amount: Double) {
        let second = { (time: Date) in time.wholeSecond }
        // Each time's amounts, in file order, for the times with more than one.
        var times: [(time: Date, amounts: [Double])] = []
        var start = records.startIndex
        while start < records.endIndex {
            let time = records[start].time, startSecond = second(time)
            let end = records[start...].firstIndex { second($0.time) != startSecond } ?? records.endIndex
            // A second of one record (most) has nothing to compare: no array is made for it.
            if records.index(after: start) != end {
                var amounts: [Double] = []
                for record in records[start..<end] where !amounts.contains(record.amount) { amounts.append(record.amount) }
                if amounts.count > 1 { times.append((time, amounts)) }
            }
            start = end
        }
        guard let first = times.first else { return nil }
        let counts = times.map(\.amounts.count)
        let most = counts.max()!
        let fewest = counts.min()!
        let different = most == 2 ? "two" : (fewest == most ? "\(most)" : "\(fewest) to \(most)")
        let count = times.count == 1 ? "1 time has" : "\(times.count) times have"
        return "\(count) \(different) different \(noun) in \(source): first at \(first.time.ISO8601Format()) "
            + "(\(listed(text(first.amounts))) \(unit)); \(most == 2 ? "both" : "all") are shown"
    }

    /// `130 and 180`, `80, 81 and 82`, `80, 81, 82 and 27 more`.
    private static func listed(_ text: [String]) -> String {
        if text.count > 3 { return text.prefix(3).joined(separator: ", ") + " and \(text.count - 3) more" }
        return text.dropLast().joined(separator: ", ") + " and " + text.last!
    }
}
