import Foundation
import Testing
@testable import DayBandsChart
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
}
