import DayBandsRecords
import Foundation

/// `archive check` of the day summaries: each zone kept, every day from
/// the first record's to the last's made again from the readings and
/// compared with its row (a day without a row as a day holding nothing).
extension Archive {
    func summaryProblems() throws -> [String] {
        guard let span = try span() else { return [] }
        var problems: [String] = []
        for zone in try summarisedZones() {
            guard let timeZone = TimeZone(identifier: zone) else {
                problems.append("day summaries in a zone this system does not know: \(PrintableText.quoted(zone))")
                continue
            }
            let calendar = DayCalendar(timeZone: timeZone)
            let days = calendar.days(from: span.start.addingTimeInterval(-DaySummary.margin),
                                     through: span.end.addingTimeInterval(DaySummary.margin))
            var wrong: [String] = []
            for start in stride(from: 0, to: days.count, by: Self.summaryChunkDays) {
                let chunk = Array(days[start..<min(days.count, start + Self.summaryChunkDays)])
                let made = try DaySummary.Kept.made(of: chunk, from: self)
                for (stored, made) in zip(try keptSummaries(of: chunk, in: calendar), made) where stored != made {
                    wrong.append(made.inside.day)
                }
            }
            if let first = wrong.first {
                problems.append("day summaries (\(zone)) that differ from the readings: \(wrong.count), the first of \(first)")
            }
        }
        return problems
    }
}
