import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsArchive

/// The archive's day summaries: kept by every import in its transaction,
/// days edited by a later import made again, made for an archive of an
/// older schema, verified by `check()`; figures from them equal the
/// figures read from the archive's readings.
@Suite struct ArchiveSummariesTests {
    static let calendar = RandomHistory.newYork

    /// Random spans of `archive`'s days, figures from the summaries against those from the readings.
    static func expectSpansAgree(_ archive: Archive, calendar: DayCalendar, seed: UInt64) throws {
        let span = try #require(try archive.span())
        let days = calendar.days(from: span.start, through: span.end)
        var generator = RandomHistory.Generator(seed: seed)
        let everything = try archive.data(in: DaySummary.reach(of: days)!)
        for _ in 0..<5 {
            let first = Int.random(in: 0..<days.count, using: &generator)
            let last = Int.random(in: first..<days.count, using: &generator)
            let chosen = Array(days[first...last])
            let merged = StatisticsSummary(span: try SpanSummary(days: chosen, in: calendar, store: archive), unit: .mgdl)
            let expected = StatisticsSummary(data: everything, days: chosen, unit: .mgdl)
            #expect(merged.agrees(with: expected), "seed \(seed), days \(first)...\(last)\n\(merged)\n\(expected)")
        }
    }

    /// Two imports, the second over days the first filled (copies, other
    /// values at the same instants, new series), into an archive kept in New York.
    @Test(arguments: 0..<8)
    func summariesOfImportsEqualTheReadings(seed: Int) throws {
        let archive = try Archive(path: ArchiveTests.temporaryPath())
        try archive.keepSummaries(in: Self.calendar)
        var history = RandomHistory(seed: UInt64(seed) * 104_729 + 3)
        let first = history.data(days: 16)
        _ = try archive.add(first, to: archive.source(kind: .file, name: "first.csv"))
        _ = try archive.add(history.data(days: 16), to: archive.source(kind: .file, name: "later.csv"))
        // The first file again, with changed values: conflicts on every day it holds.
        let changed = GlucoseData(readings: first.readings.map { GlucoseReading(time: $0.time, mgdl: $0.mgdl + 1, series: $0.series) },
                                  series: first.series)
        _ = try archive.add(changed, to: archive.source(kind: .file, name: "first.csv"))
        #expect(try archive.check() == [])
        try Self.expectSpansAgree(archive, calendar: Self.calendar, seed: UInt64(seed))
    }

    /// A span of the archive longer than a slice is read a slice at a time,
    /// twice, and gives the figures of the readings (a low across every
    /// midnight, the slices' edges too), and those of the same kept
    /// summaries handed over at once; a zone not kept is made once.
    @Test(arguments: [0, 7])
    func aSpanOfManySlicesEqualsTheReadings(offset: Int) throws {
        let archive = try Archive(path: ArchiveTests.temporaryPath())
        try archive.keepSummaries(in: Self.calendar)
        let start = Self.calendar.day(year: 2025, month: 1, day: 1 + offset)!.interval.start
        let length = SpanSummary.slice * 2 + 20
        let readings = (0..<(length * 288)).map { step in
            let time = start.addingTimeInterval(Double(step) * 300)
            let minute = Self.calendar.clock(time).hour * 60 + step % 12 * 5
            // Below 54 from 23:00 to 01:00, every night; a little noise.
            return GlucoseReading(time: time, mgdl: minute >= 23 * 60 || minute < 60 ? 50 : 120 + Double(step % 13))
        }
        _ = try archive.add(GlucoseData(readings: readings), to: archive.source(kind: .file, name: "a.csv"))
        let days = Array(Self.calendar.days(from: start, through: readings.last!.time).dropLast())
        #expect(try archive.keepsSummaries(of: days, in: Self.calendar) && days.count > 2 * SpanSummary.slice)
        let expected = StatisticsSummary(data: try archive.data(in: DaySummary.reach(of: days)!), days: days, unit: .mgdl)
        let sliced = StatisticsSummary(span: try SpanSummary(days: days, in: Self.calendar, store: archive), unit: .mgdl)
        #expect(sliced.agrees(with: expected), "\(sliced)\n\(expected)")
        // One a night, the first from the first midnight and the last to the span's end.
        #expect(sliced.events.level2Hypo.count == days.count + 1)
        let kept = try archive.keptSummaries(of: days, in: Self.calendar)
        let whole = StatisticsSummary(span: try SpanSummary(days: days, kept: kept, store: archive), unit: .mgdl)
        #expect(whole.agrees(with: sliced))
        let chicago = DayCalendar(timeZone: try #require(TimeZone(identifier: "America/Chicago")))
        #expect(try !archive.keepsSummaries(of: chicago.days(from: start, through: days.last!.interval.start), in: chicago))
    }

    /// A row that no longer matches its day's readings is said by `check()`.
    @Test func checkSaysASummaryThatDiffersFromTheReadings() throws {
        let archive = try Archive(path: ArchiveTests.temporaryPath())
        try archive.keepSummaries(in: Self.calendar)
        var history = RandomHistory(seed: 11)
        _ = try archive.add(history.data(days: 6), to: archive.source(kind: .file, name: "a.csv"))
        #expect(try archive.check() == [])
        let changed = try archive.database.integer(
            "SELECT count(*) FROM readings WHERE instant = (SELECT min(instant) FROM readings)")
        try archive.database.execute("UPDATE readings SET mgdl = mgdl + 1 WHERE instant = (SELECT min(instant) FROM readings)")
        #expect(changed > 0)
        let problems = try archive.check()
        #expect(problems.count == 1 && problems[0].hasPrefix("day summaries (America/New_York) that differ from the readings: "))
    }

    /// The rows of a kept zone serve its other names and zones of the same
    /// midnights; a zone of other midnights has its days made from the
    /// readings. A reading changed behind the rows' back tells which.
    @Test func aZoneOfTheSameMidnightsReadsTheRowsAnotherMakesItsDays() throws {
        let archive = try Archive(path: ArchiveTests.temporaryPath())
        try archive.keepSummaries(in: Self.calendar)
        var history = RandomHistory(seed: 17)
        _ = try archive.add(history.data(days: 10), to: archive.source(kind: .file, name: "a.csv"))
        try archive.database.execute("UPDATE readings SET mgdl = mgdl + 40 WHERE instant = (SELECT min(instant) FROM readings)")
        func figures(_ zone: String, fromRows: Bool) throws -> (kept: StatisticsSummary, made: StatisticsSummary) {
            let calendar = DayCalendar(timeZone: try #require(TimeZone(identifier: zone)))
            let span = try #require(try archive.span())
            let days = calendar.days(from: span.start, through: span.end)
            #expect(try archive.keptZone(for: days, in: calendar) == (fromRows ? "America/New_York" : nil), "\(zone)")
            let kept = StatisticsSummary(span: try SpanSummary(days: days, in: calendar, store: archive), unit: .mgdl)
            let made = StatisticsSummary(span: try SpanSummary(days: days, kept: try DaySummary.Kept.made(of: days, from: archive),
                                                               store: archive), unit: .mgdl)
            return (kept, made)
        }
        for zone in ["US/Eastern", "America/Toronto"] {
            let (kept, made) = try figures(zone, fromRows: true)
            #expect(!kept.agrees(with: made), "\(zone): the rows, which still hold the old reading")
        }
        let (kept, made) = try figures("America/Chicago", fromRows: false)
        #expect(kept.agrees(with: made))
    }

    /// An archive of schema 8, whose writes could leave a day without its row
    /// (a day a later write brought inside the span), has its rows made again
    /// in the local zone; the other zones it kept wait for a write in them.
    @Test func anArchiveOfSchemaEightHasItsSummariesMadeAgain() throws {
        let path = ArchiveTests.temporaryPath()
        do {
            let archive = try Archive(path: path)
            try archive.keepSummaries(in: Self.calendar)
            var history = RandomHistory(seed: 9)
            _ = try archive.add(history.data(days: 10), to: archive.source(kind: .file, name: "a.csv"))
            try archive.database.execute("DELETE FROM day_summaries WHERE day = (SELECT min(day) FROM day_summaries)")
            #expect(try archive.check().count == 1)
            // Schema 8 had no device statuses (11): the table goes with the version.
            try archive.database.execute(ArchiveTests.apiV3Tables + "DROP TABLE device_status; PRAGMA user_version = 8")
        }
        let archive = try Archive(path: path)
        #expect(try archive.summarisedZones() == [TimeZone.current.identifier])
        #expect(try archive.check() == [])
    }

    /// An archive of schema 11, whose rows (the codec's format 2) have no
    /// hours, has them made again with their hours in the local zone (a
    /// read of the old rows would make every day from the readings).
    @Test func anArchiveOfSchemaElevenHasItsSummariesMadeAgainWithTheirHours() throws {
        let path = ArchiveTests.temporaryPath()
        do {
            let archive = try Archive(path: path)
            try archive.keepSummaries(in: Self.calendar)
            var history = RandomHistory(seed: 13)
            _ = try archive.add(history.data(days: 10), to: archive.source(kind: .file, name: "a.csv"))
            try archive.database.execute(ArchiveTests.apiV3Tables + """
                UPDATE day_summaries SET summary = CAST(X'02' || substr(summary, 2) AS BLOB); PRAGMA user_version = 11
                """)
        }
        let archive = try Archive(path: path)
        #expect(try archive.database.integer("PRAGMA user_version") == Int64(ArchiveSchema.version))
        #expect(try archive.summarisedZones() == [TimeZone.current.identifier])
        let format = String(format: "X'%02X'", DaySummaryCodec.format)
        #expect(try archive.database.integer("SELECT count(*) FROM day_summaries WHERE substr(summary, 1, 1) = \(format)") > 0)
        #expect(try archive.database.integer("SELECT count(*) FROM day_summaries WHERE substr(summary, 1, 1) <> \(format)") == 0)
        #expect(try archive.check() == [])
    }

    /// An archive of schema 7 (no summaries) has them made, in the local zone, when a writer opens it.
    @Test func anOlderArchiveHasItsSummariesMadeWhenUpdated() throws {
        let path = ArchiveTests.temporaryPath()
        do {
            let archive = try Archive(path: path)
            var history = RandomHistory(seed: 5)
            _ = try archive.add(history.data(days: 20), to: archive.source(kind: .file, name: "a.csv"))
            try archive.database.execute(ArchiveTests.apiV3Tables + "DROP TABLE day_summaries; DROP TABLE summary_zones; DROP TABLE device_status; PRAGMA user_version = 7")
        }
        let archive = try Archive(path: path)
        #expect(try archive.summarisedZones() == [TimeZone.current.identifier])
        // A row for each day something bears on (`check` says a missing one).
        #expect(try archive.database.integer("SELECT count(*) FROM day_summaries") > 0)
        #expect(try archive.check() == [])
        try Self.expectSpansAgree(archive, calendar: DayCalendar(timeZone: .current), seed: 5)
    }

    /// An archive of schema 12, whose rows have no risk sums (format 3), has
    /// its summaries made again with them in the local zone (step 13): LBGI
    /// and HBGI over spans of the rows equal those of the readings.
    @Test func anArchiveOfSchemaTwelveHasItsSummariesMadeWithTheRisks() throws {
        let path = ArchiveTests.temporaryPath()
        do {
            let archive = try Archive(path: path)
            try archive.keepSummaries(in: Self.calendar)
            var history = RandomHistory(seed: 12)
            _ = try archive.add(history.data(days: 12), to: archive.source(kind: .file, name: "a.csv"))
            try archive.database.execute(ArchiveTests.apiV3Tables + "UPDATE day_summaries SET summary = x'03'; PRAGMA user_version = 12")
        }
        let archive = try Archive(path: path)
        #expect(try archive.database.integer("PRAGMA user_version") == Int64(ArchiveSchema.version))
        #expect(try archive.summarisedZones() == [TimeZone.current.identifier])
        #expect(try archive.check() == [])
        let local = DayCalendar(timeZone: .current)
        let span = try #require(try archive.span())
        let days = local.days(from: span.start, through: span.end)
        #expect(try archive.keepsSummaries(of: days, in: local))
        let figures = StatisticsSummary(span: try SpanSummary(days: days, in: local, store: archive), unit: .mgdl)
        #expect(try #require(figures.lbgi) > 0 && (try #require(figures.hbgi)) > 0)
        try Self.expectSpansAgree(archive, calendar: local, seed: 12)
    }
}
