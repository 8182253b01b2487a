import DayBands
import DayBandsCommandLine
import Foundation

/// `daybands stats`: figures a script can check, from the same functions the
/// viewer will show.
struct StatsCommand {
    let invocation: Invocation

    func run() -> Int32 {
        // The archive's figures come from its day summaries, so no page of
        // readings is read (but for --per-day, which lists each day's).
        guard let session = Session(invocation, readsArchivePage: invocation.perDay) else { return 1 }
        let pages = session.pages
        // The session's window is the range (--from/--to, --days, or all days).
        let window = Array(pages.plan.days[pages.plan.first])
        let days = invocation.day != nil ? [window[session.dayIndex]] : window
        var summary: StatisticsSummary
        do {
            summary = try figures(of: days, session: session)
            if let period = invocation.by {
                summary.periods = try period.runs(of: days, in: pages.plan.calendar).map { run in
                    var figures = try figures(of: run.days, session: session)
                    figures.period = run.label
                    return figures
                }
            }
            if invocation.compare {
                // From the store: a page of files holds the range's days alone.
                let before = try PeriodComparison.periodBefore(days, in: pages.plan.calendar, store: pages.store, unit: session.unit)
                summary.comparison = PeriodComparison(now: summary, before: before)
            }
        } catch {
            fail("\(error)")
            return 1
        }
        if invocation.perDay {
            let timeline = session.timeline
            summary.perDay = days.map { StatisticsSummary(data: timeline.data, days: [$0], unit: session.unit) }
        }
        if invocation.json {
            guard let json = try? summary.json() else { fail("cannot encode the statistics"); return 1 }
            emit(String(decoding: json, as: UTF8.self) + "\n")
        } else {
            emit(text(summary, unit: session.unit, calendar: pages.plan.calendar))
        }
        return 0
    }

    /// The figures of `days`: from the archive's day summaries
    /// (`SpanSummary`), else from the readings held.
    private func figures(of days: [LocalDay], session: Session) throws -> StatisticsSummary {
        guard let page = session.page else {
            let span = try SpanSummary(days: days, in: session.pages.plan.calendar, store: session.pages.store)
            return StatisticsSummary(span: span, unit: session.unit)
        }
        return StatisticsSummary(data: page.data, days: days, unit: session.unit)
    }

    /// `counted     1022 periodic readings, 6 scans; scans shown, not counted: 155 (...)`,
    /// when scans beside their device's periodic readings are left out of the figures.
    static func countedLine(_ s: StatisticsSummary) -> String? {
        let notCounted = s.readingsShown - s.readings
        guard notCounted > 0 else { return nil }
        let periodic = s.sources.filter { $0.sampling == GlucoseSeries.Sampling.periodic.rawValue }.reduce(0) { $0 + $1.counted }
        let scans = s.readings - periodic
        return "counted     \(periodic) periodic reading\(periodic == 1 ? "" : "s")\(scans > 0 ? ", \(scans) scan\(scans == 1 ? "" : "s")" : ""); "
            + "scans shown, not counted: \(notCounted) (a periodic reading of their device within one sampling interval)"
    }

    private func text(_ s: StatisticsSummary, unit: GlucoseUnit, calendar: DayCalendar) -> String {
        var lines = Self.readingLines(s) + Self.glucoseLines(s, calendar: calendar) + Self.rangeLines(s, unit: unit)
            + Self.eventLines(s, unit: unit)
        if let comparison = s.comparison { lines += [""] + comparison.lines(unit: unit) }
        if let periods = s.periods { lines += [""] + Self.table(periods, unit: unit, heading: "period") { $0.period ?? "-" } }
        if let days = s.perDay { lines += [""] + Self.table(days, unit: unit, heading: "day") { $0.firstDay ?? "-" } }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A figure to `places` decimals, `-` when there is none.
    private static func number(_ value: Double?, _ places: Int = 1) -> String {
        value.map { String(format: "%.\(places)f", $0) } ?? "-"
    }

    /// The days, the readings and their capture, per source too.
    private static func readingLines(_ s: StatisticsSummary) -> [String] {
        var lines = [
            "days        \(s.firstDay ?? "-") to \(s.lastDay ?? "-") (\(s.days), \(s.daysWithData) with readings)",
            "readings    \(s.readings) (\(ShareText.capture(s.capturePercent))% of the time covered, every \(Int(s.samplingIntervalMinutes)) min)",
        ]
        // Capture per source: each series at its own cadence; scans are on demand.
        lines += s.sources.map { source in
            guard let minutes = source.samplingIntervalMinutes, let capture = source.capturePercent else {
                return "  source    \(source.name): \(source.readings) scan\(source.readings == 1 ? "" : "s") (on demand, no capture)"
            }
            return "  source    \(source.name): \(source.readings) (\(ShareText.capture(capture))% covered, every \(Int(minutes)) min)"
        }
        return lines + (countedLine(s).map { [$0] } ?? [])
    }

    /// Mean, SD, CV, GMI and the extremes.
    private static func glucoseLines(_ s: StatisticsSummary, calendar: DayCalendar) -> [String] {
        // Extremes as the panel gives them: value (a sensor's bound marked) and
        // the local day and time of the JSON's UTC instant, in the clock format.
        func extreme(_ e: StatisticsSummary.Extreme?) -> String {
            guard let e else { return "-" }
            let when = (try? Date(e.time, strategy: .iso8601)).map { "\(calendar.day(containing: $0).isoDate) \(calendar.clockText($0))" }
            return "\(boundMark(e))\(number(e.value)) \(s.unit) at \(when ?? e.time)"
        }
        return [
            "mean        \(number(s.mean)) \(s.unit)",
            "SD          \(number(s.sd)) \(s.unit)",
            "CV          \(number(s.cvPercent))% (target <= 36%)",
            "GMI         \(number(s.gmiPercent))%",
            "GRI         " + (s.gri?.componentsText ?? "-"),
            "LBGI        \(number(s.lbgi)) (low blood glucose index)",
            "HBGI        \(number(s.hbgi)) (high blood glucose index)",
            "min         \(extreme(s.min))",
            "max         \(extreme(s.max))",
        ]
    }

    /// `<` or `>` before an extreme that is a sensor's bound.
    private static func boundMark(_ e: StatisticsSummary.Extreme) -> String {
        ReadingFlag(rawValue: e.flag)?.boundMark ?? ""
    }

    /// Each range, and the consensus targets, which are cumulative (<70
    /// includes <54), each with the share it is judged on; none without readings.
    private static func rangeLines(_ s: StatisticsSummary, unit: GlucoseUnit) -> [String] {
        guard let ranges = s.timeInRangesPercent, let targets = s.consensusTargets else { return [] }
        func range(_ range: ConsensusRange) -> String { unit.rangeText(range.mgdlBounds) }
        func judged(_ target: ConsensusTarget) -> String {
            let met = targets.met[StatisticsSummary.TargetShares.key(target)] == true ? "met" : "missed"
            let bound = target.target.bound == .below ? "<" : ">"
            return "target \(bound)\(Int(target.target.percent))%: \(met)"
        }
        // A judged share is rounded toward its verdict: 0.97% < 1% reads 0.9%, met.
        func share(_ target: ConsensusTarget) -> String {
            number(target.target.shown(targets.share(of: target), decimals: 1))
        }
        return [
            "very low    \(share(.below54))% (\(range(.veryLow)) \(s.unit), \(judged(.below54)))",
            "low         \(number(ranges.low))% (\(range(.low)))",
            "below range \(share(.below70))% (\(unit.rangeText(ConsensusTarget.below70.mgdlBounds)), \(judged(.below70)))",
            "in range    \(share(.inRange))% (\(range(.inRange)), \(judged(.inRange)))",
            "high        \(number(ranges.high))% (\(range(.high)))",
            "above range \(share(.above180))% (\(unit.rangeText(ConsensusTarget.above180.mgdlBounds)), \(judged(.above180)))",
            "very high   \(share(.above250))% (\(range(.veryHigh)), \(judged(.above250)))",
        ]
    }

    /// Consensus events (15 minutes beyond the threshold start one, 15 back end it), and the insulin.
    private static func eventLines(_ s: StatisticsSummary, unit: GlucoseUnit) -> [String] {
        func events(_ count: StatisticsSummary.EventCounts.Count, _ kind: GlucoseEventKind) -> String {
            "\(count.count) (\(Int(count.minutes)) min \(unit.rangeText(kind.mgdlBounds)) \(s.unit))"
        }
        return ["lows        \(events(s.events.level1Hypo, .level1Hypo))",
                "very lows   \(events(s.events.level2Hypo, .level2Hypo))",
                "very highs  \(events(s.events.hyper, .hyper))"] + s.therapy.textLines
    }

    /// One row per day or period (`label`): the summary's figures, the consensus
    /// shares cumulative as the targets judge them; `-` where one has no readings.
    private static func table(_ days: [StatisticsSummary], unit: GlucoseUnit, heading: String,
                              label: (StatisticsSummary) -> String) -> [String] {
        let decimals = unit == .mgdl ? 0 : 1
        func bound(_ e: StatisticsSummary.Extreme?) -> String {
            e.map { boundMark($0) + number($0.value, decimals) } ?? "-"
        }
        let shares = ConsensusTarget.allCases.map { unit.rangeText($0.mgdlBounds) + "%" }
        let header = [heading, "readings", "capture%", "mean", "SD", "CV%", "GMI%"] + shares + ["min", "max", "insulin U"]
        let rows = days.map { d -> [String] in
            let t = d.consensusTargets
            return [label(d), String(d.readings), ShareText.capture(d.capturePercent), number(d.mean, decimals), number(d.sd, decimals),
                    number(d.cvPercent), number(d.gmiPercent)]
                + ConsensusTarget.allCases.map { target in number(t.map { target.target.shown($0.share(of: target), decimals: 1) }) }
                + [bound(d.min), bound(d.max), d.therapy.doseDays > 0 ? number(d.insulinUnitsTotal) : "-"]
        }
        // Columns as wide as their widest cell: the label left-aligned, figures right.
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                return index == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
        return [line(header)] + rows.map(line)
    }
}
