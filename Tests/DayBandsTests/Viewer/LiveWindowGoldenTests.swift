import Foundation
import Testing
@testable import DayBandsChart
@testable import DayBandsViewer

/// The live screen at 00:40 after a fall through the evening (`NightFall`),
/// with `--follow`: the glucose now in large digits (reversed: 50 is very
/// low) over the last 6 h (80 columns) or 12 h (120), labelled on through
/// midnight, the basal lane ending at now; at 40x12 the one live line.
struct LiveWindowGoldenTests {
    @Test(arguments: [(80, 24), (120, 40), (40, 12)])
    func theLiveWindowAcrossMidnight(columns: Int, rows: Int) throws {
        let model = NightFall.model(size: Size(columns: columns, rows: rows))
        let builder = SceneBuilder(settings: RenderSettings(calendar: NightFall.calendar))
        Snapshot.expect(ColorMap.golden(builder.scene(for: model).composed()), named: "live-2026-03-10-0040-\(columns)x\(rows)")
    }

    /// Whose glucose this is stays on the header when the window spans two
    /// days (its title at its longest): the forecast's name and the days
    /// give way, at 100 columns beside the extremes, at 40 without them.
    @Test(arguments: [(100, 30), (80, 24), (40, 12)])
    func theFollowedPersonsNameStaysOnTheHeader(columns: Int, rows: Int) throws {
        let model = NightFall.model(size: Size(columns: columns, rows: rows))
        let builder = SceneBuilder(settings: RenderSettings(calendar: NightFall.calendar, source: "Leo · LibreLinkUp"))
        let lines = builder.scene(for: model).composed().lines
        let header = try #require(lines.first { $0.hasPrefix(" last ") })
        #expect(header.contains("Leo · LibreLinkUp"), "\(header)")
        if columns >= 80 { #expect(header.contains("max 140"), "the extremes keep their place: \(header)") }
    }
}
