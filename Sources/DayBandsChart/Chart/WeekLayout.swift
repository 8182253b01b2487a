/// Where the week view's parts go on a screen: a header row, then one small
/// chart per day stacked oldest first (each a title row over a plot of at
/// least `minimumPlotRows`, on the day view's columns), the hour labels under
/// the last, and the status line.
///
///     row 0                 header (the week, the unit)
///     rows 1...             per day: title (weekday, date, extremes), plot rows
///     under the last plot   hour labels
///     row h-1               status line
///
/// A screen too short for seven charts shows as many days as fit (the header
/// says so) rather than plots too flat to read.
public struct WeekLayout: Hashable, Sendable {
    /// Days in a week.
    public static let days = 7
    /// The flattest plot a small chart is drawn with (16 levels of a reading).
    public static let minimumPlotRows = 2

    public let screen: Rect
    public let header: Rect
    /// Each shown day's chart, top to bottom: its title row and plot (the
    /// last one also its hour labels).
    public let tiles: [Rect]
    public let status: Rect
    /// How many days the screen has room for, up to a week: fewer than
    /// `days` when the screen is too short (whatever the data holds).
    public let fitting: Int

    /// The layout for a screen size showing up to `dayCount` days, or nil
    /// below the chart's minimum size.
    public init?(size: Size, dayCount: Int) {
        guard size.columns >= ChartLayout.minimumSize.columns, size.rows >= ChartLayout.minimumSize.rows,
              dayCount > 0
        else { return nil }
        // Header, hour labels and status line around the stack.
        let stackRows = size.rows - 3
        let plotRows = max(Self.minimumPlotRows, stackRows / Self.days - 1)
        fitting = min(Self.days, stackRows / (plotRows + 1))
        let count = min(fitting, dayCount)
        screen = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
        header = Rect(x: 0, y: 0, width: size.columns, height: 1)
        tiles = (0..<count).map { index in
            Rect(x: 0, y: 1 + index * (plotRows + 1), width: size.columns, height: plotRows + 1 + (index == count - 1 ? 1 : 0))
        }
        status = Rect(x: 0, y: size.rows - 1, width: size.columns, height: 1)
    }

    /// The layout of the `index`th chart, in its own cells.
    public func tileLayout(_ index: Int) -> ChartLayout {
        ChartLayout(tile: tiles[index].size, hourLabels: index == tiles.count - 1)
    }

    /// The chart a screen position falls in, or nil.
    public func tile(atScreen point: Point) -> Int? {
        tiles.firstIndex { $0.contains(point) }
    }
}
