import DayBandsRecords
import Foundation

/// The therapy records in the archive (schema step 7): tables `therapy` and
/// `basal_schedules`. A record held already, from any source, is present and
/// not stored again: the same instant (to the second), type and amount
/// (`RecordKey`), as doses; a schedule the same by start, name and rates.
extension Archive {
    /// A therapy record as a row.
    struct Row {
        var time: Date
        var type: String
        var amount: Double
        var high = 0.0
        var shift = 0.0
        var profile = ""
        var duration: TimeInterval
    }

    static func rows(of therapy: TherapyRecords) -> [Row] {
        therapy.basal.map { Row(time: $0.time, type: $0.kind.rawValue, amount: $0.value, shift: $0.shift, profile: $0.profile,
                                duration: $0.duration) }
            + therapy.targets.map { Row(time: $0.time, type: "target", amount: $0.lowMgdl, high: $0.highMgdl, duration: $0.duration) }
            + therapy.marks.map { Row(time: $0.time, type: $0.kind.rawValue, amount: 0, duration: 0) }
    }

    /// Stores `therapy` as `source`'s, each record unless held; counted as treatments.
    func addTherapy(_ therapy: TherapyRecords, to source: ArchiveSource) throws -> ArchiveTally.Counts {
        var counts = ArchiveTally.Counts()
        let atInstant = try database.prepare("SELECT amount FROM therapy WHERE instant = ?1 AND type = ?2")
        let insert = try database.prepare("INSERT INTO therapy (instant, type, amount, high, shift, profile, duration_seconds, source_id) "
                                          + "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")
        for batch in Self.rows(of: therapy).chunked(by: Self.batchSize) {
            try summarisingWrite {
                var added: [Date] = [], switches: [Date] = []
                for row in batch {
                    let key = RecordKey(row.time, row.amount)
                    try atInstant.bind(.integer(key.second), .text(row.type))
                    var present = false
                    while try atInstant.step() {
                        if RecordKey(second: key.second, amount: atInstant.real(0)) == key { present = true }
                    }
                    if present {
                        counts.present += 1
                        continue
                    }
                    try insert.bind(.integer(key.second), .text(row.type), .real(row.amount), .real(row.high), .real(row.shift),
                                    .text(row.profile), .real(row.duration), .integer(source.id)).run()
                    counts.added += 1
                    added.append(row.time)
                    if row.type == BasalEvent.Kind.profileSwitch.rawValue { switches.append(row.time) }
                }
                guard let first = added.min(), let last = added.max() else { return { _ in [] } }
                return Self.days(from: first, through: try reachOfBasal(after: last, switch: switches.max()))
            }
        }
        let schedules = try addSchedules(therapy.schedules, to: source)
        return ArchiveTally.Counts(added: counts.added + schedules.added, present: counts.present + schedules.present)
    }

    private func addSchedules(_ schedules: [BasalSchedule], to source: ArchiveSource) throws -> ArchiveTally.Counts {
        var counts = ArchiveTally.Counts()
        let held = try database.prepare("SELECT count(*) FROM basal_schedules WHERE valid_from = ?1 AND name = ?2 AND rates = ?3")
        let insert = try database.prepare("INSERT INTO basal_schedules (valid_from, name, is_default, zone, rates, source_id) "
                                          + "VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
        try summarisingWrite {
            let span = try span()
            var starts: [Date] = []
            for schedule in schedules {
                let rates = schedule.rates.map { "\($0.seconds)=\($0.unitsPerHour)" }.joined(separator: ";")
                try held.bind(.integer(Self.instant(schedule.validFrom)), .text(schedule.name), .text(rates))
                guard try held.step(), held.integer(0) == 0 else {
                    counts.present += 1
                    continue
                }
                try insert.bind(.integer(Self.instant(schedule.validFrom)), .text(schedule.name), .integer(schedule.isDefault ? 1 : 0),
                                .text(schedule.zone), .text(rates), .integer(source.id)).run()
                counts.added += 1
                starts.append(schedule.validFrom)
            }
            // A schedule sets the rate of every day from its start (days past
            // the span's reach are made when a write brings them in).
            guard let first = starts.min() else { return { _ in [] } }
            return { calendar in Self.summarisedDays(of: span, in: calendar).filter { $0.interval.end > first } }
        }
        return counts
    }

    /// How far basal records written up to `last` set the rate: as far as a
    /// day's read looks back, and for a profile switch (the last at
    /// `lastSwitch`) until the one after it, or the span's end, takes over.
    func reachOfBasal(after last: Date, switch lastSwitch: Date?) throws -> Date {
        let lookBack = last.addingTimeInterval(TherapyRecords.lookBack)
        guard let lastSwitch else { return lookBack }
        let next = try database.prepare("SELECT min(instant) FROM therapy WHERE type = 'profileSwitch' AND instant > ?1")
        try next.bind(.integer(Self.instant(lastSwitch)))
        if try next.step(), !next.isNull(0) { return max(lookBack, Self.date(next.integer(0)).addingTimeInterval(TherapyRecords.lookBack)) }
        return max(lookBack, (try span()?.end ?? lookBack).addingTimeInterval(DaySummary.margin))
    }

    /// The therapy records that may act on `interval` (`TherapyRecords.around`):
    /// those of the interval and the look-back before it, and every schedule
    /// valid from before its end.
    func therapy(in interval: DateInterval) throws -> TherapyRecords {
        let query = try database.prepare("SELECT instant, type, amount, high, shift, profile, duration_seconds FROM therapy "
                                         + "WHERE instant >= ?1 AND instant < ?2 ORDER BY instant")
        try query.bind(.integer(Self.instant(interval.start.addingTimeInterval(-TherapyRecords.lookBack))),
                       .integer(Self.instant(interval.end)))
        var basal: [BasalEvent] = [], targets: [TempTarget] = [], marks: [TherapyMark] = []
        while try query.step() {
            let time = Self.date(query.integer(0)), type = query.text(1) ?? "", amount = query.real(2), duration = query.real(6)
            if let kind = BasalEvent.Kind(rawValue: type) {
                basal.append(BasalEvent(time: time, duration: duration, kind: kind, value: amount, shift: query.real(4),
                                        profile: query.text(5) ?? ""))
            } else if let kind = TherapyMark.Kind(rawValue: type) {
                marks.append(TherapyMark(time: time, kind: kind))
            } else {
                targets.append(TempTarget(time: time, duration: duration, lowMgdl: amount, highMgdl: query.real(3)))
            }
        }
        // The last profile switch before, whatever its age (`TherapyRecords.around`).
        let lastSwitch = try database.prepare("SELECT instant, amount, shift, profile, duration_seconds FROM therapy "
                                              + "WHERE type = 'profileSwitch' AND instant < ?1 ORDER BY instant DESC LIMIT 1")
        try lastSwitch.bind(.integer(Self.instant(interval.start.addingTimeInterval(-TherapyRecords.lookBack))))
        if try lastSwitch.step() {
            basal.append(BasalEvent(time: Self.date(lastSwitch.integer(0)), duration: lastSwitch.real(4), kind: .profileSwitch,
                                    value: lastSwitch.real(1), shift: lastSwitch.real(2), profile: lastSwitch.text(3) ?? ""))
        }
        return TherapyRecords(basal: basal, schedules: try schedules(before: interval.end), targets: targets, marks: marks)
            .around(interval)
    }

    private func schedules(before end: Date) throws -> [BasalSchedule] {
        let query = try database.prepare("SELECT valid_from, name, is_default, zone, rates FROM basal_schedules WHERE valid_from < ?1")
        try query.bind(.integer(Self.instant(end)))
        var found: [BasalSchedule] = []
        while try query.step() {
            let rates = (query.text(4) ?? "").split(separator: ";").compactMap { pair -> BasalSchedule.Rate? in
                let parts = pair.split(separator: "=")
                guard parts.count == 2, let seconds = Int(parts[0]), let rate = Double(parts[1]) else { return nil }
                return BasalSchedule.Rate(seconds: seconds, unitsPerHour: rate)
            }
            found.append(BasalSchedule(validFrom: Self.date(query.integer(0)), name: query.text(1) ?? "", isDefault: query.integer(2) == 1,
                                       zone: query.text(3) ?? "", rates: rates))
        }
        return found
    }
}
