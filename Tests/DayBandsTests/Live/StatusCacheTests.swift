import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources
@testable import DayBandsLive

/// The file `daybands status` answers from: what it keeps across writes,
/// and when a fetch is due (a reading due and a minute since the last
/// fetch; after a refusal, its lockout's end or a change of settings).
@Suite struct StatusCacheTests {
    let start = Date(timeIntervalSince1970: 1_780_000_000)

    func scratch() throws -> StatusCache {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("status-\(UUID().uuidString)")
        return StatusCache(path: folder.appendingPathComponent("nightscout-test.json").path)
    }

    func readings(_ values: [Double], from first: Date) -> [GlucoseReading] {
        values.enumerated().map { GlucoseReading(time: first.addingTimeInterval(Double($0.offset) * 300), mgdl: $0.element) }
    }

    @Test func writesMergeAndKeepTheLastHalfHour() throws {
        let cache = try scratch()
        try cache.store(readings([100, 110, 120, 130, 140, 150, 160, 170], from: start), at: start)
        try cache.store(readings([170, 180], from: start.addingTimeInterval(7 * 300)), at: start.addingTimeInterval(2_700))
        let held = try #require(cache.read())
        // 40 minutes of readings: the half hour before the newest is kept, a reading again is one.
        #expect(held.readings.map(\.mgdl) == [120, 130, 140, 150, 160, 170, 180])
        #expect(held.fetched == start.addingTimeInterval(2_700) && held.problem == nil)
    }

    @Test func aFailureKeepsTheReadingsAndSaysWhy() throws {
        let cache = try scratch()
        try cache.store(readings([90, 95], from: start), at: start)
        try cache.store([], problem: String(repeating: "x", count: 500), at: start.addingTimeInterval(400))
        let held = try #require(cache.read())
        #expect(held.readings.map(\.mgdl) == [90, 95] && held.problem?.count == 300)
    }

    /// A refresh is a process of its own: the page size a read learnt is
    /// kept for the next (one page a poll, not a wide read and one below),
    /// through writes that do not give it, and only grows.
    @Test func thePageSizeLearntIsKeptAndOnlyGrows() throws {
        let cache = try scratch()
        try cache.store(readings([100], from: start), at: start)
        #expect(cache.read()?.entriesPage == nil)
        try cache.store(readings([105], from: start.addingTimeInterval(300)), entriesPage: 13, at: start.addingTimeInterval(300))
        try cache.store(readings([110], from: start.addingTimeInterval(600)), at: start.addingTimeInterval(600))
        #expect(cache.read()?.entriesPage == 13)
        try cache.store([], problem: "HTTP 500", entriesPage: 7, at: start.addingTimeInterval(900))
        #expect(cache.read()?.entriesPage == 13)
        try cache.store([], entriesPage: 40, at: start.addingTimeInterval(1_200))
        #expect(cache.read()?.entriesPage == 40)
    }

    @Test func aFetchIsDueWhenAReadingIsAndAMinuteHasPassed() throws {
        let newest = start
        var content = StatusCache.Content(readings: readings([120], from: newest), fetched: newest.addingTimeInterval(10))
        #expect(StatusCache.fetchDue(nil, now: start))
        #expect(!StatusCache.fetchDue(content, now: newest.addingTimeInterval(300 + StatusCache.grace - 1)))
        #expect(StatusCache.fetchDue(content, now: newest.addingTimeInterval(300 + StatusCache.grace)))
        // A reading long due, but the last fetch less than a minute ago.
        content.fetched = newest.addingTimeInterval(3_600)
        #expect(!StatusCache.fetchDue(content, now: content.fetched.addingTimeInterval(StatusCache.leastInterval - 1)))
        #expect(StatusCache.fetchDue(content, now: content.fetched.addingTimeInterval(StatusCache.leastInterval)))
    }

    /// A refusal (a wrong password, a lockout) is not asked again every
    /// minute: only once the lockout ends, or the settings changed since.
    @Test func aRefusalWaitsForItsLockoutOrNewSettings() throws {
        let cache = try scratch()
        let refusal = Refusal(problem: DataError(source: "LibreLinkUp", message: "locked"), until: start.addingTimeInterval(300))
        try cache.store([], problem: "locked", refusal: refusal, at: start)
        let locked = try #require(cache.read())
        #expect(locked.refused && locked.refusedUntil == start.addingTimeInterval(300))
        #expect(!StatusCache.fetchDue(locked, now: start.addingTimeInterval(299)))
        #expect(StatusCache.fetchDue(locked, now: start.addingTimeInterval(300)))

        try cache.store([], problem: "wrong password", refusal: Refusal(problem: DataError(source: "Dexcom", message: "no")), at: start)
        let wrong = try #require(cache.read())
        #expect(wrong.refused && wrong.refusedUntil == nil)
        #expect(!StatusCache.fetchDue(wrong, now: start.addingTimeInterval(86_400)))
        #expect(!StatusCache.fetchDue(wrong, now: start.addingTimeInterval(60), settingsChanged: start.addingTimeInterval(-1)))
        #expect(StatusCache.fetchDue(wrong, now: start.addingTimeInterval(60), settingsChanged: start.addingTimeInterval(1)))
    }

    /// A file changed by hand or by another version: rows that do not read
    /// as a plausible reading are left out, never shown.
    @Test func rowsThatDoNotReadAreLeftOut() throws {
        let cache = try scratch()
        try FileManager.default.createDirectory(atPath: (cache.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let t = start.timeIntervalSince1970
        let text = """
            {"fetched": \(t), "entriesPage": 12, "readings": [[\(t), 120, "Flat", "measured"], [\(t + 300), 9000, null, "measured"],
             [\(t + 600), 130, null, "sideways"], [\(t + 900), "140", null, "measured"], [\(t + 1200), 150, "Nonsense", "measured"], [1]]}
            """
        #expect(FileManager.default.createFile(atPath: cache.path, contents: Data(text.utf8)))
        let held = try #require(cache.read())
        #expect(held.readings.map(\.mgdl) == [120, 150] && held.readings.first?.trend == .flat && held.readings.last?.trend == nil)
        #expect(held.entriesPage == 12)
        #expect(FileManager.default.createFile(atPath: cache.path, contents: Data("{\"readings\": []}".utf8)))
        #expect(cache.read() == nil)
    }
}
