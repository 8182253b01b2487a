import DayBandsRecords
import Foundation

/// How SQLite runs the archive's hottest statements: what keeps opening
/// years of readings and importing them fast, which no behaviour shows, so
/// these are the bench's performance contracts (`daybands-bench plan`,
/// docs/PERFORMANCE.md), not unit tests. Each is a count and the most it may be.
public struct ArchivePlanContract: Equatable, Sendable, Encodable {
    public var label: String
    public var measured: Int
    public var limit: Int
    public var met: Bool { measured <= limit }
}

extension Archive {
    /// Each first-and-last query (`extents`) reads a few rows from an index's
    /// end (both bounds in one SELECT read every row: tens of thousands of
    /// VM steps on 3,000 readings; the rules every read keeps take a few dozen
    /// per row read); a reading is written into one b-tree (no second index)
    /// and its checks build no temporary b-tree (SQLite makes one per row for
    /// a CHECK's IN list of three).
    public func planContracts() throws -> [ArchivePlanContract] {
        let sources = try sources()
        var contracts: [ArchivePlanContract] = []
        func steps(_ label: String, _ records: [Records], from source: ArchiveSource?) throws {
            let query = try extentsQuery(of: records, from: source)
            _ = try query.step()
            contracts.append(ArchivePlanContract(label: label + ": VM steps", measured: query.steps, limit: 300))
        }
        for source in sources { try steps("first and last reading of \(source.name)", [.readings], from: source) }
        try steps("first and last reading", [.readings], from: nil)
        try steps("span, readings and doses", [.readings, .doses], from: nil)
        if let source = sources.first { try steps("first and last treatment of \(source.name)", [.treatments], from: source) }
        let plan = try database.prepare("EXPLAIN " + Self.insertReadings(rows: 1))
        var opcodes: [String] = []
        while try plan.step() { opcodes.append(plan.text(1) ?? "") }
        let indexes = try database.integer(
            "SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'readings' AND sql IS NOT NULL")
        return contracts + [
            ArchivePlanContract(label: "a reading's insert: b-trees written (OpenWrite)",
                                measured: opcodes.filter { $0 == "OpenWrite" }.count, limit: 1),
            ArchivePlanContract(label: "a reading's insert: temporary b-trees (OpenEphemeral)",
                                measured: opcodes.filter { $0 == "OpenEphemeral" }.count, limit: 0),
            ArchivePlanContract(label: "indexes on readings beside the primary key", measured: Int(indexes), limit: 0),
        ]
    }
}
