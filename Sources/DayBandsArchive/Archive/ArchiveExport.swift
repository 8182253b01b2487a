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
