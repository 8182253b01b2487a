import DayBandsRecords
import Foundation

/// A 780G's days in SmartGuard (automatic mode), known by the day's total
/// of automatic insulin (`CLOSED_LOOP_AUTO_INSULIN`): the pump set the basal
/// itself, so the programmed rates, temps and suspends of the day are not
/// what it delivered. The export says how much, not when.
extension CareLinkPump {
    /// The basal events, each automatic day's own replaced by its total
    /// spread over its part of `export` (the file's first to last record,
    /// the totals aside: nothing before the export starts or after it ends),
    /// the last programmed rate ending with the export (`ended`), and the
    /// line saying which mode each day with pump records was in; no line
    /// when there is no total.
    func basal(covering export: DateInterval?, pumpRecords: [Date], calendar: DayCalendar,
               source: String) -> (basal: [BasalEvent], line: String?) {
        let basal = Self.ended(basal, at: export?.end)
        guard !dailyTotals.isEmpty else { return (basal, nil) }
        var automatic: [LocalDay] = []
        var spread: [BasalEvent] = []
        var unplaced = 0
        for (time, units) in dailyTotals {
            let day = calendar.day(containing: time)
            guard !automatic.contains(day) else { continue }
            automatic.append(day)
            // A day the other records do not reach has no hours to spread its total over.
            guard let hours = export.flatMap({ $0.intersection(with: day.interval) }), hours.duration > 0 else {
                unplaced += 1
                continue
            }
            spread.append(BasalEvent(time: hours.start, duration: hours.duration, kind: .automated,
                                     value: units * 3600 / hours.duration, profile: BasalEvent.dailyTotal))
        }
        func isAutomatic(_ time: Date) -> Bool { automatic.contains { $0.interval.contains(time) && $0.interval.end != time } }
        let programmed = basal.filter { isAutomatic($0.time) }.count
        let manual = Set((basal.map(\.time) + pumpRecords).filter { !isAutomatic($0) }.map { calendar.day(containing: $0) })
        let units = dailyTotals.reduce(0) { $0 + $1.units }
        let total = String(format: "%g", (units * 1000).rounded() / 1000)
        let manualDays = manual.isEmpty ? "none" : Self.days(Array(manual), calendar: calendar)
        let records = "\(programmed) record\(programmed == 1 ? "" : "s")"
        var line = "SmartGuard (automatic mode) on \(Self.days(automatic, calendar: calendar)) of \(source), manual mode on \(manualDays): "
        line += "an automatic day's basal is the pump's total of automatic insulin (CLOSED_LOOP_AUTO_INSULIN, \(total) U in all) "
        line += "spread over its hours in the export, not its programmed rates, temps and suspends (\(records), not what the pump delivered)"
        if unplaced > 0 {
            line += "; \(unplaced) day\(unplaced == 1 ? "'s total is" : "s' totals are") not drawn or counted: "
            line += "the export holds no other record of \(unplaced == 1 ? "that day" : "those days")"
        }
        return ((basal.filter { !isAutomatic($0.time) } + spread).sorted { $0.time < $1.time }, line)
    }

    /// The newest programmed rate lasts until the next one (CareLink writes
    /// only the changes), and none comes: it ends at the export's last
    /// record (`end`), not hours later at the day's end; what the pump did
    /// after the export is not known. A rate set at that very record stays open.
    static func ended(_ basal: [BasalEvent], at end: Date?) -> [BasalEvent] {
        let programmed = basal.indices.filter { basal[$0].kind == .scheduled }
        guard let end, let last = programmed.max(by: { basal[$0].time < basal[$1].time }),
              basal[last].duration == 0, basal[last].time < end else { return basal }
        var ended = basal
        ended[last].duration = end.timeIntervalSince(basal[last].time)
        return ended
    }

    /// `9 days (2025-10-30 to 2025-11-07)`, or the runs of consecutive days.
    static func days(_ days: [LocalDay], calendar: DayCalendar) -> String {
        let sorted = days.sorted { $0.interval.start < $1.interval.start }
        var runs: [[LocalDay]] = []
        for day in sorted {
            if let last = runs.last?.last, calendar.day(after: last) == day { runs[runs.count - 1].append(day) } else { runs.append([day]) }
        }
        let text = runs.map { $0.count == 1 ? $0[0].isoDate : "\($0[0].isoDate) to \($0[$0.count - 1].isoDate)" }
        return "\(sorted.count) day\(sorted.count == 1 ? "" : "s") (\(text.joined(separator: ", ")))"
    }
}
