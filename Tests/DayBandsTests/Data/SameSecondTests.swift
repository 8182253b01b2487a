import Foundation
import Testing
@testable import DayBandsImport
@testable import DayBandsArchive

/// "The same instant to the second" is one rule for every format: the
/// second an instant falls in, toward the earlier one (`Date.wholeSecond`).
/// Six readings as Nightscout gives them (.500, .501, .999, .000, .001 and
/// .499 s past the minute) and as a CSV of whole seconds wrote them are six
/// readings read together, in the archive and from it (rounding made nine).
struct SameSecondTests {
    static let files = ["entries-milliseconds.json", "plain-whole-seconds.csv"].map(Fixture.path)

    @Test func theSecondIsTheOneAnInstantFallsIn() {
        let second = Fixture.instant("2026-10-01T08:00:00Z")
        for offset in [0, 0.001, 0.499, 0.5, 0.501, 0.999] {
            #expect(second.addingTimeInterval(offset).wholeSecond == 1_790_841_600, "\(offset)")
        }
        #expect(second.addingTimeInterval(1).wholeSecond == 1_790_841_601)
        #expect(Date(timeIntervalSince1970: -0.5).wholeSecond == -1)
        #expect(Date(timeIntervalSince1970: 1e300).wholeSecond == .max)
    }

    @Test func readTogetherTheyAreSixReadings() throws {
        let report = try FileSet(paths: Self.files).read(in: Fixture.calendar("UTC"))
        #expect(report.data.readings.count == 6)
        #expect(report.warnings == ["6 duplicate readings merged in \(Self.files.joined(separator: ", "))"], "and no conflict")
    }

    @Test func importedOneAfterTheOtherTheyAreSixRows() throws {
        let archive = try Archive(path: ArchiveTests.temporaryPath())
        var tallies: [ArchiveTally] = []
        for path in Self.files {
            let file = FileSource(path: path)
            tallies.append(try archive.add(try file.read(in: Fixture.calendar("UTC")).data,
                                           to: archive.source(kind: .file, name: file.title)))
        }
        #expect(tallies.map(\.readings) == [.init(added: 6), .init(present: 6)])
        #expect(try archive.count().readings == 6)
        // Imported the other way round, the same.
        let reversed = try Archive(path: ArchiveTests.temporaryPath())
        for path in Self.files.reversed() {
            let file = FileSource(path: path)
            _ = try reversed.add(try file.read(in: Fixture.calendar("UTC")).data, to: reversed.source(kind: .file, name: file.title))
        }
        #expect(try reversed.count().readings == 6)
    }
}
