import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// Whole screens of the sample data, with their colour maps, reviewed by eye.
/// Oct 12 has the peak above 420 (clipped, still filled) and doses; Oct 17 the
/// sensor gap; Oct 5 the night low below 60. Below 80x20 the callout is the
/// status line's readout.
struct GoldenScreenTests {
    static let cases: [(day: String, hour: Int, pin: Int?, columns: Int, rows: Int)] = [
        ("2026-10-12", 19, 8, 100, 30),
        ("2026-10-17", 3, nil, 100, 30),
        ("2026-10-05", 3, nil, 60, 16),
        // Pin and cursor on the hour of the clipped peak: one box, at every size.
        ("2026-10-12", 19, 19, 40, 12),
        ("2026-10-12", 19, 19, 60, 16),
        ("2026-10-12", 19, 19, 80, 24),
        ("2026-10-12", 19, 19, 120, 40),
        ("2026-10-12", 19, 19, 200, 60),
    ]

    @Test(arguments: cases.indices)
    func sampleDayScreens(index: Int) throws {
        let golden = Self.cases[index]
        let timeline = TestData.sample
        let dayIndex = try timeline.dayIndex(iso: golden.day).get()
        var state = ViewerState.opening(timeline, dayIndex: dayIndex, hour: golden.hour,
                                        size: Size(columns: golden.columns, rows: golden.rows))
        state.selection.pin = golden.pin.map { HourMark(dayIndex: dayIndex, hour: $0) }
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
        let grid = builder.scene(for: ViewerModel(page: timeline, state: state)).composed()
        Snapshot.expect(ColorMap.golden(grid), named: "\(golden.day)-\(golden.columns)x\(golden.rows)" + (golden.pin == golden.hour ? "-pinned" : ""))
    }

    /// The 12-hour clock on Oct 12: hour labels `12a 2a … 10p`, the header's
    /// max and min, both callouts and the status line's pin at `7:00pm` and
    /// `8:00am`; and the statistics panel's times at 150x40.
    @Test(arguments: [(100, 30, 19, "2026-10-12-100x30-12h"), (150, 40, 3, "2026-10-12-150x40-statistics-12h"),
                      (60, 16, 19, "2026-10-12-60x16-12h")])
    func twelveHourClock(columns: Int, rows: Int, hour: Int, name: String) throws {
        let timeline = TestData.sampleTwelveHour
        let dayIndex = try timeline.dayIndex(iso: "2026-10-12").get()
        var state = ViewerState.opening(timeline, dayIndex: dayIndex, hour: hour, size: Size(columns: columns, rows: rows))
        state.selection.pin = HourMark(dayIndex: dayIndex, hour: 8)
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
        Snapshot.expect(ColorMap.golden(builder.scene(for: ViewerModel(page: timeline, state: state)).composed()), named: name)
    }

    /// The profile of October, and a wide screen with the statistics panel beside the chart.
    @Test(arguments: [(ViewMode.profile, 100, 30, "profile-100x30"), (.day, 150, 40, "2026-10-05-150x40-statistics")])
    func viewScreens(mode: ViewMode, columns: Int, rows: Int, name: String) throws {
        let timeline = TestData.sample
        var state = ViewerState.opening(timeline, dayIndex: 4, hour: 14, size: Size(columns: columns, rows: rows))
        state.mode = mode
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
        Snapshot.expect(ColorMap.golden(builder.scene(for: ViewerModel(page: timeline, state: state)).composed()), named: name)
    }

    /// `o` with the pin on Oct 11 at 19:00 and the cursor on Oct 12 at 19:00:
    /// Oct 11's curve as a faint line over Oct 12, the callout's Δ beside it;
    /// in colour, and in monochrome ASCII (`~` over the shades).
    @Test(arguments: [(RenderStyle(), 100, 30, "2026-10-12-100x30-overlay"),
                      (RenderStyle(glyphs: .ascii, monochrome: true), 80, 24, "2026-10-12-80x24-overlay-ascii-mono")])
    func overlayScreens(style: RenderStyle, columns: Int, rows: Int, name: String) throws {
        let timeline = TestData.sample
        let dayIndex = try timeline.dayIndex(iso: "2026-10-12").get()
        var state = ViewerState.opening(timeline, dayIndex: dayIndex - 1, hour: 19, size: Size(columns: columns, rows: rows))
        for event in [ViewerEvent.togglePin, .moveDay(1), .toggleOverlay] { state.apply(event, in: timeline) }
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar,
                                                                      style: style))
        Snapshot.expect(ColorMap.golden(builder.scene(for: ViewerModel(page: timeline, state: state)).composed()), named: name)
    }

    /// A made-up day with everything the domain cannot hold: a 44 mg/dL low at
    /// 03:00, a sensor gap 10:00-12:00 and a 480 peak at 18:00, in colour and
    /// in monochrome ASCII. The low is `▼44` in the floor row, the peak `▲` on top.
    @Test(arguments: [(RenderStyle(), "severe-low-gap-peak-80x24"),
                      (RenderStyle(glyphs: .ascii, monochrome: true), "severe-low-gap-peak-80x24-ascii-mono")])
    func severeLowGapAndPeak(style: RenderStyle, name: String) throws {
        let readings = TestData.readings { minute -> Double in
            let low = Double(abs(minute - 180)), peak = Double(abs(minute - 1080))
            if low < 40 { return 44 + 106 * low / 40 }
            if peak < 60 { return 480 - 330 * peak / 60 }
            return 150
        }.filter { !(10 * 60..<12 * 60).contains(TestData.utc.clock($0.time).hour * 60) }
        let timeline = TestData.timeline(readings)
        let state = ViewerState.opening(timeline, dayIndex: 0, hour: 3, size: Size(columns: 80, rows: 24))
        let builder = SceneBuilder(settings: RenderSettings(calendar: TestData.utc, style: style))
        let grid = builder.scene(for: ViewerModel(page: timeline, state: state)).composed()
        Snapshot.expect(style.monochrome ? grid.lines.joined(separator: "\n") + "\n" : ColorMap.golden(grid), named: name)
    }

    @Test func monochromeAsciiScreen() throws {
        let timeline = TestData.sample
        let state = ViewerState.opening(timeline, dayIndex: 11, hour: 13, size: Size(columns: 80, rows: 20))
        let style = RenderStyle(glyphs: .ascii, monochrome: true)
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar, style: style))
        let text = builder.scene(for: ViewerModel(page: timeline, state: state)).composed().lines.joined(separator: "\n") + "\n"
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
        Snapshot.expect(text, named: "2026-10-12-80x20-ascii-mono")
    }
}
