import DayBandsChart
import DayBandsRecords
import Foundation

/// The week view's scene: the same layering as the day view. The chart layer
/// (`WeekChart`) is built when the page, the week, the size or the settings change;
/// the highlighted day's mark, the cursor's guide through every small chart,
/// the pin's guide and the callout for the highlighted day are layers above
/// it, so moving the cursor or the highlight never redraws a small chart.
extension SceneBuilder {
    /// The week's chart layer, made only for inputs not seen lately, and its revision.
    func weekChart(days: Range<Int>, size: Size) -> (chart: Revised<WeekChart>, treatments: Bool)? {
        guard let layout = WeekLayout(size: size, dayCount: timeline.days.count) else { return nil }
        let inputs = ChartInputs(view: .week(page, days: days, layout: layout), size: size, layout: nil, content: [],
                                 settings: settings)
        let made = charts.revisedValue(for: inputs)
        guard case .week(let chart, let treatments) = made.value else { return nil }
        return (Revised(value: chart, revision: made.revision), treatments)
    }

    func weekScene(for state: ViewerState) -> Scene {
        var scene = Scene(size: state.size)
        guard let days = state.weekDays(in: timeline), let (revised, treatments) = weekChart(days: days, size: state.size)
        else {
            scene.layers[.message] = Self.tooSmall(state.size)
            return scene
        }
        let week = revised.value, glyphs = settings.style.glyphs
        let index = state.selection.cursor.dayIndex - days.lowerBound
        scene.layers[.chart] = Layer(origin: Point(x: 0, y: 0), grid: week.grid, revision: revised.revision)
        scene.layers[.highlight] = highlightLayer(index, of: week)

        let cursor = HourWindow(state.selection.cursor, in: timeline)
        let pin = state.selection.pin.flatMap { HourWindow(pinned: $0, in: timeline) }
        let plot = week.plot(index)
        let role: Callout.Role = pin.map { .liveBesidePin($0.reading) } ?? .live
        let callout = Self.hasCalloutBoxes(screen: state.size, plotWidth: plot.width)
            ? weekCallouts.value(for: WeekCalloutInputs(
                box: boxes.revised(for: CalloutBox(shown: .hour(cursor, role: role, treatments: treatments, loop: nil), settings: settings)),
                mark: cursor.mark, index: index, week: revised))
            : nil
        scene.layers[.liveCallout] = callout
        scene.layers[.status] = statusLayer(state: state, area: week.layout.status, boxes: callout != nil,
                                            cursor: cursor, pin: pin)
        scene.layers[.cursor] = weekGuide(at: state.selection.cursor, of: revised)
        if let pin, days.contains(pin.mark.dayIndex) {
            let pinIndex = pin.mark.dayIndex - days.lowerBound
            let chart = week.tiles[pinIndex]
            let x = chart.layout.plot.x + chart.timeAxis.column(for: pin.mark)
            scene.layers[.pinGuide] = Layer(
                origin: Point(x: x, y: week.plot(pinIndex).top),
                grid: HourGuide.layer(column: x, readingRow: Self.readingRow(pin.reading?.mgdl, chart: chart), chart: chart,
                                      guide: glyphs.pinGuide, foot: glyphs.pinFoot, point: glyphs.point, ink: .pin,
                                      lineInk: .pin),
                revision: 0)
        }
        if state.helpVisible {
            scene.layers[.help] = HelpOverlay.layer(screen: state.size, settings: settings, top: state.helpTop)
        }
        return scene
    }

    /// The highlighted day's title, marked and in the cursor's colour.
    private func highlightLayer(_ index: Int, of week: WeekChart) -> Layer {
        let title = DayChart.title(of: timeline.days[week.days.lowerBound + index], calendar: settings.calendar)
        var grid = CellGrid(size: Size(columns: title.terminalColumns, rows: 1))
        grid.write(title, x: 0, y: 0, fg: .cursor, bold: true)
        grid.set(0, 0, Cell(settings.style.glyphs == .unicode ? "▶" : ">", fg: .cursor, bold: true))
        return Layer(origin: week.layout.tiles[index].origin, grid: grid, revision: 0)
    }

    /// One guide at the cursor's hour (`WeekGuideInputs`) through every small chart.
    private func weekGuide(at cursor: HourMark, of week: Revised<WeekChart>) -> Layer? {
        weekGuides.value(for: WeekGuideInputs(week: week, page: page, hour: cursor.hour, offset: cursor.instant.map {
            $0.timeIntervalSince(timeline.days[cursor.dayIndex].interval.start)
        }, glyphs: settings.style.glyphs))
    }
}

/// The cursor's hour, and its moment into the day when it is on a reading,
/// on a week's chart: one guide through every small chart (and the blank
/// cells of the titles between them), each chart's reading there marked; a
/// chart whose day is shorter has none. The cells beside the guide are the
/// chart's own, so the layer can be wider than a column on a week with a
/// daylight-saving day.
struct WeekGuideInputs: LayerInputs {
    var week: Revised<WeekChart>
    var page: Revised<Timeline>
    var hour: Int
    var offset: TimeInterval?
    var glyphs: GlyphSet

    func make() -> Layer? {
        let week = week.value, timeline = page.value
        let marks: [HourMark?] = week.tiles.enumerated().map { index, chart in
            let dayIndex = week.days.lowerBound + index, day = timeline.days[dayIndex]
            guard let offset else { return hour < day.hourCount ? HourMark(dayIndex: dayIndex, hour: hour) : nil }
            return offset < day.interval.duration
                ? HourMark(dayIndex: dayIndex, instant: day.interval.start.addingTimeInterval(offset), on: day) : nil
        }
        let columns = zip(week.tiles, marks).map { chart, mark in
            mark.map { chart.layout.plot.x + chart.timeAxis.column(for: $0) }
        }
        guard let left = columns.compactMap({ $0 }).min(), let right = columns.compactMap({ $0 }).max() else { return nil }
        let top = week.plot(0).top
        var grid = CellGrid(size: Size(columns: right - left + 1, rows: week.plot(week.tiles.count - 1).bottom - top))
        for y in 0..<grid.size.rows {
            for x in 0..<grid.size.columns { grid.set(x, y, week.grid[left + x, top + y] ?? .blank) }
        }
        for (index, chart) in week.tiles.enumerated() {
            guard let x = columns[index], let mark = marks[index] else { continue }
            let window = HourWindow(mark, in: timeline)
            let column = HourGuide.layer(column: x, readingRow: SceneBuilder.readingRow(window.reading?.mgdl, chart: chart),
                                         chart: chart, guide: glyphs.cursorGuide, foot: glyphs.cursorFoot,
                                         point: glyphs.point, ink: .cursor, lineInk: .text)
            grid.draw(column, at: Point(x: x - left, y: week.plot(index).top - top))
            let titleRow = week.layout.tiles[index].y - top
            // Through a title only between its phrases, never between the words of one.
            if index > 0, (x - 1...x + 1).allSatisfy({ (week.grid[$0, top + titleRow]?.symbol ?? " ") == " " }) {
                grid.set(x - left, titleRow, Cell(glyphs.cursorGuide, fg: .text))
            }
        }
        return Layer(origin: Point(x: left, y: top), grid: grid, revision: 0)
    }

}

/// The highlighted day's callout (the pin's day, if another, is on the
/// status line): beside the guide in that day's own rows (its plot and
/// the title row between its phrases), placed as the day view places it,
/// where it covers none of the day's curve and no title or label (a
/// number half covered would be a number cut); never in another day's
/// rows. Where the day's rows have no such place (a plot of a few rows
/// has its curve in most of them) it is nil, and its lines go to the
/// status line as on a small screen.
struct WeekCalloutInputs: LayerInputs {
    var box: Revised<CellGrid>
    var mark: HourMark
    var index: Int
    var week: Revised<WeekChart>

    func make() -> Layer? {
        let week = week.value, grid = box.value, size = grid.size
        let chart = week.tiles[index]
        let x = week.plot(index).x + chart.timeAxis.column(for: mark)
        let placement = CalloutPlacement(chart: chart, at: week.layout.tiles[index].origin, rowsAbove: 1, labels: week.labels)
        let origin = placement.origin(of: size, besideColumn: x)
        let box = Rect(x: origin.x, y: origin.y, width: size.columns, height: size.rows)
        let area = placement.area
        let inside = box.right <= area.right && box.bottom <= area.bottom
        let clear = !placement.labels.contains(where: box.intersects) && !placement.covers(curveIn: box)
        return inside && clear ? Layer(origin: origin, grid: grid, revision: 0) : nil
    }
}
