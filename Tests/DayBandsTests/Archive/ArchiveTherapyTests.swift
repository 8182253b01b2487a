import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsArchive

/// Therapy records in the archive (schema step 7): stored by `add`, given back
/// by `data(in:)` as they were read, one copy across sources.
struct ArchiveTherapyTests {
    private static let day = DateInterval(start: Fixture.instant("2026-10-01T00:00:00Z"), duration: 86_400)

    private static func read() throws -> GlucoseData {
        try Fixture.read("therapy-profile.json").merged(with: Fixture.read("therapy-aaps-treatments.json"))
            .merged(with: Fixture.read("therapy-iaps-treatments.json")).data
    }

    /// A version-6 archive's doses become manual ones given at once; the new tables start empty.
    @Test func versionSixDosesReadBackAsManualAndImmediate() throws {
        let path = ArchiveTests.temporaryPath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        do {
            let database = try SQLiteDatabase(path: path, readOnly: false, create: true, busyTimeout: 1)
            for step in ArchiveSchema.migrations[..<6] { try database.execute(step) }
            try database.execute("""
                INSERT INTO sources (id, kind, name) VALUES (1, 'nightscout', 'https://my.site/');
                INSERT INTO treatments (instant, type, amount, source_id, kind) VALUES (1790841600, 'insulin', 2.5, 1, 'SMB');
                PRAGMA application_id = \(ArchiveSchema.applicationID); PRAGMA user_version = 6;
                """)
        }
        let archive = try Archive(path: path)
        #expect(try archive.database.integer("PRAGMA user_version") == Int64(ArchiveSchema.version))
        let doses = try archive.data(in: Archive.allTime).doses
        #expect(doses == [InsulinDose(time: Date(timeIntervalSince1970: 1_790_841_600), units: 2.5, kind: "SMB")])
        #expect(try archive.data(in: Archive.allTime).therapy.isEmpty)
        #expect(try archive.check() == [])
    }

    @Test func therapyComesBackAsItWasReadAndTheBasalIsTheSame() throws {
        let data = try Self.read()
        let archive = try ArchiveTests.open()
        let tally = try archive.add(data, to: archive.source(kind: .file, name: "aaps.json"))
        #expect(tally.treatments.added == data.count.treatments)
        let back = try archive.data(in: Self.day)
        #expect(back.therapy == data.therapy.around(Self.day))
        #expect(back.doses == data.doses)
        #expect(BasalTimeline(back.therapy).segments(in: Self.day) == BasalTimeline(data.therapy.around(Self.day)).segments(in: Self.day))
        #expect(try archive.check() == [])
    }

    /// The usual rule: the same instant, type and amount from any source is held already.
    @Test func aSecondImportAndAnotherSourceAddNothing() throws {
        let data = try Self.read()
        let archive = try ArchiveTests.open()
        _ = try archive.add(data, to: archive.source(kind: .file, name: "a.json"))
        let again = try archive.add(data, to: archive.source(kind: .file, name: "a.json"))
        let other = try archive.add(data, to: archive.source(kind: .nightscout, name: "https://my.site/"))
        #expect(again.treatments.added == 0 && again.treatments.present == data.count.treatments)
        #expect(other.treatments.added == 0)
        #expect(try archive.count().treatments == data.count.treatments)
    }
}
