import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
@testable import DayBandsChart
@testable import DayBandsViewer

/// Capture per source: readings keep the series (device) they come from,
/// each series' cadence is found from its own spacing and its capture is
/// readings per slot of it; Libre scans are a series of their own, kept out
/// of capture and of the gap rule; `stats` and the panel show each source.
@Suite("Capture per source")
struct SeriesCaptureTests {
    static let utc = Fixture.calendar("UTC")
    static let nov3 = utc.day(iso: "2026-11-03")!

    /// A Libre day: 84 historic readings every 15 minutes (09:00 to 12:00
    /// missing: 12 of 96 slots) and 6 scans, 4 of them in the gap, one in
    /// the same minute as a historic reading with another value.
    @Test func libreScansAreASeriesOfTheirOwnWithoutCapture() throws {
        let report = try Fixture.read("libreview-scans.csv")
        let data = report.data
        let device = "FreeStyle Libre 2 MXY-2201"
        #expect(data.series == [GlucoseSeries(name: device), GlucoseSeries(name: device, sampling: .scans)])
        let statistics = GlucoseStatistics(data: data, interval: Self.nov3.interval)
        let sources = statistics.sources
        #expect(sources.map(\.readingCount) == [84, 6])
        #expect(sources.map(\.samplingInterval) == [900, nil])
        // 84 of 96 slots; scans have none.
        #expect(sources.map(\.capturePercent) == [84.0 / 96 * 100, nil])
        // Scans in the gap cover nothing: with them standing for 15 minutes
        // each the day would be (84 + 4) / 96.
        #expect(statistics.capturePercent == 84.0 / 96 * 100)
        #expect(statistics.samplingInterval == 900)
        // A scan beside a historic reading of the same minute is no conflict
        // of two readings (a line of its own says it: CountedReadingsTests).
        #expect(!report.warnings.contains { $0.contains("two different") }, "\(report.warnings)")
    }

    /// The gap rule follows the historic series: 45 minutes at Libre's 15,
    /// even on a day with more scans than historic readings.
    @Test func theGapRuleFollowsTheHistoricSeriesNotTheScans() {
        let start = Self.nov3.interval.start
        let historic = (0..<8).map { GlucoseReading(time: start.addingTimeInterval(Double($0) * 900), mgdl: 120) }
        let scans = (0..<40).map { GlucoseReading(time: start.addingTimeInterval(7_200 + Double($0) * 60), mgdl: 130, series: 1) }
        let data = GlucoseData(readings: historic + scans,
                               series: [GlucoseSeries(name: "Libre"), GlucoseSeries(name: "Libre", sampling: .scans)])
        #expect(Cadence.interval(of: data, in: Self.nov3.interval) == 900)
        // All readings as one series, the scans' one-minute spacing wins.
        #expect(Cadence.interval(of: data.readings) == 60)
    }

    /// Two uploaders: one every 5 minutes all day, one every 5 minutes
    /// (2 minutes later) from noon; a record without `device` is the file's.
    @Test func nightscoutDevicesAreSeriesWithTheirOwnCapture() throws {
        let start = Self.nov3.interval.start.timeIntervalSince1970
        var records: [String] = []
        for slot in 0..<288 {
            let ms = Int64((start + Double(slot) * 300) * 1000)
            records.append(#"{"type":"sgv","sgv":120,"date":\#(ms),"device":"xDrip-DexcomG6"}"#)
            if slot >= 144 { records.append(#"{"type":"sgv","sgv":125,"date":\#(ms + 120_000),"device":"openaps://phone"}"#) }
        }
        records.append(#"{"type":"sgv","sgv":130,"date":\#(Int64(start * 1000) + 60_000)}"#)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-uploaders-\(UUID().uuidString).json").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(("[" + records.joined(separator: ",\n") + "]").utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }

        let data = try FileSet(paths: [path]).read(in: Self.utc).data
        let title = String(path.split(separator: "/").last!)
        #expect(data.series.map(\.name) == ["xDrip-DexcomG6", title, "openaps://phone"])
        let statistics = GlucoseStatistics(data: data, interval: Self.nov3.interval)
        #expect(statistics.sources.map(\.readingCount) == [288, 1, 144])
        #expect(statistics.sources.map(\.samplingInterval) == [300, 300, 300])
        // The phone's last reading, at 23:57, stands for 3 minutes of the day, not 5.
        let oneReading: Double = 300.0 / 86_400 * 100, phone: Double = (144.0 * 300 - 120) / 86_400 * 100
        #expect(statistics.sources.map(\.capturePercent) == [100, oneReading, phone])
        #expect(statistics.capturePercent == 100)

        let summary = StatisticsSummary(data: data, days: [Self.nov3], unit: .mgdl)
        #expect(summary.sources.map(\.name) == ["xDrip-DexcomG6", title, "openaps://phone"])
        // Rounded down at two decimals (10a62c9): 0.347% is 0.34, never a capture the data did not reach.
        #expect(summary.sources.map(\.capturePercent) == [100, 0.34, 49.86])
        let json = try #require(String(data: try summary.json(), encoding: .utf8))
        #expect(json.contains(#""name" : "openaps://phone","#))
    }

    /// Tidepool's `deviceId` names a series; a record without one is the file's.
    @Test func tidepoolDeviceIdNamesTheSeries() throws {
        let data = try Fixture.read("tidepool.json").data
        #expect(data.series.map(\.name) == ["DexG6Rec_SM74021155", "tidepool.json"])
        #expect(data.readings.map(\.series) == [0, 0, 0, 1])
    }

    /// Files merged keep each reading's series, and the merged table holds
    /// each series once, in the order of their first readings (plain.csv's
    /// are in October).
    @Test func filesMergedKeepEachReadingsSeries() throws {
        let set = FileSet(paths: [Fixture.path("libreview-scans.csv"), Fixture.path("plain.csv"), Fixture.path("libreview-scans.csv")])
        let data = try set.read(in: Self.utc).data
        #expect(data.series.map(\.name) == ["plain.csv", "FreeStyle Libre 2 MXY-2201", "FreeStyle Libre 2 MXY-2201"])
        #expect(data.series.map(\.sampling) == [.periodic, .periodic, .scans])
        let counts = data.series.indices.map { index in data.readings.filter { $0.series == index }.count }
        #expect(counts == [3, 84, 6])
    }

    /// A file naming more devices than a load keeps apart puts the rest in
    /// one series, and says so.
    @Test func devicesBeyondTheLimitAreOneSeriesAndSaid() throws {
        let start = Int64(Self.nov3.interval.start.timeIntervalSince1970 * 1000)
        let records = (0..<70).map { #"{"type":"sgv","sgv":120,"date":\#(start + Int64($0) * 300_000),"device":"uploader \#($0)"}"# }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("daybands-devices-\(UUID().uuidString).json").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(("[" + records.joined(separator: ",") + "]").utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let report = try FileSet(paths: [path]).read(in: Self.utc)
        #expect(report.data.series.count == GlucoseSeries.mostSeries)
        #expect(report.data.series.last == GlucoseSeries.others)
        #expect(report.data.readings.count == 70)
        #expect(report.warnings.contains("7 readings of devices beyond the first 63 kept as one series ('other devices') in \(path)"),
                "\(report.warnings)")
    }

    /// The panel shows a row per source when there are several: readings
    /// and capture rounded down, scans counted (the 4 in the historic
    /// readings' gap; the 2 beside them are `not counted`).
    @Test func thePanelShowsEachSource() throws {
        let data = try Fixture.read("libreview-scans.csv").data
        let context = DayChart.Context(data: data, calendar: Self.utc, unit: .mgdl, style: RenderStyle())
        let rows = StatisticsPanel.rows(day: Self.nov3, window: [Self.nov3], context: context)
        let sources: [(String, String)] = rows.compactMap { row in
            guard case let .figures(label, _, _, day, _) = row, ["FreeSty…", "scans"].contains(label) else { return nil }
            return (label, day.text)
        }
        #expect(sources.map(\.0) == ["FreeSty…", "scans"])
        #expect(sources.map(\.1) == ["84 87%", "4"])
    }

    /// An archive's sources are the series of the data read back: each
    /// reading names its source, so capture per source survives the archive.
    @Test func archiveSourcesAreSeries() throws {
        let archive = try ArchiveTests.open()
        let start = Self.nov3.interval.start
        let pump = (0..<12).map { GlucoseReading(time: start.addingTimeInterval(Double($0) * 300), mgdl: 120) }
        let phone = (0..<4).map { GlucoseReading(time: start.addingTimeInterval(60 + Double($0) * 900), mgdl: 130) }
        _ = try archive.add(GlucoseData(readings: pump), to: archive.source(kind: .file, name: "pump.csv"))
        _ = try archive.add(GlucoseData(readings: phone), to: archive.source(kind: .file, name: "phone.json"))
        let data = try archive.data(in: Self.nov3.interval)
        #expect(data.series.map(\.name) == ["pump.csv", "phone.json"])
        let phoneTimes = Set(phone.map(\.time))
        #expect(data.readings.count == 16)
        #expect(data.readings.map(\.series) == data.readings.map { phoneTimes.contains($0.time) ? 1 : 0 })
        let statistics = GlucoseStatistics(data: data, interval: Self.nov3.interval)
        #expect(statistics.sources.map(\.readingCount) == [12, 4])
        #expect(statistics.sources.map(\.samplingInterval) == [300, 900])
    }

    /// The series index lives in the padding a reading had: a reading is
    /// as large as before (24 bytes), so large files cost no more memory.
    @Test func aReadingIsNoLarger() {
        #expect(MemoryLayout<GlucoseReading>.stride == 24)
    }

    @Test func oneSeriesAddsNoPanelRows() throws {
        let data = try Fixture.read("plain.csv").data
        let day = try #require(Timeline(data: data, calendar: Self.utc)).days[0]
        let context = DayChart.Context(data: data, calendar: Self.utc, unit: .mgdl, style: RenderStyle())
        let labels = StatisticsPanel.rows(day: day, window: [day], context: context).compactMap { row -> String? in
            if case let .figures(label, _, _, _, _) = row { return label } else { return nil }
        }
        #expect(labels.prefix(3) == ["", "readings", "mean"])
    }
}
