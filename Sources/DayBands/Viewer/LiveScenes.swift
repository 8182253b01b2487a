import Foundation

/// The viewer's scenes while following a live site, whose timeline grows.
/// `SceneBuilder` holds one timeline and caches the open day's chart; this
/// swaps in a builder over the longer timeline only when the new data shows
/// in the chart or the figures (the cursor's or the pin's day, the day count,
/// the profile of all days, the statistics panel), so new readings on a day
/// not shown cost no chart pass. It also puts the stale-data notice on the
/// status line, in place of the key hints.
public final class LiveScenes {
    /// The newest timeline: the one events are applied in.
    public private(set) var timeline: Timeline
    private var builder: SceneBuilder
    /// The earliest instant of data the builder does not have yet.
    private var pendingSince: Date?
    /// Chart passes of the builders replaced, so revisions keep counting up.
    private var retiredPasses = 0
    /// Said on the status line while set (`StaleDataNotice`).
    public var notice: String?

    public init(builder: SceneBuilder) {
        self.builder = builder
        timeline = builder.timeline
    }

    /// Chart layers built so far, over all builders.
    public var chartPasses: Int { retiredPasses + builder.chartPasses }

    /// Adds newly arrived data; the cursor and the pin stay where they are
    /// (days are only ever added after the existing ones).
    public func append(_ data: GlucoseData) {
        let merged = timeline.data.merged(with: data)
        guard merged.readings.count != timeline.data.readings.count || merged.doses.count != timeline.data.doses.count,
              let grown = Timeline(data: merged, calendar: timeline.calendar),
              let earliest = (data.readings.map(\.time) + data.doses.map(\.time)).min()
        else { return }
        timeline = grown
        pendingSince = min(pendingSince ?? earliest, earliest)
    }

    public func scene(for state: ViewerState) -> Scene {
        if let since = pendingSince, shows(since, in: state) {
            retiredPasses += builder.chartPasses
            var context = builder.context
            context.data = timeline.data
            builder = SceneBuilder(timeline: timeline, context: context)
            pendingSince = nil
        }
        var scene = builder.scene(for: state)
        scene.layers[.chart]?.revision = chartPasses
        // A date prompt or a notice of the viewer's own comes first.
        if let notice, state.dateEntry == nil, state.notice == nil, let status = scene.layers[.status] {
            scene.layers[.status]?.grid = Self.statusGrid(status.grid, notice: notice)
        }
        return scene
    }

    /// Whether data from `since` on changes what the state shows. A day's
    /// chart joins readings up to `ColumnEnvelope.maximumJoin` past its end.
    private func shows(_ since: Date, in state: ViewerState) -> Bool {
        if timeline.days.count != builder.timeline.days.count || state.mode == .profile || state.statisticsVisible {
            return true
        }
        let shown = [state.selection.cursor.dayIndex] + (state.selection.pin.map { [$0.dayIndex] } ?? [])
        return shown.contains { timeline.days[$0].interval.end.addingTimeInterval(ColumnEnvelope.maximumJoin) > since }
    }

    /// The status line with the notice over the key hints, left of the pin's text.
    static func statusGrid(_ grid: CellGrid, notice: String) -> CellGrid {
        let width = grid.size.columns
        let pinStart = (0..<width).first { grid[$0, 0]?.fg == .pin } ?? width
        var result = grid
        for x in 0..<pinStart { result.set(x, 0, Cell(" ", fg: .muted)) }
        result.write(String(" \(notice)".prefix(max(0, pinStart - 1))), x: 0, y: 0, fg: .text, bold: true)
        return result
    }
}
