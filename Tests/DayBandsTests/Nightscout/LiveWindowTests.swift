import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources

/// The follow poll's window: it looks back over what is held, so readings
/// posted late are not lost, and readings from the future never move it.
@Suite struct LiveWindowTests {
    let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)

    /// A feed on a fresh one-day site, with the newest reading it holds.
    private func follow(_ server: LoopbackSite, timeout: TimeInterval = NightscoutSource.defaultTimeout,
                        pollLimit: TimeInterval? = nil, interval: TimeInterval = 60) throws -> (LiveFeed, Date) {
        let source = NightscoutSource(site: server.site(), timeout: timeout)
        let newest = try #require(try source.load(in: utc).readings.last).time
        return (LiveFeed(source: source, newest: newest, schedule: PollSchedule(interval: interval), pollLimit: pollLimit), newest)
    }

    private func post(_ server: LoopbackSite, at time: Date, mgdl: Double) throws {
        try server.control("post=\(Int64(time.timeIntervalSince1970 * 1000))&sgv=\(mgdl)")
    }

    /// A device clock 5 hours fast once moved the window to its reading and
    /// hid a real low posted afterwards and a back-filled one.
    @Test func aReadingFromTheFutureNeverHidesLaterOnes() throws {
        try withLoopbackSite(["--days", "1"] + LoopbackSite.anHourAgo) { server in
            let (feed, newest) = try follow(server)
            let ahead = Date().addingTimeInterval(5 * 3_600)
            try post(server, at: ahead, mgdl: 200)
            feed.poll()
            let first = feed.collect()
            #expect(first.readings?.readings.contains { $0.time == ahead } == false)
            #expect(first.warnings.count == 1)
            #expect(first.warnings.first?.hasPrefix("1 reading dated more than 10 min in the future set aside from \(server.address), at \(ahead.ISO8601Format())") == true,
                    "\(first.warnings)")
            #expect(first.notice == "1 reading set aside: dated in the future")
            // A real low after the newest held, and a low back-filled before it.
            try post(server, at: newest.addingTimeInterval(300), mgdl: 55)
            try post(server, at: newest.addingTimeInterval(-150), mgdl: 45)
            feed.poll()
            let second = feed.collect()
            let values = Dictionary((second.readings?.readings ?? []).map { ($0.time, $0.mgdl) }) { a, _ in a }
            #expect(values[newest.addingTimeInterval(300)] == 55)
            #expect(values[newest.addingTimeInterval(-150)] == 45)
            #expect(values[ahead] == nil)
            // Said once, not at every poll.
            #expect(second.warnings.isEmpty)
            let polls = try server.requests(to: .entries).suffix(2).compactMap { $0["find[date][$gte]"].flatMap(Int64.init) }
            // The window never moved to the reading 5 hours ahead.
            #expect(polls == Array(repeating: Int64(newest.timeIntervalSince1970 * 1000) - 3 * 3_600_000, count: 2))
        }
    }

    /// A site that ignores the dates and holds a 2099 reading once stopped
    /// the polls for good and stretched the days to "day 2 of 26332".
    @Test func aSiteIgnoringTheRangeWithA2099ReadingKeepsBeingPolled() throws {
        try withLoopbackSite(["--days", "1"] + LoopbackSite.anHourAgo) { server in
            let (feed, newest) = try follow(server)
            let far = Date(timeIntervalSince1970: 4_070_908_800)  // 2099-01-01
            try post(server, at: far, mgdl: 120)
            try server.control("fault=ignore-range")
            feed.poll()
            let first = feed.collect()
            #expect(first.notice?.contains("retrying") != true)
            #expect(first.readings?.readings.last.map { $0.time <= newest } == true)
            #expect(first.warnings.contains { $0.hasPrefix("1 reading dated more than 10 min in the future set aside from \(server.address), at 2099-01-01T00:00:00Z") },
                    "\(first.warnings)")
            try server.control("fault=none")
            try server.control("add=1")
            feed.poll()
            #expect(feed.collect().readings?.readings.last?.time == newest.addingTimeInterval(300))
        }
    }

    /// Also on the first load: the timeline is not stretched to 2099.
    @Test func theFirstLoadSetsAsideReadingsFromTheFuture() throws {
        try withLoopbackSite(["--days", "1", "--fault", "ignore-range"] + LoopbackSite.anHourAgo) { server in
            try post(server, at: Date(timeIntervalSince1970: 4_070_908_800), mgdl: 120)
            let report = try NightscoutSource(site: server.site()).read(in: utc)
            #expect(report.data.readings.count == 288)
            #expect(report.data.readings.last.map { $0.time < Date().addingTimeInterval(600) } == true)
            #expect(report.warnings.contains { $0.hasPrefix("1 reading dated more than 10 min in the future set aside") })
        }
    }

    /// A row the importer skips (a 5000 mg/dL entry) reaches the log and the
    /// status line once, though every poll in the next hours reads it again.
    @Test func aSkippedRowIsSaidOnce() throws {
        try withLoopbackSite(["--days", "1"] + LoopbackSite.anHourAgo) { server in
            let (feed, newest) = try follow(server)
            try post(server, at: newest.addingTimeInterval(60), mgdl: 5000)
            feed.poll()
            let first = feed.collect()
            #expect(first.warnings.count == 1)
            let warning = try #require(first.warnings.first)
            #expect(warning.hasPrefix("1 row skipped in \(server.address)api/v1/entries.json?find[date][$gte]="), "\(warning)")
            #expect(warning.hasSuffix("expected glucose from 1 to 1000 mg/dL, found 5000 mg/dL"), "\(warning)")
            #expect(first.notice == "1 row skipped: expected glucose from 1 to 1000 mg/dL, found 5000 mg/dL")
            try server.control("add=1")
            feed.poll()
            let second = feed.collect()
            #expect(second.warnings.isEmpty)
            #expect(second.readings?.readings.last?.time == newest.addingTimeInterval(300))
        }
    }

    /// Two uploaders post every reading: the copies merged are said once,
    /// not at every poll with a count one higher.
    @Test func copiesFromTwoUploadersAreSaidOnce() throws {
        try withLoopbackSite(["--days", "1", "--duplicates"] + LoopbackSite.anHourAgo) { server in
            let (feed, newest) = try follow(server)
            feed.poll()
            let first = feed.collect()
            #expect(first.warnings.count == 1)
            #expect(first.warnings.first?.contains("duplicate readings merged in \(server.address)api/v1/entries.json") == true,
                    "\(first.warnings)")
            try server.control("add=1")
            feed.poll()
            let second = feed.collect()
            #expect(second.warnings.isEmpty, "\(second.warnings)")
            #expect(second.readings?.readings.last?.time == newest.addingTimeInterval(300))
        }
    }

    /// A poll the watchdog gives up on counts as a failure: the stale notice
    /// shows, polling goes on, and the late answer is dropped.
    @Test func theWatchdogRestartsAStuckPoll() throws {
        try withLoopbackSite(["--days", "1", "--fault", "slow"] + LoopbackSite.anHourAgo) { server in
            let (feed, newest) = try follow(server, timeout: 30, pollLimit: 0.5, interval: 0.1)
            feed.start()
            defer { feed.stop() }
            var notice: String?
            let deadline = Date().addingTimeInterval(5)
            while notice == nil, Date() < deadline {
                usleep(50_000)
                notice = feed.collect().notice
            }
            #expect(notice?.hasPrefix("last reading ") == true, "\(notice ?? "none")")
            try server.control("fault=none")
            try server.control("add=1")
            var arrived: Date?
            while arrived != newest.addingTimeInterval(300), Date() < deadline.addingTimeInterval(5) {
                usleep(50_000)
                arrived = feed.collect().readings?.readings.last?.time ?? arrived
            }
            #expect(arrived == newest.addingTimeInterval(300))
        }
    }
}
