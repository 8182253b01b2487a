import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// The year view's layers: the cursor moves only the cursor's cell and the
/// readout, never the calendar (the layering invariant, as `LayeringTests`
/// proves it of the day chart); a golden screen at 80x24.
@Suite struct YearSceneTests {
    /// Twenty-two months that get better: each day's hours above 180 fall
    /// from 12 to 2 over them; every ninth day a night low (every
    /// eighteenth below 54), every thirteenth day read in part, two weeks
    /// of March 2025 without readings.
    static let data: GlucoseData = {
        let first = YearFixture.day("2024-05-01")
        let readings = (0..<650).flatMap { offset -> [GlucoseReading] in
            let day = YearFixture.utc.day(containing: first.interval.start.addingTimeInterval(Double(offset) * 86_400 + 3600))
            if day.isoDate >= "2025-03-03", day.isoDate <= "2025-03-16" { return [] }
            let highHours = 12 - offset / 65
            let lowValue: Double = offset % 18 == 0 ? 48 : 62
            let all = YearFixture.readings(on: day) { minute in
                if offset % 9 == 0, (180..<210).contains(minute) { return lowValue }
                return minute >= 8 * 60 && minute < (8 + highHours) * 60 ? 230 : 130
            }
            return offset % 13 == 5 ? Array(all.prefix(100)) : all
        }
        return GlucoseData(readings: readings)
    }()

    static func scene() throws -> YearScreen {
        try YearScreen(data)
    }

    static func screen(_ scene: YearScreen, _ cursor: String, size: Size = Size(columns: 80, rows: 24)) -> (Scene, CellGrid) {
        let layers = scene.layers(size: size, cursor: YearFixture.day(cursor), unit: .mgdl, style: RenderStyle())!
        let composed = Scene(size: size, layers: layers)
        return (composed, composed.composed())
    }

    @Test func movingTheCursorNeverMakesTheCalendarAgain() throws {
        let scene = try Self.scene()
        let (opening, _) = Self.screen(scene, "2025-06-15")
        #expect(scene.chartPasses == 1)
        var day = YearFixture.day("2025-01-01")
        var readouts: Set<String> = []
        while day.year == 2025 {
            let (moved, grid) = Self.screen(scene, day.isoDate)
            #expect(moved.layers[.chart] == opening.layers[.chart], "\(day.isoDate)")
            #expect(moved.layers[.cursor]?.origin == YearLayout(size: moved.size).cell(of: day, in: Self.window(grid).map(YearRow.month)))
            readouts.insert(grid.line(YearLayout.readoutRow))
            day = YearFixture.utc.day(after: day)
        }
        #expect(scene.chartPasses == 1)
        #expect(readouts.count == 365)
        // The year before: the window starts at the data's first month, as it did.
        #expect(Self.screen(scene, "2024-06-15").0.layers[.chart] == opening.layers[.chart])
        // The year after scrolls the window by a year: the calendar is made again, once.
        _ = Self.screen(scene, "2026-01-15")
        _ = Self.screen(scene, "2026-02-05")
        #expect(scene.chartPasses == 2)
        // The months already read are not read again.
        let read = scene.monthsRead
        _ = Self.screen(scene, "2025-06-15")
        #expect(scene.monthsRead == read && scene.chartPasses == 2)
    }

    static func window(_ grid: CellGrid) -> [YearMonth] {
        var year = 0
        return grid.lines.dropFirst(YearLayout.firstMonthRow).compactMap { line -> YearMonth? in
            let label = line.prefix(YearLayout.labelWidth)
            if let shown = Int(label.prefix(4)) { year = shown }
            guard let month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
                .firstIndex(of: String(label.dropFirst(5).prefix(3)))
            else { return nil }
            return YearMonth(year: year, month: month + 1)
        }
    }

    @Test func theReadoutSaysTheDaysFigures() throws {
        let scene = try Self.scene()
        // Day 0 (2024-05-01): a low below 54 from 03:00 for 30 minutes, 12 hours above 180.
        #expect(Self.screen(scene, "2024-05-01").1.line(1).hasPrefix("Wed 2024-05-01   in range 48%   mean 178 mg/dL   lows 1 <70, 1 <54"))
        #expect(Self.screen(scene, "2025-03-10").1.line(1).hasPrefix("Mon 2025-03-10   no readings"))
        #expect(Self.screen(scene, "2023-03-10").1.line(1).hasPrefix("Fri 2023-03-10   outside the data"))
        // In mmol/L.
        let layers = scene.layers(size: Size(columns: 80, rows: 24), cursor: YearFixture.day("2024-05-10"), unit: .mmol,
                                  style: RenderStyle())!
        #expect(layers[.liveCallout]!.grid.line(0).hasPrefix("Fri 2024-05-10   in range 48%   mean 9.9 mmol/L   1 low"))
        // At 40 columns whole phrases only.
        let narrow = Self.screen(scene, "2024-05-01", size: Size(columns: 40, rows: 12)).1.line(1)
        #expect(narrow == "Wed 2024-05-01   in range 48%           ")
    }

    @Test func golden80x24() throws {
        let scene = try Self.scene()
        let (_, grid) = Self.screen(scene, "2025-11-20")
        Snapshot.expect(ColorMap.golden(grid), named: "year-2025-11-20-80x24")
        let (_, wide) = Self.screen(scene, "2025-11-20", size: Size(columns: 200, rows: 60))
        Snapshot.expect(ColorMap.golden(wide), named: "year-2025-11-20-200x60")
    }
}
