import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
@testable import DayBandsSources

/// Issue 19: 30 devices posting at one instant are one time with 30
/// different readings (was "29 times have two different readings": every
/// neighbouring pair was counted), for a file and for a Nightscout site.
@Suite struct ConflictCountTests {
    let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)

    /// The warnings of the text read as `daybands` opens a file (`FileSet`),
    /// from a temporary file called FILE in them.
    private func warnings(_ csv: String) throws -> [String] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-conflicts-\(UUID().uuidString).csv").path
        try Data(csv.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try FileSet(paths: [path]).read(in: utc).warnings.map { $0.replacingOccurrences(of: path, with: "FILE") }
    }

    @Test func thirtyValuesAtOneInstantAreOneTime() throws {
        let rows = (0..<30).map { "2026-10-01T08:35:00Z,\(100 + $0)" } + ["2026-10-01T08:40:00Z,150"]
        let warnings = try warnings("timestamp,glucose\n" + rows.joined(separator: "\n") + "\n")
        #expect(warnings == ["1 time has 30 different readings in FILE: "
            + "first at 2026-10-01T08:35:00Z (100, 101, 102 and 27 more mg/dL); all are shown"])
    }

    @Test func timesOfDifferentSizesAreCountedOnceEach() throws {
        let rows = ["08:35:00Z,100", "08:35:00Z,120", "08:40:00Z,130", "08:40:00Z,131", "08:40:00Z,132", "08:45:00Z,90", "08:45:00Z,90"]
        let warnings = try warnings("timestamp,glucose\n" + rows.map { "2026-10-01T" + $0 }.joined(separator: "\n") + "\n")
        #expect(warnings.last == "2 times have 2 to 3 different readings in FILE: "
            + "first at 2026-10-01T08:35:00Z (100 and 120 mg/dL); all are shown")
    }

    @Test func thirtyDevicesPostingAtOneInstantOnASite() throws {
        try withLoopbackSite(["--days", "1"] + LoopbackSite.anHourAgo) { server in
            let source = NightscoutSource(site: server.site())
            let newest = try #require(try source.load(in: utc).readings.last)
            let ms = Int64(newest.time.timeIntervalSince1970 * 1000)
            for device in 1..<30 {
                try server.control("post=\(ms)&sgv=\(Int(newest.mgdl) + device)&device=pump\(device)")
            }
            let report = try source.read(in: utc)
            #expect(report.data.readings.filter { $0.time == newest.time }.count == 30)
            let conflict = report.warnings.filter { $0.contains("different readings") }
            #expect(conflict.count == 1)
            #expect(conflict.first?.hasPrefix("1 time has 30 different readings in \(source.name): first at \(newest.time.ISO8601Format())") == true,
                    "\(report.warnings)")
        }
    }
}
