import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsChart
@testable import DayBandsViewer

/// `Fuzz/regressions/treatments/huge-insulin-in-the-dose-label.json`: a dose
/// of 1e20 U once trapped the dose label (found when the fuzz targets began
/// drawing what they read). Whether the reader keeps or skips it, the screen
/// is drawn, and a dose label is shown whole or not at all.
struct HugeDoseScreenTests {
    @Test func aHugeDoseIsDrawnWithoutTrapping() throws {
        let report = try Regression.read("treatments/huge-insulin-in-the-dose-label.json")
        let day = try #require(TestData.utc.day(year: 2026, month: 10, day: 1))
        let readings = stride(from: 0.0, to: 86_400, by: 300).map {
            GlucoseReading(time: day.interval.start.addingTimeInterval($0), mgdl: 120)
        }
        let data = report.data.merged(with: GlucoseData(readings: readings))
        let timeline = try #require(Timeline(data: data, calendar: TestData.utc))
        let builder = SceneBuilder(settings: RenderSettings(calendar: TestData.utc))
        for hour in [8, 12] {
            let model = ViewerModel(page: timeline, state: ViewerState.opening(timeline, dayIndex: 0, hour: hour, size: Size(columns: 80, rows: 24)))
            let screen = builder.scene(for: model).composed().lines.joined(separator: "\n")
            #expect(screen.contains("◆4U"), "the ordinary dose is labelled")
            let huge = "100000000000000000000"
            let digits = screen.components(separatedBy: CharacterSet.decimalDigits.inverted).filter { $0.count > 10 }
            #expect(digits.allSatisfy { $0 == huge }, "a long number is whole or absent: \(digits)")
        }
    }
}
