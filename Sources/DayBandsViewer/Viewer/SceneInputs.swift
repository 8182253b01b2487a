import DayBandsChart
import DayBandsRecords
import Foundation

/// What a day's chart (or the live window's) draws of the data: the
/// readings of its instants (with those its curve joins to across its
/// ends), doses, carbs and their series. Two are equal when the chart
/// would be: a live feed's reading on another day leaves this one's
/// equal, and its chart kept.
struct DayContent: Hashable {
    var interval: DateInterval
    var readings: ArraySlice<GlucoseReading>
    var doses: ArraySlice<InsulinDose>
    var carbs: ArraySlice<CarbEntry>
    var series: [GlucoseSeries]
    /// The basal events of the day and the one before it (a temp still
    /// running at midnight), its targets and changes, and the profiles
    /// known: slices, so a frame compares them without copying.
    var basal: ArraySlice<BasalEvent>
    var targets: ArraySlice<TempTarget>
    var marks: ArraySlice<TherapyMark>
    var schedules: Int

    init(_ interval: DateInterval, in data: GlucoseData) {
        self.interval = interval
        readings = data.readings(in: DateInterval(start: interval.start.addingTimeInterval(-Cadence.longestJoin),
                                                  end: interval.end.addingTimeInterval(Cadence.longestJoin)))
        doses = data.doses(in: interval)
        carbs = data.carbs(in: interval)
        series = data.series
        let therapy = data.therapy, from = interval.start.addingTimeInterval(-86_400), end = interval.end
        basal = therapy.basal[therapy.basal.partitionIndex { $0.time >= from }..<therapy.basal.partitionIndex { $0.time >= end }]
        targets = therapy.targets[therapy.targets.partitionIndex { $0.time >= from }..<therapy.targets.partitionIndex { $0.time >= end }]
        marks = therapy.marks[therapy.marks.partitionIndex { $0.time >= from }..<therapy.marks.partitionIndex { $0.time >= end }]
        schedules = therapy.schedules.count
    }
}

/// Everything a chart layer reads: the view and its header's words, the
/// size, the days drawn, and the settings. The profile folds every day of
/// the page, so it names the page's revision instead of each day.
struct ChartInputs: Hashable {
    enum View: Hashable {
        case day(number: Int, count: Int, range: String)
        /// The live window of `hours` (`LiveWindow`); its instants are the content's.
        case live(hours: Int)
        case profile(page: Int, days: [LocalDay])
        case week(days: Range<Int>, dayCount: Int)
    }

    var view: View
    var size: Size
    var layout: ChartLayout?
    var content: [DayContent]
    /// Where delivery ends (now, moved on a column at a time) when it is on the chart: the basal lane stops there.
    var delivered: Date?
    /// What the live window draws ahead of the newest reading.
    var forecast: GlucoseForecast?
    var settings: RenderSettings
}

/// Where the cursor's box was drawn and on which chart (by the chart's
/// inputs, so any builder knows it): held by the model (`ViewerModel.calloutPlace`),
/// an input of the next box's place (`CalloutPlacement.choice`: it stays while it fits).
public struct CalloutPlace: Hashable, Sendable {
    let chart: ChartInputs
    let origin: Point
}

/// A chart layer made, with what the layers above it need of it.
enum BuiltChart {
    /// The day or the profile; `treatments`: whether the day's callouts have a row for insulin or carbs.
    case plot(any PlotChart, treatments: Bool, placement: CalloutPlacement)
    case week(WeekChart, treatments: Bool)
}

/// A callout's box (or, in the week, nil where it has no place): the chart
/// it is placed on (by its revision, which stands for all the chart's
/// inputs, the hour's readings and the settings among them), the hour, its
/// role, and the pin's box it keeps clear of.
struct CalloutInputs: Hashable {
    var chart: Int
    var mark: HourMark
    var role: Callout.Role
    /// What the loop said at the hour (`LoopHour`): it arrives after the chart (`ViewerModel.loopHistory`).
    var loop: LoopHour?
    var pinBox: Rect?
    /// The side a box placed anew leads the moving cursor on (`CalloutPlacement.Choice`).
    var ahead: CalloutPlacement.Side?
}

/// The cursor's guide column, cut from the chart (and the overlay, where it lies).
struct GuideInputs: Hashable {
    var chart: Int
    var x: Int
    var readingRow: Int?
    var overlay: Int?
}

/// Another day's curve over the chart: the chart, the day, and the page holding that day's data.
struct OverlayInputs: Hashable {
    var chart: Int
    var dayIndex: Int
    var page: Int
}

/// The live area: the glucose now and the device status at the clock (its
/// age), its size and how it is drawn. A cursor step changes none of them.
struct LiveInputs: Hashable {
    var header: LiveHeader
    var size: Size
    var unit: GlucoseUnit
    var glyphs: GlyphSet
}

/// The overview strip: its days around the cursor, their classes (`StripDays`), the glyphs.
struct OverviewInputs: Hashable {
    var strip: OverviewStrip
    var quality: [DayQuality?]
    var style: RenderStyle
}

/// The statistics panel of a day and its page's window.
struct StatisticsInputs: Hashable {
    var dayIndex: Int
    var page: Int
    var layout: ChartLayout
    var settings: RenderSettings
}

/// What the status line says: its width, the prompt or notices, the
/// readout that takes the callouts' place (nil while they are boxes), the
/// pin and the cursor it is compared with, the overlay's day and the settings.
struct StatusInputs: Hashable {
    enum Readout: Hashable {
        case hour(HourWindow, role: Callout.Role, loop: LoopHour?)
        case profile(AmbulatoryProfile.Bucket, hour: Int)
    }

    var width: Int
    var dateEntry: String?
    var notice: [String]
    var following: Bool?
    var liveNotice: LiveNotice?
    var readout: Readout?
    var pin: HourWindow?
    /// Read only for the pin's `Δ` (the readout carries its own).
    package var cursor: HourWindow?
    /// Whether the pin's day is on the page (else its date is written in full).
    var pinOnPage: Bool
    var overlay: String?
    var settings: RenderSettings
}
