import DayBandsRecords
import Foundation

/// What the selection layers need from a chart layer (a day, or the profile).
public protocol PlotChart: Sendable {
    var layout: ChartLayout { get }
    var timeAxis: TimeAxis { get }
    var valueAxis: ValueAxis { get }
    var grid: CellGrid { get }
    /// Per plot column, the plot rows (0 = top) its curve occupies; nil where
    /// none passes. Callouts are placed off it.
    var curveRows: [ClosedRange<Int>?] { get }
    /// Screen rectangles of the labels inside the plot (the day's max and min)
    /// that callouts must leave visible.
    var plotLabels: [Rect] { get }
}

/// The chart layer of one day at one size: header, axes, the banded area, the
/// day's extremes and the dose lane. It is built when the day, the size, the
/// unit, the band scale or the style changes, and at no other time; the cursor
/// and callouts are separate layers above it.
public struct DayChart: PlotChart {
    public let layout: ChartLayout
    public let timeAxis: TimeAxis
    public let valueAxis: ValueAxis
    public private(set) var grid: CellGrid
    public private(set) var curveRows: [ClosedRange<Int>?] = []
    public private(set) var plotLabels: [Rect] = []
    /// The day's basal rates, made once with the chart: its lane draws them
    /// and the callouts of its hours read them (`HourWindow`).
    public private(set) var basal: [BasalSegment] = []

    /// Some data and how it is drawn: the settings are held whole, one
    /// value (`RenderSettings`), their parts read through.
    public struct Context: Sendable {
        public var data: GlucoseData
        public var settings: RenderSettings

        public init(data: GlucoseData, settings: RenderSettings) {
            self.data = data
            self.settings = settings
        }

        public init(data: GlucoseData, calendar: DayCalendar, scale: BandScale = .standard,
                    unit: GlucoseUnit = .mgdl, style: RenderStyle = RenderStyle(), source: String? = nil) {
            self.init(data: data, settings: RenderSettings(calendar: calendar, scale: scale, unit: unit, style: style, source: source))
        }

        public var calendar: DayCalendar {
            get { settings.calendar }
            set { settings.calendar = newValue }
        }
        public var scale: BandScale {
            get { settings.scale }
            set { settings.scale = newValue }
        }
        public var unit: GlucoseUnit {
            get { settings.unit }
            set { settings.unit = newValue }
        }
        public var style: RenderStyle {
            get { settings.style }
            set { settings.style = newValue }
        }
        public var source: String? {
            get { settings.source }
            set { settings.source = newValue }
        }
    }

    /// `range` names the days that can be browsed (`2026-10-01 to 2026-10-31`);
    /// the header shows it where there is room. A `tile` (a small chart of
    /// the week view, whose header names the week and the unit) is titled
    /// with its weekday and date only. `delivered`: where what the pump
    /// delivered ends (now, on the day that holds it): the basal lane stops there.
    public init(day: LocalDay, dayNumber: Int, dayCount: Int, range: String? = nil, tile: Bool = false,
                delivered: Date? = nil, layout: ChartLayout, context: Context) {
        let title = Self.title(of: day, calendar: context.calendar)
        self.init(interval: day.interval, title: tile ? title : "\(title)  day \(dayNumber) of \(dayCount)  \(context.unit.label)",
                  range: range, empty: "no readings on this day", delivered: delivered, layout: layout, context: context)
    }

    /// The live window's chart (`LiveWindow`): the same chart over the
    /// window's instants, titled with its length, forecast and days, the
    /// forecast drawn ahead of the newest reading (`ForecastMarks`).
    public init(live interval: DateInterval, hours: Int, forecast: GlucoseForecast? = nil, delivered: Date?,
                layout: ChartLayout, context: Context) {
        let title = Self.liveHeaderTitle(interval, hours: hours, forecast: forecast?.name, width: layout.header.width, context: context)
        self.init(interval: interval, title: title,
                  range: nil, empty: "no readings in the last \(hours) h", delivered: delivered, layout: layout, context: context)
        if let forecast {
            ForecastMarks(timeAxis: timeAxis, valueAxis: valueAxis, plot: layout.plot, glyphs: context.style.glyphs)
                .draw(forecast, into: &grid)
        }
    }

    private init(interval: DateInterval, title: String, range: String?, empty: String, delivered: Date?,
                 layout: ChartLayout, context: Context) {
        self.layout = layout
        timeAxis = TimeAxis(interval: interval, columns: layout.plot.width)
        valueAxis = ValueAxis(scale: context.scale, rows: layout.plot.height)
        grid = CellGrid(size: layout.screen.size)
        let readings = context.data.readings(in: interval)
        let extremes = DayExtremes(readings)

        drawHeader(title: title, range: range, extremes: extremes, context: context)
        ChartAxes.drawValueLabels(into: &grid, layout: layout, valueAxis: valueAxis, context: context)
        let envelopes = ColumnEnvelope.envelopes(of: context.data, on: timeAxis)
        let raster = AreaRaster(valueAxis: valueAxis, style: context.style)
        raster.draw(envelopes, into: &grid, plot: layout.plot)
        curveRows = envelopes.map { $0.map(raster.lineRows(of:)) }
        plotLabels = DomainMarks(valueAxis: valueAxis, timeAxis: timeAxis, style: context.style, unit: context.unit)
            .draw(envelopes, readings: readings, into: &grid, plot: layout.plot)
        if readings.isEmpty {
            grid.write(empty, x: layout.plot.x + max(0, (layout.plot.width - empty.terminalColumns) / 2),
                       y: layout.plot.y + layout.plot.height / 2, fg: .muted)
        } else {
            drawExtremes(extremes, envelopes: envelopes, unit: context.unit)
        }
        if layout.doseLane.height > 0 {
            drawDoses(context.data.doses(in: interval), style: context.style)
        }
        drawTherapy(in: interval, delivered: delivered, context: context)
        if layout.hourLabels.height > 0 {
            ChartAxes.drawHourLabels(into: &grid, layout: layout, timeAxis: timeAxis, calendar: context.calendar)
        }
    }

    /// Title, then the day's extremes, then where the data comes from, then
    /// the browsable range, each only where the header still has room (left
    /// out whole, never cut). The source is text from outside: escaped and
    /// shortened first.
    private mutating func drawHeader(title: String, range: String?, extremes: DayExtremes?, context: Context) {
        grid.write(title, x: 0, y: layout.header.y, fg: .title, bold: true)
        var end = layout.header.right
        if let extremes {
            let summary = Self.extremesText(extremes, context: context)
            let x = layout.header.right - summary.terminalColumns
            if x > title.terminalColumns + 1 {
                grid.write(summary, x: x, y: layout.header.y, fg: .text)
                end = x
            }
        }
        var used = title.terminalColumns
        // Each after its gap, with a space left before the extremes.
        let pieces = [context.source.map { (gap: 2, text: PrintableText.escaped($0, limit: Self.sourceLimit), ink: Ink.text) },
                      range.map { (gap: 1, text: "(\($0))", ink: Ink.muted) }]
        for case let piece? in pieces where used + piece.gap + piece.text.terminalColumns + 1 <= end {
            grid.write(piece.text, x: used + piece.gap, y: layout.header.y, fg: piece.ink)
            used += piece.gap + piece.text.terminalColumns
        }
    }

    /// The header's `max 140 at 18:45  min 50 at 00:40 `.
    static func extremesText(_ extremes: DayExtremes, context: Context) -> String {
        let unit = context.unit
        return "max \(unit.format(extremes.max)) at \(context.calendar.clockText(extremes.max.time))"
            + "  min \(unit.format(extremes.min)) at \(context.calendar.clockText(extremes.min.time)) "
    }

    /// `max` and `min` next to their readings (`ExtremeLabels`), `min`
    /// first: the day's lowest value is the one that must stay findable. A
    /// min that is a low, or under the floor, has its value on the floor row
    /// already (`DomainMarks`), in the low's style: a second label would
    /// only cover its wash.
    private mutating func drawExtremes(_ extremes: DayExtremes?, envelopes: [ColumnEnvelope?], unit: GlucoseUnit) {
        guard let extremes else { return }
        let ceiling = valueAxis.scale.ceiling
        let marked = DomainMarks.lowCell(value: extremes.min.mgdl, scale: valueAxis.scale, glyphs: .unicode) != nil
        let named = (marked ? [] : [("min", extremes.min)]) + [("max", extremes.max)]
        let labels = named.compactMap { name, reading -> ExtremeLabels.Label? in
            guard let column = timeAxis.column(for: reading.time) else { return nil }
            let point = Point(x: column, y: valueAxis.row(forLevel: max(1, valueAxis.level(for: reading.mgdl))))
            var run = column...column
            if reading.mgdl > ceiling {
                // The clipped run it is in: where the curve leaves the plot.
                func clipped(_ x: Int) -> Bool { envelopes.indices.contains(x) && (envelopes[x]?.high ?? 0) > ceiling }
                while clipped(run.lowerBound - 1) { run = (run.lowerBound - 1)...run.upperBound }
                while clipped(run.upperBound + 1) { run = run.lowerBound...(run.upperBound + 1) }
            }
            return ExtremeLabels.Label(text: "\(name) \(unit.format(reading))", isMax: name == "max", point: point,
                                       columns: run)
        }
        let tops = envelopes.map { $0.map { max(1, valueAxis.level(for: $0.high)) } }
        plotLabels += ExtremeLabels(plot: layout.plot, tops: tops).draw(labels, into: &grid)
    }

    /// The basal lane and the event lane, where the layout gives them rows.
    /// The basal rates end where delivery does (now): a profile's schedule
    /// ahead of now was not delivered, and is not drawn as if it were.
    private mutating func drawTherapy(in interval: DateInterval, delivered: Date?, context: Context) {
        let therapy = context.data.therapy.around(interval)
        let end = min(interval.end, max(interval.start, delivered ?? interval.end))
        if !therapy.basal.isEmpty || !therapy.schedules.isEmpty {
            basal = BasalTimeline(therapy).segments(in: DateInterval(start: interval.start, end: end))
        }
        guard layout.basalLane.height > 0 || layout.eventLane.height > 0 else { return }
        let labels = Rect(x: layout.yLabels.x, y: layout.basalLane.y, width: layout.yLabels.width, height: layout.basalLane.height)
        BasalLane(rect: layout.basalLane, labels: labels, timeAxis: timeAxis, style: context.style)
            .draw(basal, into: &grid)
        EventLane(rect: layout.eventLane, timeAxis: timeAxis, style: context.style, unit: context.unit)
            .draw(carbs: context.data.carbs(in: interval), targets: therapy.targetSpans(in: interval),
                  marks: therapy.marks, into: &grid)
    }

    /// One fixed-size marker per dose column under the plot, a person's
    /// (with the units beside it where the lane has room before the next
    /// marker) over a loop's automatic ones, which are quieter and unlabelled.
    private mutating func drawDoses(_ doses: ArraySlice<InsulinDose>, style: RenderStyle) {
        var unitsByColumn: [Int: Double] = [:]
        var automaticColumns = Set<Int>()
        for dose in doses {
            guard let column = timeAxis.column(for: dose.time) else { continue }
            if dose.automatic { automaticColumns.insert(column) } else { unitsByColumn[column, default: 0] += dose.units }
        }
        let lane = layout.doseLane
        for column in automaticColumns.subtracting(unitsByColumn.keys) {
            grid.set(lane.x + column, lane.y, Cell(style.glyphs.autoDoseMarker, fg: .autoDose))
        }
        let columns = unitsByColumn.keys.sorted()
        for (index, column) in columns.enumerated() {
            grid.set(lane.x + column, lane.y, Cell(style.glyphs.doseMarker, fg: .dose, bold: true))
            let label = Self.unitsText(unitsByColumn[column]!) + "U"
            let limit = index + 1 < columns.count ? columns[index + 1] - 1 : lane.width
            if column + 1 + label.terminalColumns <= limit {
                grid.write(label, x: lane.x + column + 1, y: lane.y, fg: .dose)
            }
        }
    }

    /// A basal rate as shown: to hundredths where it has them (`0.85`, `1.2`, `0`).
    public static func rateText(_ unitsPerHour: Double) -> String {
        guard abs(unitsPerHour) < 1e13 else { return NumberText.whole(unitsPerHour) }
        let hundredths = (unitsPerHour * 100).rounded() / 100
        if hundredths == (hundredths * 10).rounded() / 10 { return unitsText(hundredths) }
        return String(format: "%.2f", hundredths)
    }

    /// Insulin units as shown: `4`, `4.5`.
    public static func unitsText(_ units: Double) -> String {
        // From 1e15 on a Double has no tenths left (and ×10 could overflow).
        guard abs(units) < 1e15 else { return NumberText.whole(units) }
        let tenths = (units * 10).rounded() / 10
        return tenths == tenths.rounded() ? NumberText.whole(tenths) : String(format: "%.1f", tenths)
    }

}

/// The highest and lowest reading of a day (the first of equals).
package struct DayExtremes {
    package let max: GlucoseReading
    package let min: GlucoseReading

    package init?(_ readings: ArraySlice<GlucoseReading>) {
        guard let first = readings.first else { return nil }
        var high = first
        var low = first
        for reading in readings {
            if reading.mgdl > high.mgdl { high = reading }
            if reading.mgdl < low.mgdl { low = reading }
        }
        max = high
        min = low
    }
}
