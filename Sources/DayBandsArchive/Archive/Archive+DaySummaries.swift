import DayBandsRecords
import Foundation

/// The day summaries (table `day_summaries`, schema step 8; their hours step 12): one row per
/// zone kept (`summary_zones`) and local day that something bears on (a
/// record in it or within `DaySummary.margin`, a basal rate in effect); a
/// day without a row holds nothing (`DaySummary.Kept(empty:)`). Every write makes the rows of the days it
/// touched, and of those it brings inside the span, again in its own
/// transaction (`summarisingWrite`), so a span's figures (`SpanSummary`)
/// read a row a day instead of its readings.
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
            try summarise(Self.summarisedDays(of: try span(), in: calendar), in: calendar)
        }
    }

    /// The zones whose summaries are kept.
    public func summarisedZones() throws -> [String] {
        let query = try database.prepare("SELECT zone FROM summary_zones ORDER BY zone")
        var zones: [String] = []
        while try query.step() { zones.append(query.text(0) ?? "") }
        return zones
    }

    /// The days a kept zone's rows must hold true (`archive check` makes
    /// them again): those the span and its margins reach. A day outside may
    /// have figures (a profile's rate after the last reading) but nothing
    /// reads it until a write brings it in.
    static func summarisedDays(of span: DateInterval?, in calendar: DayCalendar) -> [LocalDay] {
        guard let span else { return [] }
        return calendar.days(from: span.start.addingTimeInterval(-DaySummary.margin), through: span.end.addingTimeInterval(DaySummary.margin))
    }

    /// The local days of a zone that a write changed.
    typealias TouchedDays = (DayCalendar) -> [LocalDay]

    /// Runs a write in one transaction, then makes again there, in every zone
    /// kept, the rows of the days it says it touched and of the days the
    /// span newly reaches. So every row is a function of the records, in
    /// whatever order and zone they came: a day an earlier or later write
    /// brings inside the span may hold no record and still have figures (a
    /// profile's basal over a gap, a temp running past midnight).
    func summarisingWrite(_ write: () throws -> TouchedDays) throws {
        try database.writeTransaction {
            let before = try span()
            let touched = try write()
            let after = try span()
            try resummarise { calendar in
                touched(calendar) + Self.newlyReached(before: before, after: after, in: calendar)
            }
        }
    }

    /// The days `summarisedDays` gives for `after` and not for `before`
    /// (with the day of each old edge, already held: one day's making).
    private static func newlyReached(before: DateInterval?, after: DateInterval?, in calendar: DayCalendar) -> [LocalDay] {
        guard let before, let after else { return summarisedDays(of: after, in: calendar) }
        var days: [LocalDay] = []
        if after.start < before.start {
            days += calendar.days(from: after.start.addingTimeInterval(-DaySummary.margin), through: before.start.addingTimeInterval(-DaySummary.margin))
        }
        if after.end > before.end {
            days += calendar.days(from: before.end.addingTimeInterval(DaySummary.margin), through: after.end.addingTimeInterval(DaySummary.margin))
        }
        return days
    }

    /// The days `instants` (in time order) and their margins fall in.
    static func days(around instants: [Date]) -> TouchedDays {
        { calendar in
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

    /// Every day from `start`'s through `end`'s.
    static func days(from start: Date, through end: Date) -> TouchedDays {
        { $0.days(from: start, through: end) }
    }

    /// The rows of the days `touched` gives in each zone kept, each run of consecutive days read at once.
    private func resummarise(_ touched: TouchedDays) throws {
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

    /// Writes the rows of `days` (consecutive) in `calendar`'s zone; a day
    /// that holds nothing has no row, as a reader takes a missing row.
    private func summarise(_ days: [LocalDay], in calendar: DayCalendar) throws {
        let zone = calendar.timeZone.identifier
        let insert = try database.prepare("INSERT OR REPLACE INTO day_summaries (zone, day, summary) VALUES (?1, ?2, ?3)")
        let delete = try database.prepare("DELETE FROM day_summaries WHERE zone = ?1 AND day = ?2")
        for start in stride(from: 0, to: days.count, by: Self.summaryChunkDays) {
            let chunk = Array(days[start..<min(days.count, start + Self.summaryChunkDays)])
            for (day, kept) in zip(chunk, try DaySummary.Kept.made(of: chunk, from: self)) {
                if kept == DaySummary.Kept(empty: day) {
                    try delete.bind(.text(zone), .text(day.isoDate)).run()
                } else {
                    try insert.bind(.text(zone), .text(day.isoDate), .blob(DaySummaryCodec.encode(kept))).run()
                }
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
        return try days.map { day -> DaySummary.Kept in
            switch rows[day.isoDate] {
            case .some(.some(let stored)): return stored
            case .some(.none): return try DaySummary.Kept.made(of: [day], from: self)[0]
            case .none: return DaySummary.Kept(empty: day)
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
