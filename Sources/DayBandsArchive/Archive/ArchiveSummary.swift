import DayBandsRecords
import Foundation

/// `daybands archive info`: where the archive is, how big, which schema,
/// per source how much it holds over which time (device statuses too), and its series.
extension Archive {
    public func summary() throws -> String {
        func size(_ file: String) -> Int { (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0 }
        func range(_ extent: ClosedRange<Date>?) -> String { extent.map(isoSpan) ?? "no readings" }
        let total = try count()
        var lines = [
            "archive     \(path)",
            "size        \(size(path)) bytes (and \(size(path + "-wal")) in its write-ahead log)",
            "schema      version \(try database.integer("PRAGMA user_version"))",
            "readings    \(total.readings), \(range(try extent()))",
            "treatments  \(total.treatments)",
            "statuses    " + statuses(try deviceStatusCount()),
        ]
        let sources = try sources()
        let series = try series()
        var readingsOfSeries: [Int64: Int64] = [:]
        let counts = try database.prepare("SELECT series_id, count(*) FROM readings GROUP BY series_id")
        while try counts.step() { readingsOfSeries[counts.integer(0)] = counts.integer(1) }
        lines.append("sources     \(sources.count)")
        for source in sources {
            let held = try count(of: source)
            let statusesHeld = try deviceStatusCount(of: source)
            lines.append("  \(source.kind.rawValue) \(PrintableText.quoted(source.name)): \(counted(held.readings, "reading")), "
                         + "\(counted(held.treatments, "treatment")), "
                         + (statusesHeld.count > 0 ? "\(statuses((statusesHeld.count, nil))), " : "")
                         + range(try extent(of: source)))
            // Each device (or the file or site) and its scans apart, as the viewer reads them.
            for stored in series where stored.sourceID == source.id {
                let sampling = stored.series.sampling == .scans ? " (scans)" : ""
                let cadence = stored.cadence.map { ", every \(Int($0 / 60)) min" } ?? ""
                lines.append("    series \(PrintableText.quoted(stored.series.name))\(sampling): "
                             + "\(counted(readingsOfSeries[stored.id] ?? 0, "reading"))\(cadence)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// "1 device status", "2 device statuses, FROM to TO": the loop's and the pump's records.
private func statuses(_ held: (count: Int, extent: ClosedRange<Date>?)) -> String {
    "\(held.count) device status\(held.count == 1 ? "" : "es")" + (held.extent.map { ", " + isoSpan($0) } ?? "")
}

private func isoSpan(_ extent: ClosedRange<Date>) -> String {
    "\(extent.lowerBound.ISO8601Format()) to \(extent.upperBound.ISO8601Format())"
}

/// "1 reading", "2 readings".
private func counted(_ count: some BinaryInteger, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
