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
}
