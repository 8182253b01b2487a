import DayBandsChart
import DayBandsRecords
import Foundation

/// What a day's chart (or the live window's) draws of the data: the
/// readings of its instants (with those its curve joins to across its
/// ends), doses and carbs (from a treatment window before it: whether its
/// callouts have a row for them), the series and the therapy records that
/// touch it. The chart is drawn from these alone (`data`), so two equal
/// contents draw the same chart: a live feed's reading on another day leaves
/// this one's equal, and its chart kept.
struct DayContent: Hashable {
    var interval: DateInterval
    var readings: ArraySlice<GlucoseReading>
    var doses: ArraySlice<InsulinDose>
    var carbs: ArraySlice<CarbEntry>
    var series: [GlucoseSeries]
    /// A temp still running at midnight, the last profile switch before, the schedules (`TherapyRecords.around`),
    /// as slices of the page's: compared at every frame without a copy.
    var therapy: TherapyRecords.Around

    init(_ interval: DateInterval, in data: GlucoseData) {
        self.interval = interval
        readings = data.readings(in: DateInterval(start: interval.start.addingTimeInterval(-Cadence.longestJoin),
                                                  end: interval.end.addingTimeInterval(Cadence.longestJoin)))
        let treated = DateInterval(start: interval.start.addingTimeInterval(-HourWindow.halfWidth), end: interval.end)
        doses = data.doses(in: treated)
        carbs = data.carbs(in: treated)
        series = data.series
        therapy = data.therapy.slices(around: interval)
    }

    /// The data the chart is drawn from: what the content holds, nothing else.
    var data: GlucoseData {
        GlucoseData(readings: Array(readings), doses: Array(doses), carbs: Array(carbs), series: series, therapy: therapy.records)
    }
}

/// Everything a chart layer reads: the view and its header's words, the
/// size, the days drawn, and the settings. The profile and the week read
/// the page, so they hold it (by its revision) instead of each day.
struct ChartInputs: LayerInputs, Hashable, Sendable {
    enum View: Hashable, Sendable {
        case day(LocalDay, number: Int, count: Int, range: String)
        /// The live window of `hours` (`LiveWindow`); its instants are the content's.
        case live(hours: Int)
        case profile(Revised<AmbulatoryProfile>, days: [LocalDay])
        case week(Revised<Timeline>, days: Range<Int>, layout: WeekLayout)
    }

    var view: View
    var size: Size
    /// The day's, the live window's or the profile's layout; nil for the week (its layout is the view's).
    var layout: ChartLayout?
    var content: [DayContent]
    /// Where delivery ends (now, moved on a column at a time) when it is on the chart: the basal lane stops there.
    var delivered: Date?
    /// What the live window draws ahead of the newest reading.
    var forecast: GlucoseForecast?
    var settings: RenderSettings

    func make() -> BuiltChart {
        if case .week(let page, let days, let layout) = view {
            let timeline = page.value
            let treatments = days.contains { HourWindow.anyTreatments(in: timeline.days[$0].interval, of: timeline.data) }
            return .week(WeekChart(timeline: timeline, days: days, layout: layout,
                                   context: DayChart.Context(data: timeline.data, settings: settings)), treatments: treatments)
        }
        guard let layout else { preconditionFailure("a day's, live window's or profile's inputs hold its layout") }
        let data = content.first?.data ?? GlucoseData(readings: [])
        let context = DayChart.Context(data: data, settings: settings)
        let chart: any PlotChart
        switch view {
        case .day(let day, let number, let count, let range):
            chart = DayChart(day: day, dayNumber: number, dayCount: count, range: range, delivered: delivered, layout: layout,
                             context: context)
        case .live(let hours):
            chart = DayChart(live: content[0].interval, hours: hours, forecast: forecast, delivered: delivered, layout: layout,
                             context: context)
        case .profile(let profile, let days):
            chart = ProfileChart(profile: profile.value, window: days, layout: layout, context: context)
        case .week:
            preconditionFailure("the week is made above")
        }
        let treatments = content.first.map { HourWindow.anyTreatments(in: $0.interval, of: data) } ?? false
        return .plot(chart, treatments: treatments, placement: CalloutPlacement(chart: chart))
    }
}

/// The page's profile (`AmbulatoryProfile`): every day of the page folded by hour.
struct ProfileInputs: LayerInputs {
    var page: Revised<Timeline>

    func make() -> AmbulatoryProfile { AmbulatoryProfile(window: page.value) }
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
