import DayBandsChart
import DayBandsRecords
import Foundation

// What the layers above a chart are made from, each a function of its
// inputs alone (`LayerInputs`); the chart they lie on is carried by its revision.

/// A callout's box: what it says of the hour (or of the profile's hour) and how.
struct CalloutBox: LayerInputs, Hashable {
    enum Shown: Hashable {
        /// `treatments`: whether the day's callouts have a row for insulin or carbs; `loop`: what the loop said at the hour.
        case hour(HourWindow, role: Callout.Role, treatments: Bool, loop: LoopHour?)
        case profile(AmbulatoryProfile.Bucket, hour: Int)
    }

    var shown: Shown
    var settings: RenderSettings

    func make() -> CellGrid {
        let context = DayChart.Context(settings: settings)
        return switch shown {
        case .hour(let window, let role, let treatments, let loop):
            Callout(window, role: role, treatments: treatments, loop: loop, context: context).grid
        case .profile(let bucket, let hour): Callout(bucket, hour: hour, context: context).grid
        }
    }
}

/// A callout's box placed beside column `x` of its chart, clear of the
/// pin's box; `ahead`: the side a box placed anew leads the moving cursor on
/// (`CalloutPlacement.Choice`).
struct PlacedCallout: LayerInputs {
    var box: Revised<CellGrid>
    var placement: Revised<CalloutPlacement>
    var x: Int
    var avoiding: [Rect]
    var ahead: CalloutPlacement.Side?

    func make() -> Layer {
        Layer(origin: placement.value.origin(of: box.value.size, besideColumn: x, avoiding: avoiding, ahead: ahead),
              grid: box.value, revision: 0)
    }
}

/// The cursor's guide column, cut from the chart (and the overlay, where it lies).
struct GuideInputs: LayerInputs {
    var chart: Revised<any PlotChart>
    var x: Int
    var readingRow: Int?
    var overlay: Revised<Layer>?
    var glyphs: GlyphSet

    func make() -> Layer {
        let grid = HourGuide.layer(column: x, readingRow: readingRow, chart: chart.value, overlay: overlay?.value,
                                   guide: glyphs.cursorGuide, foot: glyphs.cursorFoot, point: glyphs.point,
                                   ink: .cursor, lineInk: .text, stem: HourGuide.cursorStem)
        return Layer(origin: Point(x: x, y: chart.value.layout.plot.top), grid: grid, revision: 0)
    }
}

/// Another day's curve over the chart: the chart, the day, and the page holding that day's data.
struct OverlayInputs: LayerInputs {
    var chart: Revised<any PlotChart>
    var dayIndex: Int
    var page: Revised<Timeline>
    var style: RenderStyle

    /// Nil when the page holds no such day.
    func make() -> Layer? {
        guard let held = page.value.day(at: dayIndex) else { return nil }
        let chart = chart.value
        let envelopes = DayOverlay.envelopes(of: held.data, from: held.day, on: chart.timeAxis, calendar: page.value.calendar)
        return Layer(origin: chart.layout.plot.origin, grid: DayOverlay.grid(over: chart, envelopes: envelopes, style: style),
                     revision: 0)
    }
}

/// The live area: the glucose now and the device status at the clock (its
/// age), its size and how it is drawn. A cursor step changes none of them.
struct LiveInputs: LayerInputs, Hashable {
    var header: LiveHeader
    var size: Size
    var unit: GlucoseUnit
    var glyphs: GlyphSet

    func make() -> CellGrid { header.grid(size: size, unit: unit, glyphs: glyphs) }
}

/// The overview strip: its days around the cursor, their classes (`StripDays`), the days it can show, the glyphs.
struct OverviewInputs: LayerInputs, Hashable {
    var strip: OverviewStrip
    var quality: [DayQuality?]
    var days: [LocalDay]
    var style: RenderStyle

    func make() -> CellGrid { strip.grid(quality: quality, days: days, style: style) }
}

/// The statistics panel of a day and its page's window.
struct StatisticsInputs: LayerInputs {
    var dayIndex: Int
    var page: Revised<Timeline>
    var layout: ChartLayout
    var settings: RenderSettings

    func make() -> CellGrid {
        let timeline = page.value
        let panel = StatisticsPanel.grid(day: timeline.days[dayIndex], window: timeline.days,
                                         context: DayChart.Context(data: timeline.data, settings: settings),
                                         height: layout.statistics.height)
        // Over the chart the layer is wider than the panel, which sits at its right.
        var grid = CellGrid(size: layout.statistics.size)
        grid.draw(panel, at: Point(x: layout.statistics.width - panel.size.columns, y: 0))
        return grid
    }
}

extension DayChart.Context {
    /// The settings alone, for a layer that reads no data (a callout's box,
    /// the status line): it finds none there, never another page's.
    init(settings: RenderSettings) {
        self.init(data: GlucoseData(readings: []), settings: settings)
    }
}
