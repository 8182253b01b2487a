import Foundation
import Testing
@testable import DayBandsChart
@testable import DayBandsViewer

/// The live window is a chart like a day's: the cursor moving through it,
/// across midnight, makes no chart pass; the clock makes one only when now
/// enters the next column.
extension LayeringTests {
    @Test(arguments: [Size(columns: 40, rows: 12), Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)])
    func aCursorStepInTheLiveWindowMakesNoChartPass(size: Size) throws {
        var model = NightFall.model(size: size)
        let builder = SceneBuilder(settings: RenderSettings(calendar: NightFall.calendar))
        let chart = try #require(builder.scene(for: model).layers[.chart])
        var columns = Set<Int>()
        for event in Array(repeating: ViewerEvent.moveHour(-1), count: 8) + Array(repeating: .moveReading(1), count: 30)
            + [.togglePin, .moveHour(-2), .firstHour, .lastHour] {
            _ = model.update(.event(event))
            let scene = builder.scene(for: model)
            #expect(scene.layers[.chart] == chart)
            if let cursor = scene.layers[.cursor] { columns.insert(cursor.origin.x) }
        }
        #expect(builder.chartPasses == 1 && columns.count > 8, "the cursor moved through midnight: \(columns.sorted())")
        #expect(builder.lives.misses == 1, "the live area, made once: the clock did not move")
        #expect(model.state.liveWindow != nil)
        // A tick inside now's column keeps the chart; the next column makes
        // one pass. Now's column ends the forecast's room (whole columns) before the window does.
        let perColumn = try #require(builder.chart(for: model)).timeAxis.span(ofColumn: 0).duration
        let window = try #require(model.state.liveWindow)
        #expect(window.ahead == 1800, "AR2's half hour")
        let end = try #require(model.state.liveInterval(in: model.page)).end
            .addingTimeInterval(-(window.ahead / perColumn).rounded(.up) * perColumn)
        _ = model.update(.tick(end.addingTimeInterval(-1)))
        _ = builder.scene(for: model)
        #expect(builder.chartPasses == 1)
        _ = model.update(.tick(end.addingTimeInterval(perColumn / 2)))
        _ = builder.scene(for: model)
        #expect(builder.chartPasses == 2)
    }
}
