import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
@testable import DayBandsChart
@testable import DayBandsViewer

/// LibreView's figures count the historic readings: a scan taken where its
/// device's historic series has a reading within one sampling interval is
/// drawn and listed, not counted, in the statistics, `stats`, the panel,
/// the events and the AGP; a scan where the historic data has a gap counts.
@Suite("Counted readings")
struct CountedReadingsTests {
    static let utc = Fixture.calendar("UTC")
    static let day = utc.day(iso: "2026-11-24")!
    static let device = "FreeStyle LibreLink 7C21B0E4-3F5A-4D8B-9E61-2A4C8D0F1B35"

    /// A German LibreLink export (title, blank line, German header, CRLF,
    /// rows out of order): 84 historic readings every 15 minutes, 100 mg/dL
    /// to 11:45 and 140 from 15:00 (12:00 to 14:45 missing); 7 scans: 50 and
    /// 52 at 03:07 and 03:22, 100 at 08:00 (a copy of the historic reading),
    /// 104 at 09:30 (the historic reading says 100), 300 at 18:40, and 90
    /// and 95 at 13:00 and 13:40, in the gap.
    static func read() throws -> LoadReport { try Fixture.read("libreview-de-scans.csv", zone: "UTC") }

    @Test func statisticsCountTheHistoricReadingsAndTheScansInTheirGap() throws {
        let summary = StatisticsSummary(data: try Self.read().data, days: [Self.day], unit: .mgdl)
        #expect(summary.readings == 86)
        #expect(summary.readingsShown == 90)
        #expect(summary.sources.map(\.sampling) == ["periodic", "scans"])
        #expect(summary.sources.map(\.readings) == [84, 6])
        #expect(summary.sources.map(\.counted) == [84, 2])
        // (48 x 100 + 36 x 140 + 90 + 95) / 86, exact (figures are rounded only when shown); with every scan it is 117.0.
        #expect(summary.mean == 10_025.0 / 86)
        #expect(summary.min?.value == 90)
        #expect(summary.max?.value == 140)
        #expect(summary.timeInRangesPercent?.inRange == 100)
        #expect(summary.timeInRangesPercent?.veryLow == 0)
        #expect(summary.events.level1Hypo.count == 0)
    }

    /// Of a scan and a historic reading that are copies (same minute, same
    /// value), the historic one is kept: it is the one counted.
    @Test func theCopyKeptOfAScanAndAHistoricReadingIsTheHistoricOne() throws {
        let report = try Self.read()
        let eight = try #require(report.data.readings.first { $0.time == Fixture.instant("2026-11-24T08:00:00Z") })
        #expect(report.data.series[Int(eight.series)].sampling == .periodic)
        #expect(report.warnings.contains("1 duplicate reading merged in \(Fixture.path("libreview-de-scans.csv"))"))
    }

    @Test func aHistoricReadingAndAScanOfTheSameMinuteWithDifferentValuesAreSaid() throws {
        let report = try FileSet(paths: [Fixture.path("libreview-de-scans.csv")]).read(in: Self.utc)
        #expect(report.warnings.contains(
            "1 time has a historic reading and a scan of different values in \(Fixture.path("libreview-de-scans.csv")): "
                + "first at 2026-11-24T09:30:00Z (historic 100, scan 104 mg/dL); both are shown, the historic reading is counted"),
            "\(report.warnings)")
    }

    /// The panel's source rows add up to its readings row: the scans
    /// counted, and the scans shown but not counted in a row of their own.
    @Test func thePanelSaysWhatIsNotCounted() throws {
        let context = DayChart.Context(data: try Self.read().data, calendar: Self.utc, unit: .mgdl, style: RenderStyle())
        let rows = StatisticsPanel.rows(day: Self.day, window: [Self.day], context: context)
        let figures: [String: String] = Dictionary(uniqueKeysWithValues: rows.compactMap { row in
            guard case let .figures(label, _, _, day, _) = row else { return nil }
            return (label, day.text)
        })
        #expect(figures["readings"]?.hasPrefix("86 ") == true, "\(figures)")
        #expect(figures["scans"] == "2")
        #expect(figures["not counted"] == "4")
    }

    /// The AGP folds the counted readings: 14 days of historic readings at
    /// 120 every 15 minutes and, each day, three scans of 40 between 03:00
    /// and 03:15 draw the profile of the historic readings alone.
    @Test func theProfileIsThatOfTheCountedReadings() throws {
        var historic: [GlucoseReading] = [], scans: [GlucoseReading] = []
        for day in 0..<14 {
            let start = Self.day.interval.start.addingTimeInterval(Double(day) * 86_400)
            historic += (0..<96).map { GlucoseReading(time: start.addingTimeInterval(Double($0) * 900), mgdl: 120) }
            scans += [3, 5, 7].map { GlucoseReading(time: start.addingTimeInterval(10_800 + Double($0) * 60), mgdl: 40, series: 1) }
        }
        let series = [GlucoseSeries(name: "Libre"), GlucoseSeries(name: "Libre", sampling: .scans)]
        func profile(_ data: GlucoseData) throws -> CellGrid {
            let timeline = try #require(Timeline(data: data, calendar: Self.utc))
            let builder = SceneBuilder(settings: RenderSettings(calendar: Self.utc))
            var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, size: Size(columns: 100, rows: 30)))
            _ = model.update(.event(.toggleProfile))
            return try #require(builder.scene(for: model).layers[.chart]).grid
        }
        #expect(try profile(GlucoseData(readings: historic + scans, series: series))
            == profile(GlucoseData(readings: historic, series: series)))
    }

    /// One sampling interval either side of a historic reading is its
    /// time; a second beyond, a scan counts. Scans of a device with no
    /// historic series, or another device's, count.
    @Test(arguments: [(899.0, false), (900, false), (901, true), (-900, false), (-901, true)])
    func aScanCountsBeyondOneIntervalOfItsDevicesHistory(offset: TimeInterval, counts: Bool) {
        let start = Self.day.interval.start
        let historic = (0..<4).map { GlucoseReading(time: start.addingTimeInterval(Double($0) * 900), mgdl: 100) }
        // Before the first historic reading (offset < 0) or after the last.
        let scanTime = offset < 0 ? start.addingTimeInterval(offset) : start.addingTimeInterval(2_700 + offset)
        let scan = GlucoseReading(time: scanTime, mgdl: 60, series: 1)
        let data = GlucoseData(readings: historic + [scan],
                               series: [GlucoseSeries(name: "Libre"), GlucoseSeries(name: "Libre", sampling: .scans)])
        let window = DateInterval(start: start.addingTimeInterval(-3_600), duration: 86_400)
        #expect(data.countedReadings(in: window).contains(scan) == counts)
    }

    @Test func scansWithoutTheirDevicesHistoryCount() {
        let start = Self.day.interval.start
        let historic = (0..<4).map { GlucoseReading(time: start.addingTimeInterval(Double($0) * 900), mgdl: 100) }
        let scans = [GlucoseReading(time: start.addingTimeInterval(60), mgdl: 60, series: 1),
                     GlucoseReading(time: start.addingTimeInterval(120), mgdl: 61, series: 2)]
        let data = GlucoseData(readings: historic + scans,
                               series: [GlucoseSeries(name: "Libre A"), GlucoseSeries(name: "Libre B", sampling: .scans),
                                        GlucoseSeries(name: "Libre C", sampling: .scans)])
        #expect(data.countedReadings(in: Self.day.interval).count == 6)
    }
}
