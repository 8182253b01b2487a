import Foundation

/// The day summaries (table `day_summaries`, schema step 7): one row per
/// zone kept (`summary_zones`) and local day that a record, or a record
/// within `DaySummary.margin` of it, falls in; a day without a row holds
/// nothing that bears on it. Every write makes the rows of the days it
/// touched again in its own transaction (`resummarise`), so a span's
/// figures (`SpanSummary`) read a row a day instead of its readings.
extension Archive {
    /// Days read at once when rows are made.
    static let summaryChunkDays = 92

    /// Keeps summaries in `calendar`'s zone from now on, making every day's
    /// when the zone is new (on ten years, a few seconds).
    public func keepSummaries(in calendar: DayCalendar) throws {
        let zone = calendar.timeZone.identifier
        guard try !summarisedZones().contains(zone) else { return }
        try database.writeTransaction {
            try database.prepare("INSERT INTO summary_zones (zone) VALUES (?1)").bind(.text(zone)).run()
            guard let span = try span() else { return }
            try summarise(calendar.days(from: span.start, through: span.end), in: calendar)
        }
    }

    /// The zones whose summaries are kept.
    public func summarisedZones() throws -> [String] {
        let query = try database.prepare("SELECT zone FROM summary_zones ORDER BY zone")
        var zones: [String] = []
        while try query.step() { zones.append(query.text(0) ?? "") }
        return zones
    }

    /// Makes again, in every zone kept, the rows of the days `instants`
    /// (in time order) and their margins fall in; inside the caller's transaction.
    func resummarise(around instants: [Date]) throws {
        try resummarise { calendar in
            var touched: [LocalDay] = []
            for instant in instants {
                for probe in [instant.addingTimeInterval(-DaySummary.margin), instant, instant.addingTimeInterval(DaySummary.margin)]
                where !touched.suffix(2).contains(where: { $0.holds(probe) }) {
                    touched.append(calendar.day(containing: probe))
                }
            }
            return touched
        }
    }

    /// Makes again the rows of every day from `start` through `end`, in every zone kept.
    func resummarise(from start: Date, through end: Date) throws {
        try resummarise { $0.days(from: start, through: end) }
    }

    /// The rows of the days `touched` gives in each zone kept, each run of consecutive days read at once.
    private func resummarise(_ touched: (DayCalendar) -> [LocalDay]) throws {
        for zone in try summarisedZones() {
            guard let timeZone = TimeZone(identifier: zone) else { continue }
            let calendar = DayCalendar(timeZone: timeZone)
            let days = Set(touched(calendar)).sorted { $0.interval.start < $1.interval.start }
            var run: [LocalDay] = []
            for day in days {
                if let last = run.last, last.interval.end != day.interval.start {
                    try summarise(run, in: calendar)
                    run = []
                }
                run.append(day)
            }
            try summarise(run, in: calendar)
        }
    }

    /// Writes the rows of `days` (consecutive) in `calendar`'s zone.
    private func summarise(_ days: [LocalDay], in calendar: DayCalendar) throws {
        let zone = calendar.timeZone.identifier
        let insert = try database.prepare("INSERT OR REPLACE INTO day_summaries (zone, day, summary) VALUES (?1, ?2, ?3)")
        for start in stride(from: 0, to: days.count, by: Self.summaryChunkDays) {
            let chunk = Array(days[start..<min(days.count, start + Self.summaryChunkDays)])
            for kept in try DaySummary.Kept.made(of: chunk, from: self) {
                try insert.bind(.text(zone), .text(kept.inside.day), .blob(DaySummaryCodec.encode(kept))).run()
            }
        }
    }

    /// From the table when a kept zone has `calendar`'s days (`keptZone`; a
    /// day without a row holds nothing, a row of another format is made
    /// again), else made from the readings.
    public func keptSummaries(of days: [LocalDay], in calendar: DayCalendar) throws -> [DaySummary.Kept] {
        guard let first = days.first, let last = days.last, let zone = try keptZone(for: days, in: calendar)
        else { return try DaySummary.Kept.made(of: days, from: self) }
        let query = try database.prepare(
            "SELECT day, summary FROM day_summaries WHERE zone = ?1 AND day >= ?2 AND day <= ?3")
        try query.bind(.text(zone), .text(first.isoDate), .text(last.isoDate))
        var rows: [String: DaySummary.Kept?] = [:]
        while try query.step() {
            rows[query.text(0) ?? ""] = query.blob(1, DaySummaryCodec.decode)
        }
        let empty = GlucoseData(readings: [])
        return try days.map { day -> DaySummary.Kept in
            switch rows[day.isoDate] {
            case .some(.some(let stored)): return stored
            case .some(.none): return try DaySummary.Kept.made(of: [day], from: self)[0]
            case .none: return DaySummary.Kept(day: day, data: empty, order: [:])
            }
        }
    }

    public func keepsSummaries(of days: [LocalDay], in calendar: DayCalendar) throws -> Bool {
        try keptZone(for: days, in: calendar) != nil
    }

    /// The kept zone whose local days are `days`: `calendar`'s own, else one
    /// whose midnights are theirs (a day's row depends on its bounds alone):
    /// another name of the zone (Etc/UTC, GMT and UTC are one zone, named by
    /// how TZ or /etc/localtime gave it), or a zone of the same offsets over
    /// those days. Nil when none is: the days are made from the readings.
    func keptZone(for days: [LocalDay], in calendar: DayCalendar) throws -> String? {
        let zones = try summarisedZones(), own = calendar.timeZone
        if zones.contains(own.identifier) { return own.identifier }
        return zones.first { name in
            guard let zone = TimeZone(identifier: name) else { return false }
            return days.allSatisfy { day in
                zone.secondsFromGMT(for: day.interval.start) == own.secondsFromGMT(for: day.interval.start)
                    && zone.secondsFromGMT(for: day.interval.end) == own.secondsFromGMT(for: day.interval.end)
            }
        }
    }
}
