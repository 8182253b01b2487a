import CSQLite
import DayBandsRecords
import Foundation

/// `daybands archive check`: SQLite's own integrity check, then the
/// project's invariants, which a file written by another program (or edited
/// by hand with the checks off) may break: plausible values and instants,
/// known flags, trends, kinds and samplings, no orphan rows, each reading's
/// series of its own source, no credential in a source.
extension Archive {
    /// Every problem found, one line each (empty when the archive is sound).
    public func check() throws -> [String] {
        if let cut = Self.cutShort(database.path) { return [cut] }
        var problems: [String] = []
        // At most 20 of SQLite's lines (it gives up to 100), without its
        // "*** in database main ***" headings; on a damaged archive it may
        // end in an error after them.
        let integrity = try database.prepare("PRAGMA integrity_check(20)")
        do {
            while try integrity.step() {
                for line in (integrity.text(0) ?? "").split(separator: "\n") where line != "ok" && !line.hasPrefix("***") {
                    problems.append("integrity: \(line)")
                }
            }
        } catch let error as ArchiveError where error.status == SQLITE_CORRUPT && !problems.isEmpty {
            problems.append("integrity: SQLite stopped at a page it cannot read")
        }
        // The rules below read every row, which a damaged page stops half-way.
        guard problems.isEmpty else { return problems }
        let orphans = try database.integer("SELECT count(*) FROM pragma_foreign_key_check")
        if orphans > 0 { problems.append("rows naming a source or series the archive does not have: \(orphans)") }
        let trends = Trend.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        let kept = { (rules: [ArchiveRule]) in rules.map { ($0.what, "SELECT count(*) FROM \($0.table) WHERE \($0.broken)") } }
        let rules: [(String, String)] = kept(ArchiveRule.readings) + [
            ("readings with an unknown trend", "SELECT count(*) FROM readings WHERE trend IS NOT NULL AND trend NOT IN (\(trends))"),
        ] + kept(ArchiveRule.treatments) + kept(ArchiveRule.deviceStatus) + [
            ("sources of an unknown kind", "SELECT count(*) FROM sources WHERE kind NOT IN (\(ArchiveSource.Kind.sqlList))"),
            ("series of an unknown sampling", "SELECT count(*) FROM series WHERE sampling NOT IN ('periodic', 'scans')"),
            ("readings whose series is another source's",
             "SELECT count(*) FROM readings JOIN series ON series.id = readings.series_id WHERE series.source_id != readings.source_id"),
        ]
        for (what, sql) in rules {
            let count = try database.integer(sql)
            if count > 0 { problems.append("\(what): \(count)") }
        }
        problems += try summaryProblems()
        // A site's or service's address must hold no credential: it is stored for good.
        let sites = try database.prepare("SELECT id, name FROM sources WHERE kind != 'file'")
        while try sites.step() {
            if Self.mayHoldCredential(sites.text(1) ?? "") {
                problems.append("source \(sites.integer(0)) (a site) has a query or user in its address, which may be a credential")
            }
        }
        return problems
    }
}
