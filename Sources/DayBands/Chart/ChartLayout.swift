/// Where everything goes on a screen of a given size: the named rectangles of
/// the chart. The plot is the chart minus the axis labels and margins; marks are
/// drawn in plot coordinates, so this is also the one place that converts a
/// screen position (a mouse click) into the plot.
///
///     row 0           header
///     rows 1..<h-3    y labels | axis | plot
///     row h-3         dose lane (under the plot)
///     row h-2         hour labels
///     row h-1         status line
public struct ChartLayout: Hashable, Sendable {
    /// The smallest screen the chart is drawn on; below it a "too small" message.
    public static let minimumSize = Size(columns: 40, rows: 12)
    /// Width of the y labels (`420`, `23.3`) left of the axis column.
    public static let labelWidth = 4

    public let screen: Rect
    public let header: Rect
    public let yLabels: Rect
    public let axisColumn: Int
    public let plot: Rect
    public let doseLane: Rect
    public let hourLabels: Rect
    public let status: Rect

    /// The layout for a screen size, or nil when the screen is below the minimum.
    public init?(size: Size) {
        guard size.columns >= Self.minimumSize.columns, size.rows >= Self.minimumSize.rows else { return nil }
        let plotTop = 1
        let plotHeight = size.rows - 4
        screen = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
        header = Rect(x: 0, y: 0, width: size.columns, height: 1)
        yLabels = Rect(x: 0, y: plotTop, width: Self.labelWidth, height: plotHeight)
        axisColumn = Self.labelWidth
        let plotLeft = Self.labelWidth + 1
        plot = Rect(x: plotLeft, y: plotTop, width: size.columns - plotLeft - 1, height: plotHeight)
        doseLane = Rect(x: plotLeft, y: plot.bottom, width: plot.width, height: 1)
        hourLabels = Rect(x: 0, y: plot.bottom + 1, width: size.columns, height: 1)
        status = Rect(x: 0, y: size.rows - 1, width: size.columns, height: 1)
    }

    /// A screen position in plot coordinates (origin at the plot's top-left), or
    /// nil when it is outside the plot: a click on a label selects nothing.
    public func plotPoint(fromScreen point: Point) -> Point? {
        guard plot.contains(point) else { return nil }
        return Point(x: point.x - plot.x, y: point.y - plot.y)
    }
}
