/// Where everything goes on a screen of a given size: the named rectangles of
/// the chart. The plot is the chart minus the axis labels and margins; marks are
/// drawn in plot coordinates, so this is also the one place that converts a
/// screen position (a mouse click) into the plot.
///
///     row 0           header
///     row 1           overview strip (one cell per day, over the plot's columns)
///     rows 2..<h-3    y labels | axis | plot            [| statistics panel]
///                     basal lane (0-3 rows), when the data has basal (`TherapyLanes`)
/// With a live row (the glucose now, `--follow`), it is on top and every row
/// but the status line moves down: one row, or from 24 rows the glucose in
/// large digits, 3 rows tall (5 from 40 rows, `liveRows`).
///     row h-3         dose lane (under the plot)
///                     event lane (0-1 row: carbs, targets, changes)
///     row h-2         hour labels
///     row h-1         status line
public struct ChartLayout: Hashable, Sendable {
    /// The smallest screen the chart is drawn on; below it a "too small" message.
    public static let minimumSize = Size(columns: 40, rows: 12)
    /// Width of the y labels (`420`, `23.3`) left of the axis column.
    public static let labelWidth = 4
    /// The statistics panel's box (`StatisticsPanel`): one width, so its
    /// figures line up at every screen size.
    public static let statisticsWidth = 36
    /// From this width the statistics panel is shown without being asked for.
    public static let sidePanelMinimumColumns = 130
    /// The narrowest plot beside the statistics panel (one column an hour);
    /// on a screen too narrow for it the panel goes over the plot instead.
    public static let minimumPlotColumns = 24

    public let screen: Rect
    /// The glucose now and the device status; empty without a live row.
    public let live: Rect
    public let header: Rect
    public let overview: Rect
    public let yLabels: Rect
    public let axisColumn: Int
    public let plot: Rect
    public let doseLane: Rect
    /// Under the plot, where the data has them and the screen has room (`TherapyLanes`).
    public let basalLane: Rect
    public let eventLane: Rect
    public let hourLabels: Rect
    public let status: Rect
    /// Where the statistics panel goes: beside the plot when `statisticsBeside`
    /// (the plot narrows to make room, so nothing selected is ever under it),
    /// else over the whole chart between header and status line, the panel at
    /// its right (over part of it, the labels at its edge would show cut).
    public let statistics: Rect
    public let statisticsBeside: Bool

    /// The layout for a screen size, or nil when the screen is below the minimum.
    /// `sidePanel` reserves room for the statistics panel when the plot beside
    /// it keeps `minimumPlotColumns`; `lanes` takes rows for the therapy lanes;
    /// `liveRow` puts the live row on top.
    public init?(size: Size, sidePanel: Bool = false, lanes: TherapyLanes = TherapyLanes(), liveRow: Bool = false) {
        guard size.columns >= Self.minimumSize.columns, size.rows >= Self.minimumSize.rows else { return nil }
        let top = liveRow ? Self.liveRows(screenRows: size.rows) : 0
        let plotTop = top + 2
        let laneRows = lanes.rows(plotRows: size.rows - 5 - top)
        let plotHeight = size.rows - 5 - top - laneRows.basal - laneRows.events
        let plotLeft = Self.labelWidth + 1
        let panelWidth = min(Self.statisticsWidth, size.columns)
        let besideRight = size.columns - panelWidth - 1
        statisticsBeside = sidePanel && besideRight - plotLeft >= Self.minimumPlotColumns
        let plotRight = statisticsBeside ? besideRight : size.columns - 1
        screen = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
        live = Rect(x: 0, y: 0, width: size.columns, height: top)
        header = Rect(x: 0, y: top, width: size.columns, height: 1)
        yLabels = Rect(x: 0, y: plotTop, width: Self.labelWidth, height: plotHeight)
        axisColumn = Self.labelWidth
        plot = Rect(x: plotLeft, y: plotTop, width: plotRight - plotLeft, height: plotHeight)
        overview = Rect(x: plotLeft, y: top + 1, width: plot.width, height: 1)
        basalLane = Rect(x: plotLeft, y: plot.bottom, width: plot.width, height: laneRows.basal)
        doseLane = Rect(x: plotLeft, y: basalLane.bottom, width: plot.width, height: 1)
        eventLane = Rect(x: plotLeft, y: doseLane.bottom, width: plot.width, height: laneRows.events)
        hourLabels = Rect(x: 0, y: eventLane.bottom, width: plotRight, height: 1)
        status = Rect(x: 0, y: size.rows - 1, width: size.columns, height: 1)
        statistics = statisticsBeside ? Rect(x: size.columns - panelWidth, y: top + 1, width: panelWidth, height: size.rows - 2 - top)
            : Rect(x: 0, y: top + 1, width: size.columns, height: size.rows - 2 - top)
    }

    /// The live area's rows on a screen: where it has 24 rows or more, the
    /// glucose now is drawn in large digits 3 rows tall, 5 from 40 rows; one line below.
    public static func liveRows(screenRows rows: Int) -> Int {
        rows >= 40 ? 5 : rows >= 24 ? 3 : 1
    }

    /// The layout of one small chart of the week view, `size` its cells: a
    /// title row, then the plot with its value labels; under the week's
    /// last chart the hour labels (`hourLabels`). It has no overview strip,
    /// dose lane, status line or statistics panel (empty rectangles).
    public init(tile size: Size, hourLabels hasHourLabels: Bool) {
        let plotLeft = Self.labelWidth + 1
        let plotHeight = size.rows - 1 - (hasHourLabels ? 1 : 0)
        screen = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
        live = Rect(x: 0, y: 0, width: size.columns, height: 0)
        header = Rect(x: 0, y: 0, width: size.columns, height: 1)
        yLabels = Rect(x: 0, y: 1, width: Self.labelWidth, height: plotHeight)
        axisColumn = Self.labelWidth
        plot = Rect(x: plotLeft, y: 1, width: size.columns - 1 - plotLeft, height: plotHeight)
        overview = Rect(x: plotLeft, y: 1, width: plot.width, height: 0)
        doseLane = Rect(x: plotLeft, y: plot.bottom, width: plot.width, height: 0)
        basalLane = doseLane
        eventLane = doseLane
        hourLabels = Rect(x: 0, y: plot.bottom, width: size.columns - 1, height: hasHourLabels ? 1 : 0)
        status = Rect(x: 0, y: size.rows, width: size.columns, height: 0)
        statistics = Rect(x: size.columns, y: 1, width: 0, height: 0)
        statisticsBeside = false
    }

    /// A screen position in plot coordinates (origin at the plot's top-left), or
    /// nil when it is outside the plot: a click on a label selects nothing.
    public func plotPoint(fromScreen point: Point) -> Point? {
        guard plot.contains(point) else { return nil }
        return Point(x: point.x - plot.x, y: point.y - plot.y)
    }
}
