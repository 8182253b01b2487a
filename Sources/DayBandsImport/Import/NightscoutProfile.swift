import DayBandsRecords
import Foundation

/// Nightscout profiles (`/api/v1/profile.json`, or a file of it): an array
/// of documents (or one), each with a `startDate`, a `defaultProfile` name
/// and a `store` of named profiles whose `basal` is a list of rates by
/// `timeAsSeconds` (or `time` `HH:MM`) in the profile's `timezone`. Each
/// named profile becomes a `BasalSchedule` valid from its document's start.
/// A profile document is small and nested (arrays in objects), unlike the
/// streams of records: it is read whole with Foundation's parser.
package struct NightscoutProfile {
    let bytes: [UInt8]
    let source: String

    package init(bytes: [UInt8], source: String) {
        self.bytes = bytes
        self.source = source
    }

    package func read() throws -> LoadReport {
        guard let parsed = try? JSONSerialization.jsonObject(with: Data(bytes)) else {
            throw DataError(source: source, message: "not valid JSON; expected Nightscout profile documents")
        }
        let documents = (parsed as? [Any]) ?? [parsed]
        // A site that keeps no profile answers an empty array: nothing to read, nothing wrong.
        if documents.isEmpty { return LoadReport(data: GlucoseData(readings: [])) }
        var schedules: [BasalSchedule] = []
        var skipped = SkippedRows(source: source)
        for (index, element) in documents.enumerated() {
            // The API's documents are one per array element: their index stands for the line.
            guard let document = element as? [String: Any] else {
                skipped.skip(line: index + 1, "expected a profile document (a JSON object)")
                continue
            }
            switch Self.schedules(of: document) {
            case .success(let found): schedules += found
            case .failure(let problem): skipped.skip(line: index + 1, problem.message)
            }
        }
        try skipped.failIfNothingRead(schedules.count)
        if schedules.isEmpty { throw DataError(source: source, message: "no profile with basal rates") }
        var report = LoadReport(data: GlucoseData(readings: [], therapy: TherapyRecords(schedules: schedules)),
                                warnings: skipped.warning.map { [$0] } ?? [])
        report.skippedRows = skipped.count
        return report
    }

    struct Problem: Error {
        var message: String
    }

    /// The document's named profiles with basal rates.
    static func schedules(of document: [String: Any]) -> Result<[BasalSchedule], Problem> {
        let start = (document["startDate"] as? String).flatMap(ISOTimestamp.instant)
            ?? (document["mills"] as? Double).map(Date.init(epochMilliseconds:))
        guard let start else { return .failure(Problem(message: "expected an ISO 8601 startDate")) }
        guard let store = document["store"] as? [String: Any] else { return .failure(Problem(message: "expected a store of profiles")) }
        let defaultName = document["defaultProfile"] as? String ?? ""
        var found: [BasalSchedule] = []
        for (name, value) in store.sorted(by: { $0.key < $1.key }) {
            guard let profile = value as? [String: Any], let entries = profile["basal"] as? [[String: Any]] else { continue }
            var rates: [BasalSchedule.Rate] = []
            for entry in entries {
                guard let seconds = Self.seconds(of: entry), let rate = Self.number(entry["value"]),
                      TherapyAmount.problem(rate: rate) == nil else {
                    return .failure(Problem(message: "expected basal entries with a time and a rate from 0 to 50 U/h in profile \(PrintableText.quoted(name))"))
                }
                rates.append(BasalSchedule.Rate(seconds: seconds, unitsPerHour: rate))
            }
            guard !rates.isEmpty else { continue }
            let zone = (profile["timezone"] as? String).flatMap { TimeZone(identifier: $0) != nil ? $0 : nil } ?? TimeZone.current.identifier
            found.append(BasalSchedule(validFrom: start, name: name, isDefault: name == defaultName, zone: zone, rates: rates))
        }
        return .success(found)
    }

    /// `timeAsSeconds` (a number or its text), else `time` `HH:MM`.
    private static func seconds(of entry: [String: Any]) -> Int? {
        if let seconds = number(entry["timeAsSeconds"]), seconds >= 0, seconds < 86_400 { return Int(seconds) }
        guard let time = entry["time"] as? String else { return nil }
        let parts = time.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2, (0..<24).contains(parts[0]), (0..<60).contains(parts[1]) else { return nil }
        return parts[0] * 3600 + parts[1] * 60
    }

    private static func number(_ value: Any?) -> Double? {
        if let number = value as? NSNumber { return number.doubleValue }
        return (value as? String).flatMap { DecimalNumber.value($0.trimmingCharacters(in: .whitespaces)) }
    }
}
