// `daybands-bench plan`: the archive's performance contracts
// (`Archive.planContracts`), on an archive given or on a small one made here.

import DayBands
import Foundation

/// The contracts on the archive at `path`, else on a new one of 3,000
/// five-minute readings from two files taking turns, and a dose
/// (the shape whose plan matters: both sources' rows interleaved on the key).
func benchPlan(path: String?) throws -> [ArchivePlanContract] {
    if let path { return try Archive(path: path, readOnly: true).planContracts() }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-bench-plan-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let archive = try Archive(path: folder.appendingPathComponent("archive.sqlite").path)
    let start = Date(timeIntervalSince1970: 1_790_000_000)
    let readings = (0..<3_000).map { GlucoseReading(time: start.addingTimeInterval(Double($0) * 300), mgdl: 100) }
    func even(_ reading: GlucoseReading) -> Bool { Int(reading.time.timeIntervalSince(start)) % 600 == 0 }
    _ = try archive.add(GlucoseData(readings: readings.filter(even), doses: [InsulinDose(time: start.addingTimeInterval(420), units: 2)]),
                        to: try archive.source(kind: .file, name: "a.csv"))
    _ = try archive.add(GlucoseData(readings: readings.filter { !even($0) }),
                        to: try archive.source(kind: .file, name: "b.csv"))
    return try archive.planContracts()
}
