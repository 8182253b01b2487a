import Foundation

/// `daybands archive info`: where the archive is, how big, which schema,
/// and per source how much it holds over which time.
extension Archive {
    public func summary() throws -> String {
        func size(_ file: String) -> Int { (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0 }
        func range(_ extent: ClosedRange<Date>?) -> String {
            extent.map { "\($0.lowerBound.ISO8601Format()) to \($0.upperBound.ISO8601Format())" } ?? "no readings"
        }
        let total = try count()
        var lines = [
            "archive     \(path)",
            "size        \(size(path)) bytes (and \(size(path + "-wal")) in its write-ahead log)",
            "schema      version \(try database.integer("PRAGMA user_version"))",
            "readings    \(total.readings), \(range(try extent()))",
            "treatments  \(total.treatments)",
        ]
        let sources = try sources()
        lines.append("sources     \(sources.count)")
        for source in sources {
            let held = try count(of: source)
            let cadence = source.cadence.map { ", every \(Int($0 / 60)) min" } ?? ""
            lines.append("  \(source.kind.rawValue) \(PrintableText.quoted(source.name)): \(held.readings) readings, "
                         + "\(held.treatments) treatments, \(range(try extent(of: source)))\(cadence)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
