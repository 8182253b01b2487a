import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsArchive

/// The archive's plan contracts (`Archive.planContracts`, what
/// `daybands-bench plan` reports): one per source's first and last reading,
/// all of them met on an archive as the schema makes it, and broken, by
/// name, when a second index or a CHECK's IN list comes back. (What the
/// counts cost is the bench's business; that a regression is seen is this.)
struct ArchivePlanContractsTests {
    static func archive() throws -> Archive {
        let archive = try ArchiveTests.open()
        let readings = (0..<40).map { GlucoseReading(time: ArchiveTests.minutes(Double($0) * 5), mgdl: 100) }
        _ = try archive.add(GlucoseData(readings: readings.enumerated().filter { $0.offset % 2 == 0 }.map(\.element),
                                        doses: [InsulinDose(time: ArchiveTests.minutes(7), units: 2)]),
                            to: archive.source(kind: .file, name: "a.csv"))
        _ = try archive.add(GlucoseData(readings: readings.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)),
                            to: archive.source(kind: .file, name: "b.csv"))
        return archive
    }

    @Test func everyContractIsNamedAndMetOnTheSchemasArchive() throws {
        let contracts = try Self.archive().planContracts()
        #expect(contracts.map(\.label) == [
            "first and last reading of a.csv: VM steps", "first and last reading of b.csv: VM steps",
            "first and last reading: VM steps", "span, readings and doses: VM steps",
            "first and last treatment of a.csv: VM steps",
            "a reading's insert: b-trees written (OpenWrite)", "a reading's insert: temporary b-trees (OpenEphemeral)",
            "indexes on readings beside the primary key"])
        let unmet = contracts.filter { !$0.met }
        #expect(unmet.isEmpty, "\(unmet)")
        #expect(contracts.suffix(3).map(\.measured) == [1, 0, 0])
        #expect(contracts.prefix(5).allSatisfy { $0.measured > 0 && $0.limit == 300 })
    }

    @Test func aSecondIndexOnReadingsBreaksItsContracts() throws {
        let archive = try Self.archive()
        try archive.database.execute("CREATE INDEX readings_by_mgdl ON readings (mgdl)")
        let broken = try archive.planContracts().filter { !$0.met }
        #expect(broken.map(\.label) == ["a reading's insert: b-trees written (OpenWrite)", "indexes on readings beside the primary key"])
        #expect(broken.map(\.measured) == [2, 1])
    }

    @Test func aContractIsMetAtItsLimitAndBrokenAboveIt() {
        #expect(ArchivePlanContract(label: "x", measured: 300, limit: 300).met)
        #expect(!ArchivePlanContract(label: "x", measured: 301, limit: 300).met)
        #expect(ArchivePlanContract(label: "x", measured: 0, limit: 0).met)
    }
}
