import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources
@testable import DayBandsChart
@testable import DayBandsLive
@testable import DayBandsViewer

/// The list of people `--follow` opens: worst first, a failing site never
/// shown as fine, the cursor kept on its person, Enter opening them, alerts
/// naming the person; a row at 40 and at 200 columns.
@Suite struct PeopleModelTests {
    let now = Date(timeIntervalSince1970: 1_773_489_600)
    let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)

    /// A person whose readings end `minutesAgo` before now at `mgdl`, the one before 5 minutes earlier at `before`.
    func person(_ name: String, _ mgdl: Double?, before: Double? = nil, minutesAgo: Double = 2,
                unreachable: Bool = false, alerts: Bool = false) -> (FollowedPerson, LiveRead) {
        var readings: [GlucoseReading] = []
        if let mgdl {
            let newest = now.addingTimeInterval(-minutesAgo * 60)
            if let before { readings.append(GlucoseReading(time: newest.addingTimeInterval(-300), mgdl: before)) }
            readings.append(GlucoseReading(time: newest, mgdl: mgdl, trend: .singleDown))
        }
        let site: SiteContact = unreachable ? .unreachable(since: now.addingTimeInterval(-600), reason: "connection refused") : .answering
        let read = LiveRead(readings: readings.isEmpty ? nil : GlucoseData(readings: readings), site: site, notice: nil)
        return (FollowedPerson(name: name, live: LiveStatus(alerts: alerts ? AlertThresholds() : nil)), read)
    }

    func model(_ entries: [(FollowedPerson, LiveRead)], columns: Int = 100) -> PeopleModel {
        var model = PeopleModel(people: entries.map(\.0), size: Size(columns: columns, rows: 20), unit: .mgdl, calendar: utc, now: now)
        for (index, entry) in entries.enumerated() { _ = model.update(.read(person: index, entry.1)) }
        _ = model.update(.tick(now))
        return model
    }

    @Test func worstFirstAndAFailingSiteIsNeverFine() {
        let list = model([
            person("InRange", 120),
            person("Low", 69),
            person("UrgentLow54", 54),
            person("High", 250),
            person("UrgentHigh", 251),
            person("Old", 120, minutesAgo: 15),
            person("Failing", 110, unreachable: true),
            person("FailingUrgent", 53, unreachable: true),
            person("Nothing", nil, unreachable: true),
            person("Fresh14", 120, minutesAgo: 14.9),
            person("UrgentLow40", 40),
        ])
        // 54 is a low, not an urgent one; of urgent lows the lower first; a
        // reading 15 minutes old is stale; a site that fails with a fresh
        // in-range value ranks stale, with an urgent low it still leads.
        #expect(list.order.map { list.people[$0].name } == [
            "UrgentLow40", "FailingUrgent", "UrgentHigh", "Old", "Failing", "Nothing",
            "UrgentLow54", "Low", "High", "InRange", "Fresh14",
        ])
        #expect(list.people[6].level(at: now) == .stale && list.people[0].level(at: now) == .inRange)
    }

    @Test func theCursorStaysOnItsPersonAndEnterOpensThem() {
        var list = model([person("Mia", 120), person("Leo", 60), person("Ana", 200)])
        #expect(list.order == [1, 2, 0] && list.selected == 1, "the top row's until a key moves it")
        _ = list.update(.event(.moveDay(1)))
        #expect(list.selected == 2)
        _ = list.update(.event(.moveDay(5)))
        #expect(list.selected == 0, "held at the last row")
        // Ana falls below Mia: the cursor stays on Mia, now the second row.
        _ = list.update(.read(person: 2, LiveRead(readings: GlucoseData(readings: [GlucoseReading(time: now, mgdl: 100)]), notice: nil)))
        #expect(list.order == [1, 0, 2] && list.selected == 0)
        #expect(list.update(.event(.togglePin)) == [.open(0)])
        var empty = model([person("Dead", nil, unreachable: true)])
        #expect(empty.update(.event(.togglePin)).isEmpty && empty.notice == "Dead: no readings yet, nothing to open")
        _ = empty.update(.event(.moveDay(1)))
        #expect(empty.notice == nil, "until the next key")
        _ = list.update(.event(.quit))
        #expect(list.quitRequested)
    }

    /// Enter starts making the person's screen and the list goes on: the
    /// status line says whose days are read; Enter again asks nothing more;
    /// Esc gives up (a screen made after that is not shown); the screen
    /// shown ends the reading.
    @Test func enterReadsThePersonWhileTheListGoesOn() {
        var list = model([person("Mia", 120), person("Leo", 60)])
        #expect(list.update(.event(.togglePin)) == [.open(1)] && list.opening == 1)
        var scene = PeopleScene(glyphs: .unicode)
        let status = scene.scene(for: list).layers[.status]!.grid.lines.joined()
        #expect(status.hasPrefix(" Leo: reading their days, Esc gives up  "), "\(status)")
        _ = list.update(.event(.moveDay(1)))
        #expect(list.update(.event(.togglePin)).isEmpty && list.opening == 1, "one screen at a time")
        _ = list.update(.event(.clearPin))
        #expect(list.opening == nil)
        #expect(list.update(.event(.togglePin)) == [.open(0)] && list.opening == 0)
        _ = list.update(.shown(0))
        #expect(list.opening == nil && list.shown == 0)
    }

    /// Esc gives up waiting, not the read: Enter on the same person while
    /// their days are still read waits for that read; once it ended, Enter
    /// reads them anew.
    @Test func enterAgainWaitsForTheReadGivenUp() {
        var list = model([person("Mia", 120), person("Leo", 60)])
        #expect(list.update(.event(.togglePin)) == [.open(1)] && list.reading == [1])
        _ = list.update(.event(.clearPin))
        #expect(list.opening == nil && list.reading == [1], "Esc leaves the read under way")
        #expect(list.update(.event(.togglePin)).isEmpty && list.opening == 1, "no second read of Leo's days")
        _ = list.update(.made(person: 1))
        #expect(list.reading.isEmpty && list.opening == 1)
        _ = list.update(.shown(1))
        _ = list.update(.shown(nil))
        #expect(list.update(.event(.togglePin)) == [.open(1)] && list.reading == [1], "a read that ended is made anew")
    }

    /// A person's screen opened from the list: Esc clears a pin first, then
    /// asks for the list; opened alone, Esc only clears the pin.
    @Test func escapeGoesBackToTheListOnceNoPinIsSet() {
        let timeline = TestData.sample
        var state = ViewerState.opening(timeline, size: Size(columns: 80, rows: 24))
        state.listed = true
        state.apply(.togglePin, in: timeline)
        state.apply(.clearPin, in: timeline)
        #expect(state.selection.pin == nil && !state.backRequested)
        state.apply(.clearPin, in: timeline)
        #expect(state.backRequested && !state.quitRequested)
        var alone = ViewerState.opening(timeline, size: Size(columns: 80, rows: 24))
        alone.apply(.clearPin, in: timeline)
        #expect(!alone.backRequested)
    }

    @Test func eachAlertNamesItsPersonWithOneBell() {
        var list = model([person("Mia", 120, alerts: true), person("Leo", 120, alerts: true)])
        _ = list.update(.read(person: 0, LiveRead(readings: GlucoseData(readings: [GlucoseReading(time: now, mgdl: 50)]), notice: nil)))
        _ = list.update(.read(person: 1, LiveRead(readings: GlucoseData(readings: [GlucoseReading(time: now, mgdl: 300)]), notice: nil)))
        let effects = list.update(.tick(now.addingTimeInterval(1)))
        #expect(effects == [.alarm(.bell), .alarm(.notify("Mia: URGENT LOW 50 mg/dL")), .alarm(.notify("Leo: HIGH 300 mg/dL"))])
    }

    @Test func whileAPersonsScreenIsShownTheOthersStillRingAndTheirsIsTheScreens() {
        var list = model([person("Mia", 120, alerts: true), person("Leo", 120, alerts: true)])
        _ = list.update(.shown(1))
        _ = list.update(.read(person: 0, LiveRead(readings: GlucoseData(readings: [GlucoseReading(time: now, mgdl: 50)]), notice: nil)))
        _ = list.update(.read(person: 1, LiveRead(readings: GlucoseData(readings: [GlucoseReading(time: now, mgdl: 52)]), notice: nil)))
        #expect(list.update(.tick(now.addingTimeInterval(1))) == [.alarm(.bell), .alarm(.notify("Mia: URGENT LOW 50 mg/dL"))])
        // Leo's alert was kept in step, unrung: back in the list it repeats on its own time, not at once.
        _ = list.update(.shown(nil))
        #expect(list.update(.tick(now.addingTimeInterval(2))).isEmpty)
        #expect(list.people[1].level(at: now) == .urgentLow && list.order.first == 0)
    }

    @Test func anotherPersonsAlertIsSaidOnTheScreenShown() {
        var model = NightFall.model()
        _ = model.update(.elsewhere("Mia: URGENT LOW 50 mg/dL"))
        #expect(model.state.notice == "Mia: URGENT LOW 50 mg/dL")
        _ = model.update(.event(.moveHour(-1)))
        #expect(model.state.notice == nil, "a key clears it, as any notice")
    }

    func rowText(_ entry: (FollowedPerson, LiveRead), status: DeviceStatus? = nil, width: Int) -> String {
        var (person, read) = entry
        read.deviceStatus = status
        person.take(read)
        let row = PersonRow(person: person, at: now, unit: .mgdl, glyphs: .unicode, calendar: utc, nameWidth: 5, selected: false)
        let grid = row.grid(width: width)
        #expect(grid.size.columns == width)
        return grid.line(0)
    }

    @Test func aRowAt200And40Columns() {
        var status = DeviceStatus()
        status.iob = .init(value: 1.35, time: now.addingTimeInterval(-60))
        status.cob = .init(value: 20, time: now.addingTimeInterval(-60))
        var falling = person("Leo", 62, before: 65)
        // Three hours of readings every 15 minutes, for the sparkline: 120 down to 62.
        falling.1.readings = GlucoseData(readings: (0..<11).map { step in
            GlucoseReading(time: now.addingTimeInterval(Double(-165 + step * 15) * 60 - 120), mgdl: 120 - Double(step) * 5)
        } + falling.1.readings!.readings)
        let wide = rowText(falling, status: status, width: 200)
        #expect(wide.hasPrefix(" Leo     62 mg/dL ↓  low  -3/5 min  2 min ago  IOB 1.35 U  COB 20 g   "))
        // From 40 to 300 mg/dL in eighths: 100 to 120 the third, 62 to 95 the second.
        #expect(wide.contains("   ▃▃▃▃▃▂▂▂▂▂▂▂ "), "120 to 62, one column each 15 minutes: \(wide)")
        let narrow = rowText(falling, status: status, width: 40)
        // The sparkline goes first, then COB and IOB, the change and the age
        // shortened; what fits again comes back (COB's short form, to the last column); the range's word stays.
        #expect(narrow == " Leo     62 mg/dL ↓  low  -3  2m  COB 20", "\(narrow)")
        // An unreachable site stays said at 40 columns, the glucose too.
        let failing = rowText(person("Mia", 120, unreachable: true), width: 40)
        #expect(failing.contains("Mia") && failing.contains("120") && failing.contains("unreachable"), "\(failing)")
    }
}
