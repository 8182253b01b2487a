import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsArchive
@testable import DayBandsChart
@testable import DayBandsViewer

/// The viewer on the archive: a page read from it is the page read from the
/// same data in memory, record for record and screen for screen, and opening
/// reads no more than the page.
struct ArchivePagesTests {
    static let calendar = DayPagesTests.berlin

    static func archive(holding data: GlucoseData) throws -> Archive {
        let archive = try Archive(path: ArchiveTests.temporaryPath())
        _ = try archive.add(data, to: try archive.source(kind: .file, name: "entries.json"))
        return archive
    }

    @Test func everyPageIsTheSameAsFromMemoryOnScreenToo() throws {
        let data = DayPagesTests.data
        let archive = try Self.archive(holding: data)
        let window = DayWindow(days: 7)
        let fromArchive = try #require(try DayPages(store: archive, calendar: Self.calendar, window: window, defaultDays: 31))
        let fromMemory = try #require(try DayPages(store: data, calendar: Self.calendar, window: window, defaultDays: 31))
        #expect(fromArchive.plan.days == fromMemory.plan.days && fromArchive.plan.first == fromMemory.plan.first)
        let size = Size(columns: 150, rows: 40)
        for start in stride(from: 0, to: fromMemory.plan.days.count, by: 7) {
            let range = fromMemory.plan.page(containing: start)
            let (a, m) = (try fromArchive.timeline(of: range), try fromMemory.timeline(of: range))
            #expect(a.days == m.days)
            #expect(a.data.readings == m.data.readings && a.data.doses.map(\.time) == m.data.doses.map(\.time))
            // The first and last day of the page (one of them the 23-hour day), with the panel and strip.
            for dayIndex in [0, a.days.count - 1] {
                let state = ViewerState.opening(a, dayIndex: dayIndex, hour: 0, size: size)
                // The strip beyond the page too: each store's days classed from its own reads.
                let screens = [(a, fromArchive), (m, fromMemory)].map { timeline, pages in
                    SceneBuilder(settings: RenderSettings(calendar: Self.calendar))
                        .scene(for: pages.model(timeline, state)).composed()
                }
                #expect(screens[0] == screens[1], "page \(range), day \(dayIndex)")
            }
        }
    }

    /// The strip's days classed from the archive, a page's length at a time,
    /// are those classed from all the data in memory.
    @Test func theStripsDaysAreClassedAsInMemory() throws {
        let data = DaySummariesTests.data
        let archive = try Self.archive(holding: data)
        let pages = try #require(try DayPages(store: archive, calendar: Self.calendar, window: DayWindow(days: 7), defaultDays: 31))
        var model = pages.model(try pages.timeline(of: pages.plan.first),
                                ViewerState.opening(try pages.timeline(of: pages.plan.first), size: Size(columns: 100, rows: 30)))
        pages.classAll(&model)
        #expect(model.strip.quality(of: 0..<pages.plan.days.count) == DaySummariesTests.inMemory.map(Optional.some))
        #expect(model.strip.failure == nil)
    }

    /// Whether an interval holds a reading, as data in memory says, at its
    /// edges too (a reading at the end is outside, at the start inside).
    @Test func hasReadingsAnswersAsInMemory() throws {
        let data = DayPagesTests.data
        let archive = try Self.archive(holding: data)
        let first = data.readings[0].time, last = data.readings[data.readings.count - 1].time
        let intervals = [DateInterval(start: first.addingTimeInterval(-3600), end: first), DateInterval(start: first, duration: 1),
                         DateInterval(start: last, duration: 3600), DateInterval(start: last.addingTimeInterval(1), duration: 86_400),
                         DateInterval(start: first, end: last), DateInterval(start: first.addingTimeInterval(-86_400 * 400), duration: 86_400)]
        #expect(try intervals.map(archive.hasReadings) == intervals.map(data.hasReadings))
        #expect(intervals.map(data.hasReadings) == [false, true, true, false, true, false])
    }

    @Test func aDoseBeforeTheFirstReadingOpensTheDaysThereAsInMemory() throws {
        let first = DayPagesTests.data.readings[0].time
        var data = DayPagesTests.data
        data = data.merged(with: GlucoseData(readings: [], doses: [InsulinDose(time: first.addingTimeInterval(-86_400 * 2), units: 3)]))
        let archive = try Self.archive(holding: data)
        #expect(try archive.span() == data.span())
        #expect(try archive.span()?.start == first.addingTimeInterval(-86_400 * 2))
    }
}
