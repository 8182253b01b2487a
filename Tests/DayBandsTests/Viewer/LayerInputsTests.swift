import Foundation
import Testing
@testable import DayBandsChart
@testable import DayBandsRecords
@testable import DayBandsViewer

/// Each layer is a function of its inputs: a builder that has drawn other
/// states draws a model.state as a fresh builder does, whatever came before.
struct LayerInputsTests {
    let timeline = TestData.sample

    func builder() -> SceneBuilder {
        SceneBuilder(settings: RenderSettings(calendar: timeline.calendar))
    }

    /// At 90x30 with a pin, `s` puts the panel beside a plot too narrow for
    /// the callouts: their lines go to the status line at once (the cursor's
    /// readout), not at the next key.
    @Test func theStatusLineShowsTheReadoutAsSoonAsTheCalloutsGo() throws {
        let builder = builder()
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, dayIndex: 11, hour: 8, size: Size(columns: 90, rows: 30)))
        _ = model.update(.event(.togglePin))
        _ = model.update(.event(.moveHour(3)))
        let boxed = builder.scene(for: model)
        #expect(boxed.layers[.liveCallout] != nil && boxed.layers[.pinCallout] != nil)
        _ = model.update(.event(.toggleStatistics))
        let narrow = builder.scene(for: model)
        #expect(narrow.layers[.liveCallout] == nil && narrow.layers[.pinCallout] == nil, "the plot is too narrow for boxes")
        let status = try #require(narrow.layers[.status]).grid.line(0)
        let fresh = try #require(self.builder().scene(for: model).layers[.status]).grid.line(0)
        #expect(status == fresh, "stale: \(status)\nfresh: \(fresh)")
        #expect(status.hasPrefix(" 11:00"), "the cursor's readout: \(status)")
    }

    /// Every key a user may press, in turn, on a pinned day at three sizes:
    /// each screen is the one a fresh builder draws for that model, the
    /// cursor's box in the place it kept among them: the place is the
    /// model's (`ViewerMessage.drawn`), so a frame is a function of the model alone.
    @Test(arguments: [Size(columns: 90, rows: 30), Size(columns: 140, rows: 40), Size(columns: 60, rows: 20)])
    func everyScreenIsTheOneAFreshBuilderDraws(size: Size) {
        let builder = builder()
        var model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, dayIndex: 11, hour: 8, size: size))
        let events: [ViewerEvent] = [
            .togglePin, .moveHour(3), .toggleStatistics, .moveHour(1), .toggleStatistics, .toggleOverlay, .moveDay(-1),
            .toggleUnit, .moveReading(1), .toggleProfile, .moveHour(2), .toggleProfile, .toggleWeek, .moveHour(-4),
            .toggleStatistics, .toggleWeek, .toggleHelp, .moveHour(1), .clearPin, .moveHour(1), .toggleUnit,
            .resize(Size(columns: size.columns + 30, rows: size.rows)), .moveHour(1), .resize(size), .lastDay,
        ]
        _ = model.update(.drawn(builder.scene(for: model).calloutPlace))
        var kept = 0
        for event in events {
            let before = model.calloutPlace
            _ = model.update(.event(event))
            let drawnScene = builder.scene(for: model), freshScene = self.builder().scene(for: model)
            #expect(drawnScene.calloutPlace == freshScene.calloutPlace, "after \(event)")
            if let place = drawnScene.calloutPlace, place.origin == before?.origin { kept += 1 }
            _ = model.update(.drawn(drawnScene.calloutPlace))
            let drawn = drawnScene.composed(), fresh = freshScene.composed()
            let same = drawn == fresh
            #expect(same, "after \(event):\n\(drawn.lines.joined(separator: "\n"))\nfresh:\n\(fresh.lines.joined(separator: "\n"))")
        }
        if size.columns >= 90 { #expect(kept > 0, "some step kept the box where it was") }
    }

    /// A day's chart is drawn from its key (`DayContent`) alone, so what it
    /// reads of the page before its day is in the key: a dose in the 00:00
    /// callout's window gives the callouts a treatments row, and a profile
    /// switch days before sets the basal lane. Drawn from the key, the chart
    /// is the one drawn from the whole page.
    @Test func whatADaysChartReadsBeforeItsDayIsInItsKey() throws {
        let day = TestData.day.interval
        let readings = TestData.readings { 100 + Double($0 % 90) }
        let schedule = BasalSchedule(validFrom: day.start.addingTimeInterval(-10 * 86_400), name: "A", isDefault: true, zone: "UTC",
                                     rates: [BasalSchedule.Rate(seconds: 0, unitsPerHour: 1)])
        func data(dose: Bool, percent: Double) -> GlucoseData {
            let switched = BasalEvent(time: day.start.addingTimeInterval(-3 * 86_400), duration: 0, kind: .profileSwitch, value: percent,
                                      profile: "A")
            return GlucoseData(readings: readings, doses: dose ? [InsulinDose(time: day.start.addingTimeInterval(-20 * 60), units: 2)] : [],
                               therapy: TherapyRecords(basal: [switched], schedules: [schedule]))
        }
        let plain = data(dose: false, percent: 100), dosed = data(dose: true, percent: 100)
        #expect(DayContent(day, in: plain) != DayContent(day, in: dosed), "the dose before midnight is in the key")
        #expect(DayContent(day, in: plain) != DayContent(day, in: data(dose: false, percent: 150)), "so is the switch three days before")
        let settings = RenderSettings(calendar: TestData.utc)
        for data in [plain, dosed, data(dose: true, percent: 150)] {
            let layout = try #require(ChartLayout(size: Size(columns: 120, rows: 40), lanes: TherapyLanes(data)))
            let inputs = ChartInputs(view: .day(TestData.day, number: 1, count: 1, range: "r"), size: Size(columns: 120, rows: 40),
                                     layout: layout, content: [DayContent(day, in: data)], settings: settings)
            guard case .plot(let chart, let treatments, _) = inputs.make() else { Issue.record("a day's chart"); continue }
            let whole = DayChart(day: TestData.day, dayNumber: 1, dayCount: 1, range: "r", layout: layout,
                                 context: DayChart.Context(data: data, settings: settings))
            #expect(chart.grid == whole.grid, "\(chart.grid.lines.joined(separator: "\n"))\nfrom the page:\n\(whole.grid.lines.joined(separator: "\n"))")
            #expect(treatments == !data.doses.isEmpty, "the callouts' treatments row")
        }
    }
}
