import DayBandsChart
import DayBandsRecords
import Foundation

/// The statistics of one column of the panel (the day or the window), from the
/// Statistics types.
struct ColumnStatistics {
    let statistics: GlucoseStatistics
    let ranges: TimeInRanges
    let risk: BloodGlucoseRisk
    let bands: TimeInBands
    let level1Hypos: GlucoseEvents
    let level2Hypos: GlucoseEvents
    let hypers: GlucoseEvents
    /// The dose records, the loop's automatic boluses and the carbs of the column.
    let doseCount: Int
    let automaticUnits: Double
    let carbGrams: Double

    init(interval: DateInterval, context: DayChart.Context) {
        statistics = GlucoseStatistics(readings: context.data.readings(in: interval), doses: context.data.doses(in: interval),
                                       interval: interval, series: context.data.series)
        let readings = context.data.countedReadings(in: interval)
        ranges = TimeInRanges(readings: readings)
        risk = BloodGlucoseRisk(readings: readings)
        bands = TimeInBands(readings: readings, scale: context.scale)
        level1Hypos = GlucoseEvents(.level1Hypo, readings: readings, samplingInterval: statistics.samplingInterval)
        level2Hypos = GlucoseEvents(.level2Hypo, readings: readings, samplingInterval: statistics.samplingInterval)
        hypers = GlucoseEvents(.hyper, readings: readings, samplingInterval: statistics.samplingInterval)
        doseCount = context.data.doses(in: interval).count
        automaticUnits = context.data.doses(in: interval).filter(\.automatic).reduce(0) { $0 + $1.units }
        carbGrams = context.data.carbs(in: interval).reduce(0) { $0 + $1.grams }
    }
}

/// How a column writes glucose figures: in the display unit, and the time of an
/// extreme as the clock time on the day, as the date in the window.
struct FigureFormat {
    enum Column {
        case day
        case window
    }

    let column: Column
    let context: DayChart.Context

    func glucose(_ mgdl: Double) -> String {
        context.unit.format(mgdl: mgdl)
    }

    /// `44 03:20` on the day, `40 10-20` in the window; `<40` for a sensor's Low.
    func extreme(_ reading: GlucoseReading) -> String {
        let when = switch column {
        case .day: context.calendar.clockText(reading.time)
        case .window: StatisticsPanel.monthDay(context.calendar.day(containing: reading.time))
        }
        return context.unit.format(reading) + " " + when
    }
}
