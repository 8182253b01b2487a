import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsArchive
@testable import DayBandsViewer

/// The data's days run to its last record of any kind: a pump's basal,
/// carbs or marks after the last reading (Tidepool's Jill Jellyfish: basal
/// records to 2018-02-28, readings to 01-31), so `--to` that day is
/// accepted; in memory and in the archive alike.
@Suite struct TherapySpanTests {
    static let reading = GlucoseReading(time: Fixture.instant("2018-01-31T16:30:00Z"), mgdl: 120)
    static let basal = BasalEvent(time: Fixture.instant("2018-02-28T20:00:00Z"), duration: 3_600, kind: .scheduled, value: 0.8)

    @Test func therapyAfterTheLastReadingEndsTheSpan() throws {
        let data = GlucoseData(readings: [Self.reading], carbs: [CarbEntry(time: Fixture.instant("2018-02-10T12:00:00Z"), grams: 20)],
                               therapy: TherapyRecords(basal: [Self.basal]))
        #expect(data.span() == DateInterval(start: Self.reading.time, end: Self.basal.time))
        let carbsOnly = GlucoseData(readings: [Self.reading], carbs: [CarbEntry(time: Fixture.instant("2018-02-10T12:00:00Z"), grams: 20)])
        #expect(carbsOnly.span()?.end == Fixture.instant("2018-02-10T12:00:00Z"))
        #expect(GlucoseData(readings: [], therapy: TherapyRecords(basal: [Self.basal])).span() == nil, "no readings, no days")
        let pacific = Fixture.calendar("America/Los_Angeles")
        let pages = try #require(try DayPages(store: data, calendar: pacific, window: DayWindow(to: "2018-02-28"), defaultDays: nil))
        #expect(pages.plan.days.last?.isoDate == "2018-02-28")
        #expect(throws: PageError.self) { try DayPages(store: data, calendar: pacific, window: DayWindow(to: "2018-03-01"), defaultDays: nil) }
    }

    @Test func theArchiveSpansAsTheDataDoes() throws {
        let archive = try Archive(path: ArchiveTests.temporaryPath())
        let data = GlucoseData(readings: [Self.reading], therapy: TherapyRecords(basal: [Self.basal]))
        _ = try archive.add(data, to: archive.source(kind: .file, name: "tidepool.json"))
        #expect(try archive.span() == data.span())
    }
}
