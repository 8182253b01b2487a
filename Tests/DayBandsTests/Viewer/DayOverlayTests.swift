import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// `o`: which day is overlaid, its curve placed by local clock time (also on
/// 23- and 25-hour days), drawn only where it may go, and in a layer of its
/// own that neither the toggle nor the cursor rebuilds the chart for.
struct DayOverlayTests {
    let timeline = TestData.sample

    @Test func thePinsDayElseTheDayBefore() {
        func overlaid(cursor: Int, pin: Int?) -> Int? {
            DayOverlay.dayIndex(for: Selection(cursor: HourMark(dayIndex: cursor, hour: 5),
                                               pin: pin.map { HourMark(dayIndex: $0, hour: 9) }), in: timeline)
        }
        #expect(overlaid(cursor: 11, pin: nil) == 10)
        #expect(overlaid(cursor: 11, pin: 3) == 3)
        #expect(overlaid(cursor: 3, pin: 11) == 11, "a pin on a later day too")
        #expect(overlaid(cursor: 11, pin: 11) == 10, "a pin on this day: the day before")
        #expect(overlaid(cursor: 0, pin: nil) == nil)
        #expect(overlaid(cursor: 0, pin: 0) == nil)
        #expect(overlaid(cursor: 11, pin: -40) == 10, "a pin on a day the timeline does not hold: the day before")
    }

    /// Two 24-hour days: the day before drawn on this day's axis is exactly
    /// its own curve on its own axis.
    @Test(arguments: [94, 57, 200])
    func onPlainDaysTheOverlayIsTheOtherDaysOwnCurve(columns: Int) {
        let day = timeline.days[11], other = timeline.days[10]
        let overlay = DayOverlay.envelopes(of: timeline.data, from: other, on: TimeAxis(day: day, columns: columns),
                                           calendar: timeline.calendar)
        let own = ColumnEnvelope.envelopes(of: timeline.data, on: TimeAxis(day: other, columns: columns))
        #expect(overlay == own)
        #expect(overlay.compactMap { $0 }.count > columns * 9 / 10)
    }

    static let newYork = DayCalendar(timeZone: TimeZone(identifier: "America/New_York")!)

    /// A reading every 5 minutes over the given local days, valued by
    /// `value(day, hour, minute)` of its own local clock.
    static func timeline(_ days: [(Int, Int)], value: (Int, Int, Int) -> Double) -> Timeline {
        var readings: [GlucoseReading] = []
        for (month, dayNumber) in days {
            let day = newYork.day(year: 2026, month: month, day: dayNumber)!
            var instant = day.interval.start
            while instant < day.interval.end {
                let clock = newYork.clock(instant)
                readings.append(GlucoseReading(time: instant, mgdl: value(dayNumber, clock.hour, clock.minute)))
                instant = instant.addingTimeInterval(300)
            }
        }
        return Timeline(data: GlucoseData(readings: readings), calendar: newYork)!
    }

    /// The column of a local clock time on a day (the first pass of a repeated one).
    func column(_ hour: Int, _ minute: Int, on day: LocalDay, _ axis: TimeAxis) throws -> Int {
        let instant = try #require(Self.newYork.instant(year: day.year, month: day.month, day: day.day, hour: hour,
                                                         minute: minute))
        return try #require(axis.column(for: instant))
    }

    /// Mar 8 2026 has no 02:00 hour. The day before, 24 hours at 100 with
    /// 14:00-14:55 at 300 and 02:00-02:55 at 200, is drawn at the same clock
    /// times: its 14:00 hour over this day's 14:00, its 02:00 hour (which this
    /// day skips) in the column where the clock jumps from 02:00 to 03:00.
    @Test func aSkippedHourIsDrawnWhereTheClockJumps() throws {
        let timeline = Self.timeline([(3, 7), (3, 8)]) { day, hour, _ in
            day == 7 && hour == 14 ? 300 : day == 7 && hour == 2 ? 200 : 100
        }
        let day = timeline.days[1], other = timeline.days[0]
        #expect(day.hourCount == 23 && other.hourCount == 24)
        let axis = TimeAxis(day: day, columns: 230)
        let overlay = DayOverlay.envelopes(of: timeline.data, from: other, on: axis, calendar: timeline.calendar)
        let afternoonColumns = try column(14, 5, on: day, axis)...column(14, 50, on: day, axis)
        let afternoon = afternoonColumns.map { overlay[$0]?.high }
        #expect(afternoon.allSatisfy { $0 == 300 }, "14:05-14:50 of the day before over 14:05-14:50")
        #expect(try overlay[column(13, 30, on: day, axis)]?.high == 100)
        #expect(try overlay[column(15, 30, on: day, axis)]?.high == 100)
        let transition = try #require(Self.newYork.timeZone.nextDaylightSavingTimeTransition(after: day.interval.start))
        let jump = try #require(axis.column(for: transition))
        #expect(overlay[jump]?.high == 200, "the skipped hour's readings where the clock jumps")
        #expect(overlay[jump - 3]?.high == 100 && overlay[jump + 3]?.high == 100)
    }

    /// Nov 1 2026 repeats 01:00. Overlaid on Nov 2, both passes (at 100 and
    /// at 300) are drawn over its one 01:00 hour; overlaid on by Oct 31 (01:00
    /// at 250), its first pass has the overlay and its second none.
    @Test func aRepeatedHourIsDrawnOverOnePass() throws {
        let timeline = Self.timeline([(10, 31), (11, 1), (11, 2)]) { day, hour, _ in
            switch (day, hour) {
            case (1, 1): 0 // replaced below: the two passes differ
            case (31, 1): 250
            default: 120
            }
        }
        // The first pass of Nov 1's 01:00 hour at 100, the second at 300.
        let fallBack = timeline.days[1]
        #expect(fallBack.hourCount == 25)
        let readings = timeline.data.readings.map { reading -> GlucoseReading in
            guard reading.mgdl == 0 else { return reading }
            let elapsed = reading.time.timeIntervalSince(fallBack.interval.start)
            return GlucoseReading(time: reading.time, mgdl: elapsed < 2 * 3600 ? 100 : 300)
        }
        let data = GlucoseData(readings: readings)

        let nov2 = timeline.days[2]
        let axis = TimeAxis(day: nov2, columns: 240)
        let twice = DayOverlay.envelopes(of: data, from: fallBack, on: axis, calendar: timeline.calendar)
        for minute in [10, 30, 50] {
            let at = try column(1, minute, on: nov2, axis)
            let envelope = try #require(twice[at])
            #expect(envelope.low == 100 && envelope.high == 300, "01:\(minute): both passes")
        }
        #expect(try twice[column(0, 30, on: nov2, axis)] == ColumnEnvelope(low: 120, high: 120))
        #expect(try twice[column(2, 30, on: nov2, axis)] == ColumnEnvelope(low: 120, high: 120),
                "the second pass is not joined back to the first")

        let fallAxis = TimeAxis(day: fallBack, columns: 250)
        let once = DayOverlay.envelopes(of: data, from: timeline.days[0], on: fallAxis, calendar: timeline.calendar)
        let firstPass = fallAxis.column(for: fallBack.instant(atHour: 1).addingTimeInterval(1800))!
        let secondPass = fallAxis.column(for: fallBack.instant(atHour: 2).addingTimeInterval(1800))!
        #expect(once[firstPass]?.high == 250)
        #expect(once[secondPass] == nil, "the second pass has no overlay")
        #expect(once[fallAxis.column(for: fallBack.instant(atHour: 3).addingTimeInterval(1800))!]?.high == 120)
    }

    @Test func theLineGoesOnEmptyCellsAndTheAreaNeverOnThisDaysLineOrLabels() throws {
        // This day flat at 150, the day before flat at 300 from 06:00 to 12:00 and at 100 after.
        let readings = TestData.readings(from: -24 * 60) { minute in
            minute >= 0 ? 150 : (-18 * 60..<(-12 * 60)).contains(minute) ? 300 : 100
        }
        let timeline = TestData.timeline(readings)
        let chart = TestData.chart(readings)
        let envelopes = DayOverlay.envelopes(of: timeline.data, from: timeline.days[0], on: chart.timeAxis,
                                             calendar: TestData.utc)
        let grid = DayOverlay.grid(over: chart, envelopes: envelopes, style: RenderStyle())
        let plot = chart.layout.plot
        #expect(grid.size == Size(columns: plot.width, rows: plot.height))
        var over = 0, onArea = 0
        for y in 0..<plot.height {
            for x in 0..<plot.width {
                let below = try #require(chart.grid[plot.x + x, plot.y + y]), cell = try #require(grid[x, y])
                if cell == below { continue }
                #expect(cell.symbol == "•" && cell.fg == .overlay)
                if below.symbol == " " {
                    over += 1
                    #expect(cell.bg == .none)
                } else {
                    onArea += 1
                    #expect(cell.bg == below.fg, "the area's colour stays behind the dot")
                    guard case .area = below.fg else { Issue.record("drawn over \(below)"); continue }
                }
            }
        }
        let row300 = chart.valueAxis.row(forLevel: chart.valueAxis.level(for: 300))
        #expect((chart.timeAxis.column(forHour: 7)..<chart.timeAxis.column(forHour: 11)).allSatisfy {
            grid[$0, row300]?.symbol == "•"
        }, "above the curve at 300")
        #expect(over > 0 && onArea > 0, "over empty cells and over the area under 150")
    }

    /// Was `max•241`: the day before, flat through the row of this day's
    /// `max` label, dotted the label's space. No dot is in a label or
    /// against either end of it; the rest of that row is dotted.
    @Test func noDotTakesALabelsSpace() throws {
        let peak = { (minute: Int) -> Double in
            let distance = Double(abs(minute - 12 * 60))
            return distance >= 60 ? 150 : 241 - 91 * distance / 60
        }
        let today = TestData.chart(TestData.readings(peak))
        let label = try #require(today.plotLabels.first { label in
            (label.x..<label.right).map { today.grid[$0, label.y]!.symbol } == Array("max 241")
        })
        let plot = today.layout.plot
        let rowsBelow = today.valueAxis.rows - (label.y - plot.y)
        let level = Double(rowsBelow * 8 - 4)
        let flat = today.valueAxis.value(atLevel: level)
        let readings = TestData.readings(from: -24 * 60) { $0 >= 0 ? peak($0) : flat }
        let timeline = TestData.timeline(readings)
        let chart = TestData.chart(readings)
        #expect(chart.plotLabels == today.plotLabels)
        let envelopes = DayOverlay.envelopes(of: timeline.data, from: timeline.days[0], on: chart.timeAxis,
                                             calendar: TestData.utc)
        let row = label.y - plot.y
        let grid = DayOverlay.grid(over: chart, envelopes: envelopes, style: RenderStyle())
        let line = String((0..<plot.width).map { grid[$0, row]!.symbol })
        let start: Int = label.x - plot.x
        let around = String(Array(line)[(start - 1)..<(start + 8)])
        #expect(around == " max 241 ", "\(line)")
        #expect(line.hasPrefix("••••") && line.hasSuffix("••••"), "\(line)")
    }

    @Test func theCursorsGuideIsCutFromTheOverlayWhereItLies() throws {
        let builder = SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, dayIndex: 11, hour: 0, size: Size(columns: 100, rows: 30)))
        _ = model.update(.event(.toggleOverlay))
        var dotsUnderTheGuide = 0
        for _ in 0..<24 {
            let scene = builder.scene(for: model)
            let overlay = try #require(scene.layers[.overlay]), cursor = try #require(scene.layers[.cursor])
            for y in 0..<overlay.grid.size.rows {
                let x = cursor.origin.x - overlay.origin.x
                guard overlay.grid[x, y]?.fg == .overlay,
                      let guide = cursor.grid[0, overlay.origin.y + y - cursor.origin.y] else { continue }
                dotsUnderTheGuide += 1
                #expect(guide.symbol == "•" || guide.fg == .cursor, "a dot in the guide's column stays unless the point covers it")
            }
            _ = model.update(.event(.moveHour(1)))
        }
        #expect(dotsUnderTheGuide > 0, "the day before passes through some hours' columns")
    }

    @Test func aNoticeWhenThereIsNoOtherDayOrTheClocksDiffer() throws {
        var first = ViewerState.opening(timeline, dayIndex: 0, hour: 3, size: Size(columns: 100, rows: 30))
        first.apply(.toggleOverlay, in: timeline)
        #expect(first.notice?.hasPrefix("overlay: no day before this one") == true)
        let dst = Self.timeline([(3, 7), (3, 8)]) { _, _, _ in 120 }
        var spring = ViewerState.opening(dst, dayIndex: 1, hour: 3, size: Size(columns: 100, rows: 30))
        spring.apply(.toggleOverlay, in: dst)
        #expect(spring.notice == "overlay Sat 7 Mar (24 h) by clock time: the hour this day skips is drawn where its clock jumps")
        spring.apply(.toggleOverlay, in: dst)
        #expect(!spring.overlay && spring.notice == nil)
        // The profile and the week view draw no overlay: `o` says where it shows.
        for view in [ViewerEvent.toggleProfile, .toggleWeek] {
            var other = ViewerState.opening(timeline, dayIndex: 1, hour: 3, size: Size(columns: 100, rows: 30))
            other.apply(view, in: timeline)
            other.apply(.toggleOverlay, in: timeline)
            #expect(other.overlay && other.notice == "overlay: shown in the day view")
        }
    }
}
