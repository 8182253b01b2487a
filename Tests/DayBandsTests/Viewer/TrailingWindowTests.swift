import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer
@testable import DayBandsSettings

/// A night's fall across midnight, seen at 00:40: the data and the model the
/// live window's tests share (`ViewerModelTests+LiveWindow`, `LayeringTests+LiveWindow`).
enum NightFall {
    static let calendar = TestData.utc
    /// Tuesday 2026-03-10 00:40 UTC: the clock of every test here.
    static let now = TestData.day.interval.start.addingTimeInterval(40 * 60)
    /// Every 5 minutes from Monday 12:00: 140 mg/dL until 22:00, then
    /// falling by 3.4 mg/dL a reading to 50 at 00:40, the newest.
    static let readings: [GlucoseReading] = stride(from: -12 * 3600 - 40 * 60, through: 0, by: 300).map { (offset: Int) -> GlucoseReading in
        let fromFall = offset + 160 * 60
        let mgdl = fromFall <= 0 ? 140 : 140 - Double(fromFall / 300) * 90 / 32
        return GlucoseReading(time: now.addingTimeInterval(Double(offset)), mgdl: mgdl.rounded())
    }
    /// A profile of 0.8 U/h from 00:00 and 1.2 from 06:00, which goes on
    /// ahead of now: nothing of it after 00:40 was delivered.
    static let schedule = BasalSchedule(validFrom: now.addingTimeInterval(-3 * 86_400), name: "Default", isDefault: true,
                                        zone: "UTC", rates: [.init(seconds: 0, unitsPerHour: 0.8),
                                                             .init(seconds: 6 * 3600, unitsPerHour: 1.2)])
    static let data = GlucoseData(readings: readings, therapy: TherapyRecords(schedules: [schedule]))
    static let timeline = Timeline(data: data, calendar: calendar)!

    /// The viewer as it opens at 00:40 with `--follow`, after the clock's first tick.
    static func model(size: Size = Size(columns: 100, rows: 30), follows: Bool = true) -> ViewerModel {
        var state = ViewerState.opening(timeline, size: size)
        if follows { state.following = true }
        var model = ViewerModel(page: timeline, state: state, follows: follows, clock: now)
        _ = model.update(.tick(now))
        return model
    }
}

/// The window's instants, its lengths, the config file's `window`.
struct TrailingWindowTests {
    @Test func theWindowEndsWithTheColumnHoldingNowAndMovesOnAColumnAtATime() {
        // 6 h on 72 columns: 5 minutes a column, counted from 1970.
        let window = LiveWindow(hours: 6, now: NightFall.now)
        let interval = window.interval(columns: 72)
        #expect(interval.duration == 6 * 3600)
        #expect(interval.end == NightFall.now.addingTimeInterval(300), "00:40 is a column's start: the window runs to 00:45")
        var later = window
        later.now = NightFall.now.addingTimeInterval(299)
        #expect(later.interval(columns: 72) == interval, "a tick inside the column keeps the window")
        later.now = NightFall.now.addingTimeInterval(300)
        #expect(later.interval(columns: 72).end == interval.end.addingTimeInterval(300), "the next column moves it by one")
        var ahead = window
        ahead.forecast = 1800
        // A forecast's half hour runs past now: 6.5 h on 72 columns, 325 s a
        // column; after now's column, the 6 columns that hold 30 minutes.
        let forecast = ahead.interval(columns: 72)
        let nowColumnEnd = (NightFall.now.timeIntervalSince1970 / 325).rounded(.down) * 325 + 325
        #expect(forecast.duration == 6.5 * 3600 && forecast.end.timeIntervalSince1970 == nowColumnEnd + 6 * 325)
        var tick = ahead
        tick.now = Date(timeIntervalSince1970: nowColumnEnd - 1)
        #expect(tick.interval(columns: 72) == forecast, "a tick inside now's column keeps it")
    }

    @Test func lengthsStepAndStopAtTheEndsAndTheDefaultFollowsTheWidth() {
        #expect(LiveWindow.length(after: 6, step: 1) == 12 && LiveWindow.length(after: 6, step: -1) == 3)
        #expect(LiveWindow.length(after: 24, step: 1) == 24 && LiveWindow.length(after: 3, step: -1) == 3)
        #expect(LiveWindow.defaultHours(columns: 80) == 6 && LiveWindow.defaultHours(columns: 81) == 12)
    }

    @Test func theConfigFilesWindowTakesItsLengthsOnly() throws {
        #expect(try Configuration.parse("window = 24\n", path: "config").liveHours == 24)
        #expect(try Configuration.parse("window = 3h\n", path: "config").liveHours == 3)
        #expect(throws: ConfigurationError.self) { try Configuration.parse("unit = mgdl\nwindow = 5\n", path: "config") }
        do {
            _ = try Configuration.parse("unit = mgdl\nwindow = 5\n", path: "config")
        } catch {
            #expect("\(error)".contains("config:2") && "\(error)".contains("window takes 3, 6, 12 or 24"), "\(error)")
        }
    }

    /// At 00:40 the chart is the last 12 hours, not the new day's 40
    /// minutes: the fall from 22:00 is on screen, the axis labelled on
    /// through midnight.
    @Test func theWindowAt0040ShowsTheFallFromBeforeMidnight() throws {
        let model = NightFall.model()
        let screen = SceneBuilder(settings: RenderSettings(calendar: NightFall.calendar)).scene(for: model).composed()
        let lines = (0..<screen.size.rows).map { screen.line($0) }
        let header = try #require(lines.first { $0.contains("last 12 h") })
        #expect(header.contains("Mon 9 Mar to Tue 10 Mar") && header.contains("min 50 at 00:40"), "\(header)")
        let labels = try #require(lines.first { $0.contains(" 22 ") })
        #expect(labels.range(of: " 22 ")!.lowerBound < labels.range(of: " 00")!.lowerBound, "22 before 00: \(labels)")
    }

    /// The basal lane draws what was delivered: the profile's rates stop at
    /// now, in the live window and on today's calendar day; a past day's run to its midnight.
    @Test func theBasalLaneEndsAtNow() throws {
        var model = NightFall.model()
        let builder = SceneBuilder(settings: RenderSettings(calendar: NightFall.calendar))
        let live = try #require(builder.chart(for: model) as? DayChart)
        let end = try #require(live.basal.last?.interval.end)
        #expect(end <= NightFall.now.addingTimeInterval(live.timeAxis.span(ofColumn: 0).duration) && end > NightFall.now)
        _ = model.update(.event(.moveDay(1)))
        let today = try #require(builder.chart(for: model) as? DayChart)
        #expect(model.state.liveWindow == nil && today.timeAxis.interval == TestData.day.interval)
        #expect(try #require(today.basal.last?.interval.end) < NightFall.now.addingTimeInterval(3600), "not to 24:00")
        _ = model.update(.event(.moveDay(-1)))
        let monday = try #require(builder.chart(for: model) as? DayChart)
        #expect(monday.basal.last?.interval.end == TestData.day.interval.start)
    }
}
