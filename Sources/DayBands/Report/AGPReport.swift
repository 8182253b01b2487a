/// The one-page AGP summary for a clinic visit, laid out as one grid of cells
/// that prints as text or draws as SVG: a title, the profile (AGP) of the days
/// with the statistics panel beside it (the consensus metrics, each with its
/// target, a missed one marked `!`), then every day's chart as a small tile,
/// a week to a row. Every part is the viewer's own chart layer, built by the
/// same `SceneBuilder`, so the report and the screen cannot disagree.
public struct AGPReport {
    /// The profile block: tall enough for every row of the statistics panel.
    static let profileRows = 40
    /// One day's tile (40 columns is the chart's minimum width) and the gap after it.
    static let tile = Size(columns: 41, rows: 14)
    static let tilesPerRow = 7
    static let gap = 1

    public let page: CellGrid

    public init(timeline: Timeline, context: DayChart.Context, unit: GlucoseUnit) {
        let columns = Self.tilesPerRow * (Self.tile.columns + Self.gap) - Self.gap
        let tileRows = (timeline.days.count + Self.tilesPerRow - 1) / Self.tilesPerRow
        let profileTop = 2
        let tilesTop = profileTop + Self.profileRows + 2
        var page = CellGrid(size: Size(columns: columns, rows: tilesTop + tileRows * (Self.tile.rows + Self.gap)))

        let first = timeline.days[0], last = timeline.days[timeline.days.count - 1]
        let count = LocalDay.countText(timeline.days.count)
        page.write("Ambulatory Glucose Profile  \(first.isoDate) to \(last.isoDate) (\(count))  \(unit.label)",
                   x: 1, y: 0, fg: .title, bold: true)

        let builder = SceneBuilder(timeline: timeline, context: context)
        var profile = ViewerState.opening(timeline, size: Size(columns: columns, rows: Self.profileRows))
        profile.unit = unit
        // As the key does: the cursor's hour is brought within the profile's 24 (a 25-hour last day has 25).
        profile.apply(.toggleProfile, in: timeline)
        profile.statisticsChoice = true
        let profileScene = builder.scene(for: profile)
        for kind in [LayerKind.chart, .statistics] {
            if let layer = profileScene.layers[kind] {
                page.draw(layer.grid, at: Point(x: layer.origin.x, y: profileTop + layer.origin.y))
            }
        }

        page.write("daily profiles", x: 1, y: tilesTop - 1, fg: .title, bold: true)
        for index in timeline.days.indices {
            var day = ViewerState.opening(timeline, dayIndex: index, size: Self.tile)
            day.unit = unit
            guard let chart = builder.scene(for: day).layers[.chart] else { continue }
            let origin = Point(x: (index % Self.tilesPerRow) * (Self.tile.columns + Self.gap) + chart.origin.x,
                               y: tilesTop + (index / Self.tilesPerRow) * (Self.tile.rows + Self.gap) + chart.origin.y)
            page.draw(chart.grid, at: origin)
        }
        self.page = page
    }
}
