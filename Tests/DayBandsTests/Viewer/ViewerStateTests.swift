import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

struct ViewerStateTests {
    let timeline = TestData.sample
    let size = Size(columns: 100, rows: 30)

    func state(day: Int = 30, hour: Int = 12) -> ViewerState {
        ViewerState(selection: Selection(cursor: HourMark(dayIndex: day, hour: hour)), size: size)
    }

    func applying(_ events: [ViewerEvent], to start: ViewerState) -> ViewerState {
        var state = start
        for event in events { state.apply(event, in: timeline) }
        return state
    }

    @Test func opensOnTheLastDayOnItsNewestReading() {
        let state = ViewerState.opening(timeline, size: size)
        let newest = timeline.data.readings(in: timeline.days[30].interval).last!.time
        #expect(state.selection.cursor == HourMark(dayIndex: 30, hour: 23, instant: newest))
        #expect(ViewerState.opening(timeline, dayIndex: 3, hour: 7, size: size).selection.cursor == HourMark(dayIndex: 3, hour: 7))
    }

    @Test(arguments: [
        ([ViewerEvent.moveHour(-1)], 11), ([.moveHour(1), .moveHour(1)], 14), ([.firstHour], 0), ([.lastHour], 23),
        ([.firstHour, .moveHour(-1)], 0), ([.lastHour, .moveHour(1)], 23), ([.moveHour(-100)], 0),
    ])
    func hoursMoveAndClampToTheDay(events: [ViewerEvent], hour: Int) {
        #expect(applying(events, to: state()).selection.cursor.hour == hour)
    }

    @Test func daysBrowseKeepingTheHourAndStopAtTheEnds() {
        #expect(applying([.moveDay(-1)], to: state()).selection.cursor == HourMark(dayIndex: 29, hour: 12))
        #expect(applying([.moveDay(1)], to: state()).selection.cursor == HourMark(dayIndex: 30, hour: 12))
        #expect(applying([.moveDay(-1)], to: state(day: 0)).selection.cursor.dayIndex == 0)
    }

    @Test func theHourIsClampedOnAShorterDay() throws {
        let newYork = DayCalendar(timeZone: try #require(TimeZone(identifier: "America/New_York")))
        let spring = try #require(newYork.day(year: 2026, month: 3, day: 8))
        let readings = [GlucoseReading(time: spring.interval.start.addingTimeInterval(-3600), mgdl: 100),
                        GlucoseReading(time: spring.interval.start.addingTimeInterval(3600), mgdl: 100)]
        let timeline = try #require(Timeline(data: GlucoseData(readings: readings), calendar: newYork))
        var state = ViewerState(selection: Selection(cursor: HourMark(dayIndex: 0, hour: 23)), size: size)
        state.apply(.moveDay(1), in: timeline)
        #expect(state.selection.cursor == HourMark(dayIndex: 1, hour: 22))
    }

    @Test func enterPinsAndEnterOnThePinUnpins() {
        var state = applying([.togglePin], to: state())
        #expect(state.selection.pin == HourMark(dayIndex: 30, hour: 12))
        state = applying([.moveHour(2), .togglePin], to: state)
        #expect(state.selection.pin == HourMark(dayIndex: 30, hour: 14), "Enter elsewhere moves the pin")
        state = applying([.togglePin], to: state)
        #expect(state.selection.pin == nil)
    }

    @Test func escClearsThePinAndThePinSurvivesBrowsing() {
        var state = applying([.togglePin, .moveDay(-1), .moveDay(-1), .moveHour(3)], to: state())
        #expect(state.selection.pin == HourMark(dayIndex: 30, hour: 12))
        state = applying([.clearPin], to: state)
        #expect(state.selection.pin == nil)
    }

    @Test func aClickInThePlotPinsTheNearestHourAndAClickElsewhereDoesNothing() throws {
        let layout = try #require(ChartLayout(size: size))
        let axis = TimeAxis(day: timeline.days[30], columns: layout.plot.width)
        let x = layout.plot.x + axis.column(forHour: 7)
        var state = applying([.click(Point(x: x, y: 10))], to: state())
        #expect(state.selection.cursor.hour == 7)
        #expect(state.selection.pin == HourMark(dayIndex: 30, hour: 7))
        state = applying([.click(Point(x: x, y: 10))], to: state)
        #expect(state.selection.pin == HourMark(dayIndex: 30, hour: 7), "clicking the pin again keeps it")
        for outside in [Point(x: 1, y: 10), Point(x: 4, y: 10), Point(x: x, y: 0), Point(x: x, y: 28)] {
            #expect(applying([.click(outside)], to: state) == state, "\(outside) is outside the plot")
        }
    }

    @Test func helpClosesOnTheNextKeyWithoutActingOnEscOrQuestionMark() {
        let state = applying([.toggleHelp], to: state())
        #expect(state.helpVisible)
        let closedByQuestionMark = applying([.toggleHelp], to: state)
        #expect(!closedByQuestionMark.helpVisible, "? closes the help instead of opening it again")
        #expect(closedByQuestionMark.selection == state.selection)
        var help = applying([.togglePin, .toggleHelp], to: self.state())
        help = applying([.clearPin], to: help)
        #expect(!help.helpVisible)
        #expect(help.selection.pin != nil, "Esc closes help first")
        help = applying([.toggleHelp, .moveHour(1)], to: help)
        #expect(!help.helpVisible && help.selection.cursor.hour == 13)
        #expect(applying([.toggleHelp, .quit], to: self.state()).quitRequested)
        let closed = applying([.toggleHelp, .otherKey], to: self.state())
        #expect(!closed.helpVisible && closed.selection == self.state().selection, "an unbound key only closes the help")
    }

    @Test func resizeKeepsDaySelectionAndPin() {
        let before = applying([.togglePin, .moveHour(-3)], to: state())
        let after = applying([.resize(Size(columns: 30, rows: 8)), .resize(Size(columns: 120, rows: 40))], to: before)
        #expect(after.selection == before.selection)
        #expect(after.size == Size(columns: 120, rows: 40))
    }
}
