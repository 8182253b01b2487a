import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsSources

/// Reading a live site: paging, duplicates, treatments, authentication.
@Suite struct NightscoutFetchTests {
    let utc = DayCalendar(timeZone: TimeZone(identifier: "UTC")!)
    /// Two days of 5-minute readings, as the server generates them.
    let readingsInTwoDays = 2 * 288

    @Test func pagesThroughARangeLargerThanTheCount() throws {
        try withLoopbackSite(["--days", "2"]) { server in
            let data = try NightscoutSource(site: server.site(), pageSize: 100).load(in: utc)
            #expect(data.readings.count == readingsInTwoDays)
            #expect(data.doses.count == 8)  // a meal bolus every 6 hours; temp basals are not doses
            let pages = try server.requests(to: .entries)
            // 576 readings and 12 meter records in pages of 100, each
            // asking the last one's oldest instant again: the sixth, not
            // full, proves the rest read.
            #expect(pages.count == 6)
            #expect(pages.allSatisfy { $0["count"] == "100" && $0["find[date][$gte]"] != nil })
            let upperBounds = pages.compactMap { $0["find[date][$lt]"].flatMap(Int.init) }
            #expect(upperBounds == upperBounds.sorted(by: >) && Set(upperBounds).count == pages.count)
            #expect(try server.requests(to: .treatments).first?["find[created_at][$lt]"]?.hasSuffix("Z") == true)
        }
    }

    @Test func keepsOneCopyOfReadingsTwoUploadersPostedAcrossPages() throws {
        try withLoopbackSite(["--days", "2", "--duplicates"]) { server in
            // An odd page size cuts between the two copies of a reading.
            let data = try NightscoutSource(site: server.site(), pageSize: 101).load(in: utc)
            #expect(data.readings.count == readingsInTwoDays)
            #expect(zip(data.readings, data.readings.dropFirst()).allSatisfy { $0.time < $1.time })
            #expect(try server.requests(to: .entries).count > 10)
        }
    }

    /// A site that sends at most 50 records, whatever `count` asks, still
    /// gives every reading: a short page is not taken as the end.
    @Test func pagesThroughASiteThatCapsThePageSize() throws {
        try withLoopbackSite(["--days", "2", "--cap", "50"]) { server in
            let data = try NightscoutSource(site: server.site()).load(in: utc)
            #expect(data.readings.count == readingsInTwoDays)
            #expect(data.doses.count == 8)
        }
    }

    /// The viewer's first load and `stats --nightscout` read as the sync
    /// does: 150 readings at one millisecond on a site sending 30 a page,
    /// and a site answering oldest first, are read whole.
    @Test(arguments: [["--cap", "30"], ["--cap", "100", "--ascending"]])
    func readsEveryRecordWhateverTheSitesPageCapAndOrder(options: [String]) throws {
        try withLoopbackSite(["--days", "2"] + options) { server in
            let newest = Int64(Date().timeIntervalSince1970 * 1000) / 300_000 * 300_000
            try server.control("post=\(newest - 6 * 3_600_000 + 1_000)&sgv=100&repeat=150&spacing=0&devices")
            let report = try NightscoutSource(site: server.site()).read(in: utc)
            #expect(report.data.readings.count == readingsInTwoDays + 150)
            #expect(report.data.doses.count == 8)
            #expect(!report.warnings.contains { $0.contains("not read") }, "\(report.warnings)")
        }
    }

    /// Pages of 2 cut between records and read the one at each cut twice:
    /// the doses are still 8 meal boluses of 4.5 U, not 16.
    @Test func treatmentsReadTwiceAcrossPagesAreKeptOnce() throws {
        try withLoopbackSite(["--days", "2"]) { server in
            let source = NightscoutSource(site: server.site(), pageSize: 2)
            let range = NightscoutSource.range(days: 14, endingOn: Date(), calendar: utc)
            let doses = try source.read(.treatments, in: range).data.doses
            #expect(try server.requests(to: .treatments).count > 8)
            #expect(doses.count == 8)
            #expect(doses.map(\.units).reduce(0, +) == 36)
        }
    }

    /// Two amounts at one instant (4.5 U and 6 U, one written in +02:00) are
    /// both kept and said, as a file's reader says them, whichever pages
    /// they come in.
    @Test(arguments: [2, 100])
    func conflictingDosesAcrossPagesAreKeptAndSaid(pageSize: Int) throws {
        try withLoopbackSite(["--days", "2", "--conflict"]) { server in
            let source = NightscoutSource(site: server.site(), pageSize: pageSize)
            let range = NightscoutSource.range(days: 14, endingOn: Date(), calendar: utc)
            let report = try source.read(.treatments, in: range)
            #expect(report.data.doses.count == 9)
            #expect(report.data.doses.map(\.units).reduce(0, +) == 42)
            let first = try #require(report.data.doses.first)
            // In the order the pages brought them (the +02:00 one sorts apart as text).
            let said = "1 time has two different doses in \(source.name): first at \(first.time.ISO8601Format())"
            #expect(report.warnings == ["\(said) (4.5 and 6 U); both are shown"] || report.warnings == ["\(said) (6 and 4.5 U); both are shown"])
        }
    }

    /// A site that ignores the dates sends the same page for ever: paging
    /// stops at the second request (its newest entry is above the bound
    /// asked) with a warning, and what was read is kept.
    @Test func aSiteSendingTheSamePageForeverStopsThePaging() throws {
        try withLoopbackSite(["--days", "2", "--fault", "ignore-range"]) { server in
            let report = try NightscoutSource(site: server.site(), pageSize: 100).read(in: utc)
            #expect(try server.requests(to: .entries).count == 2)
            #expect(report.data.readings.count > 90)
            #expect(report.warnings.contains { $0.contains("the site sent records outside the range asked for instead of the next page; stopped paging there") },
                    "\(report.warnings)")
        }
    }

    @Test func readsTheLastDaysOnly() throws {
        try withLoopbackSite(["--days", "5"]) { server in
            let source = NightscoutSource(site: server.site(), days: 2)
            let data = try source.load(in: utc)
            let today = utc.day(containing: Date())
            let firstDay = utc.day(containing: today.interval.start.addingTimeInterval(-43_200))
            #expect(data.readings.first.map { $0.time >= firstDay.interval.start } == true)
            #expect(data.readings.first.map { $0.time < today.interval.start } == true)
        }
    }

    @Test func sendsTheAccessTokenAsAQueryParameter() throws {
        try withLoopbackSite(["--days", "1", "--token", "reader-0123456789abcdef"]) { server in
            let data = try NightscoutSource(site: server.site(.token(Secret("reader-0123456789abcdef")))).load(in: utc)
            #expect(data.readings.count == 288)
            #expect(try server.requests(to: .entries).first?["token"] == "reader-0123456789abcdef")
        }
    }

    @Test func sendsTheAPISecretAsItsSHA1() throws {
        try withLoopbackSite(["--days", "1", "--secret", "my-long-api-secret"]) { server in
            let data = try NightscoutSource(site: server.site(.apiSecret(Secret("my-long-api-secret")))).load(in: utc)
            #expect(data.readings.count == 288)
            #expect(try server.requests(to: .entries).first?["token"] == nil)
            let refused = #expect(throws: DataError.self) {
                try NightscoutSource(site: server.site(.apiSecret(Secret("wrong")))).load(in: utc)
            }
            #expect(refused?.message == "HTTP 401 Unauthorized: check NIGHTSCOUT_API_SECRET")
        }
    }

    @Test func hashesWithLibcrypto() {
        #expect(HexDigest.sha1("abc") == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(HexDigest.sha1("") == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
    }

    @Test func readsWholeLocalDaysEndingToday() {
        let berlin = DayCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
        // 2026-03-29 has 23 hours in Berlin; the range still starts at a midnight.
        let now = berlin.instant(year: 2026, month: 4, day: 2, hour: 0, minute: 30)!
        let range = NightscoutSource.range(days: 7, endingOn: now, calendar: berlin)
        #expect(range.start == berlin.instant(year: 2026, month: 3, day: 27, hour: 0, minute: 0))
        #expect(range.end == berlin.instant(year: 2026, month: 4, day: 3, hour: 0, minute: 0))
    }
}
