import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources

/// A followed site is asked one page a poll: the source keeps the largest
/// page the site sent across reads, so a poll's few readings are known to
/// be all there is (before, every poll asked again below them and got an
/// empty page: a third of a Nightscout follow's requests).
///
/// The sites keep no meter readings: one every 4 hours of UTC falls in a
/// poll's window or not by the hour the test runs, and the page counts
/// below would hang on it (a CI run failed on that).
@Suite struct PollPagesTests {
    let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)

    @Test func eachPollAsksOnePageOfEntries() throws {
        try withLoopbackSite(["--days", "1", "--no-meter"] + LoopbackSite.anHourAgo) { server in
            let source = NightscoutSource(site: server.site())
            var newest = try #require(try source.load(in: utc).readings.last).time
            let loaded = try server.requests(to: .entries).count
            for poll in 1...3 {
                try server.control("add=1")
                let report = try source.poll(newest: newest, lookBack: 3_600).report
                newest = try #require(report.data.readings.last).time
                #expect(try server.requests(to: .entries).count == loaded + poll)
            }
        }
    }

    /// A list's feed reads nothing before its polls: the first reads twice
    /// the look-back, so the page it learns (61 readings, the site capping
    /// at 50) is larger than a poll's (37), which is then known whole. Before,
    /// each poll's page was as large as the largest seen, and the walk asked
    /// below it every time.
    @Test func aListsPollsAskOnePageAfterTheFirst() throws {
        try withLoopbackSite(["--days", "1", "--no-meter", "--cap", "50"] + LoopbackSite.anHourAgo) { server in
            let source = NightscoutSource(site: server.site())
            let now = Date()
            let first = try source.poll(newest: now, lookBack: LiveFeed.defaultLookBack).report.data.readings
            try expectWhole(first, from: now.addingTimeInterval(-2 * LiveFeed.defaultLookBack))
            var newest = try #require(first.last).time
            for _ in 1...3 {
                try server.control("add=1")
                let asked = try server.requests(to: .entries).count
                let readings = try source.poll(newest: newest, lookBack: LiveFeed.defaultLookBack).report.data.readings
                #expect(try server.requests(to: .entries).count == asked + 1)
                try expectWhole(readings, from: newest.addingTimeInterval(-LiveFeed.defaultLookBack))
                newest = try #require(readings.last).time
            }
        }
    }

    /// A site capping its pages below a poll's readings is still read whole,
    /// the wider first read too: the size learnt is the cap, never more.
    @Test func aSiteCappingBelowAPollIsReadWhole() throws {
        try withLoopbackSite(["--days", "1", "--no-meter", "--cap", "20"] + LoopbackSite.anHourAgo) { server in
            let source = NightscoutSource(site: server.site())
            let now = Date()
            let first = try source.poll(newest: now, lookBack: LiveFeed.defaultLookBack).report.data.readings
            try expectWhole(first, from: now.addingTimeInterval(-2 * LiveFeed.defaultLookBack))
            var newest = try #require(first.last).time
            for _ in 1...2 {
                try server.control("add=1")
                let readings = try source.poll(newest: newest, lookBack: LiveFeed.defaultLookBack).report.data.readings
                try expectWhole(readings, from: newest.addingTimeInterval(-LiveFeed.defaultLookBack))
                newest = try #require(readings.last).time
            }
        }
    }

    /// A first read that learnt a page smaller than the polls' (a short
    /// look-back here; a gap in the readings or a new site does the same):
    /// once a poll asks below a page in vain without learning a larger one,
    /// the next reads twice the look-back, and the polls after it ask one page.
    @Test func aPollAskedBelowInVainMakesTheNextWider() throws {
        try withLoopbackSite(["--days", "1", "--no-meter"] + LoopbackSite.anHourAgo) { server in
            let source = NightscoutSource(site: server.site())
            var newest = try #require(try source.poll(newest: Date(), lookBack: 7_200).report.data.readings.last).time
            var asked: [Int] = []
            for _ in 1...5 {
                try server.control("add=1")
                let before = try server.requests(to: .entries).count
                let readings = try source.poll(newest: newest, lookBack: LiveFeed.defaultLookBack).report.data.readings
                asked.append(try server.requests(to: .entries).count - before)
                try expectWhole(readings, from: newest.addingTimeInterval(-LiveFeed.defaultLookBack))
                newest = try #require(readings.last).time
            }
            // Larger than the first's, in vain, wider, then one page each.
            #expect(asked == [2, 2, 2, 1, 1])
        }
    }

    /// Every 5-minute reading from `start` (or before: a wider poll) to the newest read.
    private func expectWhole(_ readings: [GlucoseReading], from start: Date,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        let times = readings.map(\.time)
        let first = try #require(times.first, sourceLocation: sourceLocation)
        #expect(first < start.addingTimeInterval(300), sourceLocation: sourceLocation)
        #expect(zip(times, times.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 300 }, sourceLocation: sourceLocation)
    }
}
