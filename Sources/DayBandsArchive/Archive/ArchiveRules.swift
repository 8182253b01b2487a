import DayBandsImport
import DayBandsRecords
import Foundation

/// A rule every row of a table keeps: the tables' CHECKs, with `Plausible`'s
/// limits (and `TreatmentAmount`'s). Another program may write the file with
/// the checks off (`PRAGMA ignore_check_constraints`), so every read filters
/// by these (an instant of 1e18 would stretch the days over aeons, 1e308
/// mg/dL make the mean infinite) and `archive check` counts what breaks them:
/// one home for the limits, in SQL. Text where a number belongs breaks them
/// too: SQLite orders any text after every number.
struct ArchiveRule: Sendable {
    /// The rows breaking it, as `archive check` and the readers name them.
    let what: String
    let table: String
    /// SQL true for a row that keeps it.
    let holds: String

    /// SQL true for a row that breaks it (the columns ruled are NOT NULL).
    var broken: String { "NOT (\(holds))" }

    private static let times = "instant >= \(Int(Plausible.times.lowerBound.timeIntervalSince1970)) "
        + "AND instant < \(Int(Plausible.times.upperBound.timeIntervalSince1970))"

    static let readings = [
        ArchiveRule(what: "readings at an instant outside 2000 to 2099", table: "readings", holds: times),
        ArchiveRule(what: "readings outside 1 to 1000 mg/dL", table: "readings",
                    holds: "mgdl >= \(Plausible.mgdl.lowerBound) AND mgdl <= \(Plausible.mgdl.upperBound)"),
        ArchiveRule(what: "readings with an unknown flag", table: "readings",
                    // Comparisons: an IN list builds a temporary b-tree per query.
                    holds: ReadingFlag.allCases.map { "flag = '\($0.rawValue)'" }.joined(separator: " OR ")),
    ]

    static let treatments = [
        ArchiveRule(what: "treatments at an instant outside 2000 to 2099", table: "treatments", holds: times),
        ArchiveRule(what: "treatments of an unknown type", table: "treatments", holds: "type IN ('insulin', 'carbs')"),
        ArchiveRule(what: "insulin doses outside 0 to 300 U", table: "treatments", holds: amount("insulin", .insulin)),
        ArchiveRule(what: "carb entries outside 0 to 500 g", table: "treatments", holds: amount("carbs", .carbs)),
    ]

    /// A device status's figures, each within `NightscoutDeviceStatus`'s
    /// bounds where it has one (the table's CHECKs).
    static let deviceStatus: [ArchiveRule] = {
        func within(_ column: String, _ bounds: ClosedRange<Double>) -> String {
            "\(column) IS NULL OR (\(column) >= \(bounds.lowerBound) AND \(column) <= \(bounds.upperBound))"
        }
        let table = "device_status"
        return [
            ArchiveRule(what: "device statuses at an instant outside 2000 to 2099", table: table, holds: times),
            ArchiveRule(what: "device statuses with an implausible figure", table: table, holds: [
                within("iob", NightscoutDeviceStatus.insulinOnBoard), within("cob", NightscoutDeviceStatus.carbsOnBoard),
                within("reservoir", NightscoutDeviceStatus.units), within("pump_battery", NightscoutDeviceStatus.percent),
                within("uploader_battery", NightscoutDeviceStatus.percent), within("eventual", Plausible.mgdl),
            ].map { "(\($0))" }.joined(separator: " AND ")),
        ]
    }()

    private static func amount(_ type: String, _ kind: TreatmentAmount) -> String {
        "type != '\(type)' OR (amount > 0 AND amount <= \(kind.plausible.upperBound))"
    }

    /// SQL true for a row that keeps every one of `rules`.
    static func all(_ rules: [ArchiveRule]) -> String {
        rules.map { "(\($0.holds))" }.joined(separator: " AND ")
    }
}

extension Archive {
    /// How many rows break each of `rules` (those some row breaks, in the
    /// rules' order), and how many rows break any (a row breaking two is
    /// one row). A pass over each table for the rows that break any, then,
    /// only when there are some, one for each rule's count: 0.09 s of CPU on
    /// ten years that keep them all (docs/PERFORMANCE.md).
    func rowsBreaking(_ rules: [ArchiveRule]) throws -> (each: [(rule: ArchiveRule, count: Int)], rows: Int) {
        var each: [(rule: ArchiveRule, count: Int)] = []
        var rows = 0
        for table in ["readings", "treatments", "device_status"] {
            let ofTable = rules.filter { $0.table == table }
            guard !ofTable.isEmpty else { continue }
            let broken = try database.integer("SELECT count(*) FROM \(table) WHERE NOT (\(ArchiveRule.all(ofTable)))")
            guard broken > 0 else { continue }
            rows += Int(broken)
            let sums = ofTable.map { "coalesce(sum(\($0.broken)), 0)" }
            let query = try database.prepare("SELECT " + sums.joined(separator: ", ") + " FROM \(table)")
            guard try query.step() else { continue }
            for (column, rule) in ofTable.enumerated() where query.integer(Int32(column)) > 0 {
                each.append((rule, Int(query.integer(Int32(column)))))
            }
        }
        return (each, rows)
    }

    /// One line saying what every read leaves out, or nil when every row
    /// keeps the rules: `archive PATH: 3 rows are left out, as they break
    /// the archive's rules (readings outside 1 to 1000 mg/dL: 2, ...)`.
    public func leftOut() throws -> String? {
        let (each, rows) = try rowsBreaking(ArchiveRule.readings + ArchiveRule.treatments + ArchiveRule.deviceStatus)
        guard rows > 0 else { return nil }
        return "archive \(path): \(rows == 1 ? "1 row is" : "\(rows) rows are") left out, as \(rows == 1 ? "it breaks" : "they break") "
            + "the archive's rules (" + each.map { "\($0.rule.what): \($0.count)" }.joined(separator: ", ")
            + "); `daybands archive check` lists them"
    }
}
