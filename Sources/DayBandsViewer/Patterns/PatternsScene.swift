import DayBandsChart
import DayBandsRecords
/// The patterns view's layers (`P`): the heat map of the page's days by
/// hour (`PatternMap`) and the sentences (`PatternSentences`), each
/// memoized on its inputs, never on the cursor; the cursor's cell and its
/// readout, made each frame. `mapPasses` counts the map's makings. It reads
/// nothing: the patterns are the model's (`ViewerModel.patterns`), read as an effect.
public final class PatternsScene {
    private var maps = LayerMemo<PatternMap>(capacity: 2)
    private var sentences = LayerMemo<PatternSentences>(capacity: 2)

    public init() {}

    public var mapPasses: Int { maps.misses }

    /// The screen of `patterns` with the cursor on `cell`; nil when the screen is too small for it.
    public func layers(of patterns: Patterns, cell: PatternCell, size: Size, unit: GlucoseUnit, calendar: DayCalendar,
                       style: RenderStyle) -> [LayerKind: Layer]? {
        let days = patterns.days
        let labelWidth = (days.map { calendar.dayText($0.day).terminalColumns }.max() ?? 0) + 1
        guard let layout = PatternLayout(size: size, dayCount: days.count, labelWidth: labelWidth),
              days.indices.contains(cell.day) else { return nil }
        let window = layout.window(cursor: cell.day, dayCount: days.count)
        let shown = days[window]
        let map = PatternMap(layout: layout, titles: Self.titles(patterns), labels: shown.map { calendar.dayText($0.day) },
                             ranges: shown.map { day in (0..<24).map { day.range(at: $0) } }, clockFormat: calendar.clockFormat,
                             unit: unit, style: style)
        let (grid, revision) = maps.revisedValue(for: map)
        var layers = [LayerKind.chart: Layer(origin: Point(x: 0, y: 0), grid: grid, revision: revision)]
        if let area = layout.sentences {
            let inputs = PatternSentences(patterns: patterns, unit: unit, calendar: calendar, size: Size(columns: area.width, rows: area.height))
            let (text, revision) = sentences.revisedValue(for: inputs)
            layers[.statistics] = Layer(origin: Point(x: area.x, y: area.y), grid: text, revision: revision)
        }
        let words = PatternWords(unit: unit, calendar: calendar, explain: false)
        let readout = PatternReadout(day: days[cell.day], hour: cell.hour, words: words)
        layers[.liveCallout] = Layer(origin: Point(x: 0, y: layout.readoutRow), grid: readout.grid(width: size.columns), revision: 0)
        if let point = layout.origin(of: cell, in: window) {
            // Reversed in the cursor's colour, the hour's shape kept; a fill reversed is blank, so solid.
            let range = days[cell.day].range(at: cell.hour)
            let shape = range == .inRange ? " " : PatternMap.cell(range, style: style).symbol
            let mark = CellGrid(size: Size(columns: layout.cellWidth, rows: 1), filling: Cell(shape, fg: .cursor, bold: true, reverse: true))
            layers[.cursor] = Layer(origin: point, grid: mark, revision: 0)
        }
        return layers
    }

    /// The title's forms, longest first.
    static func titles(_ patterns: Patterns) -> [String] {
        let days = patterns.days
        let counted = "\(patterns.daysWithData) of \(LocalDay.countText(days.count)) with data"
        let span = "\(days.first?.day.isoDate ?? "-") to \(days.last?.day.isoDate ?? "-")"
        return ["Lows and highs by hour of the day, \(span): \(counted)", "\(span): \(counted)", counted]
    }
}
