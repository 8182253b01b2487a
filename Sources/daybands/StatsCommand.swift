import DayBands
import Foundation

/// `daybands stats`: figures a script can check, from the same functions the
/// viewer will show.
struct StatsCommand {
    let invocation: Invocation

    func run() -> Int32 {
        guard let session = Session(invocation) else { return 1 }
        let timeline = session.timeline
        // The session's window is the range (--from/--to, --days, or all days).
        let range = invocation.day != nil ? session.dayIndex...session.dayIndex : 0...(timeline.days.count - 1)
        let summary = StatisticsSummary(data: timeline.data, days: Array(timeline.days[range]), unit: session.unit)
        if invocation.json {
            guard let json = try? summary.json() else { fail("cannot encode the statistics"); return 1 }
            emit(String(decoding: json, as: UTF8.self) + "\n")
        } else {
            emit(text(summary))
        }
        return 0
    }

    private func text(_ s: StatisticsSummary) -> String {
        func number(_ value: Double?) -> String { value.map { String(format: "%.1f", $0) } ?? "-" }
        var lines = [
            "days        \(s.firstDay ?? "-") to \(s.lastDay ?? "-") (\(s.days))",
            "readings    \(s.readings) (\(number(s.capturePercent))% of expected)",
            "mean        \(number(s.mean)) \(s.unit)",
            "SD          \(number(s.sd)) \(s.unit)",
            "CV          \(number(s.cvPercent))% (target <= 36%)",
            "GMI         \(number(s.gmiPercent))%",
        ]
        if let ranges = s.timeInRangesPercent {
            lines += [
                "very low    \(number(ranges.veryLow))% (<54 mg/dL, target <1%)",
                "low         \(number(ranges.low))% (54-69, target <4%)",
                "in range    \(number(ranges.inRange))% (70-180, target >70%)",
                "high        \(number(ranges.high))% (181-250, target <25%)",
                "very high   \(number(ranges.veryHigh))% (>250, target <5%)",
            ]
        }
        lines += ["hypo events \(s.hypoEvents) (15 min or more below 54 mg/dL)",
                  "insulin     \(number(s.insulinUnitsTotal)) U"]
        return lines.joined(separator: "\n") + "\n"
    }
}
