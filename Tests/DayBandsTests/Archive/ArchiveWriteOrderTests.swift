import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsArchive

/// A day summary is a function of the records: the same readings, doses,
/// carbs, temps, a suspend, a profile switch and a profile's schedule
/// written in random chunks, orders, sources and zones (as syncs and
/// imports with `--tz` write them) give the rows, the figures and the basal
/// known of one write of everything, and `check()` holds after each write.
@Suite struct ArchiveWriteOrderTests {
    static let zones = ["Asia/Kolkata", "Australia/Lord_Howe"].map { DayCalendar(timeZone: TimeZone(identifier: $0)!) }

    @Test(arguments: 0..<12)
    func everyOrderOfWritesKeepsTheRowsOfOneWrite(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed) &* 7_919 &+ 101)
        let records = TherapyHistory(using: &generator)
        let whole = try Archive(path: ArchiveTests.temporaryPath())
        for calendar in Self.zones { try whole.keepSummaries(in: calendar) }
        _ = try whole.add(records.data, to: whole.source(kind: .file, name: "all.json"))

        let archive = try Archive(path: ArchiveTests.temporaryPath())
        let sources = [try archive.source(kind: .nightscout, name: "https://site.example/"), try archive.source(kind: .file, name: "old.json")]
        for chunk in records.chunks(using: &generator) {
            try archive.keepSummaries(in: Self.zones.randomElement(using: &generator)!)
            _ = try archive.add(chunk, to: sources.randomElement(using: &generator)!)
            #expect(try archive.check() == [], "seed \(seed)")
        }
        for calendar in Self.zones { try archive.keepSummaries(in: calendar) }
        #expect(try archive.check() == [], "seed \(seed)")

        let span = try #require(try whole.span())
        #expect(try archive.span() == span)
        for calendar in Self.zones {
            let days = Archive.summarisedDays(of: span, in: calendar)
            let kept = try archive.keptSummaries(of: days, in: calendar).map(\.unordered)
            let expected = try whole.keptSummaries(of: days, in: calendar).map(\.unordered)
            for (day, (got, want)) in zip(days, zip(kept, expected)) where got != want {
                Issue.record("seed \(seed), \(calendar.timeZone.identifier) \(day.isoDate): the rows differ")
            }
            // What `stats` says of the basal, over every day the records reach.
            let basal = { (store: Archive) in TherapyFigures(days: try store.keptSummaries(of: days, in: calendar).map(\.inside.therapy)) }
            #expect(try basal(archive) == basal(whole), "seed \(seed), \(calendar.timeZone.identifier)")
            #expect(try basal(whole).basalHours > 0)
            let figures = { (store: Archive) in
                StatisticsSummary(span: try SpanSummary(days: days, in: calendar, store: store), unit: .mgdl).withSourcesByName
            }
            #expect(try figures(archive).agrees(with: figures(whole)), "seed \(seed), \(calendar.timeZone.identifier)")
        }
    }
}

/// Twelve days around Lord Howe's end of summer time (5 April 2026, a day of
/// 24.5 hours): two stretches of readings of two devices with a gap of days
/// between, boluses and carbs, temps, a suspend without a duration after the
/// last reading, a profile switch to 80% and the profile's schedule, valid
/// from a random day (before the records, in the first stretch or in the gap).
struct TherapyHistory {
    static let start = Date(timeIntervalSince1970: 1_774_656_000)  // 2026-03-28T00:00:00Z
    static let series = [GlucoseSeries(name: "G6"), GlucoseSeries(name: "Libre")]

    let data: GlucoseData

    init(using generator: inout SplitMix64) {
        func at(_ hours: Double) -> Date { Self.start.addingTimeInterval((hours * 3600).rounded()) }
        let gapStart = Double.random(in: 60...90, using: &generator), gapEnd = gapStart + Double.random(in: 48...120, using: &generator)
        let end = gapEnd + Double.random(in: 30...80, using: &generator)
        var readings: [GlucoseReading] = []
        for (hours, stop) in [(0.0, gapStart), (gapEnd, end)] {
            for step in stride(from: hours * 12, to: stop * 12, by: 1) {
                readings.append(GlucoseReading(time: at(step / 12), mgdl: Double(Int.random(in: 50...300, using: &generator))))
                if Int(step) % 3 == 0, step > hours * 12 + 100 {
                    readings.append(GlucoseReading(time: at(step / 12 + 0.02), mgdl: Double(Int.random(in: 60...250, using: &generator)),
                                                   series: 1))
                }
            }
        }
        let inStretch = { (generator: inout SplitMix64) -> Double in
            Bool.random(using: &generator) ? Double.random(in: 0..<gapStart, using: &generator) : Double.random(in: gapEnd..<end, using: &generator)
        }
        let doses = (0..<12).map { _ in InsulinDose(time: at(inStretch(&generator)), units: Double(Int.random(in: 1...40, using: &generator)) / 4,
                                                    automatic: Bool.random(using: &generator)) }
        let carbs = (0..<6).map { _ in CarbEntry(time: at(inStretch(&generator)), grams: Double(Int.random(in: 5...90, using: &generator))) }
        var basal = (0..<10).map { _ in
            BasalEvent(time: at(inStretch(&generator)), duration: Double(Int.random(in: 1...12, using: &generator)) * 900, kind: .temp,
                       value: Double(Int.random(in: 0...30, using: &generator)) / 10)
        }
        basal.append(BasalEvent(time: at(end + 0.5), duration: 0, kind: .suspend))
        basal.append(BasalEvent(time: at(Double.random(in: 10...gapEnd, using: &generator)), duration: 0, kind: .profileSwitch, value: 80,
                                profile: "Default"))
        let schedule = BasalSchedule(validFrom: at(Double.random(in: -30...gapEnd - 10, using: &generator)), name: "Default", isDefault: true,
                                     zone: "Europe/Berlin", rates: [.init(seconds: 0, unitsPerHour: 0.8), .init(seconds: 6 * 3600, unitsPerHour: 1.2),
                                                                     .init(seconds: 22 * 3600, unitsPerHour: 0.9)])
        data = GlucoseData(readings: readings, doses: doses, carbs: carbs, series: Self.series,
                           therapy: TherapyRecords(basal: basal, schedules: [schedule]))
    }

    /// The records in 1 to 5 writes: by time (a sync's pages, a file of an
    /// older week) or at random (entries apart from treatments), a few in two.
    func chunks(using generator: inout SplitMix64) -> [GlucoseData] {
        let count = Int.random(in: 1...5, using: &generator)
        let byTime = Bool.random(using: &generator)
        let cuts = (1..<count).map { _ in data.readings.randomElement(using: &generator)!.time }.sorted()
        func chunk(_ time: Date, _ generator: inout SplitMix64) -> [Int] {
            let home = byTime ? cuts.partitionIndex { $0 > time } : Int.random(in: 0..<count, using: &generator)
            return Int.random(in: 0..<10, using: &generator) == 0 ? [home, Int.random(in: 0..<count, using: &generator)] : [home]
        }
        var parts = [(readings: [GlucoseReading], doses: [InsulinDose], carbs: [CarbEntry], basal: [BasalEvent], schedules: [BasalSchedule])](
            repeating: ([], [], [], [], []), count: count)
        for reading in data.readings { for index in chunk(reading.time, &generator) { parts[index].readings.append(reading) } }
        for dose in data.doses { for index in chunk(dose.time, &generator) { parts[index].doses.append(dose) } }
        for carb in data.carbs { for index in chunk(carb.time, &generator) { parts[index].carbs.append(carb) } }
        for event in data.therapy.basal { for index in chunk(event.time, &generator) { parts[index].basal.append(event) } }
        for schedule in data.therapy.schedules { for index in chunk(schedule.validFrom, &generator) { parts[index].schedules.append(schedule) } }
        return parts.shuffled(using: &generator).map { part in
            GlucoseData(readings: part.readings, doses: part.doses, carbs: part.carbs, series: Self.series,
                        therapy: TherapyRecords(basal: part.basal, schedules: part.schedules))
        }
    }
}

extension DaySummary.Kept {
    /// Without the store's order of its series, which is the order the
    /// archive first stored them (a listing's order, not a figure).
    var unordered: Self {
        func plain(_ summary: DaySummary) -> DaySummary {
            var copy = summary
            copy.series = summary.series.map { part in
                var part = part
                part.order = 0
                return part
            }.sorted { ($0.series.name, $0.series.sampling.rawValue) < ($1.series.name, $1.series.sampling.rawValue) }
            return copy
        }
        return DaySummary.Kept(inside: plain(inside), first: plain(first), lastDiffers: lastDiffers)
    }
}

extension StatisticsSummary {
    /// The sources listed by name (the archive lists them in the order it first stored them).
    var withSourcesByName: Self {
        var copy = self
        copy.sources.sort { ($0.name, $0.sampling) < ($1.name, $1.sampling) }
        return copy
    }
}
