import DayBandsChart
import DayBandsRecords
/// The year view's layers: the calendar (`YearChart`, memoized on its
/// inputs, never on the cursor), the cursor's cell and its readout. Moving
/// the cursor within the window makes only the two small layers again;
/// `chartPasses` counts the calendar's makings. It reads nothing: the
/// months' figures are the model's (`ViewerModel.year`), read as effects.
public final class YearScene {
    private var chartMemo = LayerMemo<YearChart>(capacity: 2)

    public init() {}

    public var chartPasses: Int { chartMemo.misses }

    /// The months the screen of `size` shows with the cursor on `cursor`: those the figures are needed of.
    public static func months(size: Size, cursor: LocalDay, rows: [YearRow]) -> [YearMonth] {
        YearLayout(size: size).window(cursor: YearMonth(cursor), rows: rows).compactMap(\.month)
    }

    /// The screen of `summaries` with the cursor on `cursor` (held to the
    /// data's days), figures in `unit`; nil when the data holds no day.
    public func layers(of summaries: YearSummaries, size: Size, cursor: LocalDay, unit: GlucoseUnit,
                       style: RenderStyle) -> [LayerKind: Layer]? {
        guard let first = summaries.first, let last = summaries.last else { return nil }
        let layout = YearLayout(size: size)
        let window = layout.window(cursor: YearMonth(cursor), rows: summaries.rows)
        let found = summaries.figures(of: window.compactMap(\.month))
        let chart = YearChart(layout: layout, window: window, figures: window.map { $0.month.flatMap { found[$0] } }, first: first,
                              last: last, unit: unit, style: style)
        let (grid, revision) = chartMemo.revisedValue(for: chart)
        var layers = [LayerKind.chart: Layer(origin: Point(x: 0, y: 0), grid: grid, revision: revision)]
        let figures = found[YearMonth(cursor)]
        let day = figures?.day(cursor.day)
        let inData = cursor.isoDate >= first.isoDate && cursor.isoDate <= last.isoDate
        let readout = YearReadout(day: cursor, figures: inData ? day : nil, inData: inData,
                                  inEmptyYear: summaries.isInEmptyYear(cursor),
                                  weekday: summaries.calendar.weekday(of: cursor), unit: unit, width: size.columns)
        layers[.liveCallout] = Layer(origin: Point(x: 0, y: YearLayout.readoutRow), grid: readout.grid(), revision: 0)
        if let point = layout.cell(of: cursor, in: window) {
            let cell = day.map { $0.quality.cell(glyphs: style.glyphs) } ?? Cell(style.glyphs.noData, fg: .muted)
            var mark = CellGrid(size: Size(columns: 1, rows: 1))
            mark.set(0, 0, OverviewStrip.currentDay(cell, style: style))
            layers[.cursor] = Layer(origin: point, grid: mark, revision: 0)
        }
        return layers
    }
}
