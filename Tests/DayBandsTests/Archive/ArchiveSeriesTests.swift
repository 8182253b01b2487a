import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
@testable import DayBandsArchive

/// The archive keeps each reading's series (a device, or the file, periodic
/// or scans), so what it gives back is the data as the file was read: the
/// same series, the same readings, the same statistics.
struct ArchiveSeriesTests {
    /// A Libre export with scans beside its historic readings (one in the
    /// minute of a historic reading, with another value), a Nightscout file
    /// from two uploaders' devices at the same instants (and copies from a
    /// third), a Clarity export over a fall-back night, a German LibreLink
    /// export whose scans are shown, not counted, and a Clarity export whose
    /// device clock was set back an hour (4 instants twice, both shown: the
    /// archive keeps both, said as `conflicting`).
    @Test(arguments: [("libreview-scans.csv", "UTC", 0), ("nightscout-two-devices.json", "UTC", 0),
                      ("clarity-fallback-new-york.csv", "America/New_York", 0), ("libreview-de-scans.csv", "UTC", 0),
                      ("clarity-clock-set-back.csv", "UTC", 4)])
    func aFileImportedReadsBackAsItWasRead(_ name: String, zone: String, twice: Int) throws {
        let calendar = Fixture.calendar(zone)
        let read = try Fixture.read(name, zone: zone)
        let archive = try ArchiveTests.open()
        let tally = try archive.add(read.data, to: archive.source(kind: .file, name: name))
        #expect(tally.readings == ArchiveTally.Counts(added: read.data.readings.count, present: 0, conflicting: twice))
        let stored = try archive.data(in: Archive.allTime)
        // The file's series that kept readings (a series whose every reading
        // was a copy of another's holds none), in the file's order.
        let held = Set(read.data.readings.map(\.series))
        #expect(stored.series == read.data.series.indices.filter { held.contains(UInt16($0)) }.map { read.data.series[$0] })
        #expect(stored.readings.map { Resolved($0, in: stored) } == read.data.readings.map { Resolved($0, in: read.data) })
        let fileDays = try #require(Timeline(data: read.data, calendar: calendar)).days
        let storedDays = try #require(Timeline(data: stored, calendar: calendar)).days
        #expect(storedDays == fileDays)
        #expect(StatisticsSummary(data: stored, days: storedDays, unit: .mgdl)
                == StatisticsSummary(data: read.data, days: fileDays, unit: .mgdl))
    }

    /// A reading with its series itself rather than an index.
    struct Resolved: Equatable {
        var reading: GlucoseReading
        var series: GlucoseSeries

        init(_ reading: GlucoseReading, in data: GlucoseData) {
            self.reading = reading.inSeries(0)
            series = data.series[Int(reading.series)]
        }
    }

    /// What the files hold, so the equality above cannot hold by both being empty.
    @Test func theFilesKeepTheirSeriesApart() throws {
        let libre = try Fixture.read("libreview-scans.csv").data
        #expect(libre.series == [GlucoseSeries(name: "FreeStyle Libre 2 MXY-2201"),
                                 GlucoseSeries(name: "FreeStyle Libre 2 MXY-2201", sampling: .scans)])
        #expect(libre.readings.filter { $0.series == 1 }.count == 6)
        let devices = try Fixture.read("nightscout-two-devices.json").data
        // AndroidAPS posted copies only: its series keeps none of them.
        #expect(devices.series.map(\.name) == ["xDrip-DexcomG6", "xDrip-LibreReceiver", "AndroidAPS-DexcomG6"])
        #expect(devices.readings.map(\.series).filter { $0 == 1 }.count == 24)
        #expect(devices.readings.count == 96)
        let setBack = try Fixture.read("clarity-clock-set-back.csv", zone: "UTC").data
        #expect(setBack.readings.count == 48)
        #expect(Set(setBack.readings.map(\.time)).count == 44)
    }

    @Test func eachSeriesHasItsOwnCadenceAndScansNone() throws {
        let archive = try ArchiveTests.open()
        let source = try archive.source(kind: .file, name: "libreview-scans.csv")
        _ = try archive.add(try Fixture.read("libreview-scans.csv").data, to: source)
        let devices = try archive.source(kind: .file, name: "nightscout-two-devices.json")
        _ = try archive.add(try Fixture.read("nightscout-two-devices.json").data, to: devices)
        #expect(try archive.series(of: source).map { "\($0.series.name) \($0.series.sampling) \($0.cadence ?? 0)" }
                == ["FreeStyle Libre 2 MXY-2201 periodic 900.0", "FreeStyle Libre 2 MXY-2201 scans 0.0"])
        #expect(try archive.series(of: devices).map { "\($0.series.name) \($0.cadence ?? 0)" }
                == ["xDrip-DexcomG6 300.0", "xDrip-LibreReceiver 900.0"])
        #expect(try archive.series().count == 4)
        let info = try archive.summary()
        #expect(info.contains("\n    series 'FreeStyle Libre 2 MXY-2201': 84 readings, every 15 min\n"
                              + "    series 'FreeStyle Libre 2 MXY-2201' (scans): 6 readings\n"))
        #expect(info.contains("\n    series 'xDrip-DexcomG6': 72 readings, every 5 min\n"
                              + "    series 'xDrip-LibreReceiver': 24 readings, every 15 min\n"))
    }

    /// Another value at an instant is kept, in its own series or the same
    /// one (what a file shows, the archive keeps), and counted so it is said.
    @Test func anotherValueAtAnInstantIsKeptAndCounted() throws {
        let archive = try ArchiveTests.open()
        let source = try archive.source(kind: .file, name: "libre.csv")
        let series = [GlucoseSeries(name: "Libre"), GlucoseSeries(name: "Libre", sampling: .scans)]
        let first = GlucoseData(readings: [GlucoseReading(time: ArchiveTests.t0, mgdl: 120, series: 0),
                                           GlucoseReading(time: ArchiveTests.t0, mgdl: 131, series: 1)], series: series)
        #expect(try archive.add(first, to: source).readings == ArchiveTally.Counts(added: 2, present: 0, conflicting: 0))
        let again = GlucoseData(readings: [GlucoseReading(time: ArchiveTests.t0, mgdl: 125, series: 1)], series: series)
        let tally = try archive.add(again, to: source)
        #expect(tally.readings == ArchiveTally.Counts(added: 1, present: 0, conflicting: 1))
        #expect(tally.firstConflict == ArchiveTests.t0)
        let stored = try archive.data(in: Archive.allTime)
        #expect(stored.readings.map { "\(stored.series[Int($0.series)].sampling) \($0.mgdl)" }
                == ["periodic 120.0", "scans 125.0", "scans 131.0"])
    }

    /// A series no reader named is the source's, as files and sites name theirs.
    @Test func anUnnamedSeriesIsNamedAsItsSource() throws {
        let archive = try ArchiveTests.open()
        let site = try archive.source(kind: .nightscout, name: "https://example.org")
        _ = try archive.add(GlucoseData(readings: [GlucoseReading(time: ArchiveTests.t0, mgdl: 100)]), to: site)
        #expect(try archive.data(in: Archive.allTime).series == [GlucoseSeries(name: "https://example.org")])
    }

    /// The same device imported from two files (two sources) is one series
    /// when shown, as two files read together are.
    @Test func aSeriesOfTwoSourcesIsOneWhenShown() throws {
        let archive = try ArchiveTests.open()
        let device = [GlucoseSeries(name: "G6")]
        for (index, name) in ["week1.json", "week2.json"].enumerated() {
            let reading = GlucoseReading(time: ArchiveTests.minutes(Double(index) * 5), mgdl: 100 + Double(index))
            _ = try archive.add(GlucoseData(readings: [reading], series: device), to: archive.source(kind: .file, name: name))
        }
        let stored = try archive.data(in: Archive.allTime)
        #expect(stored.series == device)
        #expect(stored.readings.map(\.series) == [0, 0])
        #expect(try archive.series().count == 2)
    }

    /// An export imports back to the same archive: a Libre file with scans
    /// and a two-device file, exported and imported into a new archive, give
    /// the same series and readings, and the same export; into the archive
    /// it came from, nothing is added.
    @Test func anExportImportsBackWithItsSeries() throws {
        let archive = try ArchiveTests.open()
        for name in ["libreview-scans.csv", "nightscout-two-devices.json"] {
            _ = try archive.add(try Fixture.read(name).data, to: archive.source(kind: .file, name: name))
        }
        var text = ""
        try archive.export(Archive.allTime, as: .csv) { text += $0 }
        #expect(text.hasPrefix("record,time,value,trend,flag,kind,series,sampling\n"))
        // The scan in the minute of a historic reading, and two devices at one instant.
        #expect(text.contains("\nreading,2026-11-03T14:15:00Z,145.0,,measured,,FreeStyle Libre 2 MXY-2201,periodic\n"
                              + "reading,2026-11-03T14:15:00Z,150.0,,measured,,FreeStyle Libre 2 MXY-2201,scans\n"))
        #expect(text.contains("\nreading,2026-10-02T06:00:00Z,120.0,Flat,measured,,xDrip-DexcomG6,periodic\n"
                              + "reading,2026-10-02T06:00:00Z,128.0,Flat,measured,,xDrip-LibreReceiver,periodic\n"))
        let path = NSTemporaryDirectory() + "daybands-export-\(UUID().uuidString).csv"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let read = try FileSource(path: path).read(in: TestData.utc)
        #expect(read.warnings.isEmpty && read.skippedRows == 0)
        let fresh = try ArchiveTests.open()
        let tally = try fresh.add(read.data, to: fresh.source(kind: .file, name: "export.csv"))
        let held = try archive.data(in: Archive.allTime)
        #expect(tally.readings == ArchiveTally.Counts(added: held.readings.count, present: 0, conflicting: 0))
        let copied = try fresh.data(in: Archive.allTime)
        // The same series (in the order the export met them: by time).
        #expect(Set(copied.series) == Set(held.series) && copied.series.count == held.series.count)
        #expect(copied.readings.map { Resolved($0, in: copied) } == held.readings.map { Resolved($0, in: held) })
        var again = ""
        try fresh.export(Archive.allTime, as: .csv) { again += $0 }
        #expect(again == text)
        let same = try archive.add(read.data, to: archive.source(kind: .file, name: "export.csv"))
        #expect(same.readings == ArchiveTally.Counts(added: 0, present: held.readings.count, conflicting: 0))
    }

    /// The JSON export names each reading's series too.
    @Test func theJSONExportNamesTheSeries() throws {
        let archive = try ArchiveTests.open()
        _ = try archive.add(try Fixture.read("libreview-scans.csv").data, to: archive.source(kind: .file, name: "libre.csv"))
        var text = ""
        try archive.export(Archive.allTime, as: .json) { text += $0 }
        let records = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        let scans = records.filter { $0["sampling"] as? String == "scans" }
        #expect(scans.count == 6)
        #expect(scans.allSatisfy { $0["series"] as? String == "FreeStyle Libre 2 MXY-2201" })
        #expect(records.filter { $0["sampling"] as? String == "periodic" }.count == 84)
    }

    /// An export written before series were kept reads as one series named
    /// after the file; a row of the new form with an unknown sampling is
    /// skipped and said.
    @Test func exportsWithAndWithoutSeriesRead() throws {
        let folder = NSTemporaryDirectory() + "daybands-export-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let old = folder + "/old.csv"
        try "record,time,value,trend,flag,kind\nreading,2026-03-10T08:00:00Z,120,Flat,measured,\n"
            .write(toFile: old, atomically: true, encoding: .utf8)
        #expect(try FileSource(path: old).read(in: TestData.utc).data.series == [GlucoseSeries(name: "old.csv")])
        let new = folder + "/new.csv"
        try ["record,time,value,trend,flag,kind,series,sampling",
             #"reading,2026-03-10T08:00:00Z,120,Flat,measured,,"Libre, ""2""",scans"#,
             "reading,2026-03-10T08:05:00Z,121,,measured,,G6,sometimes",
             "reading,2026-03-10T08:10:00Z,122,,measured,,,periodic",
             "insulin,2026-03-10T08:10:00Z,2.5,,,Bolus,,"]
            .joined(separator: "\n").write(toFile: new, atomically: true, encoding: .utf8)
        let report = try FileSource(path: new).read(in: TestData.utc)
        #expect(report.data.series == [GlucoseSeries(name: "Libre, \"2\"", sampling: .scans), GlucoseSeries(name: "new.csv")])
        #expect(report.data.readings.map(\.series) == [0, 1])
        #expect(report.data.doses.count == 1)
        #expect(report.warnings == ["1 row skipped in \(new): first at line 3: expected a sampling periodic or scans, found 'sometimes'"])
    }
}
