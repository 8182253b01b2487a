import DayBandsRecords
import Foundation

/// One day of the year view: its class (`DayQuality`, the overview strip's
/// classes) and the figures its callout says, from the day's summary.
public struct YearDay: Hashable, Sendable {
    public let day: LocalDay
    public let quality: DayQuality
    public let inRangePercent: Double?
    public let meanMgdl: Double?
    /// Consensus events of the day read alone, as the strip finds them (level 1 counts level 2 too).
    public let lows: Int
    public let veryLows: Int

    /// `summary` is of `day` read alone (`DaySummary.Kept.first`): its
    /// events a run over the day, its capture at its own cadence, as the
    /// strip finds them from the day's readings.
    public init(day: LocalDay, summary: DaySummary) {
        let events = SpanSummary.events(of: [summary], samplingInterval: summary.eventInterval)
        func count(_ kind: GlucoseEventKind) -> Int { events[GlucoseEventKind.allCases.firstIndex(of: kind)!].count }
        self.day = day
        lows = count(.level1Hypo)
        veryLows = count(.level2Hypo)
        inRangePercent = TimeInRanges(counts: summary.rangeCounts).percent(.inRange)
        meanMgdl = summary.count > 0 ? summary.sum / Double(summary.count) : nil
        let capture = summary.coveredSeconds / day.interval.duration * 100
        if summary.series.isEmpty {
            quality = .noReadings
        } else if veryLows > 0 {
            quality = .veryLow
        } else if capture < GlucoseStatistics.sufficientCapturePercent {
            quality = .insufficient
        } else {
            quality = .inRange(inRangePercent ?? 0)
        }
    }
}

/// One month of the year view: its days that hold data's span, and the
/// month's figures as `stats` gives them for those days (`SpanSummary`).
public struct YearMonthFigures: Hashable, Sendable {
    public let month: YearMonth
    /// The month's days within the data's span, in order (a month the data
    /// starts or ends in holds fewer).
    public let days: [YearDay]
    public let inRangePercent: Double?
    public let meanMgdl: Double?
    public let gmiPercent: Double?

    /// Reads the summaries of `days` (consecutive, of one month) from `store`.
    public init(month: YearMonth, days: [LocalDay], in calendar: DayCalendar, store: some DayStore) throws {
        self.month = month
        guard !days.isEmpty else {
            self.days = []
            inRangePercent = nil
            meanMgdl = nil
            gmiPercent = nil
            return
        }
        let kept = try store.keptSummaries(of: days, in: calendar)
        let figures = StatisticsSummary(span: try SpanSummary(days: days, kept: kept, store: store), unit: .mgdl)
        // Each day as read alone (the strip's rule: its own cadence, no day before).
        self.days = zip(days, kept).map { YearDay(day: $0, summary: $1.first) }
        inRangePercent = figures.timeInRangesPercent?.inRange
        meanMgdl = figures.mean
        gmiPercent = figures.gmiPercent
    }

    /// Time in range, mean and GMI as shown (`84%`, `146`, `6.8%`): the share
    /// rounded toward its verdict, as the panel shows it; nil without readings.
    public func numbers(in unit: GlucoseUnit) -> [String]? {
        guard let inRange = inRangePercent, let mean = meanMgdl, let gmi = gmiPercent else { return nil }
        return [NumberText.whole(ConsensusTarget.inRange.target.shown(inRange, decimals: 0)) + "%", unit.format(mgdl: mean),
                String(format: "%.1f%%", gmi)]
    }

    /// The day of the month numbered `number` (1-based), if within the data's span.
    public func day(_ number: Int) -> YearDay? {
        days.first { $0.day.day == number }
    }
}
