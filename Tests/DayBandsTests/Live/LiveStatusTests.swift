import Foundation
import Testing
@testable import DayBands

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

    @Test func aFallingGlucoseRaisesTheAlertOnceAndTheSnoozeSilencesIt() throws {
        var live = LiveStatus(alerts: AlertThresholds())
        var alarms: [[LiveAlarm]] = []
        for (index, mgdl) in [90.0, 80, 72, 66, 62, 60].enumerated() {
            live.take([reading(Double(index) * 5, mgdl)])
            alarms.append(live.tick(now: start.addingTimeInterval(Double(index) * 300 + 5), unit: .mgdl))
        }
        #expect(alarms == [[], [], [], [.bell, .notify("LOW 66 mg/dL")], [], []])
        #expect(live.raised?.text == "LOW 66 mg/dL")
        let raisedAt = start.addingTimeInterval(15 * 60 + 5)
        #expect(live.flashing(at: raisedAt.addingTimeInterval(2)) && !live.flashing(at: raisedAt.addingTimeInterval(3)))
        let snoozedAt = start.addingTimeInterval(26 * 60)
        #expect(live.snooze(now: snoozedAt) == snoozedAt.addingTimeInterval(30 * 60))
        #expect(live.raised == nil)
        // Into an urgent low while snoozed: silent.
        live.take([reading(30, 52)])
        #expect(live.tick(now: start.addingTimeInterval(30 * 60), unit: .mgdl).isEmpty && live.raised == nil)
        // Two more presses: 90 minutes from the first.
        live.snooze(now: snoozedAt)
        #expect(live.snooze(now: snoozedAt) == snoozedAt.addingTimeInterval(90 * 60))
    }

    /// Presses of z add up, from the snooze under way, to at most 4 hours
    /// from the press: the fifth hour-long press adds nothing, and an hour
    /// on a press reaches 4 hours from then.
    @Test func snoozePressesAddUpToFourHoursAtMost() {
        var live = LiveStatus(alerts: AlertThresholds(), snoozeLength: 60 * 60)
        live.take([reading(0, 62)])
        #expect(live.tick(now: start, unit: .mgdl) == [.bell, .notify("LOW 62 mg/dL")])
        let presses = (1...5).map { _ in live.snooze(now: start) }
        #expect(presses == [1, 2, 3, 4, 4].map { start.addingTimeInterval(Double($0) * 3_600) })
        let later = start.addingTimeInterval(3_600)
        #expect(live.snooze(now: later) == later.addingTimeInterval(4 * 3_600))
    }

    @Test func withoutAlertNothingRings() {
        var live = LiveStatus()
        live.take([reading(0, 40)])
        #expect(live.tick(now: start, unit: .mgdl).isEmpty && live.snooze(now: start) == nil)
    }

    @Test func theLiveRowSaysTheGlucoseNowLoudestFirst() {
        var live = LiveStatus()
        live.take([reading(0, 70), reading(5, 62, trend: .fortyFiveDown)])
        var status = DeviceStatus()
        status.iob = .init(value: 1.25, time: start.addingTimeInterval(5 * 60))
        status.reservoir = .init(value: 80, time: start.addingTimeInterval(-30 * 60))
        live.deviceStatus = status
        let row = live.header(at: start.addingTimeInterval(9 * 60)).grid(width: 100, unit: .mgdl, glyphs: .unicode)
        let text = String(row.cells.map(\.symbol))
        #expect(text.hasPrefix(" 62 mg/dL ↘ -8/5 min  low  4 min ago   IOB 1.25 U   reservoir 80 U"))
        let value = row.cells[1]
        #expect(value.fg == .low && value.bold)
        // The old reservoir is muted.
        let reservoir = text.range(of: "reservoir")!.lowerBound.utf16Offset(in: text)
        #expect(row.cells[reservoir].fg == .muted)
        // At 40 columns the device words give way, whole.
        let narrow = String(live.header(at: start.addingTimeInterval(9 * 60)).grid(width: 40, unit: .mgdl, glyphs: .unicode)
            .cells.map(\.symbol))
        #expect(narrow == " 62 mg/dL ↘ -8/5 min  low  4 min ago    ")
    }

    @Test func staleDataIsSaidLoudlyAndTheValueQuietened() {
        var live = LiveStatus()
        live.take([reading(0, 120)])
        let row = live.header(at: start.addingTimeInterval(31 * 60)).grid(width: 60, unit: .mgdl, glyphs: .ascii)
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
