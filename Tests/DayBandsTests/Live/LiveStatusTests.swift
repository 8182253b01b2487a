import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsLive
@testable import DayBandsViewer

/// The live part of the model: readings kept, alerts raised once with a
/// bell, a flash and a notification, a snooze that silences them; the live
/// row drawn from it; the desktop notice only where the terminal shows it.
@Suite struct LiveStatusTests {
    let start = Date(timeIntervalSince1970: 1_773_489_600)

    func reading(_ minutes: Double, _ mgdl: Double, trend: Trend? = nil) -> GlucoseReading {
        GlucoseReading(time: start.addingTimeInterval(minutes * 60), mgdl: mgdl, trend: trend)
    }

    @Test func keepsTheLastHourOnceEach() {
        var live = LiveStatus()
        live.take([reading(0, 100), reading(30, 110)])
        live.take([reading(65, 90), reading(30, 110), reading(60, 95)])
        #expect(live.recent.map(\.mgdl) == [110, 95, 90])
        #expect(live.now?.reading.mgdl == 90 && live.now?.change == -5)
    }

    @Test func aFallingGlucoseRingsALowEveryFiveMinutesUntilSnoozed() throws {
        var live = LiveStatus(alerts: AlertThresholds())
        var alarms: [[LiveAlarm]] = []
        for (index, mgdl) in [90.0, 80, 72, 66, 62, 60].enumerated() {
            live.take([reading(Double(index) * 5, mgdl)])
            alarms.append(live.tick(now: start.addingTimeInterval(Double(index) * 300 + 5), unit: .mgdl))
        }
        // Foreseen by AR2 from 90 then 80 (68 at 20:00), again 5 minutes on;
        // then rung at 15:05, again 5 minutes on (20:05) and at 25:05.
        #expect(alarms == [[], [.bell, .notify("LOW in 15 min (forecast 68 mg/dL)")],
                           [.bell, .notify("LOW in 5 min (forecast 67 mg/dL)")], [.bell, .notify("LOW 66 mg/dL")],
                           [.bell, .notify("LOW 62 mg/dL")], [.bell, .notify("LOW 60 mg/dL")]])
        #expect(live.raised?.text == "LOW 60 mg/dL")
        let rungAt = start.addingTimeInterval(25 * 60 + 5)
        #expect(live.tick(now: rungAt.addingTimeInterval(299), unit: .mgdl).isEmpty, "not before its 5 minutes")
        #expect(live.flashing(at: rungAt.addingTimeInterval(2)) && !live.flashing(at: rungAt.addingTimeInterval(3)))
        #expect(live.tick(now: rungAt.addingTimeInterval(300), unit: .mgdl) == [.bell, .notify("LOW 60 mg/dL")])
        let snoozedAt = rungAt.addingTimeInterval(301)
        #expect(live.snooze(now: snoozedAt)?.until == snoozedAt.addingTimeInterval(15 * 60))
        #expect(live.raised == nil && live.snoozed(at: snoozedAt) != nil)
        #expect(live.tick(now: snoozedAt.addingTimeInterval(15 * 60 - 1), unit: .mgdl).isEmpty, "held to its last second")
        #expect(live.tick(now: snoozedAt.addingTimeInterval(15 * 60), unit: .mgdl) == [.bell, .notify("LOW 60 mg/dL")],
                "a snooze ending: what still holds rings again")
        #expect(live.snoozed(at: snoozedAt.addingTimeInterval(15 * 60)) == nil)
    }

    @Test func anUrgentLowIsBelowItsThresholdAndRingsEveryMinute() {
        var live = LiveStatus(alerts: AlertThresholds())
        live.take([reading(0, 54)])
        #expect(live.tick(now: start, unit: .mgdl) == [.bell, .notify("LOW 54 mg/dL")], "54 itself is no urgent low")
        live.take([reading(5, 53)])
        let at = start.addingTimeInterval(5 * 60)
        #expect(live.tick(now: at, unit: .mgdl) == [.bell, .notify("URGENT LOW 53 mg/dL")], "the low stands for itself in it")
        #expect(live.tick(now: at.addingTimeInterval(59), unit: .mgdl).isEmpty)
        #expect(live.tick(now: at.addingTimeInterval(60), unit: .mgdl) == [.bell, .notify("URGENT LOW 53 mg/dL")])
        var repeats = LiveStatus(alerts: AlertThresholds(), repeats: AlertRepeat(urgentLow: 120, others: 600))
        repeats.take([reading(0, 50)])
        _ = repeats.tick(now: start, unit: .mgdl)
        #expect(repeats.tick(now: start.addingTimeInterval(119), unit: .mgdl).isEmpty
                && !repeats.tick(now: start.addingTimeInterval(120), unit: .mgdl).isEmpty, "--alert-repeat 2,10")
    }

    @Test func zCyclesTheSnoozesWhilePressedInARow() throws {
        var live = LiveStatus(alerts: AlertThresholds())
        live.take([reading(0, 66)])
        _ = live.tick(now: start, unit: .mgdl)
        var lengths: [Double] = []
        for seconds in [0.0, 2, 4, 6] {
            let choice = live.snooze(now: start.addingTimeInterval(seconds))
            lengths.append((choice?.until.timeIntervalSince(start) ?? 0) / 60)
        }
        #expect(lengths == [15, 30, 60, 15], "from the first press, round again after 60")
        let choice = try #require(live.choosing)
        #expect(choice.words { _ in "03:42" } == "alerts snoozed until 03:42 (15 min)  z: 30 min")
        // A press 5 s after the last starts again from now.
        let later = start.addingTimeInterval(11)
        #expect(live.snooze(now: later)?.until == later.addingTimeInterval(15 * 60))
        _ = live.tick(now: later.addingTimeInterval(5), unit: .mgdl)
        #expect(live.choosing == nil, "the choice is no longer shown 5 s after the last press")
    }

    @Test func anUrgentLowIsSnoozedAtMostFifteenMinutesAndADeeperOneEndsIt() throws {
        var live = LiveStatus(alerts: AlertThresholds())
        live.take([reading(0, 50)])
        _ = live.tick(now: start, unit: .mgdl)
        _ = live.snooze(now: start)
        let pressed = live.snooze(now: start.addingTimeInterval(1))
        let choice = try #require(pressed)
        #expect(choice.until == start.addingTimeInterval(15 * 60), "30 chosen, 15 held")
        #expect(choice.words { _ in "03:42" } == "alerts snoozed until 03:42 (15 min: an urgent low)  z: 60 min")
        live.take([reading(5, 50)])
        #expect(live.tick(now: start.addingTimeInterval(5 * 60), unit: .mgdl).isEmpty, "as deep: held")
        live.take([reading(10, 49)])
        #expect(live.tick(now: start.addingTimeInterval(10 * 60), unit: .mgdl) == [.bell, .notify("URGENT LOW 49 mg/dL")],
                "deeper: the snooze ends")
        #expect(live.snoozed(at: start.addingTimeInterval(10 * 60)) == nil)
    }

    @Test func aNewUrgentLowEndsASnoozeTakenForALow() throws {
        var live = LiveStatus(alerts: AlertThresholds())
        live.take([reading(0, 66)])
        _ = live.tick(now: start, unit: .mgdl)
        _ = live.snooze(now: start)
        _ = live.snooze(now: start.addingTimeInterval(1))
        _ = live.snooze(now: start.addingTimeInterval(2))
        #expect(live.snoozed(at: start.addingTimeInterval(3)) == start.addingTimeInterval(3_600), "a low: the whole hour")
        live.take([reading(5, 60)])
        #expect(live.tick(now: start.addingTimeInterval(5 * 60), unit: .mgdl).isEmpty)
        live.take([reading(10, 53)])
        #expect(live.tick(now: start.addingTimeInterval(10 * 60), unit: .mgdl) == [.bell, .notify("URGENT LOW 53 mg/dL")])
    }

    @Test func theSnoozeAndAnUnreachableSiteStayOnTheLiveRowAtAnyWidth() {
        var live = LiveStatus(alerts: AlertThresholds())
        live.take([reading(0, 70), reading(5, 62, trend: .fortyFiveDown)])
        var status = DeviceStatus()
        status.iob = .init(value: 1.25, time: start.addingTimeInterval(5 * 60))
        live.deviceStatus = status
        let at = start.addingTimeInterval(6 * 60)
        _ = live.tick(now: at, unit: .mgdl)
        _ = live.snooze(now: at)
        live.site = .unreachable(since: start.addingTimeInterval(5.5 * 60), reason: "connection refused")
        let calendar = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)
        func row(_ width: Int) -> String {
            String(live.header(at: at, calendar: calendar).grid(width: width, unit: .mgdl, glyphs: .unicode).cells.map(\.symbol))
        }
        #expect(row(120).hasPrefix(" 62 mg/dL ↘ -8/5 min  low  1 min ago  site unreachable since 12:05: connection refused"
                                   + "  snoozed until 12:21   IOB 1.25 U"))
        #expect(row(80) == " 62 mg/dL ↘  low  1 min ago  unreachable since 12:05  snoozed until 12:21".padding(toLength: 80, withPad: " ", startingAt: 0),
                "shortened, not left out; the snooze whole again where it fits: \(row(80))")
        #expect(row(40) == " 62 mg/dL ↘  unreachable  snoozed 12:21 ", "\(row(40))")
    }

    @Test func aStaleAlertSaysWhenTheSiteIsUnreachable() {
        var live = LiveStatus(alerts: AlertThresholds())
        live.take([reading(0, 120)])
        live.site = .unreachable(since: start, reason: "HTTP 500 Internal Server Error")
        #expect(live.tick(now: start.addingTimeInterval(30 * 60), unit: .mgdl)
            == [.bell, .notify("NO READING for 30 min: SITE UNREACHABLE")])
    }

    @Test func withoutAlertNothingRings() {
        var live = LiveStatus()
        live.take([reading(0, 40)])
        #expect(live.tick(now: start, unit: .mgdl).isEmpty && live.snooze(now: start) == nil && live.snoozed(at: start) == nil)
    }

    @Test func theLiveRowSaysTheGlucoseNowLoudestFirst() {
        var live = LiveStatus()
        live.take([reading(0, 70), reading(5, 62, trend: .fortyFiveDown)])
        var status = DeviceStatus()
        status.iob = .init(value: 1.25, time: start.addingTimeInterval(5 * 60))
        status.reservoir = .init(value: 80, time: start.addingTimeInterval(-30 * 60))
        live.deviceStatus = status
        let row = live.header(at: start.addingTimeInterval(9 * 60), calendar: DayCalendar(timeZone: TimeZone(identifier: "UTC")!)).grid(width: 100, unit: .mgdl, glyphs: .unicode)
        let text = String(row.cells.map(\.symbol))
        #expect(text.hasPrefix(" 62 mg/dL ↘ -8/5 min  low  4 min ago   IOB 1.25 U   reservoir 80 U"))
        let value = row.cells[1]
        #expect(value.fg == .low && value.bold)
        // The old reservoir is muted.
        let reservoir = text.range(of: "reservoir")!.lowerBound.utf16Offset(in: text)
        #expect(row.cells[reservoir].fg == .muted)
        // At 40 columns the device words give way, whole.
        let narrow = String(live.header(at: start.addingTimeInterval(9 * 60), calendar: DayCalendar(timeZone: TimeZone(identifier: "UTC")!)).grid(width: 40, unit: .mgdl, glyphs: .unicode)
            .cells.map(\.symbol))
        #expect(narrow == " 62 mg/dL ↘ -8/5 min  low  4 min ago    ")
    }

    @Test func staleDataIsSaidLoudlyAndTheValueQuietened() {
        var live = LiveStatus()
        live.take([reading(0, 120)])
        let row = live.header(at: start.addingTimeInterval(31 * 60), calendar: DayCalendar(timeZone: TimeZone(identifier: "UTC")!)).grid(width: 60, unit: .mgdl, glyphs: .ascii)
        let text = String(row.cells.map(\.symbol))
        #expect(text.hasPrefix(" 120 mg/dL  in range  no reading for 31 min"))
        let age = text.range(of: "no reading")!.lowerBound.utf16Offset(in: text)
        #expect(row.cells[age].reverse && row.cells[age].bold && row.cells[1].fg == .muted)
    }

    @Test func desktopNoticeOnlyWhereTheTerminalShowsIt() {
        #expect(DesktopNotice.sequence("LOW 62 mg/dL", environment: ["TERM_PROGRAM": "iTerm.app"])
            == "\u{1B}]9;daybands: LOW 62 mg/dL\u{07}")
        #expect(DesktopNotice.sequence("a;b\u{1B}c", environment: ["TERM": "foot"])
            == "\u{1B}]777;notify;daybands;a,b\\x1bc\u{07}")
        #expect(DesktopNotice.protocolOf(["TERM_PROGRAM": "WezTerm"]) == .osc777)
        for environment in [["TERM": "xterm-256color"], ["TERM": "xterm-kitty"], ["TERM_PROGRAM": "iTerm.app", "TMUX": "/tmp/t"],
                            ["TERM": "screen-256color"], [:]] {
            #expect(DesktopNotice.sequence("LOW", environment: environment) == nil)
        }
    }
}
