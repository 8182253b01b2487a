import DayBandsImport
import DayBandsRecords
import Foundation

/// How `daybands archive export` writes: CSV (imports back) or JSON.
public enum ExportFormat: String, CaseIterable, Equatable, Sendable {
    case csv, json
}

/// `daybands archive export`: the records of a time range as CSV that
/// `daybands import` reads back (`ArchiveCSV`), or as JSON for scripts.
extension Archive {
    /// Every record with `interval.start <= time < interval.end`, in time
    /// order, readings first at a shared instant, each reading with its
    /// series (name and sampling); `write` is given the text in pieces, so
    /// an export is never held whole.
    public func export(_ interval: DateInterval, as format: ExportFormat, write: (String) -> Void) throws {
        let data = try data(in: interval)
        // `rank` orders a shared instant: readings by series, then doses, then carbs.
        typealias Row = (time: Date, rank: Int, record: String, value: Double, trend: String, flag: String, kind: String,
                         series: GlucoseSeries?)
        var rows: [Row] = []
        rows += data.readings.map {
            ($0.time, Int($0.series), "reading", $0.mgdl, $0.trend?.rawValue ?? "", $0.flag.rawValue, "", data.series[Int($0.series)])
        }
        rows += data.doses.map { ($0.time, 1 << 16, "insulin", $0.units, "", "", $0.kind, nil) }
        rows += data.carbs.map { ($0.time, 2 << 16, "carbs", $0.grams, "", "", $0.kind, nil) }
        rows.sort { ($0.time, $0.rank) < ($1.time, $1.rank) }
        // Swift's description of a Double is the shortest text that reads back as the same number.
        switch format {
        case .csv:
            write(ArchiveCSV.header.joined(separator: ",") + "\n")
            for row in rows {
                write([row.record, row.time.ISO8601Format(), row.value.description, row.trend, row.flag, Self.csvField(row.kind),
                       Self.csvField(row.series?.name ?? ""), row.series?.sampling.rawValue ?? ""]
                    .joined(separator: ",") + "\n")
            }
        case .json:
            write("[")
            for (index, row) in rows.enumerated() {
                var fields = ["\"record\":\"\(row.record)\"", "\"time\":\"\(row.time.ISO8601Format())\"", "\"value\":\(row.value.description)"]
                if !row.trend.isEmpty { fields.append("\"trend\":\"\(row.trend)\"") }
                if !row.flag.isEmpty { fields.append("\"flag\":\"\(row.flag)\"") }
                if row.record != "reading" { fields.append("\"kind\":\(Self.jsonString(row.kind))") }
                if let series = row.series {
                    fields += ["\"series\":\(Self.jsonString(series.name))", "\"sampling\":\"\(series.sampling.rawValue)\""]
                }
                write((index == 0 ? "\n" : ",\n") + "{" + fields.joined(separator: ",") + "}")
            }
            write("\n]\n")
        }
    }

    /// What the archive holds in `interval` that the export has no row for
    /// (the pump's basal records, temporary targets, change marks, the
    /// profiles' basal schedules, device statuses), counted, so a user who
    /// exports to move or keep an archive is told; nil when there is none.
    public func exportLeavesOut(_ interval: DateInterval) throws -> String? {
        let bounds: [SQLiteValue] = [.integer(Self.instant(interval.start)), .integer(Self.instant(interval.end))]
        var counts = (basal: 0, targets: 0, marks: 0, schedules: 0, statuses: 0)
        let therapy = try database.prepare("SELECT type, COUNT(*) FROM therapy WHERE instant >= ?1 AND instant < ?2 GROUP BY type")
        try therapy.bind(bounds[0], bounds[1])
        while try therapy.step() {
            let type = therapy.text(0) ?? "", count = Int(therapy.integer(1))
            if BasalEvent.Kind(rawValue: type) != nil { counts.basal += count }
            else if TherapyMark.Kind(rawValue: type) != nil { counts.marks += count }
            else { counts.targets += count }
        }
        func count(_ sql: String) throws -> Int {
            let query = try database.prepare(sql)
            try query.bind(bounds[0], bounds[1])
            return try query.step() ? Int(query.integer(0)) : 0
        }
        counts.schedules = try count("SELECT COUNT(*) FROM basal_schedules WHERE valid_from >= ?1 AND valid_from < ?2")
        counts.statuses = try count("SELECT COUNT(*) FROM device_status WHERE instant >= ?1 AND instant < ?2")
        let parts = [(counts.basal, "basal record"), (counts.schedules, "basal schedule"), (counts.targets, "temporary target"),
                     (counts.marks, "site, sensor or insulin change"), (counts.statuses, "device status")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : $0.1.hasSuffix("change") ? "s" : $0.1.hasSuffix("status") ? "es" : "s")" }
        guard !parts.isEmpty else { return nil }
        return "not in the export, which holds readings, doses and carbs (kept in the archive): " + parts.joined(separator: ", ")
    }

    /// A field quoted when it holds a separator, a quote or a line end.
    private static func csvField(_ text: String) -> String {
        guard text.contains(where: { [",", ";", "\t", "\"", "\n", "\r"].contains($0) }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func jsonString(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
