/// Turns viewer states into scenes. It keeps the chart layer of the current
/// day and size and rebuilds it only when the day, the size or the chart's
/// context changes; `chartPasses` counts those rebuilds, so tests can prove that
/// moving the cursor never causes one.
public final class SceneBuilder {
    public let timeline: Timeline
    public private(set) var context: DayChart.Context
    public private(set) var chartPasses = 0
    private var chart: (key: ChartKey, chart: DayChart)?

    private struct ChartKey: Equatable {
        var dayIndex: Int
        var size: Size
    }

    public init(timeline: Timeline, context: DayChart.Context) {
        self.timeline = timeline
        self.context = context
    }

    /// Changes the unit, scale or style; the chart is rebuilt on the next scene.
    public func update(context: DayChart.Context) {
        self.context = context
        chart = nil
    }

    /// The chart layer for a day and size, from the cache when it is there.
    public func chart(dayIndex: Int, size: Size) -> DayChart? {
        guard let layout = ChartLayout(size: size) else { return nil }
        let key = ChartKey(dayIndex: dayIndex, size: size)
        if let chart, chart.key == key { return chart.chart }
        let built = DayChart(day: timeline.days[dayIndex], dayNumber: dayIndex + 1, dayCount: timeline.days.count,
                             layout: layout, context: context)
        chartPasses += 1
        chart = (key, built)
        return built
    }

    public func scene(for state: ViewerState) -> Scene {
        if state.unit != context.unit {
            var context = context
            context.unit = state.unit
            update(context: context)
        }
        var scene = Scene(size: state.size)
        guard let chart = chart(dayIndex: state.selection.cursor.dayIndex, size: state.size) else {
            scene.layers[.message] = Self.tooSmall(state.size)
            return scene
        }
        let layout = chart.layout
        let glyphs = context.style.glyphs
        scene.layers[.chart] = Layer(origin: .init(x: 0, y: 0), grid: chart.grid, revision: chartPasses)

        let cursor = HourWindow(state.selection.cursor, in: timeline)
        let pin = state.selection.pin.map { HourWindow($0, in: timeline) }
        scene.layers[.status] = Layer(
            origin: layout.status.origin,
            grid: StatusLine.grid(width: layout.status.width, pin: pin, cursor: cursor, context: context, timeline: timeline),
            revision: 0)

        if let pin, pin.mark.dayIndex == cursor.mark.dayIndex {
            let x = guideColumn(pin, chart: chart)
            scene.layers[.pinGuide] = Layer(
                origin: Point(x: x, y: layout.plot.top),
                grid: HourGuide.layer(column: x, readingRow: readingRow(pin, chart: chart), chart: chart,
                                      guide: glyphs.pinGuide, foot: glyphs.cursorFoot, point: glyphs.point, ink: .pin,
                                      lineInk: .pin),
                revision: 0)
            scene.layers[.pinCallout] = Layer(
                origin: Callout.origin(besideColumn: x, slot: 1, layout: layout),
                grid: Callout(pin, role: .pinned, context: context).grid, revision: 0)
        }
        let x = guideColumn(cursor, chart: chart)
        scene.layers[.cursor] = Layer(
            origin: Point(x: x, y: layout.plot.top),
            grid: HourGuide.layer(column: x, readingRow: readingRow(cursor, chart: chart), chart: chart,
                                  guide: glyphs.cursorGuide, foot: glyphs.cursorFoot, point: glyphs.point, ink: .cursor,
                                  lineInk: .text),
            revision: 0)
        scene.layers[.liveCallout] = Layer(
            origin: Callout.origin(besideColumn: x, slot: 0, layout: layout),
            grid: Callout(cursor, role: .live(pinned: pin?.reading), context: context).grid, revision: 0)

        if state.helpVisible {
            scene.layers[.help] = HelpOverlay.layer(screen: state.size, glyphs: glyphs)
        }
        return scene
    }

    /// The screen column of an hour's guide.
    private func guideColumn(_ window: HourWindow, chart: DayChart) -> Int {
        chart.layout.plot.x + chart.timeAxis.column(forHour: window.mark.hour)
    }

    /// The guide row (from the plot top) where the hour's reading sits.
    private func readingRow(_ window: HourWindow, chart: DayChart) -> Int? {
        window.reading.map { chart.valueAxis.row(forLevel: max(1, chart.valueAxis.level(for: $0.mgdl))) }
    }

    static func tooSmall(_ size: Size) -> Layer {
        let minimum = ChartLayout.minimumSize
        let words = "terminal too small: \(size.columns)x\(size.rows), needs \(minimum.columns)x\(minimum.rows)"
        var grid = CellGrid(size: size)
        var lines: [String] = []
        var current = ""
        for word in words.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > size.columns {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        lines.append(current)
        let top = max(0, (size.rows - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            grid.write(line, x: max(0, (size.columns - line.count) / 2), y: top + index, fg: .text, bold: true)
        }
        return Layer(origin: Point(x: 0, y: 0), grid: grid, revision: 0)
    }
}
